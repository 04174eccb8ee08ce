import ViewEngine

/// home-assistant/iOS's `SensorRow` in a `List`, as its test hosts it: an enabled sensor
/// ("Sensor 1", state false) with its icon tinted by the accent colour, its name and its
/// state in a secondary subheadline.
let haSensorRow = HostedScreen(
    "ha-sensor-row",
    origin: "home-assistant/iOS Sources/App/Settings/Sensors/List/SensorRow.swift; SensorRow.test (the sensor as a literal); "
        + "the Material Design A/B icon (a 24-point template bitmap) stands as a 24-point placeholder image"
) {
    List {
        HASensorRowView(name: "Sensor 1", state: "false", icon: "abTestingIcon")
    }
}

/// The sensor row: icon, name and state.
private struct HASensorRowView: View {
    let name: String
    let state: String
    let icon: String

    var body: some View {
        HStack(spacing: 16) {
            Image(icon)
                .renderingMode(.template)
                .resizable()
                .frame(width: 24, height: 24)
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
