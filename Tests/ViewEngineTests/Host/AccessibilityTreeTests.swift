import Foundation
import Testing
@testable import ViewEngine

/// The accessibility tree iOS builds from SwiftUI views, as XCUITest reads it (Rules:
/// Host, "The accessibility tree"; Accessibility/AccessibilityTree.swift gives the model).
@MainActor
@Suite("Host: the accessibility tree")
struct AccessibilityTreeTests {
    struct Settings: View {
        @State private var name = ""
        @State private var on = true
        @State private var volume = 0.25
        @State private var count = 2
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Profile")
                    TextField("Name", text: $name)
                    SecureField("Password", text: .constant("abc"))
                    Toggle("Wi-Fi", isOn: $on)
                    Slider(value: $volume)
                    Stepper("Count", value: $count)
                    Button { } label: { Image(systemName: "gear"); Text("Options") }
                        .accessibilityIdentifier("options")
                    Button("Save") { }.disabled(true)
                    HStack { Text("A"); Text("B") }.accessibilityElement(children: .combine)
                    VStack { Text("Inner") }.accessibilityElement(children: .contain).accessibilityIdentifier("box")
                    Text("Secret").accessibilityHidden(true)
                    Text("42").accessibilityLabel("Answer").accessibilityValue("forty-two")
                }
                .navigationTitle("Settings")
                .toolbar { Button("Done") { } }
            }
        }
    }

    /// "A Text is a static text, a control one element whose label is its title" (the
    /// model): a switch's value is "0"/"1", a field's its text or prompt, a secure field's
    /// bullets, a slider's a percent; `accessibilityElement(children: .combine)` joins the
    /// labels with ", "; `.contain` makes a container; `accessibilityHidden(true)` leaves
    /// the tree; `accessibilityLabel`/`accessibilityValue` replace what a text reads.
    @Test func eachViewIsTheElementIOSMakesOfIt() {
        let host = ViewHost(Settings())
        let lines = host.accessibilityTree.description.split(separator: "\n").map(String.init)
        #expect(lines == [
            "application \"\"",
            "  navigationBar \"\" id=\"Settings\"",
            "    staticText \"Settings\"",
            "    button \"Done\"",
            "  staticText \"Profile\"",
            "  textField \"Name\" value=\"Name\"",
            "  secureTextField \"Password\" value=\"•••\"",
            "  switch \"Wi-Fi\" value=\"1\"",
            "  slider \"\" value=\"25%\"",
            "  stepper \"Count\"",
            "    button \"Decrement\"",
            "    button \"Increment\"",
            "  button \"Options\" id=\"options\"",
            "  button \"Save\" disabled",
            "  other \"A, B\"",
            "  other \"\" id=\"box\"",
            "    staticText \"Inner\"",
            "  staticText \"Answer\" value=\"forty-two\"",
        ], "\(lines.joined(separator: "\n"))")
    }

    /// "A List is a collection view whose rows are cells", each holding its row's elements.
    @Test func aListsRowsAreCells() {
        struct Rows: View {
            var body: some View {
                List {
                    Text("One")
                    HStack { Text("Two"); Toggle("On", isOn: .constant(false)) }
                }
            }
        }
        let tree = ViewHost(Rows()).accessibilityTree
        #expect(tree.description == """
            application ""
              collectionView ""
                cell ""
                  staticText "One"
                cell ""
                  staticText "Two"
                  switch "On" value="0"
            """)
        let cells = tree.children[0].children
        #expect(cells.count == 2)
        // Each cell is its whole row: one under the other, at least iOS's 44-point row.
        #expect(abs(cells[0].frame.maxY - cells[1].frame.minY) < 0.01)
        #expect(cells.map { $0.frame.height >= 44 } == [true, true])
    }

    /// Rows a `ForEach` makes are cells too, with `onDelete` (their swipe to delete) and
    /// with `accessibilityElement()` making a row one element (SimpleScores' rows, issue 86).
    @Test func rowsOfAForEachWithDeleteAreCells() {
        struct Rows: View {
            @State var names = ["Ann", "Bo"]
            var body: some View {
                List {
                    ForEach(names, id: \.self) { name in
                        HStack { Text(name); Button("+") { } }
                            .accessibilityElement()
                            .accessibilityLabel(name)
                    }
                    .onDelete { names.remove(atOffsets: $0) }
                    Button("Add Player") { names.append("New") }
                }
            }
        }
        let tree = ViewHost(Rows()).accessibilityTree
        #expect(tree.description == """
            application ""
              collectionView ""
                cell ""
                  other "Ann"
                cell ""
                  other "Bo"
                cell ""
                  button "Add Player"
            """)
    }

    /// A `NavigationView`'s bar has the title and the toolbar's items of the view it shows,
    /// through modifiers that only record an appearance and through an alert's presenter;
    /// the alert is an element of its own (SimpleScores' screen, issue 86).
    @Test func aNavigationViewsBarHasItsTitleAndItemsThroughStyles() {
        struct Screen: View {
            var body: some View {
                NavigationView {
                    List { Text("Row") }
                        .toolbar {
                            ToolbarItem(placement: .navigationBarTrailing) { Button("Remove All") { } }
                        }
                        .alert("Delete all players?", isPresented: .constant(true)) {
                            Button("Delete", role: .destructive) { }
                        }
                        .navigationTitle("SimpleScores")
                        .listStyle(.plain)
                        .buttonStyle(.plain)
                }
                .navigationViewStyle(.stack)
            }
        }
        let tree = ViewHost(Screen()).accessibilityTree
        #expect(tree.description == """
            application ""
              navigationBar "" id="SimpleScores"
                staticText "SimpleScores"
                button "Remove All"
              collectionView ""
                cell ""
                  staticText "Row"
              alert "Delete all players?" id="Delete all players?"
                staticText "Delete all players?"
                button "Delete"
            """)
    }

    /// A spinning `ProgressView` is an activity indicator, a determinate one a progress
    /// indicator whose value is its percent (OnlineStoreMV's UI tests wait for
    /// `app.activityIndicators["progressViewProductList"]`, issue 86).
    @Test func progressViewsAreIndicators() {
        struct Loading: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        ProgressView().accessibilityIdentifier("spinner")
                        ProgressView("Upload", value: 0.25)
                    }
                    .navigationTitle("Products")
                }
            }
        }
        let tree = ViewHost(Loading()).accessibilityTree
        #expect(tree.description == """
            application ""
              navigationBar "" id="Products"
                staticText "Products"
              activityIndicator "" id="spinner"
              progressIndicator "Upload" value="25%"
            """)
    }

    /// "A TabView shows its selected tab's elements, then a tab bar of one button per tab";
    /// "an alert is an alert element, identified by its title, holding its title and
    /// message and its buttons where they are drawn"; pickers by their look.
    @Test func tabsAlertsAndPickers() {
        struct Screen: View {
            @State private var size = "S"
            var body: some View {
                TabView {
                    VStack {
                        Picker("Size", selection: $size) { Text("S").tag("S"); Text("L").tag("L") }.pickerStyle(.segmented)
                        Picker("Wheel", selection: $size) { Text("S").tag("S"); Text("L").tag("L") }.pickerStyle(.wheel)
                        Picker("Menu", selection: $size) { Text("S").tag("S"); Text("L").tag("L") }
                        ScrollView { Text("Inside") }
                    }
                    .tabItem { Label("Home", systemImage: "house") }
                    // The tab item's label's identifier is its tab bar button's, as iOS gives it.
                    Text("Away").tabItem { Label("Other", systemImage: "gear").accessibilityIdentifier("otherTab") }
                }
                .alert("Sure?", isPresented: .constant(true)) { Button("OK") {} } message: { Text("Really.") }
            }
        }
        let tree = ViewHost(Screen()).accessibilityTree
        #expect(tree.description == """
            application ""
              segmentedControl "Size"
                button "S"
                button "L"
              picker "Wheel"
                pickerWheel "Wheel" value="S"
              button "Menu" value="S"
              scrollView ""
                staticText "Inside"
              tabBar "Tab Bar"
                button "Home"
                button "Other" id="otherTab"
              alert "Sure?" id="Sure?"
                staticText "Sure?"
                staticText "Really."
                button "OK"
            """)
        let descendants = tree.children.flatMap { [$0] + $0.children }
        #expect(descendants.filter(\.isSelected).map(\.label) == ["S", "Home"])
    }
}

extension AccessibilityTreeTests {
    /// `accessibilityRepresentation(representation:)`: "Replaces one or more accessibility
    /// elements for this view with new accessibility elements" — the view is drawn as
    /// itself (a circle, no slider in the picture, no text "Volume" to find), and its
    /// element is the representation's: a slider "Volume" whose value is the bound 25 %,
    /// at the circle's frame; a representation's own `accessibilityLabel` is read.
    @Test func aRepresentationReplacesTheViewsElements() throws {
        struct Screen: View {
            @State private var volume = 0.25
            var body: some View {
                VStack {
                    Circle().fill(.blue).frame(width: 60, height: 60)
                        .accessibilityRepresentation { Slider(value: $volume) { Text("Volume") } }
                    Text("★★★").accessibilityRepresentation { Text("3").accessibilityLabel("Rating: 3 stars") }
                }
            }
        }
        let host = ViewHost(Screen())
        let tree = host.accessibilityTree
        let lines = tree.description.split(separator: "\n").map(String.init)
        #expect(lines == ["application \"\"", "  slider \"Volume\" value=\"25%\"", "  staticText \"Rating: 3 stars\""], "\(lines)")
        let slider = try #require(tree.children.first)
        #expect(slider.frame.size == CGSize(width: 60, height: 60) && slider.frame.minX == (393 - 60) / 2, "\(slider.frame)")
        let svg = host.snapshot()
        #expect(svg.contains("<circle") || svg.contains("Circle"))
        #expect(!svg.contains("Slider") && !svg.contains(">3<") && svg.contains("★★★"))
        #expect(throws: HostError.self) { try host.frame(of: "Volume") }
    }

    /// The same with a toggle, as a custom switch represents itself: "Replaces one or more
    /// accessibility elements for this view with new accessibility elements" — the capsule
    /// is a switch "Wi-Fi" whose value is the bound state, and the value follows the state
    /// when the capsule's own tap gesture changes it.
    @Test func aCustomSwitchRepresentedByAToggleIsThatToggle() throws {
        struct WiFiSwitch: View {
            @Binding var isOn: Bool
            var body: some View {
                Capsule().fill(isOn ? Color.green : Color.gray).frame(width: 51, height: 31)
                    .onTapGesture { isOn.toggle() }
            }
        }
        struct Screen: View {
            @State private var isOn = true
            var body: some View {
                WiFiSwitch(isOn: $isOn)
                    .accessibilityRepresentation { Toggle("Wi-Fi", isOn: $isOn) }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.accessibilityTree.description == "application \"\"\n  switch \"Wi-Fi\" value=\"1\"")
        let element = try #require(host.accessibilityTree.children.first)
        #expect(element.frame.size == CGSize(width: 51, height: 31))
        try host.tap(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
        #expect(host.accessibilityTree.description == "application \"\"\n  switch \"Wi-Fi\" value=\"0\"")
        #expect(!host.snapshot().contains("Wi-Fi"))
    }
}

extension AccessibilityTreeTests {
    /// A button "uses its label's accessibility": an `accessibilityLabel` on the image a
    /// button shows (a toolbar's plus) is the button's label, and an identifier on its text
    /// is the button's identifier, as XCUITest finds them on iOS.
    @Test("a button's element takes the accessibility label and identifier set inside its label")
    func aButtonTakesItsLabelsAccessibility() {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    Button { } label: { Text("Save").accessibilityIdentifier("saveButton") }
                        .navigationTitle("Items")
                        .toolbar {
                            Button { } label: { Image(systemName: "plus").accessibilityLabel("createItem") }
                        }
                }
            }
        }
        let tree = ViewHost(Screen()).accessibilityTree
        #expect(tree.description == """
            application ""
              navigationBar "" id="Items"
                staticText "Items"
                button "createItem"
              button "Save" id="saveButton"
            """)
    }
}

extension AccessibilityTreeTests {
    /// A `Label`'s icon and title are two elements: an unavailable content view's image is
    /// found as `app.images["errorCloud"]` (OnlineStoreMV's UI tests), its title as a text.
    @Test("a label's image is an image element beside its title's text")
    func aLabelsImageIsAnImageElement() {
        struct Screen: View {
            var body: some View {
                ContentUnavailableView("No connection", image: "errorCloud", description: Text("Try again later."))
            }
        }
        let tree = ViewHost(Screen()).accessibilityTree
        #expect(tree.children.map(\.role) == [.staticText, .image, .staticText])
        #expect(tree.children.map(\.label) == ["No connection", "errorCloud", "Try again later."])
        // Under a navigation bar too, where the bar's collector walks the content: an image
        // is an element there as everywhere.
        struct Titled: View {
            var body: some View {
                NavigationStack { Screen().navigationTitle("Products") }
            }
        }
        let titled = ViewHost(Titled()).accessibilityTree
        #expect(titled.children.dropFirst().map(\.label) == ["No connection", "errorCloud", "Try again later."])
    }
}
