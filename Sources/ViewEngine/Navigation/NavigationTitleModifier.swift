/// The modifier behind ``View/navigationTitle(_:)``.
import ViewEngineCore

public struct _NavigationTitleModifier: ViewModifier {
    let title: String
    public typealias Body = Never
}

extension _NavigationTitleModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        NavigationTitleNode(modifier, inputs)
    }
}

/// Shows the title above its content in ``ViewHost/render()``.
@MainActor
final class NavigationTitleNode<Content: View>: ModifierNode<Content, _NavigationTitleModifier> {
    /// The title names the view in a scoped driver query.
    override var scopeLabel: String? { modifier.title }

    override func renderLines(into output: inout RenderOutput) {
        output.detachedLine("navigationTitle \"\(modifier.title)\"")
        content.render(into: &output)
    }
}

extension View {
    /// Configures the view's title for purposes of navigation.
    ///
    /// ```swift
    /// VStack { ... }.navigationTitle("Received")
    /// ```
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title))
    }

    /// Configures the view's title for purposes of navigation, from a text.
    ///
    /// ```swift
    /// List { ... }.navigationTitle(Text("Inbox"))
    /// ```
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.content))
    }

    /// Configures the view's title for purposes of navigation, from a localized key.
    ///
    /// ```swift
    /// List { ... }.navigationTitle("\(count) Items")
    /// ```
    @_disfavoredOverload
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: titleKey.key))
    }

    /// Configures the view's title for purposes of navigation, using a binding to a string
    /// (a title the user can rename, on iPad).
    ///
    /// ```swift
    /// DocumentView().navigationTitle($document.name)
    /// ```
    ///
    /// The title is the binding's value; the engine has no renaming to write it.
    public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.wrappedValue))
    }

    /// Sets the title of the navigation bar (the iOS 13 spelling of ``navigationTitle(_:)-(String)``).
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle("Inbox")
    /// ```
    public func navigationBarTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title))
    }

    /// Sets the title of the navigation bar, from a text.
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle(Text("Inbox"))
    /// ```
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.content))
    }

    /// Sets the title of the navigation bar and its display mode.
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitle("Settings", displayMode: .inline)
    /// ```
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _AttributeModifier> {
        modifier(_NavigationTitleModifier(title: title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the navigation bar from a localized key.
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle(LocalizedStringKey("Inbox"))
    /// ```
    @_disfavoredOverload
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: titleKey.key))
    }

    /// Sets the title of the navigation bar from a text, and its display mode.
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitle(Text("Settings"), displayMode: .inline)
    /// ```
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _AttributeModifier> {
        modifier(_NavigationTitleModifier(title: title.content)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the navigation bar from a localized key, and its display mode.
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitle(LocalizedStringKey("Settings"), displayMode: .large)
    /// ```
    @_disfavoredOverload
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _AttributeModifier> {
        modifier(_NavigationTitleModifier(title: titleKey.key)).navigationBarTitleDisplayMode(displayMode)
    }
}
