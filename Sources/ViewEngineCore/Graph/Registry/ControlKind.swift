/// A kind of control the host's drivers find: its name in ``HostError``s ("Button").
///
/// The engine knows no kinds: each feature declares its own beside its control, and a
/// driver asks the registry for a control of a kind *as* the protocol its nodes provide:
///
/// ```swift
/// extension ControlKind {
///     static let stepper = ControlKind("Stepper")
/// }
/// let stepper: any Stepping = try control(.stepper, title)
/// ```
package struct ControlKind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, as errors write it.
    package let name: String

    package init(_ name: String) { self.name = name }

    package var description: String { name }
}
