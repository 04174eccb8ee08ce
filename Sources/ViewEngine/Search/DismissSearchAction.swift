/// An action that can end a search interaction.
///
/// Read it from the environment inside a searchable view's content, then call it:
///
/// ```swift
/// struct Results: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View {
///         Button("Show the first match") { dismissSearch() }
///     }
/// }
/// ```
///
/// As Apple's documentation lists, dismissing the search sets `\.isSearching` to `false`,
/// clears the search field's text (its binding is written, so `onChange` of it fires) and
/// takes focus from the field; an `isPresented` binding given to `searchable` is set to
/// `false`. It does nothing when the search is not active, and outside a searchable view.
import ViewEngineCore

public struct DismissSearchAction: Equatable {
    private weak var target: (any SearchInteraction)?
    private let targetID: ObjectIdentifier?

    init(_ target: (any SearchInteraction)?) {
        self.target = target
        targetID = target.map(ObjectIdentifier.init)
    }

    /// Dismisses the current search operation, if any.
    ///
    /// ```swift
    /// Button("Done") { dismissSearch() }
    /// ```
    @MainActor public func callAsFunction() {
        target?.dismissSearch()
    }

    /// Whether both dismiss the same search.
    public static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool { lhs.targetID == rhs.targetID }
}

/// A searchable view's search: whether it is active, its text, and what ends it.
@MainActor
protocol SearchInteraction: Node {
    /// Whether the search interface is active (`\.isSearching`).
    var isSearchActive: Bool { get }
    /// The search text, read through its binding (a read tracked for the node that reads
    /// it inside its own `readTracked`).
    var searchText: String { get }
    /// Activates the search interface, as focusing its field does.
    func activateSearch()
    /// Ends the search: not active, text cleared, field unfocused.
    func dismissSearch()
    /// Replaces the search text, as choosing a suggestion does.
    func complete(with completion: String)
    /// Invalidates `node` whenever the search becomes active or inactive.
    func observeActivation(_ node: Node)
}
