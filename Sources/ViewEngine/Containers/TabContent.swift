// iOS 18's tab content: what a `TabView` lists as its tabs (`Tab`, `TabSection`).
//
// In the engine a tab is a view: `Tab("Home", systemImage: "house") { Home() }` is
// `Home().tabItem { Label("Home", systemImage: "house") }` (tagged with its value), so a
// `TabView` of `Tab`s selects, appears and keeps state exactly as one of `.tabItem`s does
// (Rules R8). `TabView` builds its content with `TabContentBuilder`, which types a tab's
// `value:` by the selection and takes any other view as `ViewBuilder` does.

/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// ```swift
/// let home: some TabContent<Screen> = Tab("Home", systemImage: "house", value: .home) { HomeView() }
/// ```
///
/// In the engine tab content is a view (``Tab``, ``TabSection``), mounted by the ``TabView``
/// that lists it.
public protocol TabContent<TabValue>: View {
    /// The type of value the tab view's selection uses to select this content.
    associatedtype TabValue: Hashable
}

/// A result builder that constructs tabs for a tab view: what `TabView(selection:)` and
/// `TabSection` build their tabs with.
///
/// ```swift
/// @TabContentBuilder<Screen> var tabs: some TabContent<Screen> {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
///
/// It builds as ``ViewBuilder`` does, and gives a tab's `value:` its type: `value: .home` is
/// a `SelectionValue`. Any other view (one with `.tabItem`, a `ForEach`) is taken as it is.
/// The result is wrapped in ``TabContentBuilder/Content``, tab content of `SelectionValue`.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// Tab content built by the builder: its tabs, in order.
    ///
    /// ```swift
    /// let tabs: TabContentBuilder<Int>.Content<TupleView<...>> = ...
    /// ```
    public struct Content<C: View> {
        @usableFromInline let content: C
    }

    /// A tab (or section) of the selection's type, whose value is typed by the selection.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }

    /// Any other view, as it is: a view with `.tabItem`, a `ForEach` of tabs.
    public static func buildExpression<C: View>(_ content: C) -> C { content }

    /// No tabs.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One tab.
    public static func buildBlock<C: View>(_ content: C) -> C { content }

    /// Several tabs, in order.
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<repeat each C> {
        TupleView((repeat each content))
    }

    /// Tabs that are there only when a condition holds.
    public static func buildIf<C: View>(_ content: C?) -> C? { content }

    /// The tabs of the first branch of a condition.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }

    /// The tabs of the second branch of a condition.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }

    /// Tabs under an availability check, type-erased.
    public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyView { AnyView(content) }

    /// The built tabs, as tab content of `SelectionValue`.
    /// Each view that declares no tab is a tab of its own (ImplicitTab.swift).
    @MainActor public static func buildFinalResult<C: View>(_ content: C) -> Content<ModifiedContent<C, _TabItemModifier<EmptyView>>> {
        Content(content: ModifiedContent(content: content, modifier: _TabItemModifier(label: EmptyView(), isImplicit: true)))
    }
}

extension TabContentBuilder.Content: TabContent {
    /// The tab view's selection type.
    public typealias TabValue = SelectionValue
    public typealias Body = Never
}

extension TabContentBuilder.Content: ContainerView {
    /// Transparent: the tabs are written where they are.
    @usableFromInline var renderedTitle: String? { nil }
}

/// The semantic role of a tab: a search tab is placed and labelled by the system.
///
/// ```swift
/// Tab(value: .search, role: .search) { SearchView() }
/// ```
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches the app: labelled "Search" with a magnifying glass.
    public static let search = TabRole(name: "search")
}

/// The label a tab takes from its title and image, or from its role.
///
/// ```swift
/// Tab("Inbox", systemImage: "tray") { Inbox() }   // DefaultTabLabel: "Inbox", tray
/// ```
///
/// It is shown as a ``Label``: its title names the tab for ``ViewHost/select(tab:)``.
public struct DefaultTabLabel: View {
    let title: Text
    let image: Image?

    /// The title, with the image as the label's icon.
    public var body: some View {
        Label { title } icon: { image }
    }
}

extension DefaultTabLabel: IconLabeling {
    var iconImage: Image? { image }
}
