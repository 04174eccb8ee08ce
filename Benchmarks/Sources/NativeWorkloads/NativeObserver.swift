import ViewEngine

#if NativeOnChange
extension View {
    /// The engine's own `onChange(of:initial:_:)`, which the `NativeOnChange` trait gives
    /// it as iOS 17 gave SwiftUI: the design the backport would reach with an engine
    /// primitive (Benchmarks/HISTORY.md, "The shim on an engine primitive"). Named apart,
    /// in a module of its own: where `OnChangeCompat` is imported, a call of
    /// `onChange(of:initial:_:)` picks the shim. Inlinable with the modifier's concrete
    /// type, so that the fan-out observer compiles it as it compiles the others.
    @inlinable
    public func nativeOnChange<V: Equatable>(
        of value: V, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _OnChangeModifier<V>> {
        onChange(of: value, initial: false, action)
    }
}
#endif
