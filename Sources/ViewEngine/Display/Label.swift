/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// .tabItem {
///     Label("Received", systemImage: "tray.and.arrow.down.fill")
/// }
/// ```
///
/// The engine has no images: a label shows its title (its `Text`), which is also how
/// ``ViewHost/select(tab:)`` finds a tab.
public struct Label: View {
    /// The title.
    public let title: String
    /// The name of the system symbol shown as the icon.
    public let systemImage: String

    /// Creates a label with a system icon image and a title.
    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    /// The title as text.
    public var body: some View { Text(title) }
}
