import ViewEngine

/// criticalmaps/criticalmaps-ios's `SettingsView`, as its snapshot test hosts it (no
/// navigation container; light appearance; the text primary colour as accent): the app's
/// settings form (a scroll view of rows with separators), two toggle rows with subtitles,
/// two disclosure rows, the Support section's three coloured promotion cards, the Info
/// and Links sections and the app's version.
let cmSettings = HostedScreen(
    "cm-settings",
    origin: "criticalmaps/criticalmaps-ios CriticalMapsKit/Sources/SettingsFeature/SettingsView.swift, ViewComponents/SettingsForm.swift, "
        + "ViewComponents/SupportSettingsRow.swift, Styleguide (fonts, grid, colours at their light values); SettingsViewSnapshotTests; "
        + "the user settings' defaults (observation off, info view on) as literals; the cards' artwork and the app logo (the styleguide's image sets) read "
        + "from the fetched sources"
) {
    CMSettingsView()
        .environment(\.colorScheme, .light)
        .accentColor(CMColor.textPrimary)
}

/// The styleguide's colours, at their light values (the test draws the light appearance).
enum CMColor {
    static let brand500 = Color(red: 0xFF / 255, green: 0xD6 / 255, blue: 0x33 / 255)
    static let border = Color(red: 0xDA / 255, green: 0xDC / 255, blue: 0xE0 / 255)
    static let textPrimary = Color(red: 0x1A / 255, green: 0x1A / 255, blue: 0x1A / 255)
    static let textSilent = Color(red: 0x90 / 255, green: 0x93 / 255, blue: 0x99 / 255)
    static let githubRow = Color(red: 0x33 / 255, green: 0x2F / 255, blue: 0x38 / 255)
    static let translateRowBackground = Color(red: 0x17 / 255, green: 0x5C / 255, blue: 0xE5 / 255)
    static let cmInRowBackground = Color(red: 0x6A / 255, green: 0xDD / 255, blue: 0xB6 / 255)
}

/// The styleguide's fonts.
private extension Font {
    static let titleOne = Font.title2.weight(.medium)
    static let titleTwo = Font.subheadline.weight(.bold)
    static let bodyOne = Font.body.weight(.regular)
    static let bodyTwo = Font.subheadline.weight(.regular)
    static let headlineTwo = Font.title.weight(.bold)
}

/// The settings view.
private struct CMSettingsView: View {
    var body: some View {
        CMSettingsForm {
            Spacer(minLength: 28)
            VStack {
                CMSettingsRow {
                    observationModeRow
                }
                CMSettingsRow {
                    infoRow
                }
                CMSettingsSection(title: "") {
                    CMSettingsRow {
                        Button(
                            action: {},
                            label: {
                                HStack {
                                    Text("Event Settings") }
                                Spacer()
                                Image(systemName: "chevron.right")
                            }
                        )
                    }
                    CMSettingsRow {
                        Button(
                            action: {},
                            label: {
                                HStack {
                                    Text("Appearance")
                                    Spacer()
                                    Image(systemName: "chevron.right")
                                }
                            }
                        )
                    }
                }
                supportSection
                infoSection
                linksSection
                HStack {
                    appVersionAndBuildView
                    Spacer()
                }
            }
        }
        .navigationTitle("Settings")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(action: {}, label: {
                    Image(systemName: "xmark")
                        .font(Font.system(size: 22, weight: .medium))
                        .foregroundColor(CMColor.textPrimary)
                })
            }
        }
    }

    var observationModeRow: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text("Observation Mode")
                    .font(.titleOne)
                Text(ScreenProse.localized("settings.observationmode.detail"))
                    .foregroundColor(CMColor.textSilent)
                    .font(.bodyOne)
            }
            Spacer()
            Toggle(isOn: .constant(false), label: { EmptyView() })
                .labelsHidden()
        }
        .accessibilityElement(children: .combine)
    }

    var infoRow: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text("Show info view")
                    .font(.titleOne)
                Text(ScreenProse.literal(startingWith: "Show info toogle"))
                    .foregroundColor(CMColor.textSilent)
                    .font(.bodyOne)
            }
            Spacer()
            Toggle(isOn: .constant(true), label: { EmptyView() })
                .labelsHidden()
        }
        .accessibilityElement(children: .combine)
    }

    var supportSection: some View {
        CMSettingsSection(title: "Support") {
            VStack(alignment: .leading, spacing: 16) {
                CMSupportRow(
                    title: "Development",
                    subTitle: ScreenProse.localized("settings.opensource.detail"),
                    link: "View Repository",
                    foreground: .white,
                    background: CMColor.githubRow
                ) {
                    Image("gh-logo")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: 150, height: 150, alignment: .bottomTrailing)
                        .opacity(0.4)
                        .accessibilityHidden(true)
                }
                CMSupportRow(
                    title: "Translate",
                    subTitle: ScreenProse.localized("settings.translate.subtitle"),
                    link: "crowdin.com",
                    foreground: .white,
                    background: CMColor.translateRowBackground
                ) {
                    Image("translate")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: 135, height: 135, alignment: .bottomTrailing)
                        .accessibilityHidden(true)
                }
                CMSupportRow(
                    title: "Missing a mass?",
                    subTitle: ScreenProse.localized("settings.criticalMassDotIn.detail"),
                    link: "View Project",
                    foreground: CMColor.textPrimary,
                    background: CMColor.cmInRowBackground
                ) {
                    Image("cmDotIn-logo")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: 160, height: 160, alignment: .bottomTrailing)
                        .accessibilityHidden(true)
                }
            }
            .padding(.horizontal, 16)
        }
    }

    var linksSection: some View {
        CMSettingsSection(title: "Links") {
            ForEach(["Website", "Mastodon", "Privacy Policy"], id: \.self) { title in
                CMSettingsRow {
                    Button(action: {}, label: {
                        HStack {
                            Text(title)
                                .font(.titleOne)
                            Spacer()
                            Image(systemName: "arrow.up.right")
                                .font(.titleOne)
                                .accessibilityHidden(true)
                        }
                    })
                }
            }
        }
    }

    var infoSection: some View {
        CMSettingsSection(title: "Info") {
            CMSettingsNavigationLink {
                HStack(spacing: 8) {
                    Text("Rules")
                    Image(systemName: "exclamationmark.bubble")
                }
            }
            CMSettingsNavigationLink {
                Text("Acknowledgements")
            }
        }
    }

    var appVersionAndBuildView: some View {
        HStack(spacing: 16) {
            ZStack {
                RoundedRectangle(cornerRadius: 12.5)
                    .foregroundColor(.white)
                    .frame(width: 56, height: 56, alignment: .center)
                    .overlay(
                        RoundedRectangle(cornerRadius: 12.5)
                            .strokeBorder(CMColor.border, lineWidth: 1)
                    )
                Image("cmLogoC")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 48, height: 48, alignment: .center)
            }
            .accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text("Critical Maps")
                    .font(.titleTwo)
                    .foregroundColor(CMColor.textPrimary)
                Text("Version: 1.0+1")
                    .font(.bodyTwo)
                    .foregroundColor(CMColor.textSilent)
            }
            .accessibilityElement(children: .combine)
        }
        .padding(16)
    }
}

/// The app's `SettingsForm`: a scroll view in the form's font and switch tint.
private struct CMSettingsForm<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            content()
                .font(.titleOne)
                .toggleStyle(SwitchToggleStyle(tint: CMColor.brand500))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The app's `SettingsRow`: padded content over a one-point separator.
private struct CMSettingsRow<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            content()
                .padding(.vertical, 8)
                .padding(.horizontal, 16)
                .contentShape(Rectangle())
            Rectangle()
                .fill(CMColor.border)
                .frame(maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
                .accessibilityHidden(true)
        }
    }
}

/// The app's `SettingsSection`: a bold title, when it has one, over the content.
private struct CMSettingsSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            if !title.isEmpty {
                Text(title)
                    .font(.headlineTwo)
                    .padding([.leading, .bottom], 16)
                    .padding(.top, 24)
                    .accessibilityAddTraits(.isHeader)
            }
            content()
        }
    }
}

/// The app's `SettingsNavigationLink`: a settings row holding a navigation link with a
/// trailing chevron.
private struct CMSettingsNavigationLink<Label: View>: View {
    @ViewBuilder let title: () -> Label

    var body: some View {
        CMSettingsRow {
            NavigationLink(destination: { EmptyView() }, label: {
                HStack {
                    title()
                        .font(.titleOne)
                    Spacer()
                    Image(systemName: "chevron.forward")
                        .font(.titleOne)
                        .accessibilityHidden(true)
                }
            })
        }
    }
}

/// The app's `SupportSettingsRow`: a coloured card with a gradient, its artwork at the
/// bottom trailing corner, a title, a subtitle and a link button.
private struct CMSupportRow<Artwork: View>: View {
    let title: String
    let subTitle: String
    let link: String
    let foreground: Color
    let background: Color
    @ViewBuilder let artwork: () -> Artwork

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            artwork()
            VStack(alignment: .leading, spacing: 8) {
                Text(title)
                    .font(.titleOne)
                Text(subTitle)
                    .multilineTextAlignment(.leading)
                    .font(.bodyTwo)
                Button(action: {}, label: {
                    HStack {
                        Text(link)
                            .multilineTextAlignment(.leading)
                        Image(systemName: "arrow.up.right")
                    }
                    .shadow(color: foreground.opacity(0.15), radius: 4)
                    .font(.body.bold())
                    .padding(4)
                })
                .padding(.top, 2)
            }
            .accessibilityElement(children: .combine)
            .padding([.top, .bottom, .leading], 24)
            .padding(.trailing, 120)
            .foregroundColor(foreground)
            .frame(maxWidth: .infinity, minHeight: 150, alignment: .leading)
        }
        .background(
            background
                .overlay {
                    LinearGradient(colors: [.clear, .white.opacity(0.3)], startPoint: .topLeading, endPoint: .bottomTrailing)
                }
        )
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}
