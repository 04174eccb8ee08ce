/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Received", systemImage: "tray.and.arrow.down.fill")
/// Label { Text(user.name) } icon: { Image(systemName: "person") }
/// ```
///
/// ``ViewHost/render()`` shows a label's title (the icon is not shown), which is also how
/// ``ViewHost/select(tab:)`` finds a tab and how a button with a label is titled.
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

    /// The title.
    public var body: some View { title }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title.
    ///
    /// ```swift
    /// Label("Settings", systemImage: "gear")
    /// ```
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with a system icon image and a title.
    ///
    /// ```swift
    /// Label(item.name, systemImage: item.symbol)
    /// ```
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// Creates a label with an icon image from an asset and a title.
    ///
    /// ```swift
    /// Label("Logo", image: "AppLogo")
    /// ```
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
    /// The name of the icon's image, if the icon is one image.
    var iconImageName: String? { get }
}

extension Label: IconLabeling {
    var iconImageName: String? { (icon as? Image)?.displayedImageName }
}
