import ViewEngine

/// home-assistant/iOS's `AboutView`, as its test hosts it (no navigation container, so
/// its title is not shown): the Apple-like header card with the app's logo, name and
/// version, then sections of links, the acknowledgements' navigation row among them.
let haAbout = HostedScreen(
    "ha-about",
    origin: "home-assistant/iOS Sources/App/Settings/AboutViewController.swift (AboutView), Settings/Gestures/AppleLikeListTopRowHeader.swift; "
        + "AboutView.test; the version description as a literal; the logo (the Logo image set) read from the fetched sources; "
        + "the key window's tint (haPrimary)",
    setUp: haKeyWindowTint
) {
    HAAboutView()
}

/// The about list.
private struct HAAboutView: View {
    let link = URL(string: "https://www.home-assistant.io")!

    var body: some View {
        List {
            HAListTopHeader(title: "Home Assistant Companion", subtitle: "2025.4 (2025)") {
                Image("Logo")
                    .resizable()
                    .scaledToFit()
                    .frame(height: 100)
            }
            Section {
                Link("Join Beta", destination: link)
                NavigationLink(destination: EmptyView()) {
                    Text("Acknowledgements")
                }
                Link("Leave a review", destination: link)
                Link("Help localize the app!", destination: link)
            }
            Section {
                Link("Website", destination: link)
                Link("Forums", destination: link)
                Link("Chat", destination: link)
                Link("Documentation", destination: link)
            }
            Section {
                Link("Home Assistant on Twitter", destination: link)
                Link("Home Assistant on Facebook", destination: link)
            }
            Section {
                Link("GitHub", destination: link)
                Link("GitHub Issue Tracker", destination: link)
            }
        }
        .navigationTitle("About")
    }
}
