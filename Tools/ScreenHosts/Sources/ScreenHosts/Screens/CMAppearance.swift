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
        + "the app icons stand as placeholder images (no asset catalog)"
) {
    CMAppearanceView()
}

/// The styleguide's colours used here, at their light values.
private enum CMAppearanceColor {
    static let brand500 = Color(red: 0xFF / 255, green: 0xD6 / 255, blue: 0x33 / 255)
    static let border = Color(red: 0xDA / 255, green: 0xDC / 255, blue: 0xE0 / 255)
    static let textPrimary = Color(red: 0x1A / 255, green: 0x1A / 255, blue: 0x1A / 255)
}

/// The appearance settings.
private struct CMAppearanceView: View {
    /// The app icons, by asset name and title.
    let icons: [(name: String, title: String)] = [
        ("appIcon-1", "Dark"), ("appIcon-2", "Light"), ("appIcon-3", "Neon"), ("appIcon-4", "Rainbow"), ("appIcon-5", "Yellow"),
    ]

    var body: some View {
        CMAppearanceForm {
            CMAppearanceSection(title: "Theme") {
                Picker("", selection: .constant("System")) {
                    ForEach(["System", "Dark", "Light"], id: \.self) {
                        Text($0)
                    }
                }
                .pickerStyle(SegmentedPickerStyle())
                .frame(height: 50)
                .padding(.horizontal, 16)

                CMAppearanceSection(title: "App Icon") {
                    VStack(spacing: 8) {
                        ForEach(icons, id: \.name) { icon in
                            CMAppearanceRow {
                                Button(action: {}, label: {
                                    HStack(spacing: 12) {
                                        Image(icon.name)
                                            .resizable()
                                            .scaledToFit()
                                            .frame(width: 48, height: 48)
                                            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                                            .overlay(
                                                RoundedRectangle(cornerRadius: 12)
                                                    .stroke(CMAppearanceColor.textPrimary, lineWidth: 0.4)
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
        .foregroundColor(CMAppearanceColor.textPrimary)
        .navigationBarTitle("Appearance", displayMode: .inline)
    }
}

/// The app's `SettingsForm`: a scroll view in the form's font and switch tint.
private struct CMAppearanceForm<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            content()
                .font(Font.title2.weight(.medium))
                .toggleStyle(SwitchToggleStyle(tint: CMAppearanceColor.brand500))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The app's `SettingsRow`: padded content over a one-point separator.
private struct CMAppearanceRow<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            content()
                .padding(.vertical, 8)
                .padding(.horizontal, 16)
                .contentShape(Rectangle())
            Rectangle()
                .fill(CMAppearanceColor.border)
                .frame(maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
                .accessibilityHidden(true)
        }
    }
}

/// The app's `SettingsSection`: a bold title over the content.
private struct CMAppearanceSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            if !title.isEmpty {
                Text(title)
                    .font(Font.title.weight(.bold))
                    .padding([.leading, .bottom], 16)
                    .padding(.top, 24)
                    .accessibilityAddTraits(.isHeader)
            }
            content()
        }
    }
}
