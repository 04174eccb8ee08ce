import ViewEngine

// bitwarden/authenticator-ios's settings screens
// (AuthenticatorShared/UI/Platform/Settings/Settings), as their snapshot tests draw them at
// the iPhone 13 configuration: the store's default state, the version "1.0.0 (1)".

/// The settings page: Data, Appearance, Help and About sections of rows, and the copyright
/// line; hosted without a navigation container, so its large title is not drawn.
let bitwardenSettings = HostedScreen("bwa-settings", origin: "bitwarden/authenticator-ios AuthenticatorShared/UI/Platform/Settings/Settings/SettingsView.swift; its view-render snapshot test (biometrics unavailable, no sync row)", setUp: bitwardenAppearances) {
    VStack(spacing: 0) {
        BitwardenSection(title: "Data", contentSpacing: 0) {
            VStack(spacing: 0) {
                BitwardenSettingsRow(name: "Import")
                BitwardenSettingsRow(name: "Export")
                BitwardenSettingsRow(name: "Backup", hasDivider: false)
            }
            .cornerRadius(10)
        }
        .padding(.bottom, 32)
        BitwardenSection(title: "Appearance") {
            VStack(alignment: .leading, spacing: 8) {
                BitwardenMenuRow(title: "Theme", selection: "Default (System)", options: ["Default (System)", "Light", "Dark"])
                    .cornerRadius(10)
                Text(ScreenProse.localized("ThemeDescription"))
                    .bitwardenStyle(.subheadline)
                    .foregroundColor(BitwardenPalette.textSecondary)
            }
        }
        .padding(.bottom, 32)
        BitwardenSection(title: "Help", contentSpacing: 0) {
            VStack(spacing: 0) {
                BitwardenSettingsRow(name: "Launch tutorial")
                BitwardenSettingsRow(name: "Bitwarden Help Center", hasDivider: false) { BitwardenRowIcon(symbol: "arrow.up.right.square") }
            }
            .cornerRadius(10)
        }
        .padding(.bottom, 32)
        BitwardenSection(title: "About", contentSpacing: 0) {
            VStack(spacing: 0) {
                BitwardenSettingsRow(name: "Privacy Policy") { BitwardenRowIcon(symbol: "arrow.up.right.square") }
                BitwardenSettingsRow(name: "Version: 1.0.0 (1)", hasDivider: false) { BitwardenRowIcon(symbol: "doc.on.doc") }
            }
            .cornerRadius(10)
        }
        .padding(.bottom, 16)
        Text("© Bitwarden Inc. 2015-2024")
            .bitwardenStyle(.caption2)
            .foregroundColor(BitwardenPalette.textSecondary)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
    }
    .cornerRadius(10)
    .bitwardenPage()
}

/// The language list in a navigation stack: one settings row per language, the current
/// (the system's) checked, an inline "Select language" title and a cancel item.
let bitwardenSelectLanguage = HostedScreen("bwa-select-language", origin: "bitwarden/authenticator-ios AuthenticatorShared/UI/Platform/Settings/Settings/SelectLanguage/SelectLanguageView.swift; its view-render snapshot test (navStackWrapped); the languages' names as Locale gives them, the first sixteen", setUp: bitwardenAppearances) {
    NavigationStack {
        VStack(spacing: 0) {
            let languages = ["Default (System)", "Afrikaans", "Беларуская", "Български", "Català", "Čeština", "Dansk", "Deutsch",
                             "Ελληνικά", "English", "English (United Kingdom)", "Esperanto", "Español", "Eesti", "فارسی", "Suomi"]
            ForEach(languages, id: \.self) { language in
                BitwardenSettingsRow(name: language, hasDivider: language != languages.last) {
                    if language == languages.first {
                        BitwardenRowIcon(symbol: "checkmark")
                    }
                }
            }
        }
        .background(BitwardenPalette.backgroundPrimary)
        .cornerRadius(10)
        .bitwardenPage()
        .navigationBarTitleDisplayMode(.inline)
        .navigationTitle("Select language")
        .toolbar { BitwardenCancelItem() }
    }
}

/// A file-format menu field over a tertiary button, hosted alone (its inline title and
/// cancel item not drawn without a navigation container).
private struct BitwardenTransferPage: View {
    /// The chosen format's name.
    let format: String
    /// The button's title.
    let action: String

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            BitwardenMenuField(title: "File format", selection: format, options: [format])
            Button(action) {}
                .buttonStyle(BitwardenTertiaryButtonStyle())
        }
        .bitwardenPage()
    }
}

/// The export page: the `.json` format and an "Export items" button.
let bitwardenExportItems = HostedScreen("bwa-export-items", origin: "bitwarden/authenticator-ios AuthenticatorShared/UI/Platform/Settings/Settings/ExportItems/ExportItemsView.swift; its snapshot test", setUp: bitwardenAppearances) {
    BitwardenTransferPage(format: ".json", action: "Export items")
}

/// The import page: the "Authenticator Export (JSON)" format and an "Import items" button.
let bitwardenImportItems = HostedScreen("bwa-import-items", origin: "bitwarden/authenticator-ios AuthenticatorShared/UI/Platform/Settings/Settings/ImportItems/ImportItemsView.swift; its snapshot test", setUp: bitwardenAppearances) {
    BitwardenTransferPage(format: "Authenticator Export (JSON)", action: "Import items")
}
