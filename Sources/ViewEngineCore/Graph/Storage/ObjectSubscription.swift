import Foundation
import VirtualTime

/// A view's subscription to the `objectWillChange` of the object one of its properties
/// holds (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`), kept in the node's
/// storage slot for that property.
///
/// Rules R15, R20: whatever the type of the object's `objectWillChange` (the synthesized
/// `ObservableObjectPublisher`, or a publisher the class declared itself, such as a
/// `PassthroughSubject<Void, Never>` it sends in `willSet`), each element invalidates the
/// node as a whole, whatever its body read. An element published while a body is being
/// evaluated is diagnosed instead. One published from another thread (a `@Published`
/// write there: Combine publishes it and stores the value, as Apple's does) is the
/// engine's to warn about, as SwiftUI does — "Publishing changes from background threads
/// is not allowed" — and still invalidates the node, on the main actor, so the views show
/// the value in the host's next frame (Rules R14, R23).
@MainActor
final package class ObjectSubscription {
    /// The node whose property holds the object.
    ///
    /// invariant: the live node or `nil`: the node's storage detaches its subscriptions
    /// when the node is unmounted (``NodeStorage/detachSubscriptions()``), and a node is
    /// unmounted before it goes. Not a weak reference: it would give the node a side table,
    /// and every retain of the node, several per update, would take the slow path.
    private unowned(unsafe) var node: Node?
    /// The way to the node's graph (the subscription can outlive it).
    private let link: GraphLink
    private var graph: ViewGraph? { link.graph }
    /// The object observed; held (strongly, as the view holds it) so that a new object
    /// is never mistaken for a freed one at the same address.
    private var object: AnyObject?
    private var objectType = ""
    /// The subscription to the object's `objectWillChange`; releasing it cancels it.
    private var subscription: AnyCancellable?
    /// The storage slot of the property that holds the object, for `_printChanges()`.
    private let slot: Int

    init(node: Node, slot: Int) {
        self.node = node
        self.link = node.graph.link
        self.slot = slot
    }

    /// The node is unmounted: nothing it observed invalidates it any more.
    func detach() { node = nil }

    /// Observes `object`, the value of the property in this evaluation; a new object
    /// replaces the old subscription.
    package func observe<Object: ObservableObject>(_ object: Object) {
        guard object !== self.object else { return }
        subscription = nil
        self.object = object
        objectType = "\(Object.self)"
        let observer = ObjectWillChangeObserver<Object.ObjectWillChangePublisher.Output>(owner: self, handOvers: link.handOvers)
        object.objectWillChange.subscribe(observer)
        subscription = AnyCancellable(observer)
    }

    /// The object announced a change (on the main actor).
    fileprivate func objectWillChange() {
        guard let node, let graph, node.isMounted else { return }
        if graph.isEvaluatingBody {
            return graph.diagnose(.stateModifiedDuringUpdate,
                                  "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
                                  viewType: graph.currentReader?.viewTypeName)
        }
        graph.invalidate(node, cause: .property(slot: slot, what: "objectWillChange of \(objectType)"))
    }

    /// The object published from another thread.
    fileprivate func publishedOffMainThread() {
        graph?.diagnose(.publishedOffMainThread,
                        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
                        viewType: node?.viewTypeName)
    }
}

/// The subscriber through which an ``ObjectSubscription`` follows an `objectWillChange`
/// publisher of any type. It is called on the thread that publishes and hands each
/// signal to the main actor: at once when that is the caller, later otherwise, through
/// the graph's ``HandOvers`` (which `settle()` waits for).
/// Invariant (`@unchecked Sendable`): `owner` is weak and set once, in `init`; `upstream` and
/// `isCancelled` are read and written only under `lock`.
final class ObjectWillChangeObserver<Input>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Failure = Never

    /// invariant: set once, in `init`, and never written again; loading a weak reference
    /// is atomic, so any thread may read it. It never keeps the subscription alive.
    private weak var owner: ObjectSubscription?
    private let lock = NSLock()
    /// invariant: read and written only under `lock`; `nil` before the subscription
    /// came and after `cancel()`, after which a late subscription is cancelled at once.
    private var upstream: (any Subscription)?
    /// invariant: as `upstream`; set by `cancel()`, never cleared.
    private var isCancelled = false

    /// The graph's hand-overs from other threads, which ``ViewHost/settle()`` waits for.
    private let handOvers: HandOvers

    init(owner: ObjectSubscription, handOvers: HandOvers) {
        self.owner = owner
        self.handOvers = handOvers
    }

    package func receive(subscription: any Subscription) {
        let keep: Bool = lock.withLock {
            guard !isCancelled, upstream == nil else { return false }
            upstream = subscription
            return true
        }
        guard keep else { return subscription.cancel() }
        subscription.request(.unlimited)
    }

    package func receive(_ input: Input) -> Subscribers.Demand {
        let owner = self.owner
        if MainQueue.runIfCurrent({ owner?.objectWillChange() }) == nil {
            // From another thread: the main actor learns of it once a `@Published` write
            // has stored its value (it publishes before it stores), and settle() waits
            // until it has (Rules R14).
            let handOvers = self.handOvers
            handOvers.begin()
            PublishedWrite.afterStore {
                Task { @MainActor in
                    owner?.publishedOffMainThread()
                    owner?.objectWillChange()
                    handOvers.end()
                }
            }
        }
        return .none
    }

    package func receive(completion: Subscribers.Completion<Never>) {
        lock.withLock { upstream = nil }
    }

    package func cancel() {
        let upstream: (any Subscription)? = lock.withLock {
            isCancelled = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

/// What a storage slot holds when it keeps an ``ObjectSubscription`` inside it (a
/// `@StateObject`'s storage), so that the node can detach it when it is unmounted.
protocol ObjectSubscriptionHolder: AnyObject {
    var subscription: ObjectSubscription { get }
}

/// The object of one `@StateObject` in its node, with the node's subscription to it.
@usableFromInline
final package class StateObjectStorage: ObjectSubscriptionHolder {
    @usableFromInline package let object: AnyObject
    package let subscription: ObjectSubscription

    @MainActor package init<ObjectType: ObservableObject>(object: ObjectType, node: Node, slot: Int) {
        self.object = object
        subscription = ObjectSubscription(node: node, slot: slot)
        subscription.observe(object)
    }
}

extension AttachContext {
    /// The subscription kept in this property's slot, made the first time.
    package func subscription() -> ObjectSubscription {
        slotObject { ObjectSubscription(node: node, slot: slot) }
    }
}
