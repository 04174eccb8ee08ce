/// The tab a ``TabView`` makes of each of its views that declares none: SwiftUI's tab view
/// shows each of its views as a tab, whether or not it has `.tabItem` — the pages of a
/// paging tab view (`.tabViewStyle(.page)`) most often have none.
///
/// ```swift
/// TabView(selection: $page) {
///     WelcomePage().tag(0)
///     SetupPage().tag(1)
/// }
/// .tabViewStyle(.page)
/// ```
///
/// A tab view applies it to its content, which applies it to each of its views (Rules
/// R19): a view with `.tabItem`, a `Tab`, or a view whose body declares tabs stays as it is
/// (the implicit tab stands aside, TabItemNode.swift); any other view is a tab with an
/// empty label, selected by its `.tag` or, in a tab view that manages its selection, by
/// its place.
import ViewEngineCore

extension View {
    /// This view, each of its views a tab unless it declares its own.
    func implicitTabs() -> ModifiedContent<Self, _TabItemModifier<EmptyView>> {
        modifier(_TabItemModifier(label: EmptyView(), isImplicit: true))
    }
}
