// `overlayPreferenceValue` and `backgroundPreferenceValue` (Rules R21): a view made from
// the value a preference of the content has, mounted in front of it or behind it as an
// `overlay(alignment:content:)` or a `background(alignment:content:)` is. The value is
// read as `onPreferenceChange` reads it — after the pass that changed it, the views
// re-evaluating in the same frame — and kept in the modifier's state; a value that is not
// `Equatable` is delivered each time the content's preference may have changed. The
// decoration's own preferences go to the views above, with the content's.

import ViewEngineCore

/// The modifier behind ``View/overlayPreferenceValue(_:alignment:_:)`` and
/// ``View/backgroundPreferenceValue(_:alignment:_:)``.
public struct _PreferenceValueDecorationModifier<Key: PreferenceKey, Decoration: View>: ViewModifier {
    let attribute: Attribute
    let transform: (Key.Value) -> Decoration
    /// The value the content produced last.
    @State private var value = PreferenceValue<Key>()

    /// The content, reading its preference, with the decoration made from it.
    public func body(content: Content) -> some View {
        content
            .modifier(_PreferenceValueReader<Key>(deliver: { value = PreferenceValue(value: $0) }))
            .modifier(_DecorationModifier(attribute: attribute, decoration: transform(value.value)))
    }
}

/// A preference's value as a state keeps it: the key's default value until the content
/// produces one.
struct PreferenceValue<Key: PreferenceKey> {
    var value = Key.defaultValue
}

/// Delivers the value of its content's preference to a state.
struct _PreferenceValueReader<Key: PreferenceKey>: ViewModifier {
    let deliver: (Key.Value) -> Void
    typealias Body = Never
}

extension _PreferenceValueReader: PreferenceReading {
    /// `==` where the value is `Equatable`; any other value is new each time.
    static func isSame(_ old: Key.Value, _ new: Key.Value) -> Bool {
        EqualityWitness.of(Key.Value.self)?(old, new) ?? false
    }

    func deliver(_ value: Key.Value) { deliver(value) }

    /// A new reader is only a new closure writing the same state: the value is read again
    /// when the content's preference changes, not when the reader does.
    static var resolvesOnUpdate: Bool { false }
}

extension View {
    /// Reads the specified preference value from the view, using it to produce a second
    /// view that is applied as an overlay to the original view.
    ///
    /// ```swift
    /// Text(title)
    ///     .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    ///     .overlayPreferenceValue(BoundsKey.self) { anchor in Badge(anchor: anchor) }
    /// ```
    ///
    /// The overlay is mounted in front of this view, as `overlay(alignment:content:)`'s is,
    /// and made again from each new value, in the frame that produced it (Rules R21).
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the overlay view
    ///     relative to the original view.
    ///   - transform: A function that produces the overlay view from the preference value
    ///     read from the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V)
        -> ModifiedContent<Self, _PreferenceValueDecorationModifier<K, V>> {
        modifier(_PreferenceValueDecorationModifier(attribute: Attribute(.overlay, ("alignment", alignment)), transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second
    /// view that is applied as the background of the original view.
    ///
    /// ```swift
    /// List(items) { Row(item: $0) }
    ///     .backgroundPreferenceValue(HighlightKey.self) { id in Highlight(id: id) }
    /// ```
    ///
    /// The background is mounted behind this view, as `background(alignment:content:)`'s
    /// is, and made again from each new value, in the frame that produced it (Rules R21).
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the background view
    ///     relative to the original view.
    ///   - transform: A function that produces the background view from the preference
    ///     value read from the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V)
        -> ModifiedContent<Self, _PreferenceValueDecorationModifier<K, V>> {
        modifier(_PreferenceValueDecorationModifier(attribute: Attribute(.background, ("alignment", alignment)), transform: transform))
    }
}
