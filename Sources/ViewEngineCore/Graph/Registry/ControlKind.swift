import Foundation

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
    package init(_ name: StaticString) { erased = AnyControlKind(name) }

    /// The kind's name, as errors write it.
    package var name: String { erased.name }

    /// This kind, its nodes found as `Wider`, a protocol `Control` includes (a menu found
    /// as `any Opening` with the context menus, which open but are not tapped).
    package func found<Wider>(as _: Wider.Type) -> ControlKind<Wider> { ControlKind<Wider>(erased: erased) }

    private init(erased: AnyControlKind) { self.erased = erased }
}

/// A kind of control whatever protocol its nodes provide: the registry's key, and a
/// query's further kinds (whose nodes provide the query's protocol too).
///
/// It is two bytes, its name's place in the process's table of kind names: a control's
/// node keeps its kind beside its other small fields, where the name itself took 16 bytes
/// and a `Button`'s node into the next size class (Benchmarks/HISTORY.md, "Memory per
/// `Button` row"). Two kinds are equal when their names are.
package struct AnyControlKind: Hashable, Sendable, CustomStringConvertible {
    /// The name's place in ``KindNames``.
    private let index: UInt16

    /// The kind named `name`: the same kind as every other made from that name.
    package init(_ name: StaticString) { index = KindNames.shared.index(of: name) }

    /// The kind's name, as errors write it.
    package var name: String { KindNames.shared.name(at: index) }

    package var description: String { name }
}

/// The names of the kinds made so far, each once, in the order they were first made. Kinds
/// are declared in code (a few dozen), so the table stays small and is never emptied.
///
/// A kind is made from its literal each time its computed property is read (a driver's
/// call, a control's registration), so the table knows each literal by its address and
/// length, found by a few comparisons of integers: looked up by name, the kinds a tap makes
/// cost 1 248 instructions per frame, most of them hashing the names; by address 318, 150
/// of them the lock. A literal's text stays where it is for as long as the process runs
/// (the engine's code is never unloaded), and two literals of different texts never start
/// at one address; a literal of one scalar, kept without a pointer, is found by its name.
///
/// Invariant (`@unchecked Sendable`): `names` and `literals` are read and written only
/// while `lock` is held.
private final class KindNames: @unchecked Sendable {
    static let shared = KindNames()

    private let lock = NSLock()
    private var names: [String] = []
    /// Each literal seen, by the address and length of its text, with its name's place.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): accessed only while
    /// `lock` is held, so no access to it starts while another is under way; debug builds
    /// keep the check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    private var literals: [(address: UInt, length: Int, index: UInt16)] = []

    /// The place of `literal`'s name, added at the end the first time that name is seen.
    func index(of literal: StaticString) -> UInt16 {
        lock.lock()
        defer { lock.unlock() }
        let address = literal.hasPointerRepresentation ? UInt(bitPattern: literal.utf8Start) : 0
        let length = literal.hasPointerRepresentation ? literal.utf8CodeUnitCount : 0
        if address != 0 {
            for known in literals where known.address == address && known.length == length { return known.index }
        }
        let name = literal.description
        let index: UInt16
        if let place = names.firstIndex(of: name) {
            index = UInt16(place)
        } else {
            precondition(names.count <= Int(UInt16.max), "more than 65 536 control kinds were declared")
            index = UInt16(names.count)
            names.append(name)
        }
        if address != 0 { literals.append((address, length, index)) }
        return index
    }

    /// The name at `index`, which ``index(of:)`` returned.
    func name(at index: UInt16) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(index)]
    }
}
