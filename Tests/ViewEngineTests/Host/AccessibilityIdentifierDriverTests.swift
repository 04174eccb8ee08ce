import Foundation
import Testing
import ViewEngine
import TestSupport

/// A driver's title also finds a view by its `accessibilityIdentifier`, as UI tests do
/// (Rules: Host); a title that names two different views — by title, by
/// identifier or one of each — is ambiguous, and the error names each and what exists.
@MainActor
@Suite("Host: drivers find views by accessibilityIdentifier")
struct AccessibilityIdentifierDriverTests {
    struct Settings: View {
        let log: Log
        @State private var name = ""
        @State private var notifications = false
        @State private var count = 0
        @State private var volume = 0.0
        @State private var flavor = "Vanilla"
        @State private var tab = "home"
        @FocusState private var nameFocused: Bool
        var body: some View {
            TabView(selection: $tab) {
                VStack {
                    Button("Save") { log("save") }.accessibilityIdentifier("settings.save")
                    TextField("Your name", text: $name)
                        .focused($nameFocused)
                        .onSubmit { log("submitted \(name)") }
                        .accessibilityIdentifier("settings.name")
                    Toggle("Notifications", isOn: $notifications).accessibilityIdentifier("settings.notify")
                    Stepper("Count: \(count)", value: $count).accessibilityIdentifier("settings.count")
                    Slider(value: $volume, in: 0...10).accessibilityLabel("Volume").accessibilityIdentifier("settings.volume")
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                    .accessibilityIdentifier("settings.flavor")
                }
                .tabItem { Label("Home", systemImage: "house") }
                .tag("home")
                Text("About")
                    .tabItem { Label("About", systemImage: "info") }
                    .tag("about")
                    .accessibilityIdentifier("tab.about")
            }
            .onChange(of: name) { log("name \($0)") }
            .onChange(of: notifications) { log("notifications \($0)") }
            .onChange(of: count) { log("count \($0)") }
            .onChange(of: volume) { log("volume \($0)") }
            .onChange(of: flavor) { log("flavor \($0)") }
            .onChange(of: tab) { log("tab \($0)") }
        }
    }

    // accessibilityIdentifier(_:) "Uses the string you specify to identify the view.
    // Use this value for testing. It isn't visible to the user."
    @Test func everyTitledDriverFindsItsControlByIdentifier() throws {
        let log = Log()
        let host = ViewHost(testing: Settings(log: log))
        try host.tap("settings.save")
        try host.focus("settings.name")
        #expect(host.focusedField == "Your name")
        try host.type("Ada", into: "settings.name")
        try host.submit("settings.name")
        try host.toggle("settings.notify")
        try host.increment("settings.count")
        try host.decrement("settings.count")
        try host.slide("settings.volume", to: 4)
        try host.select("Mint", in: "settings.flavor")
        try host.select(tab: "tab.about")
        #expect(log.take() == [
            "save", "name A", "name Ad", "name Ada", "submitted Ada", "notifications true",
            "count 1", "count 0", "volume 4.0", "flavor Mint", "tab about",
        ])
    }

    struct Fruits: View {
        let log: Log
        @State private var fruits = ["Apple", "Banana", "Cherry"]
        @State private var offset = CGSize.zero
        var body: some View {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    HStack {
                        Text(fruit)
                        Button("Buy") { log("buy \(fruit)") }
                    }
                    .accessibilityIdentifier("row.\(fruit.lowercased())")
                }
                .onDelete { log("delete \(Array($0))"); fruits.remove(atOffsets: $0) }
                .onMove { log("move \(Array($0)) to \($1)"); fruits.move(fromOffsets: $0, toOffset: $1) }
                Text("Card")
                    .gesture(DragGesture().onEnded { log("dragged \($0.translation.width)") })
                    .accessibilityIdentifier("card")
            }
        }
    }

    // Rows and gesture targets are found by what they show; an identifier on or around
    // them is shown too. A scope names a region by an identifier as by a text.
    @Test func rowsGesturesAndScopesAreFoundByIdentifier() throws {
        let log = Log()
        let host = ViewHost(testing: Fruits(log: log))
        try host.tap("Buy", in: "row.banana")
        try host.within("row.cherry") { try host.tap("Buy") }
        try host.delete("row.apple")
        try host.move("row.cherry", to: 0)
        try host.drag("card", by: CGSize(width: 40, height: 0))
        #expect(log.take() == ["buy Banana", "buy Cherry", "delete [0]", "move [1] to 0", "dragged 40.0"])
    }

    struct Toolbar: View {
        let log: Log
        var body: some View {
            VStack {
                Button("Save") { log("save button") }
                Button("Done") { log("done button") }.accessibilityIdentifier("Save")
                VStack {
                    Button("Share") { log("share") }
                    Button("Export") { log("export") }.accessibilityIdentifier("export.inner")
                }
                .accessibilityIdentifier("group")
                HStack {
                    Button("A") { log("a") }
                    Button("B") { log("b") }
                }
                .accessibilityIdentifier("pair")
            }
        }
    }

    // "a title that matches two different views is ambiguous" (Rules: Host): one view titled
    // "Save", another identified "Save". The error names both and how each matched.
    @Test func aTitleThatNamesTwoViewsIsAmbiguousAndTheErrorNamesBoth() {
        let host = ViewHost(testing: Toolbar(log: Log()))
        let error = #expect(throws: HostError.self) { try host.tap("Save") }
        #expect(error?.reason == .ambiguous(count: 2))
        #expect(error?.matches == [#""Save""#, #""Done" (accessibilityIdentifier "Save")"#])
        #expect(error?.description == #"HostError: 2 Buttons answer to "Save" by title or accessibility identifier: "Save", "Done" (accessibilityIdentifier "Save"); a title must name one view to be driven. Buttons on screen: "Save", "Done", "Share", "Export", "A", "B". Their accessibility identifiers: "Save", "group", "export.inner", "pair"."#)
    }

    // An identifier on a container is its views' (each of them: "pair" names two
    // buttons, so it is ambiguous), but a view's own identifier is the innermost one:
    // "group" names only "Share", as "Export" has its own.
    @Test func theInnermostIdentifierIsAViewsOwn() throws {
        let log = Log()
        let host = ViewHost(testing: Toolbar(log: log))
        let error = #expect(throws: HostError.self) { try host.tap("pair") }
        #expect(error?.reason == .ambiguous(count: 2))
        #expect(error?.matches == [#""A" (accessibilityIdentifier "pair")"#, #""B" (accessibilityIdentifier "pair")"#])
        try host.tap("group")
        try host.tap("export.inner")
        #expect(log.take() == ["share", "export"])
    }

    // A title that is neither a title nor an identifier: the error lists both, and
    // suggests the identifier meant.
    @Test func aMissingTitleListsTheTitlesAndTheIdentifiers() {
        let host = ViewHost(testing: Toolbar(log: Log()))
        let error = #expect(throws: HostError.self) { try host.tap("export.iner") }
        #expect(error?.reason == .notFound)
        #expect(error?.suggestions == ["export.inner"])
        #expect(error?.availableIdentifiers == ["Save", "group", "export.inner", "pair"])
    }

    struct Changing: View {
        @State private var identifier = "first"
        @State private var shown = true
        var body: some View {
            VStack {
                Button("Rename") { identifier = "second" }.accessibilityIdentifier(identifier)
                if shown { Button("Hide") { shown = false }.accessibilityIdentifier("hide") }
            }
        }
    }

    // The identifier is the view's latest; a view that left the screen takes it along.
    @Test func anIdentifierFollowsItsViewsUpdatesAndDisappearance() throws {
        let host = ViewHost(testing: Changing())
        try host.tap("first")
        #expect(throws: HostError.self) { try host.tap("first") }
        try host.tap("second")
        try host.tap("hide")
        let error = #expect(throws: HostError.self) { try host.tap("hide") }
        #expect(error?.reason == .notFound)
        #expect(error?.availableIdentifiers == ["second"])
    }
}
