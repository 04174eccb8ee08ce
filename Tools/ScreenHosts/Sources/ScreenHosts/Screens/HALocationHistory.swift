import ViewEngine

/// home-assistant/iOS's `LocationHistoryListView` with two entries, as its preview
/// configuration feeds it: in a `NavigationView`, an inline title and a Clear button over a
/// `Form` whose one section holds a nested `List` of navigation rows (date, update type).
let haLocationHistory = HostedScreen(
    "ha-location-history",
    origin: "home-assistant/iOS Sources/App/ClientEvents/LocationHistoryListView.swift and LocationHistoryEntryListItemView.swift; "
        + "LocationHistoryListViewSnapshot.test (its preview configuration 'w/ Locations', the date fixed at 1740766173); "
        + "the entries as literals; the key window's tint (haPrimary)",
    setUp: haKeyWindowTint
) {
    HALocationHistoryHost(entries: [
        HALocationHistoryEntry(date: "28/2/25, 7:09:33 PM", trigger: "Manual"),
        HALocationHistoryEntry(date: "28/2/25, 7:09:33 PM", trigger: "Periodic"),
    ])
}

/// The same view with no entries: its empty text in the section and no Clear button.
let haLocationHistoryEmpty = HostedScreen(
    "ha-location-history-empty",
    origin: "home-assistant/iOS Sources/App/ClientEvents/LocationHistoryListView.swift; "
        + "LocationHistoryListViewSnapshot.test (its preview configuration 'wo/ Locations'); the key window's tint (haPrimary)",
    setUp: haKeyWindowTint
) {
    HALocationHistoryHost(entries: [])
}

/// One location history entry as the row shows it.
private struct HALocationHistoryEntry: Hashable {
    let date: String
    let trigger: String
}

/// The preview's hosting: the list view in a `NavigationView`.
private struct HALocationHistoryHost: View {
    let entries: [HALocationHistoryEntry]

    var body: some View {
        NavigationView {
            HALocationHistoryList(entries: entries)
        }
    }
}

/// The list view: a form section with the entries, or the empty text.
private struct HALocationHistoryList: View {
    let entries: [HALocationHistoryEntry]

    var body: some View {
        Form {
            Section {
                if entries.isEmpty {
                    Text("No Location History")
                        .foregroundStyle(.secondary)
                } else {
                    List {
                        ForEach(entries, id: \.self) { entry in
                            NavigationLink {
                                EmptyView()
                            } label: {
                                VStack(alignment: .leading) {
                                    Text(entry.date)
                                        .foregroundStyle(.primary)
                                    Text(entry.trigger)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle("Location History")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                if !entries.isEmpty {
                    Button("Clear") {}
                }
            }
        }
    }
}
