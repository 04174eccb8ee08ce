/// The content for a tab and the tab's associated tab item in a tab view (iOS 18).
///
/// ```swift
/// TabView(selection: $screen) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
///     Tab(value: .search, role: .search) { SearchView() }
/// }
/// ```
///
/// A tab is its content with a tab item and, when it has a value, a tag: exactly
/// `content.tabItem { label }.tag(value)`. So it is selected with ``ViewHost/select(tab:)``
/// by its title, or through `TabView(selection:)` by its value; only the selected tab is
/// mounted and appeared, and each tab keeps its state while the tab view lives (Rules R8).
/// A tab with the search role is titled "Search".
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    /// The tab view's selection type.
    public typealias TabValue = Value
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    /// The content with its tab item, tagged with the tab's value when it has one.
    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

extension DefaultTabLabel {
    /// The label of a tab with `role` and no title of its own.
    static func of(_ role: TabRole?) -> DefaultTabLabel {
        role == .search ? DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass"))
                        : DefaultTabLabel(title: Text(""), image: nil)
    }
}


extension Tab where Value == Never, Label == EmptyView {
    /// Creates a tab with an empty label (selected by the tab view's own selection only).
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Label == EmptyView {
    /// Creates a tab with an empty label that the tab view selects by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab with the label of its role ("Search" for ``TabRole/search``).
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: .of(role))
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab with the label of its role that the tab view selects by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: .of(role))
    }
}

extension Tab where Value == Never {
    /// Creates a tab with a label of your own.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: nil, content: content(), label: label())
    }

    /// Creates a tab with a role and a label of your own.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

extension Tab {
    /// Creates a tab with a label of your own that the tab view selects by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: nil, content: content(), label: label())
    }

    /// Creates a tab with a role and a label of your own that the tab view selects by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, content: content(), label: label())
    }
}


extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab labelled with a localized title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a localized title and a system image, with a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a localized title and an asset image.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// Creates a tab labelled with a localized title and an asset image, with a role.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// Creates a tab labelled with a title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a title and a system image, with a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a title and an asset image.
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    /// Creates a tab labelled with a title and an asset image, with a role.
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab labelled with a localized title and a system image, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a localized title and a system image, selected by `value`, with a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a localized title and an asset image, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// Creates a tab labelled with a localized title and an asset image, selected by `value`, with a role.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    /// Creates a tab labelled with a title and a system image, selected by `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a title and a system image, selected by `value`, with a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// Creates a tab labelled with a title and an asset image, selected by `value`.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    /// Creates a tab labelled with a title and an asset image, selected by `value`, with a role.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }
}
