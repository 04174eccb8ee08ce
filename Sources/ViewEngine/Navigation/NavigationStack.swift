/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// ```swift
/// NavigationStack {
///     List {
///         NavigationLink("Details") { DetailView() }
///         NavigationLink("Mint", value: Flavor.mint)
///     }
///     .navigationDestination(for: Flavor.self) { FlavorView(flavor: $0) }
///     .navigationTitle("Inbox")
/// }
/// ```
///
/// The stack shows its top view: the root, or the last view pushed by a
/// ``NavigationLink``, a ``View/navigationDestination(for:destination:)`` value of the path,
/// or ``View/navigationDestination(isPresented:destination:)``. The views below the top keep
/// their state while they are covered, as in SwiftUI: a pushed view appears (`onAppear`),
/// then the view it covers disappears (`onDisappear`); popping makes the uncovered view
/// appear, then the popped one disappear and go. ``ViewHost/back()`` pops the innermost
/// stack; `NavigationStack(path:)` keeps the values of the pushed views in a bound path,
/// which pushing appends to, popping removes from, and code can write to push or pop.
/// ``ViewHost/render()`` shows the top view under a heading that counts the pushed views:
/// `NavigationStack (pushed: 2)`.
import ViewEngineCore

public struct NavigationStack<Data, Root: View>: View {
    let path: NavigationPathAccess?
    let root: Root
    /// The heading ``ViewHost/render()`` writes: `NavigationStack`, or `NavigationView`
    /// for the stack a ``NavigationView`` is.
    var heading = "NavigationStack"
    /// A collapsed split view's stack: a column's own stack shows its bar.
    var handsBarToColumns = false

    public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    ///
    /// ```swift
    /// NavigationStack { Inbox() }
    /// ```
    ///
    /// - Parameter root: The view to display when the stack is empty.
    public init(@ViewBuilder root: () -> Root) {
        self.init(path: nil, root: root())
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    ///
    /// ```swift
    /// @State var path = NavigationPath()
    /// NavigationStack(path: $path) { Inbox() }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A binding to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(path: NavigationPathAccess(path), root: root())
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
                                Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    ///
    /// ```swift
    /// @State var path: [Flavor] = []
    /// NavigationStack(path: $path) {
    ///     FlavorList()
    ///         .navigationDestination(for: Flavor.self) { FlavorView(flavor: $0) }
    /// }
    /// .onChange(of: path) { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A binding to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(path: NavigationPathAccess(path), root: root())
    }
}

/// Reads and writes the path a stack is bound to, whatever its type.
struct NavigationPathAccess {
    let read: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: (AnyHashable) -> Bool
    /// Removes the last `k` values.
    let removeLast: (_ k: Int) -> Void

    init(_ path: Binding<NavigationPath>) {
        read = { path.wrappedValue.elements }
        append = { value in
            path.wrappedValue.elements.append(value)
            return true
        }
        removeLast = { path.wrappedValue.removeLast($0) }
    }

    init<Data: RandomAccessCollection & RangeReplaceableCollection>(_ path: Binding<Data>) where Data.Element: Hashable {
        read = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        removeLast = { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) }
    }
}

extension NavigationStack: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        NavigationStackNode(view, inputs)
    }
}

extension ControlKind where Control == any NavigationStacking {
    /// A `NavigationStack`, as drivers find it.
    static var navigationStack: Self { Self("NavigationStack") }
}
