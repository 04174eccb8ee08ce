import ViewEngine

/// home-assistant/iOS's `SensorRow` in a `List`, as its test hosts it: an enabled sensor
/// ("Sensor 1", state false) with its icon tinted by the accent colour, its name and its
/// state in a secondary subheadline.
let haSensorRow = HostedScreen(
    "ha-sensor-row",
    origin: "home-assistant/iOS Sources/App/Settings/Sensors/List/SensorRow.swift; SensorRow.test (the sensor as a literal); "
        + "the A/B icon as Shared/Iconic/IconDrawable+Settings.swift's settingsIcon makes it (image(ofSize: 24 × 24, color: .black) "
        + "as a template), from the fetched font (ScreenGlyphs)",
    glyphs: [haSensorIcon]
) {
    List {
        HASensorRowView(name: "Sensor 1", state: "false", icon: haSensorIcon.imageName)
    }
}

/// The sensor's icon: `MaterialDesignIcons.abTestingIcon.settingsIcon(for:)`, a 24-point image
/// of the glyph in black, made a template.
private let haSensorIcon = ScreenGlyph("abTestingIcon", width: 24, height: 24, color: "#000000", isTemplate: true)

/// The sensor row: icon, name and state.
private struct HASensorRowView: View {
    let name: String
    let state: String
    let icon: String

    var body: some View {
        HStack(spacing: 16) {
            Image(icon)
                .renderingMode(.template)
                .foregroundColor(.accentColor)
            VStack(alignment: .leading) {
                Text(name)
                    .foregroundColor(.primary)
                Text(state)
                    .foregroundColor(.secondary)
                    .font(.subheadline)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
