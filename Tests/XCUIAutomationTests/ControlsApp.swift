// A second app, launched with XCUIApplication(application:): tabs, an alert and a dialog,
// pickers, a slider and rows with swipe actions.
import ViewEngine
import Foundation

struct ControlsApp: App {
    var body: some Scene {
        WindowGroup { ControlsView() }
    }
}

struct ControlsView: View {
    @State private var status = "Idle"
    @State private var confirming = false
    @State private var sharing = false
    @State private var size = "Small"
    @State private var volume = 0.0
    @State private var rows = ["Alpha", "Beta"]
    @Environment(\.scenePhase) private var phase

    var body: some View {
        TabView {
            VStack {
                Text(status).accessibilityIdentifier("status")
                Button("Delete all") { confirming = true }
                Button("Share") { sharing = true }
                Picker("Size", selection: $size) {
                    Text("Small").tag("Small")
                    Text("Large").tag("Large")
                }
                .pickerStyle(.segmented)
                Picker("Wheel size", selection: $size) {
                    Text("Small").tag("Small")
                    Text("Large").tag("Large")
                }
                .pickerStyle(.wheel)
                Slider(value: $volume).accessibilityIdentifier("volume")
                List {
                    ForEach(rows, id: \.self) { row in
                        Text(row).swipeActions { Button("Remove", role: .destructive) { rows.removeAll { $0 == row } } }
                    }
                }
            }
            .alert("Delete everything?", isPresented: $confirming) {
                Button("Delete", role: .destructive) { status = "Deleted" }
                Button("Cancel", role: .cancel) { status = "Kept" }
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog("Share", isPresented: $sharing, titleVisibility: .visible) {
                Button("Copy link") { status = "Copied" }
            }
            .onChange(of: phase) { newPhase in
                status = newPhase == .background ? "In the background" : newPhase == .active ? "Active" : "Inactive"
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("Second tab")
                .tabItem { Label("Other", systemImage: "gear") }
        }
    }
}
