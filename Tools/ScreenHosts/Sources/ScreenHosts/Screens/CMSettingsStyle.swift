import ViewEngine

// The pieces of criticalmaps-ios's settings screens (CriticalMapsKit/Sources/SettingsFeature)
// that its appearance and ride-event settings share, written out as what they draw.

/// The app's `SettingsForm`: a scroll view in the form's font and switch tint.
struct CMSettingsStyleForm<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            content()
                .font(Font.title2.weight(.medium))
                .toggleStyle(SwitchToggleStyle(tint: CMColor.brand500))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The app's `SettingsRow`: padded content over a one-point separator.
struct CMSettingsStyleRow<Content: View>: View {
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

/// The app's `SettingsSection`: a bold title over the content.
struct CMSettingsStyleSection<Content: View>: View {
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
