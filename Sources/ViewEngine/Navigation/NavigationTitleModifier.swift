/// The modifier behind ``View/navigationTitle(_:)``.
import ViewEngineCore

public struct _NavigationTitleModifier: ViewModifier {
    /// The title: a text, so that a localized key is looked up where the title is shown.
    let text: Text

    init(title: String) { text = Text(verbatim: title) }
    init(text: Text) { self.text = text }
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
    override var scopeLabel: String? { navigationTitle }

    /// The title as it shows here: a key looked up in the host's string catalogs in this
    /// view's locale.
    var navigationTitle: String {
        let context = LeafLayoutContext(environment: environment.values, stackAxis: nil, clock: graph.clock, graph: graph)
        return modifier.text.resolved(now: context.now, localization: context.textLocalization)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.detachedLine("navigationTitle \"\(navigationTitle)\"")
        content.render(into: &output)
    }
}

extension View {
    /// Configures the view's title for purposes of navigation.
    ///
    /// ```swift
    /// VStack { ... }.navigationTitle("Received")
    /// ```
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: String(title)))
    }

    /// Configures the view's title for purposes of navigation, from a text.
    ///
    /// ```swift
    /// List { ... }.navigationTitle(Text("Inbox"))
    /// ```
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(text: title))
    }

    /// Configures the view's title for purposes of navigation, from a localized key.
    ///
    /// ```swift
    /// List { ... }.navigationTitle("\(count) Items")
    /// ```
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(text: Text(titleKey)))
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

    /// Sets the title of the navigation bar (the iOS 13 spelling of `navigationTitle(_:)`).
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle("Inbox")
    /// ```
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: String(title)))
    }

    /// Sets the title of the navigation bar, from a text.
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle(Text("Inbox"))
    /// ```
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(text: title))
    }

    /// Sets the title of the navigation bar and its display mode.
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitle("Settings", displayMode: .inline)
    /// ```
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _AttributeModifier> {
        modifier(_NavigationTitleModifier(title: String(title))).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the navigation bar from a localized key.
    ///
    /// ```swift
    /// List { ... }.navigationBarTitle(LocalizedStringKey("Inbox"))
    /// ```
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(text: Text(titleKey)))
    }

    /// Sets the title of the navigation bar from a text, and its display mode.
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitle(Text("Settings"), displayMode: .inline)
    /// ```
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _AttributeModifier> {
        modifier(_NavigationTitleModifier(text: title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title of the navigation bar from a localized key, and its display mode.
    ///
    /// ```swift
    /// Form { ... }.navigationBarTitle(LocalizedStringKey("Settings"), displayMode: .large)
    /// ```
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationTitleModifier>, _AttributeModifier> {
        modifier(_NavigationTitleModifier(text: Text(titleKey))).navigationBarTitleDisplayMode(displayMode)
    }
}
