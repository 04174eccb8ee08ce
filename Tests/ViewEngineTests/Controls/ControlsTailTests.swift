import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The controls' other initializers and the controls of the long tail: each is found by
/// its title where a tap, a toggle or a selection makes sense.
@MainActor
@Suite("Controls: label initializers, menus with a primary action, disclosure groups, color pickers, share links, gauges, unavailable content")
struct ControlsTailTests {
    struct Settings: View {
        let log: Log
        @State var vibrate = false
        @State var wifi = true
        var body: some View {
            VStack {
                Toggle(isOn: $vibrate) { Label("Vibrate", systemImage: "iphone.radiowaves.left.and.right") }
                Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
                Button("Add", systemImage: "plus") { log("add") }
                Button("Delete", systemImage: "trash", role: .destructive) { log("delete") }
            }
            .onChange(of: vibrate) { newValue in log("vibrate \(newValue)") }
        }
    }

    /// Apple's `Toggle(isOn:label:)`: "label: A view that describes the purpose of the
    /// toggle." Its text is the title the drivers use, as for a button with a label.
    @Test func labelledTogglesAndButtonsAreTitledByTheirLabelsText() throws {
        let log = Log()
        let host = TestHost(Settings(log: log))
        #expect(host.render() == """
            VStack
              Toggle "Vibrate" off
              Toggle "Wi-Fi" on
              Button "Add"
              Button "Delete" (destructive)
            """)
        host.toggle("Vibrate")
        host.toggle("Wi-Fi")
        host.tap("Add")
        host.tap("Delete")
        #expect(log.take() == ["vibrate true", "add", "delete"])
        #expect(host.render().contains(#"Toggle "Wi-Fi" off"#))
    }

    struct Bookmarks: View {
        let log: Log
        var body: some View {
            VStack {
                Menu {
                    Button("Add to Reading List") { log("reading list") }
                } label: {
                    Label("Add Bookmark", systemImage: "book")
                } primaryAction: {
                    log("bookmark")
                }
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("By name") { log("by name") }
                }
            }
        }
    }

    /// Apple's `Menu(content:label:primaryAction:)`: "primaryAction: The action to perform
    /// on primary interaction with the menu." — a tap; a long press opens the menu, as iOS
    /// does. A menu without one opens on a tap.
    @Test func aMenusPrimaryActionRunsOnATapAndALongPressOpensIt() throws {
        let log = Log()
        let host = TestHost(Bookmarks(log: log))
        host.tap("Add Bookmark")
        #expect(log.take() == ["bookmark"])
        #expect(!host.render().contains("(open)"))
        host.openMenu("Add Bookmark")
        host.tap("Add to Reading List")
        #expect(log.take() == ["reading list"])
        host.tap("Sort")
        #expect(host.render().contains(#"Menu "Sort" (open)"#))
        host.tap("By name")
        #expect(log.take() == ["by name"])
    }

    struct Advanced: View {
        let log: Log
        @State var debug = false
        @State var showsNetwork = false
        var body: some View {
            Form {
                DisclosureGroup("Advanced") {
                    Toggle("Debug", isOn: $debug)
                        .onAppear { log("debug appears") }
                        .onDisappear { log("debug disappears") }
                }
                DisclosureGroup("Network", isExpanded: $showsNetwork) { Text("Proxy") }
            }
            .onChange(of: showsNetwork) { newValue in log("showsNetwork \(newValue)") }
        }
    }

    /// Apple's `DisclosureGroup`: "A view that shows or hides another content view, based
    /// on the state of a disclosure control." The content is there only while expanded.
    @Test func aDisclosureGroupShowsItsContentWhileExpanded() throws {
        let log = Log()
        let host = TestHost(Advanced(log: log))
        #expect(host.render() == """
            Form
              DisclosureGroup "Advanced"
              DisclosureGroup "Network"
            """)
        host.tap("Advanced")
        #expect(log.take() == ["debug appears"])
        host.toggle("Debug")
        host.tap("Network")
        #expect(log.take() == ["showsNetwork true"])
        #expect(host.render() == """
            Form
              DisclosureGroup "Advanced" (expanded)
                Toggle "Debug" on
              DisclosureGroup "Network" (expanded)
                Text "Proxy"
            """)
        host.tap("Advanced")
        host.tap("Network")
        #expect(log.take() == ["debug disappears", "showsNetwork false"])
    }

    struct Theme: View {
        let log: Log
        @State var tint = Color.orange
        var body: some View {
            ColorPicker("Tint", selection: $tint)
                .onChange(of: tint) { newValue in log("tint \(newValue)") }
        }
    }

    /// A color picker offers the named system colors: choosing one writes it.
    @Test func aColorPickerTakesANamedColor() throws {
        let log = Log()
        let host = TestHost(Theme(log: log))
        #expect(host.render() == #"ColorPicker "Tint" = orange"#)
        host.select("blue", in: "Tint")
        #expect(log.take() == ["tint blue"])
        #expect(host.render() == #"ColorPicker "Tint" = blue"#)
        let error = try #require(throws: HostError.self) { try host.host.select("chartreuse", in: "Tint") }
        #expect(error.reason == .optionNotFound("chartreuse"))
    }

    struct Route: View {
        var body: some View {
            VStack {
                ShareLink(item: URL(string: "https://example.com/route")!, subject: Text("Route"), message: Text("See you there"))
                Gauge(value: 40, in: 0...100) { Text("Battery") } currentValueLabel: { Text("40%") }
            }
        }
    }

    /// A share link presents the share sheet, which the user's swipe dismisses.
    @Test func aShareLinkPresentsTheShareSheet() throws {
        let host = TestHost(Route())
        #expect(host.render() == """
            VStack
              ShareLink "Share" → https://example.com/route
              Gauge "Battery" 40% "40%"
            """)
        host.tap("Share")
        #expect(host.render() == """
            VStack
              ShareLink "Share" → https://example.com/route
              ShareSheet
                Text "Route"
                Text "See you there"
                Text "https://example.com/route"
              Gauge "Battery" 40% "40%"
            """)
        host.dismiss()
        #expect(!host.render().contains("ShareSheet"))
    }

    struct Inbox: View {
        let log: Log
        let query: String
        var body: some View {
            VStack {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray")
                } description: {
                    Text("New mail appears here.")
                } actions: {
                    Button("Refresh") { log("refresh") }
                }
                ContentUnavailableView.search(text: query)
            }
        }
    }

    /// `ContentUnavailableView`: its title, description and actions; the search form names
    /// the text.
    @Test func unavailableContentShowsItsLabelDescriptionAndActions() throws {
        let log = Log()
        let host = TestHost(Inbox(log: log, query: "tea"))
        #expect(host.render() == """
            VStack
              ContentUnavailableView "No Mail"
                Text "New mail appears here."
                Button "Refresh"
              ContentUnavailableView "No Results for “tea”"
                Text "Check the spelling or try a new search."
            """)
        host.tap("Refresh")
        #expect(log.take() == ["refresh"])
    }

    struct Login: View {
        let log: Log
        @State var username = ""
        @State var password = ""
        var body: some View {
            Form {
                TextField(text: $username, prompt: Text("Required")) { Text("Username") }
                SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
            }
            .onChange(of: username) { newValue in log("username \(newValue)") }
        }
    }

    /// Apple's `TextField(text:prompt:label:)`: "label: A view that describes the purpose
    /// of the text field." A `Text` label titles the field for the drivers.
    @Test func fieldsWithALabelViewAreTitledByItsText() throws {
        let log = Log()
        let host = TestHost(Login(log: log))
        host.type("ada", into: "Username")
        host.type("pw", into: "Password")
        #expect(log.take() == ["username a", "username ad", "username ada"])
        #expect(host.render() == """
            Form
              TextField "Username" = "ada"
              SecureField "Password" = "••"
            """)
    }
}
