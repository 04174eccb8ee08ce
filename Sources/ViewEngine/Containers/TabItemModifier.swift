/// The modifier behind ``View/tabItem(_:)``.
public struct _TabItemModifier<ItemLabel: View>: ViewModifier {
    let label: ItemLabel
    public typealias Body = Never
}

extension _TabItemModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        TabItemNode(view, graph: graph, parent: parent, index: index)
    }
}

extension View {
    /// Sets the tab bar item associated with this view inside a ``TabView``.
    ///
    /// ```swift
    /// TabContentView(title: "Received")
    ///     .tabItem {
    ///         Label("Received", systemImage: "tray.and.arrow.down.fill")
    ///     }
    /// ```
    ///
    /// The label's text is the tab's title for ``ViewHost/select(tab:)``.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier<V>> {
        modifier(_TabItemModifier(label: label()))
    }
}
