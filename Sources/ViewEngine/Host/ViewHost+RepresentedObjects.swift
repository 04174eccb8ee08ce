// The objects the host's representables made, for a framework beside the engine whose
// driver acts on its own platform objects (WebKit's web views, SafariServices'
// controllers): it finds them in the mounted tree without reaching into the graph.

import ViewEngineCore

extension ViewHost {
    /// The objects the mounted representables made (a `UIView`, a view controller...), in
    /// view-tree order, presented content after the content that presents it; the pending
    /// frame is run first. A framework's driver looks its own objects up here.
    ///
    /// ```swift
    /// let webViews = host._representedObjects.compactMap { $0 as? WKWebView }
    /// ```
    public var _representedObjects: [AnyObject] {
        flushPendingFrame()
        var objects: [AnyObject] = []
        func visit(_ node: Node) {
            if let holder = node as? any RepresentedObjectHolding, let object = holder.representedObject { objects.append(object) }
            node.forEachChild(visit)
        }
        visit(rootNode)
        return objects
    }
}
