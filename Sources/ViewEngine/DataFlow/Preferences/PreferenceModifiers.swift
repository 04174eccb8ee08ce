/// The modifier behind ``View/preference(key:value:)`` and
/// ``View/transformPreference(_:_:)``: it sets (or changes) the value of `Key` that its
/// content produces for the views above it.
import ViewEngineCore

public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    /// What the modifier does to the value of its content.
    enum Effect {
        /// Replaces it with a value (`preference(key:value:)`, `anchorPreference`).
        case set(Key.Value)
        /// Changes it in place (`transformPreference`).
        case transform((inout Key.Value) -> Void)
        /// Replaces it with a value made from the view's frame in the window, as the last
        /// layout placed it (`anchorPreference`, Rules R22).
        case anchored((CGRect?) -> Key.Value)
    }

    let effect: Effect
    public typealias Body = Never
}

extension _PreferenceWritingModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        PreferenceWriterNode(modifier, inputs)
    }
}

/// The node of a ``_PreferenceWritingModifier``: it produces the modifier's value for its
/// key and tells the observers above it whenever it may have changed (Rules R21).
@MainActor
final class PreferenceWriterNode<Content: View, Key: PreferenceKey>: ModifierNode<Content, _PreferenceWritingModifier<Key>>, PreferenceProducing, GeometryObserving {
    func preference<K: PreferenceKey>(_ key: K.Type, from children: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self else { return children() }
        switch modifier.effect {
        case .set(let value):
            return value as? K.Value
        case .transform(let transform):
            var value = (children() as? Key.Value) ?? Key.defaultValue
            transform(&value)
            return value as? K.Value
        case .anchored(let make):
            anchoredFrame = frameInWindow
            return make(anchoredFrame) as? K.Value
        }
    }

    /// The frame an anchored value was last made from.
    private var anchoredFrame: CGRect?

    /// An anchored value follows its view: a new frame is a new value for the observers.
    func geometryDidChange() {
        guard case .anchored = modifier.effect, frameInWindow != anchoredFrame else { return }
        changed()
    }

    private func changed() { PreferenceReduction.contributionChanged(at: self, key: ObjectIdentifier(Key.self)) }

    override func modifierDidUpdate(from old: _PreferenceWritingModifier<Key>) { changed() }
    override func didAppear() {
        if case .anchored = modifier.effect, graph.performsLayout { graph.observeGeometry(self) }
        changed()
    }
    override func didDisappear() {
        graph.stopObservingGeometry(self)
        changed()
    }
    override func didUnmount() { changed() }
}

/// A built-in modifier that reads the value of a preference its content produces:
/// `onPreferenceChange` (an action) and the preference-value overlays and backgrounds (a
/// state of their own).
@MainActor
protocol PreferenceReading: PrimitiveModifier {
    associatedtype Key: PreferenceKey
    /// Whether `old`, the value last delivered, is the same as `new`: then nothing is
    /// delivered.
    static func isSame(_ old: Key.Value, _ new: Key.Value) -> Bool
    /// Delivers a new value.
    func deliver(_ value: Key.Value)
    /// Whether a new value of the modifier works the value out again (an
    /// `onPreferenceChange` with a new action: its first run is with the latest action).
    static var resolvesOnUpdate: Bool { get }
}

extension PreferenceReading {
    static var resolvesOnUpdate: Bool { true }

    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        PreferenceObserverNode(modifier, inputs)
    }
}

/// The modifier behind ``View/onPreferenceChange(_:perform:)``.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    public typealias Body = Never
}

extension _PreferenceActionModifier: PreferenceReading {
    static func isSame(_ old: Key.Value, _ new: Key.Value) -> Bool { old == new }
    func deliver(_ value: Key.Value) { action(value) }
}

/// The node of a ``PreferenceReading`` modifier (`onPreferenceChange`): after a pass in
/// which the value of its content may have changed, it works the value out and delivers
/// it with the modifier of its latest evaluation if it is not the same as the one it last
/// delivered; the first value is always delivered (Rules R21). Observers inside its
/// content resolve before it.
@MainActor
final class PreferenceObserverNode<Content: View, Reader: PreferenceReading>: ModifierNode<Content, Reader>, PreferenceObserving {
    /// The value last delivered; `nil` before the first.
    private var delivered: Reader.Key.Value?
    /// Whether a resolution is queued and has not run yet.
    private var isResolutionPending = false

    var observedKey: ObjectIdentifier { ObjectIdentifier(Reader.Key.self) }

    func scheduleResolution() {
        guard !isResolutionPending, isMounted else { return }
        isResolutionPending = true
        graph.enqueue({ [self] in resolve() }, owner: self, trace: "onPreferenceChange(\(Reader.Key.self)) resolves")
    }

    func resolveIfPending() {
        guard isResolutionPending else { return }
        resolve()
    }

    /// Works out the value of the content and delivers it if it changed, after the
    /// observers inside its content that wait for the same (inside out, as Rules R5 orders
    /// actions).
    private func resolve() {
        isResolutionPending = false
        PreferenceReduction.resolvePendingObservers(under: self)
        let value = PreferenceReduction.childrenValue(Reader.Key.self, of: self) ?? Reader.Key.defaultValue
        if let delivered, Reader.isSame(delivered, value) { return }
        delivered = value
        modifier.deliver(value)
    }

    override func didAppear() { scheduleResolution() }
    override func modifierDidUpdate(from old: Reader) {
        if Reader.resolvesOnUpdate { scheduleResolution() }
    }
}

extension View {
    /// Sets a value for the given preference.
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    ///
    /// The value replaces whatever the views inside this one set for the key; the views
    /// above combine it with their other children's (Rules R21).
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - value: The value this view produces for it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(effect: .set(value)))
    }

    /// Applies a transformation to a preference value.
    ///
    /// ```swift
    /// List { rows }.transformPreference(BadgeCountKey.self) { count in count += 1 }
    /// ```
    ///
    /// The closure gets the value this view's content produces (the key's default value
    /// when none of its views sets one) and changes it for the views above.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - callback: Changes the value in place.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(effect: .transform(callback)))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to
    /// convert the geometry to their local coordinates.
    ///
    /// ```swift
    /// Text("Tab").anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { $0 }
    /// ```
    ///
    /// The value is `transform` of an ``Anchor`` of `value` made from the view's frame after
    /// each layout pass, set as ``preference(key:value:)`` sets one: the observers above see
    /// a new value when the view moves or changes size (Rules R22).
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - value: The geometry value in the current coordinate space.
    ///   - transform: Makes the preference's value from the anchor.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value)
        -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(effect: .anchored { frame in transform(Anchor(source: value, frame: frame)) }))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onPreferenceChange(TitleKey.self) { title in shownTitle = title }
    /// ```
    ///
    /// The action runs after the frame's updates, with the value the views inside this one
    /// produce, combined in view-tree order: once when the view appears, then each time
    /// the value differs (`==`) from the one it last got (Rules R21).
    ///
    /// - Parameters:
    ///   - key: The key to monitor for value changes.
    ///   - action: The action to perform when the value for `key` changes; it gets the new
    ///     value.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier(action: action))
    }
}
