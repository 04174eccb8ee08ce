/// The modifier behind ``View/onReceive(_:perform:)``.
///
/// You don't create it directly:
///
/// ```swift
/// Text("\(n)").onReceive(subject) { n = $0 }
/// ```
public struct _ReceiveModifier<Elements: AsyncSequence>: ViewModifier {
    let sequence: Elements
    let action: (Elements.Element) -> Void

    public typealias Body = Never
}

extension _ReceiveModifier: AsyncWorkModifier {
    var priority: TaskPriority? { nil }

    /// SPEC R10: a sequence that is not the same as the previous one resubscribes.
    func restartsWork(after old: Self) -> Bool {
        !SequenceIdentity.isSame(old.sequence, sequence)
    }

    /// Subscribes at once (so what is sent after the update pass arrives), then iterates;
    /// each element runs the latest action in a frame of its own.
    func work(latest: @escaping @MainActor () -> Self?, graph: ViewGraph) -> @MainActor () async -> Void {
        var iterator = sequence.makeAsyncIterator()
        return {
            do {
                while let element = try await iterator.next(isolation: #isolation) {
                    guard !Task.isCancelled, let current = latest() else { return }
                    graph.runFrame(.asynchronous, cause: "onReceive element \(element)") { current.action(element) }
                }
            } catch {
                // A sequence that fails ends the subscription, as a failed publisher does.
            }
        }
    }
}

extension View {
    /// Adds an action to perform when this view detects an element emitted by the given
    /// asynchronous sequence.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    /// Text("\(ticks)")
    ///     .onReceive(timer) { _ in ticks += 1 }
    /// ```
    ///
    /// The view subscribes when it appears, on the main actor, and unsubscribes when it
    /// disappears. Each element runs `action` in a frame of its own — call
    /// ``ViewHost/settle()`` or ``ViewHost/advance(by:)`` to let elements arrive.
    ///
    /// A body evaluation that supplies a new sequence resubscribes. A class instance
    /// (a ``PassthroughSubject``) is the same sequence while it is the same object; a
    /// value is compared like a view's stored properties, and a ``Just`` is new every
    /// time. So `onReceive(Just(value))` fires at appearance and at every re-evaluation,
    /// whether `value` changed or not (SPEC R10):
    ///
    /// ```swift
    /// .onReceive(Just(t)) { value in print(value) }
    /// ```
    ///
    /// A sequence that throws ends the subscription.
    ///
    /// - Parameters:
    ///   - sequence: The sequence to subscribe to.
    ///   - action: The action to perform when an element arrives; it receives the element.
    public func onReceive<S: AsyncSequence>(_ sequence: S,
                                            perform action: @escaping (S.Element) -> Void) -> ModifiedContent<Self, _ReceiveModifier<S>> {
        modifier(_ReceiveModifier(sequence: sequence, action: action))
    }
}
