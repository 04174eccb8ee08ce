import ViewEngine

/// The modifier behind the backport of `onChange(of:initial:_:)`, composed of public
/// engine API only: an `onAppear` for `initial`, and the legacy `onChange(of:perform:)`
/// with a capture-list snapshot of the value for the old one (the technique of the
/// Japanese seed article). Public because the backport returns it
/// (`ModifiedContent<Self, _OnChangeCompatModifier<V>>`, a concrete type: an opaque one
/// costs a runtime type lookup in every body that uses it).
///
/// The legacy modifier runs the closure stored at the *previous* evaluation (Rules R4),
/// whose captures are one evaluation old. The backport does not let that show: every
/// evaluation of its body hands its action to ``LatestAction``, a reference the closures
/// of all evaluations share, and the closure that runs calls the action through it — so
/// the action that runs is the *current* evaluation's, as with the API it backports.
/// The old value is the one the previous evaluation's closure captured.
#if NativeOnChange
@available(*, deprecated, renamed: "_OnChangeModifier", message: "ViewEngine has its own onChange(of:initial:_:) with the NativeOnChange trait, whose modifier is _OnChangeModifier: remove `import OnChangeCompat`")
#endif
public struct _OnChangeCompatModifier<Value: Equatable>: ViewModifier {
    @usableFromInline let value: Value
    @usableFromInline let initial: Bool
    @usableFromInline let action: (_ oldValue: Value, _ newValue: Value) -> Void
    /// Where the user wrote the `onChange`, passed on so diagnostics name the user's line.
    @usableFromInline let fileID: StaticString
    @usableFromInline let line: Int
    /// The action of the latest evaluation, kept for the modifier's lifetime: a
    /// `@StateObject` (spelled out so that the `@inlinable` body can reach it), whose
    /// object is made once per identity. (A `@State`'s initial value would be made, and
    /// thrown away, every time the view that applies the modifier is evaluated.) Set in
    /// the initializer, not by a default value: a default value of a generic type's
    /// property is a function of its own, not compiled for the caller's `Value`.
    @usableFromInline var _latest: StateObject<LatestAction<Value>>

    @inlinable
    init(value: Value, initial: Bool, action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void,
         fileID: StaticString, line: Int) {
        self.value = value
        self.initial = initial
        self.action = action
        self.fileID = fileID
        self.line = line
        self._latest = StateObject(wrappedValue: LatestAction<Value>())
    }

#if NativeOnChange
    /// The engine's own onChange around the content (the trait plays iOS 17).
    @inlinable
    public func body(content: Content) -> ModifiedContent<Content, _OnChangeModifier<Value>> {
        content._nativeOnChange(of: value, initial: initial, action, fileID: fileID, line: line)
    }
#else
    /// The legacy onChange and onAppear around the content. `@inlinable` with a concrete
    /// result, so that a view using it compiles it for its own value type.
    @inlinable
    public func body(content: Content)
        -> ModifiedContent<ModifiedContent<Content, _AppearanceActionModifier>, _OnChangeModifier<Value>> {
        let latest = _latest.wrappedValue
        latest.action = action
        // Without `initial`, no appearance action (no closure made at every evaluation).
        return content
            .onAppear(perform: initial ? { [latest, value] in latest.action(value, value) } : nil)
            .onChange(of: value, perform: { [latest, value] newValue in
                latest.action(value, newValue)
            }, fileID: fileID, line: line)
    }
#endif
}

/// The action of the latest evaluation of an ``OnChangeCompatModifier``: its body
/// refreshes it, the closures of every evaluation call through it. An `ObservableObject`
/// only to be a `@StateObject`: it publishes nothing.
@usableFromInline
final class LatestAction<Value>: ObservableObject {
    /// Never publishes. Declared, so that the object has no synthesized publisher: that one
    /// is kept in a table beside the object, under a weak reference, which makes every
    /// retain of the object take the runtime's slow path.
    @usableFromInline var objectWillChange: Empty<Void, Never> { Empty(completeImmediately: false) }

    /// Written by the modifier's body, read by the closures of its evaluations: on the
    /// main actor, never while another access is under way (no dynamic check needed).
    /// Invariant (`@exclusivity(unchecked)`): written by the modifier's body and read by the
    /// closures of its evaluations, on the main actor, never while another access is under way.
    @exclusivity(unchecked) @usableFromInline var action: (_ oldValue: Value, _ newValue: Value) -> Void = { _, _ in }
    @usableFromInline init() {}
}
