// Keyboard shortcuts of controls: ``ViewHost/press(key:modifiers:)`` presses one on the
// host's hardware keyboard, and the control it is assigned to is activated (Rules R23).

/// Keys used to trigger keyboard shortcuts.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// Button("Close") { close() }.keyboardShortcut(.escape, modifiers: [])
/// ```
import ViewEngineCore

public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The character value that the key equivalent represents.
    public let character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) { self.character = character }

    /// Creates a key equivalent from a character literal (`"s"`).
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    /// The key's name (`escape`, `upArrow`), or its character.
    public var description: String {
        Self.names.first { $0.key == self }?.value ?? String(character)
    }

    private static let names: KeyValuePairs<KeyEquivalent, String> = [
        .upArrow: "upArrow", .downArrow: "downArrow", .leftArrow: "leftArrow", .rightArrow: "rightArrow",
        .escape: "escape", .delete: "delete", .deleteForward: "deleteForward", .home: "home", .end: "end",
        .pageUp: "pageUp", .pageDown: "pageDown", .clear: "clear", .tab: "tab", .space: "space", .return: "return",
    ]

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (U+0008).
    public static let delete = KeyEquivalent("\u{08}")
    /// Delete Forward (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
}

/// A set of key modifiers that you can add to a keyboard shortcut.
///
/// ```swift
/// .keyboardShortcut("n", modifiers: [.command, .shift])
/// ```
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a set of modifiers from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

extension EventModifiers: NamedOptionSet {
    package static let optionNames: KeyValuePairs<EventModifiers, String> = [
        .all: "all", .capsLock: "capsLock", .shift: "shift", .control: "control", .option: "option",
        .command: "command", .numericPad: "numericPad",
    ]
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press
/// in order to activate a button or toggle.
///
/// ```swift
/// Button("Done") { finish() }.keyboardShortcut(.defaultAction)
/// ```
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible, AttributeValue {
    /// The key equivalent that the user presses in conjunction with any specified
    /// modifier keys to activate the shortcut.
    public let key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to
    /// activate the shortcut.
    public let modifiers: EventModifiers

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier
    /// keys.
    ///
    /// ```swift
    /// KeyboardShortcut("r", modifiers: [.command, .option])
    /// ```
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The standard keyboard shortcut for the default button, consisting of the Return
    /// key and no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action or dismissing
    /// a prompt, consisting of the Escape key and no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// `defaultAction`, `cancelAction`, or `command+s`.
    public var description: String {
        if self == .defaultAction { return "defaultAction" }
        if self == .cancelAction { return "cancelAction" }
        let modifiers = modifiers.attributeDescription
        return modifiers.isEmpty ? key.description : "\(modifiers.replacingOccurrences(of: ", ", with: "+"))+\(key)"
    }
}

/// The modifier behind ``View/keyboardShortcut(_:)``.
public struct _KeyboardShortcutModifier: ViewModifier, RecordedModifier {
    let shortcut: KeyboardShortcut?
    public typealias Body = Never
    package var recorded: String { Attribute("keyboardShortcut", ("", shortcut)).rendered }
}

extension _KeyboardShortcutModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        KeyboardShortcutNode(modifier, inputs)
    }
}

/// A control with a keyboard shortcut: registered under the shortcut's description
/// (`command+s`, `defaultAction`); pressing the keys activates the first control inside it
/// (a button's action runs, a toggle flips), as SwiftUI does.
@MainActor
final class KeyboardShortcutNode<Content: View>: ControlModifierNode<Content, _KeyboardShortcutModifier>, ShortcutTriggering {
    init(_ modifier: _KeyboardShortcutModifier, _ inputs: _ViewInputs) {
        super.init(kind: .keyboardShortcut, modifier, inputs)
        title = modifier.shortcut?.description ?? ""
    }

    override var isTitledByContent: Bool { false }

    override func modifierDidUpdate(from old: _KeyboardShortcutModifier) { retitle(modifier.shortcut?.description ?? "") }

    override func didAppear() {
        if modifier.shortcut != nil { super.didAppear() }
    }

    override func didDisappear() {
        if modifier.shortcut != nil { super.didDisappear() }
    }

    /// The first control inside, in tree order, that a key press activates.
    private var control: Node? {
        func first(in node: Node) -> Node? {
            if node is any Activating || node is any Flipping { return node }
            var found: Node?
            node.forEachChild { child in if found == nil { found = first(in: child) } }
            return found
        }
        return first(in: content)
    }

    var hasControl: Bool { control != nil }

    func trigger() {
        switch control {
        case let button as any Activating: button.activate()
        case let toggle as any Flipping: toggle.flip()
        default: break
        }
    }
}

/// A keyboard shortcut a key press triggers (``ViewHost/press(key:modifiers:)``).
@MainActor
protocol ShortcutTriggering: Node {
    /// Whether a control inside takes the shortcut.
    var hasControl: Bool { get }
    /// Activates the control the shortcut is assigned to.
    func trigger()
}

extension ControlKind {
    /// A control with a keyboard shortcut, as drivers find it (by the shortcut).
    static let keyboardShortcut = ControlKind("KeyboardShortcut")
}

extension View {
    /// SwiftUI's `keyboardShortcut(_:modifiers:)`: "Assigns a keyboard shortcut to the
    /// modified control" — ``ViewHost/press(key:modifiers:)`` with these keys activates it.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, _KeyboardShortcutModifier> {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }
    /// SwiftUI's `keyboardShortcut(_:)` with a shortcut (`.defaultAction`: Return).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _KeyboardShortcutModifier> {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
    /// SwiftUI's `keyboardShortcut(_:)` with an optional shortcut (`nil`: none).
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _KeyboardShortcutModifier> {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}
