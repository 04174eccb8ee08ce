import Foundation
import Testing
import ViewEngine
import ViewEngineTesting

/// Every driver of controls, presentation and navigation has its `TestHost` twin, which
/// reports a failure as an `Issue` at its own line.
@MainActor
@Suite("TestHost drivers of controls, presentation and navigation", .takesIssuesCausedOnPurpose)
struct ControlDriverTests {
    struct Kitchen: View {
        @State var theme = "Light"
        @State var quantity = 1
        @State var volume = 0.0
        @State var due = Date(timeIntervalSince1970: 0)
        @State var email = ""
        @State var query = ""
        @State var events: [String] = []
        @State var isShowing = false
        @State var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                    Stepper("Quantity", value: $quantity, in: 0...3)
                    Slider(value: $volume) { Text("Volume") }
                    DatePicker("Due", selection: $due)
                    TextField("Email", text: $email)
                        .onSubmit { events.append("submit") }
                    Menu("More") { Button("Log") { events.append("menu") } }
                    Text("Photo")
                        .onTapGesture(count: 2) { events.append("double tap") }
                        .onLongPressGesture { events.append("long press") }
                    HStack { Text("Row 1"); Button("Delete") { events.append("delete 1") } }
                    HStack { Text("Row 2"); Button("Delete") { events.append("delete 2") } }
                    Button("Show") { isShowing = true }
                    NavigationLink("Next", value: 1)
                    Text(events.joined(separator: ", "))
                }
                .searchable(text: $query)
                .refreshable { events.append("refreshed") }
                .sheet(isPresented: $isShowing) { Text("sheet") }
                .navigationDestination(for: Int.self) { Text("page \($0)") }
            }
        }
    }

    @Test func everyDriverHasItsTwin() async {
        let host = TestHost(Kitchen())
        host.select("Dark", in: "Theme")
        host.increment("Quantity")
        host.decrement("Quantity")
        host.slide("Volume", to: 0.5)
        host.select(Date(timeIntervalSince1970: 60), in: "Due")
        host.type("a@b.c", into: "Email")
        host.submit("Email")
        host.search("tea")
        host.openMenu("More")
        host.tap("Log")
        host.tapGesture("Photo", count: 2)
        host.longPress("Photo")
        host.tap("Delete", in: "Row 2")
        host.within("Row 1") { host.tap("Delete") }
        await host.refresh()
        host.tap("Show")
        host.dismiss()
        host.tap("Next")
        host.back()
        let render = host.render()
        #expect(render.contains(#"Picker "Theme" = "Dark""#))
        #expect(render.contains(#"Stepper "Quantity" = 1"#))
        #expect(render.contains(#"Slider "Volume" = 0.5"#))
        #expect(render.contains(#"DatePicker "Due" = 1970-01-01T00:01:00Z"#))
        #expect(render.contains(#"SearchField "Search" = "tea""#))
        #expect(render.contains(#"Text "submit, menu, double tap, long press, delete 2, delete 1, refreshed""#))
        #expect(render.hasPrefix("NavigationStack\n"))
    }

    @Test func aFailingDriverIsAnIssueAtItsLine() {
        let host = TestHost(Kitchen())
        host.increment("Quantity")
        host.increment("Quantity")
        let line = #line + 2
        let atTheTop = issues {
            host.increment("Quantity")             // at 3, the top of 0...3
        }
        #expect(atTheTop.map(\.located) == [
            "ControlDriverTests.swift:\(line): HostError: the Stepper titled \"Quantity\" cannot take 4: its range is 0...3, so nothing was done.",
        ])
        #expect(atTheTop.map { ($0.error as? HostError)?.reason } == [.outOfRange(value: "4", range: "0...3")])
        let backLine = #line + 2
        let atTheRoot = issues {
            host.back()
        }
        #expect(atTheRoot.map(\.located) == [
            "ControlDriverTests.swift:\(backLine): HostError: nothing to go back from: the navigation stack on screen shows its root view.",
        ])
        #expect(atTheRoot.map { ($0.error as? HostError)?.reason } == [.nothingToPop])
    }

    struct Login: View {
        @FocusState var focused: Bool
        @State var email = ""
        var body: some View {
            VStack {
                TextField("Email", text: $email).focused($focused)
                Text(focused ? "focused" : "not focused")
            }
        }
    }

    @Test func focusAndUnfocusHaveTheirTwins() {
        let host = TestHost(Login())
        host.focus("Email")
        #expect(host.host.focusedField == "Email")
        #expect(host.render().hasSuffix(#"Text "focused""#))
        host.unfocus()
        #expect(host.host.focusedField == nil)
        #expect(host.render().hasSuffix(#"Text "not focused""#))
        let line = #line + 2
        let recorded = issues {
            host.focus("Password")
        }
        #expect(recorded.map(\.located) == [
            #"ControlDriverTests.swift:\#(line): HostError: no TextField titled "Password". TextFields on screen: "Email"."#,
        ])
    }
}
