/// The modifier behind ``View/contextMenu(menuItems:)``.
import ViewEngineCore

public struct _ContextMenuModifier<MenuItems: View>: ViewModifier {
    let menuItems: MenuItems?
    public typealias Body = Never
}

extension _ContextMenuModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        ContextMenuNode(modifier, inputs)
    }
}

/// A view with a context menu: registered under its content's text, it opens its menu on a
/// long press (``ViewHost/longPress(_:)``, or ``ViewHost/openMenu(_:)``). An open context
/// menu is a presentation, as an open ``Menu`` is: only its items can be driven, choosing
/// one closes it, ``ViewHost/dismiss()`` closes it.
@MainActor
final class ContextMenuNode<Content: View, MenuItems: View>: ControlModifierNode<Content, _ContextMenuModifier<MenuItems>>,
    Opening, Gesturing, PresentationLayer {
    private var items: TypedNode<MenuItems>?

    init(_ modifier: _ContextMenuModifier<MenuItems>, _ inputs: _ViewInputs) {
        super.init(kind: .contextMenu, modifier, inputs)
    }

    override func modifierDidUpdate(from old: _ContextMenuModifier<MenuItems>) {
        super.modifierDidUpdate(from: old)
        guard let items else { return }
        if let menuItems = modifier.menuItems { items.update(menuItems) } else { close() }
    }

    /// Opens the menu: its items are mounted and appear, on top of everything else. A
    /// `nil` context menu (`.contextMenu(nil)`) has none to open.
    func open() {
        guard items == nil, let menuItems = modifier.menuItems else { return }
        items = mountChild(menuItems, at: 1)
        graph.controls.push(self)
    }

    /// Closes the menu: its items disappear and are unmounted.
    func close() {
        graph.controls.remove(self)
        guard let items else { return }
        self.items = nil
        dismount(items)
    }

    // MARK: Gesturing

    func recognizes(_ gesture: DiscreteGesture) -> Bool { gesture == .longPress && modifier.menuItems != nil }

    func perform(_ gesture: DiscreteGesture) { open() }

    // MARK: PresentationLayer

    var layerRoot: Node? { items }
    var layerName: String { "ContextMenu" }
    var closesOnChoice: Bool { true }
    func dismissLayer() { close() }

    override func didDisappear() {
        super.didDisappear()
        close()
    }

    override func didUnmount() { graph.controls.remove(self) }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        items.map(body)
    }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        guard let items else { return }
        output.nested("ContextMenu (open)") { items.render(into: &$0) }
    }
}

/// A container for views that you present as menu items in a context menu (the iOS 13
/// form of ``View/contextMenu(menuItems:)``'s items).
///
/// ```swift
/// Text("Turtle Rock")
///     .contextMenu(ContextMenu {
///         Button("Add to Favorites") { addFavorite() }
///     })
/// ```
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// Creates a context menu with the given items.
    ///
    /// ```swift
    /// ContextMenu { Button("Copy") { copy() } }
    /// ```
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    /// Adds a context menu to a view.
    ///
    /// ```swift
    /// Text("Turtle Rock")
    ///     .contextMenu {
    ///         Button { addFavorite() } label: { Label("Add to Favorites", systemImage: "heart") }
    ///         Button("Show in Maps") { showInMaps() }
    ///     }
    /// ```
    ///
    /// Open it with a long press on the view, by its text (``ViewHost/longPress(_:)`` or
    /// ``ViewHost/openMenu(_:)``), then choose an item with ``ViewHost/tap(_:)``: the
    /// item's action runs and the menu closes. ``ViewHost/render()`` writes the open menu
    /// as a `ContextMenu (open)` block after the view.
    ///
    /// - Parameter menuItems: A closure that produces the menu's contents.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds a context menu with a custom preview to a view; the preview is accepted, not
    /// shown.
    ///
    /// ```swift
    /// Image("photo")
    ///     .contextMenu {
    ///         Button("Share") { share() }
    ///     } preview: {
    ///         Image("photo").resizable()
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - menuItems: A closure that produces the menu's contents.
    ///   - preview: A view that the system displays along with the menu.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds an item-based context menu to a view (a `List` or `Table` with a selection):
    /// `menu` makes the menu for the items it opens on, `primaryAction` runs on a double
    /// click (macOS) or a tap of a row (iOS, in edit mode).
    ///
    /// ```swift
    /// List(selection: $selection) { ... }
    ///     .contextMenu(forSelectionType: Note.ID.self) { ids in
    ///         Button("Delete", role: .destructive) { delete(ids) }
    ///     } primaryAction: { ids in open(ids) }
    /// ```
    ///
    /// The host opens it on the view (``ViewHost/openMenu(_:)``, a long press), as on the
    /// list's empty area: `menu` gets an empty set. Opening it on one row's items, and the
    /// primary action, need a row to point at, which the host's drivers do not give.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        modifier(_ContextMenuModifier(menuItems: menu([])))
    }

    /// Adds a context menu made with ``ContextMenu`` (the iOS 13 form); `nil` adds none.
    ///
    /// ```swift
    /// Text("Row").contextMenu(isEditable ? ContextMenu { Button("Edit") { edit() } } : nil)
    /// ```
    ///
    /// - Parameter contextMenu: The context menu, or `nil` for none.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(_ContextMenuModifier(menuItems: contextMenu?.menuItems))
    }
}

extension ControlKind where Control == any Opening & Gesturing {
    /// A view with a context menu, as drivers find it.
    static var contextMenu: Self { Self("ContextMenu") }
}
