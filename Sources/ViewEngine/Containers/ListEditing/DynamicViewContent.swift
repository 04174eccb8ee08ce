/// A type of view that generates views from an underlying collection of data: a
/// `ForEach`, and a `ForEach` with modifiers such as ``DynamicViewContent/onDelete(perform:)``.
///
/// ```swift
/// ForEach(fruits, id: \.self) { Text($0) }
///     .onDelete { fruits.remove(atOffsets: $0) }
///     .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
/// ```
///
/// Its editing actions run when a row is deleted or moved (``ViewHost/delete(_:)``,
/// ``ViewHost/move(_:to:)``), with offsets into ``data``.
import ViewEngineCore

public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    ///
    /// ```swift
    /// let rows = ForEach(fruits, id: \.self) { Text($0) }
    /// rows.data.count   // fruits.count
    /// ```
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The data of the modified content.
    ///
    /// ```swift
    /// ForEach(fruits, id: \.self) { Text($0) }.onDelete { _ in }.data   // fruits
    /// ```
    public var data: Content.Data { content.data }
}

extension Node {
    /// The `ForEach` row this node is in: the row's node (the child of the nearest
    /// `ForEach` around it), its offset among that `ForEach`'s rows, and how many rows it
    /// has; `nil` outside a `ForEach`.
    var forEachRow: (root: Node, offset: Int, count: Int)? {
        var child: Node = self
        while let parent = child.parent {
            if let rows = parent as? any IdentifiedRows {
                var offset: Int?
                var count = 0
                rows.forEachRow { _, row in
                    if row === child { offset = count }
                    count += 1
                }
                return offset.map { (child, $0, count) }
            }
            child = parent
        }
        return nil
    }
}
