/// A kind of control the host's drivers find, typed by the protocol `Control` that every
/// node registered under it provides: a driver's lookup returns that protocol, with no
/// cast of its own.
///
/// The engine knows no kinds: each feature declares its own beside its control, with the
/// protocol its nodes provide, and registers its nodes under it (the registration asserts
/// that the node provides it):
///
/// ```swift
/// extension ControlKind where Control == any Stepping {
///     static var stepper: Self { Self("Stepper") }
/// }
/// let stepper = try control(.stepper, title)   // any Stepping
/// let steppers = registry.visible(.stepper)    // [any Stepping]
/// ```
package struct ControlKind<Control>: Sendable {
    /// The kind's identity in the registry.
    package let erased: AnyControlKind

    /// A kind named `name` in errors ("Stepper"), whose nodes provide `Control`.
    package init(_ name: String) { erased = AnyControlKind(name) }

    /// The kind's name, as errors write it.
    package var name: String { erased.name }

    /// This kind, its nodes found as `Wider`, a protocol `Control` includes (a menu found
    /// as `any Opening` with the context menus, which open but are not tapped).
    package func found<Wider>(as _: Wider.Type) -> ControlKind<Wider> { ControlKind<Wider>(erased: erased) }

    private init(erased: AnyControlKind) { self.erased = erased }
}

/// A kind of control whatever protocol its nodes provide: the registry's key, and a
/// query's further kinds (whose nodes provide the query's protocol too).
package struct AnyControlKind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, as errors write it.
    package let name: String

    package init(_ name: String) { self.name = name }

    package var description: String { name }
}
