// Transactions: the animation of an update, and the completions that run when it ends.
import ViewEngineCore
import VirtualTime

/// SwiftUI's `Transaction`: the context of the current state-processing update — its
/// animation, and what runs when the animation ends.
///
/// ```swift
/// var transaction = Transaction(animation: .easeIn)
/// transaction.addAnimationCompletion { isSettled = true }
/// withTransaction(transaction) { isOn.toggle() }
/// ```
///
/// A transaction made by ``withTransaction(_:_:)`` or ``withAnimation(_:_:)`` in an action
/// is the transaction of the frame's updates: the views updated in that frame see it in
/// their `transaction(_:)` modifiers. Its completions run when the host's virtual clock
/// passes the end of its animation (Rules R23).
public struct Transaction: Sendable {
    /// The animation of the update, if any.
    public var animation: Animation?
    /// Whether animations are disabled: the update is not animated.
    public var disablesAnimations = false
    /// Whether the update is part of a continuous interaction, such as a drag.
    public var isContinuous = false
    /// The completions added with ``addAnimationCompletion(criteria:_:)``, in order.
    var completions: [AnimationCompletion] = []

    /// Creates a transaction.
    public init() {}
    /// Creates a transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }

    /// Adds a completion to run when the animations of this transaction are complete, by
    /// `criteria`: once the host's clock passes the animation's end, or right after the
    /// update when the transaction has no animation.
    ///
    /// ```swift
    /// var transaction = Transaction(animation: .linear(duration: 2))
    /// transaction.addAnimationCompletion(criteria: .removed) { log("gone") }
    /// withTransaction(transaction) { isShown = false }
    /// await host.advance(by: .seconds(2))   // "gone"
    /// ```
    ///
    /// - Parameters:
    ///   - criteria: When the animation counts as complete.
    ///   - completion: What to run then, on the main actor.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, run: completion))
    }
}

/// One completion of a transaction.
///
/// invariant (`@unchecked Sendable`): `run` is called on the main actor only, where the
/// engine schedules it; the transaction carrying it may cross threads, the closure is
/// never called there.
struct AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let run: () -> Void
}

/// SwiftUI's `AnimationCompletionCriteria`: when an animation counts as complete.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// "The animation has logically completed, but may still be in its long tail": a
    /// timing curve's duration, a spring's perceptual duration.
    case logicallyComplete
    /// "The entire animation is finished and will now be removed": a spring once settled.
    case removed
}

/// Runs `body` with an animation: the changes it makes take effect in the frame's next
/// update, and the frame's updates see `animation` as their transaction's.
///
/// ```swift
/// Button("Toggle") {
///     withAnimation(.spring()) { isExpanded.toggle() }
/// }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with an animation, then calls `completion` when the animation completes by
/// `completionCriteria`: when the host's virtual clock passes its end — never before.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 1)) { offset = 100 } completion: { isSettled = true }
/// await host.advance(by: .seconds(1))   // isSettled
/// ```
///
/// Outside a host (no virtual clock), no time passes: the completion runs right after `body`.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction`: the frame's updates see it in their `transaction(_:)`
/// modifiers, and its completions run when its animation ends on the host's clock.
///
/// ```swift
/// withTransaction(Transaction(animation: nil)) { isOn = false }
/// ```
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    TransactionScheduling.begin(transaction)
    return result
}

/// SwiftUI's `withTransaction(_:_:_:)`: runs `body` with a transaction whose `keyPath` is
/// `value`.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { isOn = false }
/// ```
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Where a transaction goes once its body has run: it becomes the transaction of the
/// running frame's updates, and its completions are scheduled on the host's clock.
enum TransactionScheduling {
    static func begin(_ transaction: Transaction) {
        let clock = VirtualClock.current
        let started: Bool? = MainQueue.runIfCurrent {
            if let graph = ViewGraph.running { FrameTransaction.set(transaction, in: graph) }
            guard let clock else { return false }
            schedule(transaction, on: clock)
            return true
        }
        guard started != true else { return }
        // No host's clock (or off the main thread): no time passes.
        for completion in transaction.completions { completion.run() }
    }

    /// Schedules each completion at the animation's end by its criteria, as long as the
    /// animation ends at all (`repeatForever` never does).
    @MainActor static func schedule(_ transaction: Transaction, on clock: VirtualClock) {
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        for completion in transaction.completions {
            let end: Double? = animation.map { $0.timing.end(completion.criteria) } ?? 0
            guard let end else { continue }
            _ = clock.schedule(at: clock.now.advanced(by: .nanoseconds(Int64((end * 1e9).rounded())))) { completion.run() }
        }
    }
}

/// The transaction of the running frame's updates, as the modifiers along the way change
/// it: the base one (from `withTransaction`) and, while a `transaction(_:)` or an
/// `animation(_:value:)` modifier updates its content, the one it makes.
@MainActor
enum FrameTransaction {
    private static var key: ObjectIdentifier { ObjectIdentifier(Transaction.self) }

    /// The transaction the view being updated sees (an empty one when nothing set any).
    static func current(in graph: ViewGraph) -> Transaction {
        (graph.frameValues[key] as? [Transaction])?.last ?? Transaction()
    }

    /// Makes `transaction` the frame's base transaction.
    static func set(_ transaction: Transaction, in graph: ViewGraph) {
        graph.frameValues[key] = [transaction]
    }

    /// Makes `transaction` the current one, until ``pop(in:)``: for the update of a
    /// modifier's content.
    static func push(_ transaction: Transaction, in graph: ViewGraph) {
        var stack = graph.frameValues[key] as? [Transaction] ?? []
        stack.append(transaction)
        graph.frameValues[key] = stack
    }

    /// Ends what ``push(_:in:)`` began.
    static func pop(in graph: ViewGraph) {
        guard var stack = graph.frameValues[key] as? [Transaction], !stack.isEmpty else { return }
        stack.removeLast()
        graph.frameValues[key] = stack
    }
}
