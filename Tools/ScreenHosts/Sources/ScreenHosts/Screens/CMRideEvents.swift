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

/// The ride event settings.
private struct CMRideEventsView: View {
    /// The ride types' titles, sorted as the state sorts them; all enabled.
    let rideTypes = ["Alleycat", "Critical Mass", "Dawn Ride", "Demonstration", "Dusk Ride",
                     "Event", "Kidical Mass", "Lunch Ride", "Night Ride", "Tour"]
    /// The search radii's titles; the first is selected.
    let radii = ["5 km", "10 km", "20 km"]
    let isEnabled = true

    var body: some View {
        CMSettingsStyleForm {
            Spacer(minLength: 28)

            CMSettingsStyleRow {
                Toggle(isOn: .constant(isEnabled), label: { Text("Event Notifications") })
            }

            ZStack(alignment: .top) {
                VStack {
                    CMSettingsStyleSection(title: "Event Types") {
                        ForEach(rideTypes, id: \.self) { title in
                            CMSettingsStyleRow {
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

                    CMSettingsStyleSection(title: "Event Search Radius") {
                        ForEach(radii, id: \.self) { radius in
                            CMSettingsStyleRow {
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
            .foregroundColor(CMColor.textPrimary)
            .disabled(!isEnabled)
        }
        .navigationBarTitle("Event Settings", displayMode: .inline)
    }
}
