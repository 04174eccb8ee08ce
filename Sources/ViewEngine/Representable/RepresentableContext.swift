/// A representable of any of the four kinds, as its context sees it: a type with a
/// coordinator. ``UIViewRepresentable``, ``UIViewControllerRepresentable``,
/// ``NSViewRepresentable`` and ``NSViewControllerRepresentable`` refine it.
@MainActor @preconcurrency
public protocol _RepresentableWithCoordinator {
    /// A type to coordinate with the platform object; `Void` unless you make one.
    associatedtype Coordinator = Void
}

/// What the engine hands the methods that make and update a platform view or view
/// controller of yours: the coordinator, the environment and the transaction.
///
/// The four representable protocols' contexts (``UIViewRepresentableContext``,
/// ``UIViewControllerRepresentableContext``, ``NSViewRepresentableContext`` and
/// ``NSViewControllerRepresentableContext``) are this one type. The engine makes one for
/// each call.
@MainActor @preconcurrency
public struct _RepresentableContext<Representable: _RepresentableWithCoordinator> {
    /// The coordinator, made by the representable's `makeCoordinator()`.
    public let coordinator: Representable.Coordinator

    /// The environment where the representable is: changing a value above it updates the
    /// platform object again.
    public var environment: EnvironmentValues

    /// The current transaction: the engine does not animate, so it is always a plain
    /// `Transaction()`.
    public var transaction: Transaction

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
        self.transaction = Transaction()
    }
}
