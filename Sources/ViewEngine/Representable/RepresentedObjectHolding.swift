// The objects representables made, as the host lists them for a framework beside the
// engine whose driver acts on its own platform objects (`ViewHost._representedObjects`).

import ViewEngineCore

/// A node that shows an object a representable made.
@MainActor
protocol RepresentedObjectHolding {
    /// The object, while it is made.
    var representedObject: AnyObject? { get }
}

extension RepresentableNode: RepresentedObjectHolding {
    var representedObject: AnyObject? { represented }
}
