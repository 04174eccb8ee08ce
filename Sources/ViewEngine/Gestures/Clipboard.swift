/// `copyable(_:)`, `cuttable(for:action:)` and `pasteDestination(for:action:validator:)`:
/// views that answer the system's Copy, Cut and Paste commands with `Transferable` items;
/// ``ViewHost/copy(_:)``, ``ViewHost/cut(_:)`` and ``ViewHost/paste(into:)`` issue the
/// commands, through the host's pasteboard.
import ViewEngineCore
import Foundation

extension ControlKind where Control == any ClipboardSource {
    /// A view with `copyable(_:)`, named by its text.
    static var copyable: Self { Self("Copyable") }
    /// A view with `cuttable(for:action:)`, named by its text.
    static var cuttable: Self { Self("Cuttable") }
}

extension ControlKind where Control == any PasteTarget {
    /// A view with `pasteDestination(for:action:validator:)`, named by its text.
    static var pasteDestination: Self { Self("PasteDestination") }
}

/// What a Copy or Cut command takes from a view: its items.
@MainActor
protocol ClipboardSource: Node {
    func items() -> [any Transferable]
}

/// What a Paste command gives a view.
@MainActor
protocol PasteTarget: Node {
    /// The type of the items it accepts, as Swift prints it.
    var itemType: String { get }
    /// Pastes the values of its type among `values` that its validator keeps; returns
    /// whether any was pasted.
    func paste(_ values: [Any]) -> Bool
}

/// `copyable(_:)` and `cuttable(for:action:)`: the items a Copy or a Cut command takes
/// (made when the command is issued), and the command's kind.
public struct _ClipboardSourceModifier<Item: Transferable>: ViewModifier {
    let kind: ControlKind<any ClipboardSource>
    let items: () -> [Item]
    public typealias Body = Never
}

extension _ClipboardSourceModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        ClipboardSourceNode(modifier, inputs)
    }
}

/// A view whose items a Copy (or Cut) command puts on the clipboard, registered under its
/// text as a copyable (or cuttable) view.
@MainActor
final class ClipboardSourceNode<Content: View, Item: Transferable>: ControlModifierNode<Content, _ClipboardSourceModifier<Item>>, ClipboardSource {
    init(_ modifier: _ClipboardSourceModifier<Item>, _ inputs: _ViewInputs) {
        super.init(kind: modifier.kind, modifier, inputs)
    }

    func items() -> [any Transferable] { modifier.items() }
}

public struct _PasteDestinationModifier<Item: Transferable>: ViewModifier {
    let action: ([Item]) -> Void
    let validator: ([Item]) -> [Item]
    public typealias Body = Never
}

extension _PasteDestinationModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        PasteDestinationNode(modifier, inputs)
    }
}

/// A view that accepts pasted items of one type, registered under its text.
@MainActor
final class PasteDestinationNode<Content: View, Item: Transferable>: ControlModifierNode<Content, _PasteDestinationModifier<Item>>, PasteTarget {
    init(_ modifier: _PasteDestinationModifier<Item>, _ inputs: _ViewInputs) {
        super.init(kind: .pasteDestination, modifier, inputs)
    }

    var itemType: String { "\(Item.self)" }

    func paste(_ values: [Any]) -> Bool {
        let offered = values.compactMap { $0 as? Item }
        guard !offered.isEmpty else { return false }
        let valid = modifier.validator(offered)
        guard !valid.isEmpty else { return false }
        modifier.action(valid)
        return true
    }
}

extension View {
    /// Specifies a list of items to copy in response to the system's Copy command.
    ///
    /// ```swift
    /// List(birds, selection: $selection) { Text($0.name) }
    ///     .copyable(birds.filter { selection.contains($0.id) }.map(\.name))
    /// ```
    ///
    /// The items are made when the command is issued (``ViewHost/copy(_:)``), and replace
    /// what the pasteboard held.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        modifier(_ClipboardSourceModifier(kind: .copyable, items: payload))
    }

    /// Specifies an action that moves items to the Clipboard in response to the system's
    /// Cut command.
    ///
    /// ```swift
    /// Text("Selected").cuttable(for: String.self) {
    ///     defer { names.removeAll() }
    ///     return names
    /// }
    /// ```
    ///
    /// The action runs when the command is issued (``ViewHost/cut(_:)``); the items it
    /// returns replace what the pasteboard held.
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self,
                                          action: @escaping () -> [T]) -> some View {
        modifier(_ClipboardSourceModifier(kind: .cuttable, items: action))
    }

    /// Specifies an action that adds validated items to a view in response to the
    /// system's Paste command.
    ///
    /// ```swift
    /// Text("Names").pasteDestination(for: String.self) { pasted in
    ///     names += pasted
    /// } validator: { candidates in
    ///     candidates.filter { !$0.isEmpty }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - payloadType: The type of the items it accepts; the pasteboard's items of other
    ///     types are not offered.
    ///   - action: Called with the items to paste: those of the payload type that
    ///     `validator` returns, when it returns any.
    ///   - validator: Called first, with the pasteboard's items of the payload type;
    ///     returns the ones to paste.
    public func pasteDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                  action: @escaping ([T]) -> Void,
                                                  validator: @escaping ([T]) -> [T] = { $0 }) -> some View {
        modifier(_PasteDestinationModifier(action: action, validator: validator))
    }
}
