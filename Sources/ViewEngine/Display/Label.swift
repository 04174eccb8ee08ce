import ViewEngineCore

/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Received", systemImage: "tray.and.arrow.down.fill")
/// Label { Text(user.name) } icon: { Image(systemName: "person") }
/// ```
///
/// ``ViewHost/render()`` shows a label's title (the icon is not shown), which is also how
/// ``ViewHost/select(tab:)`` finds a tab and how a button with a label is titled. Under a
/// custom ``LabelStyle`` it shows the style's body, with the label's title and icon where
/// the style puts them.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    ///
    /// ```swift
    /// Label { Text("Inbox") } icon: { Image(systemName: "tray") }
    /// ```
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style: inside a ``LabelStyle``'s
    /// body, the label being styled, shown with the style in effect outside this one.
    ///
    /// ```swift
    /// struct RedLabelStyle: LabelStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Label(configuration).foregroundColor(.red)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter configuration: The label style to use.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A label's title and icon, wherever a style shows them.
@MainActor
final class LabelParts<Title: View, Icon: View> {
    let title: ViewSource<Title>
    let icon: ViewSource<Icon>
    init(_ label: Label<Title, Icon>) {
        title = ViewSource(label.title)
        icon = ViewSource(label.icon)
    }
}

extension Label: StylableView {
    static func makeParts(_ view: Self) -> LabelParts<Title, Icon> { LabelParts(view) }

    static func update(_ parts: LabelParts<Title, Icon>, with view: Self) {
        parts.title.update(view.title)
        parts.icon.update(view.icon)
    }

    static func customStyle(for node: Node) -> (any LabelStyle)? { node.readStyle(LabelStyleKey.self) ?? nil }

    /// Without a custom style, the icon and the title side by side (LabelDefaultBody.swift).
    var defaultBody: LabelDefaultBody<Title, Icon> { LabelDefaultBody(title: title, icon: icon) }

    func configuration(_ parts: LabelParts<Title, Icon>) -> LabelStyleConfiguration {
        LabelStyleConfiguration(titleView: LabelStyleConfiguration.Title(source: parts.title),
                                iconView: LabelStyleConfiguration.Icon(source: parts.icon))
    }

    static func mountBody(of style: any LabelStyle, _ configuration: LabelStyleConfiguration, in node: Node) -> any AnyStyleBody {
        func mount<S: LabelStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[LabelStyleKey.self].pop() }, parent: node, index: 0)
        }
        return mount(style)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title.
    ///
    /// ```swift
    /// Label("Settings", systemImage: "gear")
    /// ```
    @_disfavoredOverload
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with a system icon image and a title.
    ///
    /// ```swift
    /// Label(item.name, systemImage: item.symbol)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with an icon image from an asset and a title.
    ///
    /// ```swift
    /// Label("Logo", image: "AppLogo")
    /// ```
    @_disfavoredOverload
    public init(_ title: String, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// Creates a label from a localized key, such as a literal with interpolations.
    ///
    /// ```swift
    /// Label("\(count) unread", systemImage: "envelope.badge")
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with an icon image from an asset and a title of any string type.
    ///
    /// ```swift
    /// Label(team.name, image: team.logo)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// Creates a label with an icon image from an asset and a localized title.
    ///
    /// ```swift
    /// Label("\(count) points", image: "Trophy")
    /// ```
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// A label whose icon is an image: the tab bar draws it (its body shows only its title).
@MainActor
protocol IconLabeling {
    /// The icon's image, if the icon is one image.
    var iconImage: Image? { get }
}

extension Label: IconLabeling {
    var iconImage: Image? { icon as? Image }
}
