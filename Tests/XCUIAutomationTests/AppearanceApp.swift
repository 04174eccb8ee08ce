// The app the UI-configuration tests launch: it says which appearance it draws in.
import ViewEngine

/// An app that says which appearance it draws in.
struct AppearanceApp: App {
    var body: some Scene {
        WindowGroup { AppearanceView() }
    }
}

private struct AppearanceView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "Dark" : "Light").accessibilityIdentifier("scheme")
    }
}
