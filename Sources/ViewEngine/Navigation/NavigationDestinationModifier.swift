/// The modifier behind ``View/navigationDestination(for:destination:)``.
import ViewEngineCore

public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
    let destination: (D) -> Destination
    public typealias Body = Never
}

extension _NavigationDestinationModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        NavigationDestinationNode(modifier, inputs)
    }
}

/// Makes the views of the path values of type `D` for the nearest navigation stack, while
/// it is mounted (also below the top of the stack).
@MainActor
final class NavigationDestinationNode<Content: View, D: Hashable, Destination: View>: ModifierNode<Content, _NavigationDestinationModifier<D, Destination>>, NavigationDestinationProvider {
    private weak var stack: (any NavigationStacking)?

    override func didMountContent() {
        stack = NavigationStacks.nearest(above: self)
        stack?.register(self)
    }

    override func modifierDidUpdate(from old: _NavigationDestinationModifier<D, Destination>) {
        stack?.sourceDidUpdate(self)
    }

    func accepts(_ value: AnyHashable) -> Bool { value.base is D }

    func destination(for value: AnyHashable?) -> AnyView {
        guard let value = value?.base as? D else { return AnyView(EmptyView()) }
        return evaluatingForOwner { AnyView(modifier.destination(value)) }
    }

    override func didUnmount() { stack?.unregister(self) }
}

/// The modifier behind ``View/navigationDestination(isPresented:destination:)``.
public struct _NavigationPresentedDestinationModifier<Destination: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: () -> Destination
    public typealias Body = Never
}

extension _NavigationPresentedDestinationModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        NavigationPresentedDestinationNode(modifier, inputs)
    }
}

/// Pushes its destination onto the nearest navigation stack while its binding is true;
/// popping it (the back button) writes `false`.
@MainActor
final class NavigationPresentedDestinationNode<Content: View, Destination: View>: ModifierNode<Content, _NavigationPresentedDestinationModifier<Destination>>, NavigationEntrySource {
    private weak var stack: (any NavigationStacking)?
    private var isPushed = false

    override func didMountContent() {
        stack = NavigationStacks.nearest(above: self)
        followBinding()
    }

    override func modifierDidUpdate(from old: _NavigationPresentedDestinationModifier<Destination>) {
        followBinding()
        if isPushed { stack?.sourceDidUpdate(self) }
    }

    /// The binding changed: the destination is pushed or popped, or (an item that
    /// changed to another) shows the new one.
    override func reevaluate() {
        followBinding()
        if isPushed { stack?.sourceDidUpdate(self) }
    }

    private func followBinding() {
        let wanted = readTracked { modifier.isPresented.wrappedValue }
        guard wanted != isPushed, let stack else { return }
        isPushed = wanted
        if wanted { stack.push(viewFrom: self) } else { stack.pop(viewFrom: self) }
    }

    func destination(for value: AnyHashable?) -> AnyView {
        evaluatingForOwner { AnyView(modifier.destination()) }
    }

    /// Popped (the back button, a `DismissAction`, a pop below it): the binding follows.
    func entryWasPopped() {
        isPushed = false
        modifier.isPresented.wrappedValue = false
    }

    override func didUnmount() {
        if isPushed { stack?.pop(viewFrom: self) }
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a
    /// navigation stack.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(parks) { park in NavigationLink(park.name, value: park) }
    ///         .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
    /// }
    /// ```
    ///
    /// A path value of type `D` (from a ``NavigationLink`` with a value, or written to the
    /// stack's bound path) shows `destination(value)`. The closure runs as part of the body
    /// that applied the modifier, again whenever that body does.
    ///
    /// - Parameters:
    ///   - data: The type of data that this destination matches.
    ///   - destination: A view builder that defines a view to display when the stack's
    ///     navigation state contains a value of type `data`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }

    /// Associates a destination view with a binding that can be used to push the view
    /// onto a navigation stack.
    ///
    /// ```swift
    /// Button("Show favorite") { showFavorite = true }
    ///     .navigationDestination(isPresented: $showFavorite) { FavoriteDetail() }
    /// ```
    ///
    /// While the binding is true, the destination is pushed on the nearest stack (outside
    /// the path); ``ViewHost/back()`` writes `false`.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that indicates whether `destination`
    ///     is currently presented.
    ///   - destination: A view to present.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: @escaping () -> V) -> some View {
        modifier(_NavigationPresentedDestinationModifier(isPresented: isPresented, destination: destination))
    }

    /// Associates a destination view with a bound value for use within a navigation stack.
    ///
    /// ```swift
    /// List(parks, selection: $selectedPark) { park in Text(park.name) }
    ///     .navigationDestination(item: $presentedPark) { park in ParkDetails(park: park) }
    /// ```
    ///
    /// While `item` is not `nil`, `destination(item)` is pushed on the nearest stack
    /// (outside the path); another value shows its own destination in its place; `nil`
    /// pops it, and ``ViewHost/back()`` writes `nil`.
    ///
    /// - Parameters:
    ///   - item: A binding to the data presented, or `nil` if nothing is currently presented.
    ///   - destination: A view builder that defines a view to display when `item` is not `nil`.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil },
                                        set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_NavigationPresentedDestinationModifier(isPresented: isPresented) { item.wrappedValue.map(destination) })
    }
}
