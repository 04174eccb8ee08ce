import ViewEngine

/// home-assistant/iOS's `PrivacyView`, as its test hosts it (no navigation container): the
/// Apple-like header card (lock icon, title, subtitle) and one toggle section with a footer
/// for messaging and for alerts (the crash-reporting and analytics sections need a crash
/// reporter the test has not).
let haPrivacy = HostedScreen(
    "ha-privacy",
    origin: "home-assistant/iOS Sources/App/Settings/PrivacyView.swift, Settings/Gestures/AppleLikeListTopRowHeader.swift; PrivacyView.test; "
        + "the toggles on (the settings store's defaults); the lock icon as Shared/Iconic/IconDrawable.swift's "
        + "image(ofSize: 80 × 80, color: .haPrimary) makes it, from the fetched font (ScreenGlyphs)",
    glyphs: [haPrivacyLock]
) {
    HAPrivacyView()
}

/// The header's lock icon: `MaterialDesignIcons.lockIcon.image(ofSize: 80 × 80, color: .haPrimary)`
/// (the colour set `haPrimary`, #00AEF8 in both appearances).
private let haPrivacyLock = ScreenGlyph("lockIcon", width: 80, height: 80, color: "#00AEF8")

/// The privacy settings list.
private struct HAPrivacyView: View {
    var body: some View {
        List {
            HAListTopHeader(title: "Privacy", subtitle: ScreenProse.localized("settings_details.privacy.body")) {
                Image(haPrivacyLock.imageName)
                    .frame(maxWidth: .infinity, alignment: .center)
            }
            Section(footer: Text(ScreenProse.localized("settings_details.privacy.messaging.description"))) {
                Toggle("Firebase Cloud Messaging", isOn: .constant(true))
            }
            Section(footer: Text(ScreenProse.localized("settings_details.privacy.alerts.description"))) {
                Toggle("Alerts", isOn: .constant(true))
            }
        }
        .contentMargins(.top, .zero)
    }
}
