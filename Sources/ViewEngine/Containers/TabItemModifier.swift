/// The modifier behind ``View/tabItem(_:)``.
public struct _TabItemModifier<ItemLabel: View>: ViewModifier {
    let label: ItemLabel
    public typealias Body = Never
}

extension _TabItemModifier: TabLabeling {
    var itemLabel: ItemLabel { label }
    static var isImplicit: Bool { false }

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

/// A modifier that makes its content a tab of the ``TabView`` above: `tabItem(_:)`, and
/// the implicit tab a tab view makes of each of its views that declares none
/// (ImplicitTab.swift).
@MainActor
protocol TabLabeling: ViewModifier where Body == Never {
    associatedtype ItemLabel: View
    /// The label shown in the tab bar.
    var itemLabel: ItemLabel { get }
    /// Whether the tab stands aside when its content declares tabs of its own.
    static var isImplicit: Bool { get }
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
