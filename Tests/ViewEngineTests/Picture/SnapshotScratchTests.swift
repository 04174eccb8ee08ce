import Foundation
import Testing
import ViewEngine
import TestSupport

@MainActor
@Suite struct SnapshotScratchTests {
    struct Settings: View {
        @State var name = ""
        @State var on = true
        @State var alert = false
        @State var sheet = false
        var body: some View {
            NavigationStack {
                Form {
                    Section("Profile") {
                        TextField("Name", text: $name)
                        Toggle("Notifications", isOn: $on)
                    }
                    Section {
                        Button("Show alert") { alert = true }
                        Button("Delete", role: .destructive) { }
                    } footer: { Text("Deleting cannot be undone.") }
                }
                .navigationTitle("Settings")
                .toolbar { Button("Edit") { } }
                .alert("Sign out?", isPresented: $alert) { Button("Cancel", role: .cancel) { }; Button("Sign Out", role: .destructive) { } } message: { Text("You can sign in again at any time.") }
            }
        }
    }
    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }
                Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
    struct Sheet: View {
        @State var shown = true
        var body: some View {
            Text("Behind").sheet(isPresented: $shown) { VStack { Text("In the sheet"); Button("Done") { shown = false } } }
        }
    }
    @Test func scratch() throws {
        let settings = ViewHost(testing: Settings())
        try settings.snapshot().write(toFile: "/tmp/settings.svg", atomically: true, encoding: .utf8)
        print(settings.render(frames: true))
        try settings.tap("Show alert")
        try settings.snapshot().write(toFile: "/tmp/alert.svg", atomically: true, encoding: .utf8)
        let tabs = ViewHost(testing: Tabs())
        try tabs.snapshot().write(toFile: "/tmp/tabs.svg", atomically: true, encoding: .utf8)
        print(tabs.render(frames: true))
        let sheet = ViewHost(testing: Sheet())
        try sheet.snapshot().write(toFile: "/tmp/sheet.svg", atomically: true, encoding: .utf8)
        print(sheet.render(frames: true))
    }
}
