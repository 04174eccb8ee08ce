/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State var path = NavigationPath()
/// NavigationStack(path: $path) {
///     List { NavigationLink("Mint", value: Flavor.mint) }
///         .navigationDestination(for: Flavor.self) { FlavorDetail(flavor: $0) }
/// }
/// path.append(Flavor.mint)     // pushes FlavorDetail(flavor: .mint)
/// path.removeLast()            // pops it
/// ```
public struct NavigationPath: Equatable {
    /// The values, bottom first.
    var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() { elements = [] }

    /// Creates a new navigation path from the contents of a sequence.
    ///
    /// ```swift
    /// NavigationPath([Flavor.mint, Flavor.lemon])
    /// ```
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    ///
    /// ```swift
    /// path.append(Flavor.mint)
    /// ```
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes values from the end of this path.
    ///
    /// ```swift
    /// path.removeLast()      // one
    /// path.removeLast(2)     // two
    /// ```
    ///
    /// - Parameter k: The number of values to remove; at most ``count``.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
