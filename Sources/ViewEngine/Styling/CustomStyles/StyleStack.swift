// The styles in effect for one family of controls, in the environment.
import ViewEngineCore

/// The styles the `xStyle(_:)` modifiers above a view set for one family of controls
/// (buttons, toggles, labels...), outermost first: a control shows the innermost one, as in
/// SwiftUI (`Button("A").buttonStyle(.bordered).buttonStyle(Custom())` is bordered). A
/// custom style's body sees the stack without that style (``StyleBodyNode``).
///
/// Each entry is a reference made by the modifier that set it: a reader compares stacks by
/// those references, so an environment recomputed for another reason does not count as a
/// new style, while a modifier given a new style value (its attribute changed) does.
struct StyleStack<Style>: Equatable {
    private var entries: [StyleEntry<Style>] = []

    /// The style a control of the family shows, if any was set, with the entry that set it.
    var innermost: StyleEntry<Style>? { entries.last }

    /// Adds the style of `entry`, which now applies inside.
    mutating func push(_ entry: StyleEntry<Style>) { entries.append(entry) }

    /// Removes the innermost style (inside its own body).
    mutating func pop() {
        if !entries.isEmpty { entries.removeLast() }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0 === $1 }
    }
}

/// One style set by one modifier value (see ``StyleStack``).
final class StyleEntry<Style> {
    let style: Style
    init(_ style: Style) { self.style = style }
}

extension Node {
    /// The style of the family `key` that applies to this control, read so that a change of
    /// it (a modifier above given another style) re-evaluates the node. Call it after
    /// ``Node/beginEvaluation()``, in the evaluation whose reads it joins.
    func readStyle<Key: EnvironmentKey, Style>(_ key: Key.Type) -> Style? where Key.Value == StyleStack<Style> {
        environment.read(by: self, slot: 0) { $0[key].innermost.map(StyleIdentity.init) }?.style
    }
}

/// A style compared by the entry that set it, for an environment reader.
private struct StyleIdentity<Style>: Equatable {
    let entry: StyleEntry<Style>
    var style: Style { entry.style }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.entry === rhs.entry }
}
