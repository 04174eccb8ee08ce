import VirtualTime

/// A view's subscription to the `objectWillChange` of the object one of its properties
/// holds (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`), kept in the node's
/// storage slot for that property.
///
/// SPEC R15: any change of the object invalidates the node as a whole, whatever its body
/// read. A change published while a body is being evaluated, or from another thread, is
/// diagnosed instead (the latter is also refused by `@Published`).
final class ObjectSubscription: ObjectWillChangeObserver, @unchecked Sendable {
    /// Touched on the main actor only.
    nonisolated(unsafe) private weak var node: Node?
    nonisolated(unsafe) private weak var graph: ViewGraph?
    /// Strong: the publisher keeps its observers weakly, so there is no cycle, and a
    /// publisher that outlives every object (the defaults' table) has no weak reference
    /// to it, whose side table LeakSanitizer cannot see through the tagged reference count.
    nonisolated(unsafe) private var publisher: ObservableObjectPublisher?
    nonisolated(unsafe) private var object: ObjectIdentifier?
    nonisolated(unsafe) private var objectType = ""
    /// The storage slot of the property that holds the object, for `_printChanges()`.
    private let slot: Int

    @MainActor init(node: Node, slot: Int) {
        self.node = node
        self.graph = node.graph
        self.slot = slot
    }

    /// Observes `object`, the value of the property in this evaluation; a new object
    /// replaces the old subscription.
    @MainActor func observe<Object: ObservableObject>(_ object: Object) {
        let identity = ObjectIdentifier(object)
        guard identity != self.object else { return }
        publisher?.removeObserver(self)
        self.object = identity
        objectType = "\(Object.self)"
        publisher = object.observableObjectPublisher
        publisher?.addObserver(self)
    }

    deinit { publisher?.removeObserver(self) }

    func objectWillChange() {
        guard MainQueue.isCurrent else {
            Task { @MainActor in self.invalidate() }
            return
        }
        MainActor.assumeIsolated { invalidate() }
    }

    func objectChangedOffMainThread() {
        Task { @MainActor in
            self.graph?.diagnose(.publishedOffMainThread,
                                 "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
                                 viewType: self.node?.viewTypeName)
        }
    }

    @MainActor private func invalidate() {
        guard let node, let graph, node.isMounted else { return }
        if graph.isEvaluatingBody {
            return graph.diagnose(.stateModifiedDuringUpdate,
                                  "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
                                  viewType: graph.currentReader?.viewTypeName)
        }
        graph.invalidate(node, cause: .property(slot: slot, what: "objectWillChange of \(objectType)"))
    }
}

extension AttachContext {
    /// The subscription kept in this property's slot, made the first time.
    func subscription() -> ObjectSubscription {
        slotObject { ObjectSubscription(node: node, slot: slot) }
    }
}
