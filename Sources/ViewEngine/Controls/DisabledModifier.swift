/// The modifier behind ``View/disabled(_:)``: it sets `isEnabled` to `false` in the
/// environment of its content (and leaves it `false` below a disabled ancestor).
public struct _DisabledModifier: ViewModifier {
    let isDisabled: Bool
    public typealias Body = Never
}

extension _DisabledModifier: EnvironmentWriter {
    func write(_ values: inout EnvironmentValues) {
        if isDisabled { values.isEnabled = false }
    }

    func writesSame(as other: Self) -> Bool { isDisabled == other.isDisabled }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// ```swift
    /// Button("Send") { send() }.disabled(message.isEmpty)
    /// ```
    ///
    /// Driving a control inside a disabled view throws a ``HostError``; views below read
    /// it as `@Environment(\.isEnabled)`.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
