import ViewEngine

/// SpeakList, `sl-app` (rows sl-app-light and sl-app-dark): the app at launch, the plan's
/// tab showing the mock list, as the non-hosted app test drew it in each colour scheme.
let slApp = HostedScreen("sl-app", origin: speakListOrigin + "; hosted as assertStandardSnapshots hosts it for a colour scheme (Tests/NonHostedSnapshotTests)") {
    SpeakListColorSchemeSnapshot {
        SpeakListAppView(groups: SpeakListGroup.mocks)
    }
}

/// What the test's `assertStandardSnapshots` wraps the view in for a colour scheme: no
/// animations, white (light) or black (dark) behind it, and the scheme in its environment
/// (the scheme is the one the row's host draws in).
private struct SpeakListColorSchemeSnapshot<Content: View>: View {
    /// The scheme the row is drawn in.
    @Environment(\.colorScheme) private var colorScheme
    /// The app's view.
    @ViewBuilder var content: Content

    /// The wrapped view.
    var body: some View {
        content
            .transaction { $0.disablesAnimations = true }
            .background(colorScheme == .light ? Color.white : Color.black)
            .environment(\.colorScheme, colorScheme)
    }
}
