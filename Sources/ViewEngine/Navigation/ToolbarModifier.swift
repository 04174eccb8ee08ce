/// The modifier behind ``View/toolbar(content:)-(()->V)`` and
/// ``View/toolbar(content:)-(()->C)``.
import ViewEngineCore

public struct _ToolbarModifier: ViewModifier {
    let items: @MainActor () -> [ToolbarEntry]
    public typealias Body = Never
}

extension _ToolbarModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        ToolbarNode(modifier, inputs)
    }
}

/// Shows its content, then the toolbar's items in a `Toolbar` block. The items are
/// mounted with the content (their buttons can be tapped while it is on screen), each
/// identified by its position; an item of the navigation bar shows its symbols at the
/// large image scale (Measures §3 "Bar item symbols").
@MainActor
final class ToolbarNode<Content: View>: ModifierNode<Content, _ToolbarModifier> {
    private var items: [Node] = []
    /// Where each of the items goes, in their order (a `ToolbarItem`'s placement).
    private(set) var toolbarPlacements: [ToolbarItemPlacement] = []
    /// The environment of the navigation bar's items: the large image scale (Measures §3
    /// "Bar item symbols"); the one that applies while an item is mounted is ``mounting``.
    private var barItemEnvironment: EnvironmentBox?
    private var mounting: EnvironmentBox?

    override var environmentForChildren: EnvironmentBox { mounting ?? environment }

    /// Mounts `entry`'s view at `position`, in the navigation bar's environment when it
    /// goes there.
    private func mountItem(_ entry: ToolbarEntry, at position: Int) -> Node {
        if !entry.placement.barPosition.isBottom {
            if barItemEnvironment == nil { barItemEnvironment = EnvironmentBox(parent: environment) { $0.imageScale = .large } }
            mounting = barItemEnvironment
        }
        defer { mounting = nil }
        return mountChild(entry.view, at: position + 1)
    }

    override func didMountContent() {
        let entries = modifier.items()
        toolbarPlacements = entries.map(\.placement)
        items = entries.enumerated().map { mountItem($1, at: $0) }
    }

    override func modifierDidUpdate(from old: _ToolbarModifier) {
        let entries = modifier.items()
        toolbarPlacements = entries.map(\.placement)
        for (position, entry) in entries.enumerated() {
            if position < items.count {
                ViewEngineCore.update(items[position], with: entry.view)
            } else {
                items.append(mountItem(entry, at: position))
            }
        }
        while items.count > entries.count { dismount(items.removeLast()) }
    }

    /// The views of the items, which the navigation bar lays out (NavigationBar.swift),
    /// not the content's layout.
    var toolbarItems: [Node] { items }

    override func appendLayoutSubviews(to subviews: inout [Node]) { content.appendLayoutSubviews(to: &subviews) }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        items.forEach(body)
    }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        guard !items.isEmpty else { return }
        output.nested("Toolbar") { output in
            for item in items { item.render(into: &output) }
        }
    }
}

/// Where a view is in a toolbar.
@MainActor
enum ToolbarItems {
    /// Whether `node` is inside one of a toolbar's items (not its content), not looking
    /// past a presentation.
    static func contains(_ node: Node) -> Bool {
        var child = node
        var ancestor = node.parent
        while let each = ancestor {
            if let toolbar = each as? any ToolbarShowing, toolbar.toolbarItems.contains(where: { $0 === child }) { return true }
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { return false }
            child = each
            ancestor = each.parent
        }
        return false
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// ```swift
    /// List { ... }
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
    ///         ToolbarItemGroup(placement: .bottomBar) {
    ///             Button("Archive") { archive() }
    ///             Button("Flag") { flag() }
    ///         }
    ///     }
    /// ```
    ///
    /// The items are written in a `Toolbar` block after the view, and their buttons are
    /// tapped like any other (``ViewHost/tap(_:)``) while the view is on screen — for a
    /// view in a navigation stack, while it is the top view.
    ///
    /// - Parameter content: The items representing the content of the toolbar.
    public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
        let content = content()
        return modifier(_ToolbarModifier(items: { ToolbarViews.of(content) }))
    }

    /// Populates the toolbar or navigation bar with the specified views.
    ///
    /// ```swift
    /// Form { ... }
    ///     .toolbar {
    ///         Button("Done") { save() }
    ///     }
    /// ```
    ///
    /// - Parameter content: The views representing the content of the toolbar.
    public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
        let content = content()
        return modifier(_ToolbarModifier(items: { [ToolbarEntry(view: AnyView(content), placement: .automatic)] }))
    }
}
