import ViewEngine

/// A rule that decides when a view updates.
///
/// Apply an updater the way you apply a modifier; the view itself stays ignorant of
/// the rule:
///
/// ```swift
/// Square(color: color)
///     .updater(Updaters.Nonduplicate(color))
/// ```
///
/// The engine asks the rule each time the parent re-evaluates: the wrapped view's
/// body runs only when ``shouldUpdate(after:)`` says so, or when the updater's
/// ``trigger`` emits.
///
/// Write your own rule by conforming to `Updater`. This one updates every other time
/// its parent offers an update:
///
/// ```swift
/// struct EveryOther: Updater {
///     let generation: Int
///     func shouldUpdate(after previous: EveryOther) -> Bool {
///         generation / 2 != previous.generation / 2
///     }
/// }
///
/// Text("\(count)").updater(EveryOther(generation: count))
/// ```
public protocol Updater {
    /// The sequence whose elements update the view from inside (see ``trigger``).
    ///
    /// ```swift
    /// typealias Trigger = PassthroughSubject<Void, Never>
    /// ```
    associatedtype Trigger: AsyncSequence & Sendable = Updaters.NoTrigger

    /// Whether the view updates now that its parent offers `self`; `previous` is the
    /// updater of the view's last update.
    ///
    /// ```swift
    /// func shouldUpdate(after previous: Self) -> Bool { value != previous.value }
    /// ```
    func shouldUpdate(after previous: Self) -> Bool

    /// Emissions that update the view although its parent offered nothing new.
    /// `nil` (the default) for rules that only look at what the parent offers.
    ///
    /// ```swift
    /// var trigger: PassthroughSubject<Void, Never>? { refresh }
    /// ```
    var trigger: Trigger? { get }
}

extension Updater where Trigger == Updaters.NoTrigger {
    /// Rules without a trigger update only when their parent offers an update.
    ///
    /// ```swift
    /// Updaters.True(isLive).trigger   // nil
    /// ```
    public var trigger: Updaters.NoTrigger? { nil }
}

/// The namespace of the built-in updaters, as `Publishers` is Combine's.
///
/// - ``Nonduplicate``: updates when its value changes.
/// - ``True``: updates while its flag is true.
/// - ``Event``: updates exactly when a sequence emits.
public enum Updaters {
    /// The trigger of updaters that have none: a sequence that never emits.
    ///
    /// ```swift
    /// struct EveryOther: Updater { ... }   // Trigger defaults to Updaters.NoTrigger
    /// ```
    public struct NoTrigger: AsyncSequence, Sendable {
        /// It has no elements.
        public typealias Element = Never

        /// An iterator that finishes at once.
        ///
        /// ```swift
        /// var iterator = Updaters.NoTrigger().makeAsyncIterator()
        /// await iterator.next()   // nil
        /// ```
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Always `nil`: the sequence is over before it starts.
            public mutating func next() async -> Never? { nil }
        }

        /// Creates a sequence that never emits.
        ///
        /// ```swift
        /// let never = Updaters.NoTrigger()
        /// ```
        public init() {}

        /// Returns an iterator that finishes at once.
        ///
        /// ```swift
        /// var iterator = Updaters.NoTrigger().makeAsyncIterator()
        /// ```
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
