/// Tapping a row of a `List(selection:)` selects it, as a tap does on iOS (Rules: Host): the
/// rows of a selection list are its tagged views (`.tag(_:)`) and the rows of its
/// `ForEach`s, tagged with their ids, as a `Picker`'s options are.
///
/// A single selection becomes the tapped row's tag. A multiple selection becomes that
/// row alone, or, in edit mode (`\.editMode` active), gains or loses the row, as
/// selecting rows with the edit mode's checkmarks does.
import ViewEngineCore

@MainActor
protocol SelectableRows: Node {
    /// The rows of the list, in order, with their tags.
    var selectableRows: [SelectableRow] { get }
    /// The type the rows' tags must have to be selected.
    var selectionType: Any.Type { get }
    /// Selects `tag`, if it is of the selection's type; returns whether it was.
    func select(_ tag: AnyHashable) -> Bool
    /// Whether the row tagged `tag` is selected.
    func isSelected(_ tag: AnyHashable) -> Bool
    /// The selection, if the list has one (a `List(selection:)`).
    var rowSelection: (any RowSelection)? { get }
}

/// A list's bound selection, whatever its value's type: what a collapsed split view reads
/// and clears (CollapsedSplitView.swift).
protocol RowSelection {
    /// Whether it holds no row: a single selection that is `nil`, a multiple one that is
    /// empty.
    @MainActor var isEmpty: Bool { get }
    /// Deselects every row.
    @MainActor func clear()
}

extension ListSelection: RowSelection {
    @MainActor var isEmpty: Bool {
        switch self {
        case .single(let binding): binding.wrappedValue == nil
        case .multiple(let binding): binding.wrappedValue.isEmpty
        }
    }

    @MainActor func clear() {
        switch self {
        case .single(let binding): binding.wrappedValue = nil
        case .multiple(let binding): binding.wrappedValue = []
        }
    }
}

/// One row of a selection list.
@MainActor
struct SelectableRow {
    /// The row's node.
    let node: Node
    let tag: AnyHashable
    let tagType: Any.Type
}

extension ListNode: SelectableRows {
    var selectableRows: [SelectableRow] {
        guard selection != nil, let child else { return [] }
        return SelectableRow.rows(in: child, implicitTag: nil)
    }

    var selectionType: Any.Type { SelectionValue.self }

    func select(_ tag: AnyHashable) -> Bool {
        selection?.select(tag, isEditing: environment.values.editMode?.wrappedValue.isEditing == true) ?? false
    }

    func isSelected(_ tag: AnyHashable) -> Bool { selection?.contains(tag) ?? false }

    var rowSelection: (any RowSelection)? { selection }
}

extension ListSelection {
    /// Selects `tag` if it is a `Value`: a single selection becomes it; a multiple one
    /// becomes it alone, or, while `isEditing`, gains or loses it. Returns whether it was
    /// a `Value`.
    @MainActor func select(_ tag: AnyHashable, isEditing: Bool) -> Bool {
        guard let value = tag.base as? Value else { return false }
        switch self {
        case .single(let binding):
            binding.wrappedValue = value
        case .multiple(let binding):
            if isEditing {
                var selected = binding.wrappedValue
                if selected.remove(value) == nil { selected.insert(value) }
                binding.wrappedValue = selected
            } else {
                binding.wrappedValue = [value]
            }
        }
        return true
    }
}

extension SelectableRow {
    /// The rows under `node`: a tagged view, or a `ForEach` row (tagged with its id unless
    /// a view inside it has a tag); a nested list's rows are its own.
    static func rows(in node: Node, implicitTag: (value: AnyHashable, type: Any.Type)?) -> [SelectableRow] {
        if let tagging = node as? TaggingNode {
            return [SelectableRow(node: node, tag: tagging.tagValue, tagType: tagging.tagType)]
        }
        if let rows = node as? IdentifiedRows {
            var found: [SelectableRow] = []
            rows.forEachRow { id, row in found += Self.rows(in: row, implicitTag: (id, rows.idType)) }
            return found
        }
        if node is any SelectableRows { return [] }
        if let implicitTag, !containsTag(node) {
            return [SelectableRow(node: node, tag: implicitTag.value, tagType: implicitTag.type)]
        }
        var found: [SelectableRow] = []
        node.forEachChild { found += rows(in: $0, implicitTag: nil) }
        return found
    }

    private static func containsTag(_ node: Node) -> Bool {
        if node is TaggingNode { return true }
        var found = false
        node.forEachChild { if !found { found = containsTag($0) } }
        return found
    }

    /// Whether the row's tag can be written to a selection of `type` (a tag of type `T`,
    /// or `T?`, for a selection of `T`).
    func fits(_ type: Any.Type) -> Bool {
        tagType == type || tagType == OptionalType.wrapping(type)
    }
}

/// `Optional<T>.self` for a `T` known only at run time.
enum OptionalType {
    static func wrapping(_ type: Any.Type) -> Any.Type {
        func wrap<T>(_: T.Type) -> Any.Type { T?.self }
        return _openExistential(type, do: wrap)
    }
}

enum SelectionLists {
    /// Selects, in the selection list `node` is in, `value` if the selection takes its
    /// type, else the tag of the row `node` is in. Returns whether it selected.
    @MainActor static func select(_ value: AnyHashable?, from node: Node) -> Bool {
        guard let list = nearest(above: node) else { return false }
        if let value, list.select(value) { return true }
        guard let row = list.selectableRows.first(where: { node.isInside($0.node) }), row.fits(list.selectionType) else { return false }
        return list.select(row.tag)
    }

    /// The selection list `node` is a row of, if any: the nearest `List(selection:)`
    /// around it, not looking past a presentation.
    @MainActor static func nearest(above node: Node) -> (any SelectableRows)? {
        var child = node
        var ancestor = node.parent
        while let each = ancestor {
            if let list = each as? any SelectableRows, list.selectionType != Never.self { return list }
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { return nil }
            child = each
            ancestor = each.parent
        }
        return nil
    }
}

/// A tap on a row of a selection list, for the host's `tap` driver: activating it
/// selects the row. It stands beside the row (its parent is the row, so scopes and
/// presentations see it where the row is) without being part of the tree.
@MainActor
final class RowTapNode: Node, Activating {
    private let list: any SelectableRows
    private let tag: AnyHashable

    init(_ row: SelectableRow, in list: any SelectableRows) {
        self.list = list
        tag = row.tag
        super.init(graph: row.node.graph, parent: row.node, index: 0)
    }

    func activate() { _ = list.select(tag) }
}

extension SelectableRows {
    /// Each row of the selection list takes a click anywhere in the row (a list's: the
    /// card's width), which selects it as a tap does (``ViewHost/tap(_:)`` on the row's
    /// text); the controls inside a row are above it. None without a selection.
    var rowRegions: [PointerRegion] {
        guard selectionType != Never.self else { return [] }
        return selectableRows.compactMap { row in
            guard row.node.isVisible, let frame = ListRowContext.rowFrame(of: row.node) ?? row.node.frameInWindow else { return nil }
            let title = row.node.textContent
            let target = PointerTarget(kind: "List row", title: title, frame: frame,
                                       isEnabled: row.node.environmentForChildren.values.isEnabled)
            return PointerRegion(target) { [unowned self] _, driver in
                driver.tap(RowTapNode(row, in: self), titled: title)
                return "tap \"\(title)\""
            }
        }
    }
}

/// A click on a row of a `List(selection:)` selects it.
extension ListNode: PointerTargeting {
    var pointerRegions: [PointerRegion] { rowRegions }
}
