/// The ways that searchable modifiers can show or hide search scopes.
///
/// ```swift
/// .searchScopes($scope, activation: .onSearchPresentation) {
///     Text("All").tag(Scope.all)
/// }
/// ```
import ViewEngineCore

public struct SearchScopeActivation: Equatable, Sendable {
    private enum Kind: Equatable, Sendable {
        case automatic, onTextEntry, onSearchPresentation
    }

    private let kind: Kind

    /// The default: on iOS, the scopes show while the search is active.
    public static let automatic = SearchScopeActivation(kind: .automatic)
    /// The scopes show once text has been entered in the search field.
    public static let onTextEntry = SearchScopeActivation(kind: .onTextEntry)
    /// The scopes show while the search is active (presented).
    public static let onSearchPresentation = SearchScopeActivation(kind: .onSearchPresentation)

    /// Whether the scopes wait for text.
    var waitsForText: Bool { kind == .onTextEntry }
}

/// The modifier behind ``View/searchScopes(_:scopes:)``.
public struct _SearchScopesModifier<V: Hashable, Scopes: View>: ViewModifier {
    let scope: Binding<V>
    let activation: SearchScopeActivation
    let scopes: Scopes
    public typealias Body = Never
}

extension _SearchScopesModifier: PrimitiveModifier, SearchAttaching {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SearchAttachmentNode(modifier, inputs)
    }

    /// The scope bar, shown while the search is active (with `.onTextEntry`, once it has
    /// text).
    var attachedView: SearchScopesBar<V, Scopes> { SearchScopesBar(scope: scope, scopes: scopes) }
    var heading: String { "SearchScopes" }
    var waitsForText: Bool { activation.waitsForText }
}

/// The scope bar: a segmented picker over the scopes, titled "Search scope".
struct SearchScopesBar<V: Hashable, Scopes: View>: View {
    let scope: Binding<V>
    let scopes: Scopes

    var body: some View {
        Picker("Search scope", selection: scope) { scopes }
            .pickerStyle(.segmented)
    }
}

extension View {
    /// Configures the search scopes for this view.
    ///
    /// ```swift
    /// ProductList()
    ///     .searchable(text: $text)
    ///     .searchScopes($scope) {
    ///         Text("Fruit").tag(ProductScope.fruit)
    ///         Text("Vegetable").tag(ProductScope.vegetable)
    ///     }
    /// ```
    ///
    /// While the search is active, the scopes are a segmented picker titled "Search scope"
    /// in a `SearchScopes` block after the view: choose one with
    /// `host.select("Vegetable", in: "Search scope")`, which writes its tag to `scope`.
    ///
    /// - Parameters:
    ///   - scope: The active scope of the search field.
    ///   - scopes: A view builder that represents the scoping options, each tagged.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: .automatic, scopes: scopes()))
    }

    /// Configures the search scopes for this view, with when they show.
    ///
    /// ```swift
    /// .searchScopes($scope, activation: .onTextEntry) {
    ///     Text("All").tag(Scope.all)
    ///     Text("Recent").tag(Scope.recent)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scope: The active scope of the search field.
    ///   - activation: When the scopes show: `.onTextEntry` waits for text in the field.
    ///   - scopes: A view builder that represents the scoping options, each tagged.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: activation, scopes: scopes()))
    }
}
