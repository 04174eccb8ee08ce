import ViewEngine

/// home-assistant/iOS's `PrivacyView`, as its test hosts it (no navigation container): the
/// Apple-like header card (lock icon, title, subtitle) and one toggle section with a footer
/// for messaging and for alerts (the crash-reporting and analytics sections need a crash
/// reporter the test has not).
let haPrivacy = HostedScreen(
    "ha-privacy",
    origin: "home-assistant/iOS Sources/App/Settings/PrivacyView.swift, Settings/Gestures/AppleLikeListTopRowHeader.swift; PrivacyView.test; "
        + "the toggles on (the settings store's defaults); the Material Design lock icon (an 80-point bitmap tinted haPrimary) "
        + "stands as an 80-point placeholder image"
) {
    HAPrivacyView()
}

/// The privacy settings list.
private struct HAPrivacyView: View {
    var body: some View {
        List {
            HAPrivacyHeader(
                image: "lockIcon",
                title: "Privacy",
                subtitle: ScreenProse.localized("settings_details.privacy.body")
            )
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

/// The app's `AppleLikeListTopRowHeader` with an icon: the icon over a bold title and a
/// centred secondary subtitle.
private struct HAPrivacyHeader: View {
    let image: String
    let title: String
    let subtitle: String

    var body: some View {
        VStack(spacing: 16) {
            Image(image)
                .resizable()
                .frame(width: 80, height: 80)
                .frame(maxWidth: .infinity, alignment: .center)
            VStack(spacing: 4) {
                Text(title)
                    .font(.title3.bold())
                Text(subtitle)
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity, alignment: .center)
            }
        }
        .padding(.vertical, 4)
    }
}
