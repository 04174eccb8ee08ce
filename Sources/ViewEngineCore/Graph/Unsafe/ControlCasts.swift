/// The one cast between a registered node and the protocol of its kind (``ControlKind``).
///
/// invariant: a node is registered under a kind only with that kind's `ControlKind<Control>`
/// (the controls' initializers take it typed and call ``ControlKind/assertProvided(by:)``),
/// and a query's further kinds are kinds whose nodes also provide the query's `Control`.
/// Each cast asserts the invariant in debug builds; in release builds a node that breaks
/// it is never returned (never a trap), so a driver never gets a control it cannot drive:
/// `visible(_:)` leaves it out; a lookup without a test of its own casts only the node it
/// found (`ControlRegistry.find(_:_:where:)`), so such a node found alone is reported as
/// not found, and among others counts toward an ambiguity.
extension ControlKind {
    /// `node`, registered under this kind (or a further kind of the same query), as the
    /// protocol the kind's nodes provide.
    @inlinable package func control(_ node: Node) -> Control? {
        let control = node as? Control
        assert(control != nil, "\(type(of: node)) is registered as a \(name) but is not a \(Control.self)")
        return control
    }

    /// Asserts, in debug builds, that `node`, about to be registered under this kind,
    /// provides the kind's protocol.
    @inlinable package func assertProvided(by node: Node) {
        assert(node is Control, "\(type(of: node)) is registered as a \(name) but is not a \(Control.self)")
    }
}
