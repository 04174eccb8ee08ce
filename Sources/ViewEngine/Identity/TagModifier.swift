/// The modifier behind ``View/tag(_:)``.
import ViewEngineCore

public struct _TagModifier<Tag: Hashable>: ViewModifier {
    let tag: Tag
    public typealias Body = Never
}

extension _TagModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        TagNode(modifier, inputs)
    }
}

/// Carries a tag for the nearest tab item around or inside it.
@MainActor
final class TagNode<Content: View, Tag: Hashable>: ModifierNode<Content, _TagModifier<Tag>>, TaggingNode {
    var tagValue: AnyHashable { AnyHashable(modifier.tag) }
    var tagType: Any.Type { Tag.self }
}

/// A node that tags a tab item or a picker option.
@MainActor
protocol TaggingNode: AnyObject {
    var tagValue: AnyHashable { get }
    /// The tag's static type: `.tag(Theme.dark)` and `.tag(Theme?.some(.dark))` differ, as
    /// in SwiftUI, though their `AnyHashable`s are equal.
    var tagType: Any.Type { get }
}

extension View {
    /// Sets the unique tag value of this view, which a `TabView(selection:)` uses to
    /// tell its tabs apart.
    ///
    /// ```swift
    /// TabView(selection: $selection) {
    ///     Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
        modifier(_TagModifier(tag: tag))
    }
}
