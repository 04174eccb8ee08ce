/// A named value produced by a view.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) {
///         value = nextValue()
///     }
/// }
///
/// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
/// ```
///
/// A view with several children combines their values for a key into one value that its
/// ancestors see (Rules R21): ``reduce(value:nextValue:)`` gets them in view-tree order.
@preconcurrency
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The value of the preference for a view that sets none.
    ///
    /// An ancestor that observes the key sees this value when no view under it sets one.
    static var defaultValue: Value { get }

    /// Combines the value accumulated so far with the next one in view-tree order.
    ///
    /// The engine calls it once per value after the first: four siblings that each set a
    /// value make three calls, the first one with the first sibling's value in `value`.
    ///
    /// - Parameters:
    ///   - value: The value accumulated through the previous calls; change it.
    ///   - nextValue: Returns the next value in the sequence.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

