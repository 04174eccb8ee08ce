/// The modifier behind ``View/tabItem(_:)``.
public struct _TabItemModifier<ItemLabel: View>: ViewModifier {
    let label: ItemLabel
    /// Whether this is the tab a tab view makes of a view that declares none
    /// (ImplicitTab.swift): it stands aside when its content declares tabs of its own.
    var isImplicit = false
    public typealias Body = Never
}

extension _TabItemModifier {
    /// Makes the tab's node: its label now, its content when the tab is first selected.
    public static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>> {
        _ViewOutputs(TabItemNode(ModifiedContent(content: content, modifier: modifier), inputs))
    }

    /// Hands the tab its new label and content.
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        outputs.node.apply(ModifiedContent(content: content, modifier: modifier))
    }

    /// A tab item has no body.
    public static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {}
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
