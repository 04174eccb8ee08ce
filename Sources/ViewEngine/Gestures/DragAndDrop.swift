/// `draggable(_:)` and `dropDestination(for:action:isTargeted:)`: a view whose item a
/// drag carries, and a view that accepts items of a type; ``ViewHost/drop(_:on:)`` drags
/// one onto the other.
import ViewEngineCore
import Foundation

extension ControlKind where Control == any DragSource {
    /// A view with `draggable(_:)`, named by its text.
    static var draggable: Self { Self("Draggable") }
}

extension ControlKind where Control == any DropTarget {
    /// A view with `dropDestination(for:action:isTargeted:)`, named by its text.
    static var dropDestination: Self { Self("DropDestination") }
}

public struct _DraggableModifier<Item: Transferable>: ViewModifier {
    let payload: () -> Item
    public typealias Body = Never
}

extension _DraggableModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        DraggableNode(modifier, inputs)
    }
}

/// A view whose item a drag carries, registered under its content's text.
@MainActor
final class DraggableNode<Content: View, Item: Transferable>: ControlModifierNode<Content, _DraggableModifier<Item>>, DragSource {
    init(_ modifier: _DraggableModifier<Item>, _ inputs: _ViewInputs) {
        super.init(kind: .draggable, modifier, inputs)
    }

    /// The item the drag carries, made when the drag begins.
    func item() -> any Transferable { modifier.payload() }
}

/// A view a drag can begin on.
@MainActor
protocol DragSource: Node {
    func item() -> any Transferable
}

public struct _DropDestinationModifier<Item: Transferable>: ViewModifier {
    let action: ([Item], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void
    public typealias Body = Never
}

extension _DropDestinationModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        DropDestinationNode(modifier, inputs)
    }
}

/// A view that accepts dropped items of one type, registered under its content's text.
@MainActor
final class DropDestinationNode<Content: View, Item: Transferable>: ControlModifierNode<Content, _DropDestinationModifier<Item>>, DropTarget {
    init(_ modifier: _DropDestinationModifier<Item>, _ inputs: _ViewInputs) {
        super.init(kind: .dropDestination, modifier, inputs)
    }

    var itemType: String { "\(Item.self)" }

    func accepts(_ item: any Transferable) -> Bool { item is Item }

    func setTargeted(_ isTargeted: Bool) { modifier.isTargeted(isTargeted) }

    func drop(_ item: any Transferable, at location: CGPoint) -> Bool {
        guard let item = item as? Item else { return false }
        return modifier.action([item], location)
    }
}

/// A view items can be dropped on.
@MainActor
protocol DropTarget: Node {
    /// The type of the items it accepts, as Swift prints it.
    var itemType: String { get }
    func accepts(_ item: any Transferable) -> Bool
    func setTargeted(_ isTargeted: Bool)
    func drop(_ item: any Transferable, at location: CGPoint) -> Bool
}

extension View {
    /// Activates this view as the source of a drag and drop operation.
    ///
    /// ```swift
    /// Text(fruit).draggable(fruit)
    /// ```
    ///
    /// The item is made when a drag begins (``ViewHost/drop(_:on:)``).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DraggableModifier(payload: payload))
    }

    /// Activates this view as the source of a drag and drop operation, with a preview
    /// (recorded: nothing is drawn while dragging).
    ///
    /// ```swift
    /// Text(fruit).draggable(fruit) { Label(fruit, systemImage: "leaf") }
    /// ```
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier(payload: payload))
    }

    /// Activates this view as the source of a drag and drop operation whose item an item
    /// provider gives: recorded (the host drags `Transferable` items, see
    /// ``draggable(_:)``), so `data` runs only when a drag would begin, never headless.
    ///
    /// ```swift
    /// Text(fruit).onDrag { NSItemProvider(object: fruit as NSString) }
    /// ```
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("onDrag", ("", AnyArgument(data)))
    }

    /// Activates this view as the source of a drag and drop operation whose item an item
    /// provider gives, with a preview: recorded, as ``onDrag(_:)`` (nothing is drawn while
    /// dragging).
    ///
    /// ```swift
    /// Text(fruit).onDrag { NSItemProvider(object: fruit as NSString) } preview: { Label(fruit, systemImage: "leaf") }
    /// ```
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider,
                                @ViewBuilder preview: () -> V) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("onDrag", ("", AnyArgument(data)))
    }

    /// Defines the destination of a drag and drop operation that handles the dropped
    /// content with a closure that you specify.
    ///
    /// ```swift
    /// Text("Basket")
    ///     .dropDestination(for: String.self) { fruits, location in
    ///         basket.append(contentsOf: fruits)
    ///         return true
    ///     } isTargeted: { isHovering = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - payloadType: The type of items it accepts; a drag of another type is refused.
    ///   - action: Called with the dropped items and where they were dropped; returns
    ///     whether the drop succeeded.
    ///   - isTargeted: Called with `true` when a drag of an accepted item enters the view,
    ///     and with `false` when it leaves or is dropped.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(_DropDestinationModifier(action: action, isTargeted: isTargeted))
    }
}
