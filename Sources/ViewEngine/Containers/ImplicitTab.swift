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

/// The modifier behind a tab view's implicit tabs (ImplicitTab.swift); you don't use it directly.
public struct _ImplicitTabModifier: ViewModifier, TabLabeling {
    public typealias Body = Never
    var itemLabel: EmptyView { EmptyView() }
    static var isImplicit: Bool { true }

    /// Makes the tab's node: its label, and its content, hidden until selected.
    public static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>> {
        _ViewOutputs(TabItemNode(ModifiedContent(content: content, modifier: modifier), inputs))
    }

    /// Hands the tab its new content.
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                            _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        outputs.node.apply(ModifiedContent(content: content, modifier: modifier))
    }

    /// An implicit tab has no body.
    public static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {}
}

extension View {
    /// This view, each of its views a tab unless it declares its own.
    func implicitTabs() -> ModifiedContent<Self, _ImplicitTabModifier> { modifier(_ImplicitTabModifier()) }
}
