import ViewEngine

/// criticalmaps/criticalmaps-ios's `AppearanceSettingsView`, as its snapshot test hosts it
/// (no navigation container): the settings form with a Theme section holding a segmented
/// picker (System selected) and, inside it, the App Icon section's rows of icons, the
/// selected one (Light) checked.
let cmAppearance = HostedScreen(
    "cm-appearance",
    origin: "criticalmaps/criticalmaps-ios CriticalMapsKit/Sources/SettingsFeature/AppearanceSettings/AppearanceSettingsView.swift, "
        + "ViewComponents/SettingsForm.swift, Styleguide (fonts, grid, colours at their light values), Helpers' continuousCornerRadius; "
        + "AppearanceSettingsViewSnapshotTests (the state's defaults: system scheme, the second icon); "
        + "the app icons read from the package's fetched PNG resources"
) {
    CMAppearanceView()
}

/// The appearance settings.
private struct CMAppearanceView: View {
    /// The app icons, by asset name and title.
    let icons: [(name: String, title: String)] = [
        ("appIcon-1", "Dark"), ("appIcon-2", "Light"), ("appIcon-3", "Neon"), ("appIcon-4", "Rainbow"), ("appIcon-5", "Yellow"),
    ]

    var body: some View {
        CMSettingsStyleForm {
            CMSettingsStyleSection(title: "Theme") {
                Picker("", selection: .constant("System")) {
                    ForEach(["System", "Dark", "Light"], id: \.self) {
                        Text($0)
                    }
                }
                .pickerStyle(SegmentedPickerStyle())
                .frame(height: 50)
                .padding(.horizontal, 16)

                CMSettingsStyleSection(title: "App Icon") {
                    VStack(spacing: 8) {
                        ForEach(icons, id: \.name) { icon in
                            CMSettingsStyleRow {
                                Button(action: {}, label: {
                                    HStack(spacing: 12) {
                                        Image(icon.name)
                                            .resizable()
                                            .scaledToFit()
                                            .frame(width: 48, height: 48)
                                            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                                            .overlay(
                                                RoundedRectangle(cornerRadius: 12)
                                                    .stroke(CMColor.textPrimary, lineWidth: 0.4)
                                            )
                                        Text(icon.title)
                                        Spacer()
                                        if icon.name == "appIcon-2" {
                                            Image(systemName: "checkmark.circle.fill")
                                        }
                                    }
                                    .accessibilityElement(children: .combine)
                                })
                            }
                        }
                    }
                }
            }
        }
        .foregroundColor(CMColor.textPrimary)
        .navigationBarTitle("Appearance", displayMode: .inline)
    }
}
