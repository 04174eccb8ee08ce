import ViewEngine

/// criticalmaps/criticalmaps-ios's `RideEventSettingsView`, as its snapshot test hosts it
/// (no navigation container; notifications on, every ride type enabled, the 5 km radius):
/// the settings form with the notifications toggle row, then the Event Types section's
/// rows (sorted by title) and the Event Search Radius section's rows, each with a
/// checkmark circle.
let cmRideEvents = HostedScreen(
    "cm-ride-events",
    origin: "criticalmaps/criticalmaps-ios CriticalMapsKit/Sources/SettingsFeature/RideEventSettings/RideEventSettingsView.swift, "
        + "RideEventType.swift (RideEventTypeView), ViewComponents/SettingsForm.swift, Styleguide (fonts, grid, colours at their light values); "
        + "RideEventSettingsViewSnapshotTests (the settings as literals); the app's accessibleAnimation helper left out (no drawing)"
) {
    CMRideEventsView()
}

/// The styleguide's colours used here, at their light values.
private enum CMRideEventsColor {
    static let brand500 = Color(red: 0xFF / 255, green: 0xD6 / 255, blue: 0x33 / 255)
    static let border = Color(red: 0xDA / 255, green: 0xDC / 255, blue: 0xE0 / 255)
    static let textPrimary = Color(red: 0x1A / 255, green: 0x1A / 255, blue: 0x1A / 255)
}

/// The ride event settings.
private struct CMRideEventsView: View {
    /// The ride types' titles, sorted as the state sorts them; all enabled.
    let rideTypes = ["Alleycat", "Critical Mass", "Dawn Ride", "Demonstration", "Dusk Ride",
                     "Event", "Kidical Mass", "Lunch Ride", "Night Ride", "Tour"]
    /// The search radii's titles; the first is selected.
    let radii = ["5 km", "10 km", "20 km"]
    let isEnabled = true

    var body: some View {
        CMRideEventsForm {
            Spacer(minLength: 28)

            CMRideEventsRow {
                Toggle(isOn: .constant(isEnabled), label: { Text("Event Notifications") })
            }

            ZStack(alignment: .top) {
                VStack {
                    CMRideEventsSection(title: "Event Types") {
                        ForEach(rideTypes, id: \.self) { title in
                            CMRideEventsRow {
                                Button(action: {}, label: {
                                    HStack(spacing: 12) {
                                        Text(title)
                                            .padding(.vertical, 8)
                                        Spacer()
                                        Image(systemName: "checkmark.circle.fill")
                                    }
                                })
                            }
                        }
                    }

                    CMRideEventsSection(title: "Event Search Radius") {
                        ForEach(radii, id: \.self) { radius in
                            CMRideEventsRow {
                                Button(action: {}, label: {
                                    HStack(spacing: 12) {
                                        Text(radius)
                                            .padding(.vertical, 8)
                                        Spacer()
                                        if radius == radii[0] {
                                            Image(systemName: "checkmark.circle.fill")
                                        }
                                    }
                                    .accessibilityElement(children: .combine)
                                })
                            }
                        }
                    }
                }
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: isEnabled ? nil : 0)
                .clipped()
            }
            .foregroundColor(CMRideEventsColor.textPrimary)
            .disabled(!isEnabled)
        }
        .navigationBarTitle("Event Settings", displayMode: .inline)
    }
}

/// The app's `SettingsForm`: a scroll view in the form's font and switch tint.
private struct CMRideEventsForm<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            content()
                .font(Font.title2.weight(.medium))
                .toggleStyle(SwitchToggleStyle(tint: CMRideEventsColor.brand500))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The app's `SettingsRow`: padded content over a one-point separator.
private struct CMRideEventsRow<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            content()
                .padding(.vertical, 8)
                .padding(.horizontal, 16)
                .contentShape(Rectangle())
            Rectangle()
                .fill(CMRideEventsColor.border)
                .frame(maxWidth: .infinity, minHeight: 1, idealHeight: 1, maxHeight: 1)
                .accessibilityHidden(true)
        }
    }
}

/// The app's `SettingsSection`: a bold title over the content.
private struct CMRideEventsSection<Content: View>: View {
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
