import Foundation
import ViewEngine

/// The gallery's views (ViewEngine.docc/Gallery.md): one small screen per family of
/// controls, each control in the states and styles iOS 17 draws it in, as an app would
/// put them on an iPhone's screen. `GalleryTests` draws each, light and dark.
enum Gallery {
    /// A screen of the gallery: its name (the pictures' files are `gallery-NAME-light.svg`
    /// and `gallery-NAME-dark.svg`), the window's height, and the view.
    struct Screen {
        let name: String
        let height: CGFloat
        let view: AnyView
    }

    /// The screens, in the article's order.
    @MainActor static var screens: [Screen] {
        [
            Screen(name: "buttons", height: 620, view: AnyView(Buttons())),
            Screen(name: "toggles", height: 420, view: AnyView(Toggles())),
            Screen(name: "steppers-sliders", height: 520, view: AnyView(SteppersAndSliders())),
            Screen(name: "pickers", height: 900, view: AnyView(Pickers())),
            Screen(name: "date-pickers", height: 880, view: AnyView(DatePickers())),
            Screen(name: "progress", height: 520, view: AnyView(Progress())),
            Screen(name: "text-fields", height: 380, view: AnyView(TextFields())),
            Screen(name: "labels-links-menus", height: 500, view: AnyView(LabelsLinksAndMenus())),
            Screen(name: "list", height: 640, view: AnyView(Sections())),
            Screen(name: "group-boxes", height: 420, view: AnyView(GroupBoxes())),
            Screen(name: "bars", height: 852, view: AnyView(Bars())),
            Screen(name: "pushed", height: 300, view: AnyView(Pushed())),
            Screen(name: "split-sidebar", height: 420, view: AnyView(Split(selected: nil))),
            Screen(name: "split-detail", height: 420, view: AnyView(Split(selected: "Drafts"))),
        ]
    }

    /// A fixed day, 15 January 2027 at 13:30 UTC, so that the date pickers draw the same picture every run.
    static let day = Date(timeIntervalSince1970: 1_800_019_800)

    /// Buttons in each style, role and control size, on the window's background.
    struct Buttons: View {
        var body: some View {
            VStack(spacing: 16) {
                HStack(spacing: 20) {
                    Button("Automatic") {}
                    Button("Borderless") {}.buttonStyle(.borderless)
                    Button("Plain") {}.buttonStyle(.plain)
                }
                HStack(spacing: 12) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                }
                HStack(spacing: 12) {
                    Button("Delete", role: .destructive) {}
                    Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                    Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
                }
                ForEach([ControlSize.mini, .small, .regular, .large, .extraLarge], id: \.self) { size in
                    HStack(spacing: 12) {
                        Button("\(size)") {}.buttonStyle(.bordered)
                        Button("\(size)") {}.buttonStyle(.borderedProminent)
                    }
                    .controlSize(size)
                }
                HStack(spacing: 12) {
                    Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Button("Radius 2") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
                }
                Button("Tinted orange") {}.buttonStyle(.borderedProminent).tint(.orange)
            }
        }
    }

    /// Toggles on and off, disabled, tinted, and in the button style.
    struct Toggles: View {
        var body: some View {
            Form {
                Section("Switches") {
                    Toggle("On", isOn: .constant(true))
                    Toggle("Off", isOn: .constant(false))
                    Toggle("Disabled", isOn: .constant(true)).disabled(true)
                    Toggle("Tinted", isOn: .constant(true)).tint(.orange)
                }
                Section("Button style") {
                    HStack {
                        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                        Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                    }
                }
            }
        }
    }

    /// Steppers (at a bound and between) and sliders (with a step, tinted, disabled).
    struct SteppersAndSliders: View {
        var body: some View {
            Form {
                Section("Steppers") {
                    Stepper("Quantity: 3", value: .constant(3), in: 0...10)
                    Stepper("At the lower bound: 0", value: .constant(0), in: 0...10)
                    Stepper("At the upper bound: 10", value: .constant(10), in: 0...10)
                }
                Section("Sliders") {
                    Slider(value: .constant(0.4)) { Text("Volume") }
                    Slider(value: .constant(7), in: 0...10, step: 1) { Text("Stepped") }
                    Slider(value: .constant(0.8)) { Text("Tinted") }.tint(.orange)
                    Slider(value: .constant(0.25)) { Text("Disabled") }.disabled(true)
                }
            }
        }
    }

    /// A picker in each style: menu (the default), segmented, inline, wheel, navigation link.
    struct Pickers: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section("Menu") {
                        Picker("Flavor", selection: .constant("Vanilla")) {
                            Text("Vanilla").tag("Vanilla")
                            Text("Mint").tag("Mint")
                        }
                    }
                    Section("Segmented") {
                        Picker("Size", selection: .constant("M")) {
                            Text("S").tag("S")
                            Text("M").tag("M")
                            Text("L").tag("L")
                        }
                        .pickerStyle(.segmented)
                    }
                    Section("Inline") {
                        Picker("Topping", selection: .constant("Honey")) {
                            Text("None").tag("None")
                            Text("Honey").tag("Honey")
                            Text("Lemon").tag("Lemon")
                        }
                        .pickerStyle(.inline)
                    }
                    Section("Wheel") {
                        Picker("Strength", selection: .constant(3)) {
                            ForEach(1...5, id: \.self) { Text("Level \($0)").tag($0) }
                        }
                        .pickerStyle(.wheel)
                    }
                    Section("Navigation link") {
                        Picker("Cup", selection: .constant("Mug")) {
                            Text("Mug").tag("Mug")
                            Text("Glass").tag("Glass")
                        }
                        .pickerStyle(.navigationLink)
                    }
                }
                .navigationTitle("Pickers")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    /// Date pickers: compact (date and time, date only), graphical, wheel.
    struct DatePickers: View {
        var body: some View {
            Form {
                Section("Compact") {
                    DatePicker("Due", selection: .constant(Gallery.day))
                    DatePicker("Day", selection: .constant(Gallery.day), displayedComponents: .date)
                }
                Section("Graphical") {
                    DatePicker("Calendar", selection: .constant(Gallery.day), displayedComponents: .date)
                        .datePickerStyle(.graphical)
                }
                Section("Wheel") {
                    DatePicker("Time", selection: .constant(Gallery.day), displayedComponents: .hourAndMinute)
                        .datePickerStyle(.wheel)
                }
            }
        }
    }

    /// Progress views (determinate, indeterminate, tinted) and gauges.
    struct Progress: View {
        var body: some View {
            Form {
                Section("Progress") {
                    ProgressView(value: 0.6) { Text("Downloading") }
                    ProgressView(value: 0.3) { Text("Tinted") }.tint(.orange)
                    ProgressView()
                    ProgressView("Loading")
                }
                Section("Gauges") {
                    Gauge(value: 7, in: 0...10) { Text("Battery") } currentValueLabel: { Text("70 %") }
                    Gauge(value: 0.25) { Text("Storage") }
                }
            }
        }
    }

    /// Text fields in each style, filled and empty, and a secure field.
    struct TextFields: View {
        var body: some View {
            VStack(spacing: 0) {
                Form {
                    Section("In a form") {
                        TextField("Name", text: .constant("Tea"))
                        TextField("Email", text: .constant(""))
                        SecureField("Password", text: .constant("sencha"))
                    }
                }
                .frame(height: 200)
                VStack(spacing: 12) {
                    TextField("Rounded border", text: .constant("Tea")).textFieldStyle(.roundedBorder)
                    TextField("Rounded border, empty", text: .constant("")).textFieldStyle(.roundedBorder)
                    TextField("Plain", text: .constant("")).textFieldStyle(.plain)
                }
                .padding()
            }
        }
    }

    /// Labels, a link, a menu, a share link, a color picker, an edit button.
    struct LabelsLinksAndMenus: View {
        var body: some View {
            Form {
                Section("Labels") {
                    Label("Favorites", systemImage: "star")
                    Label("Inbox", systemImage: "tray")
                    Label("Settings", systemImage: "gear").labelStyle(.titleOnly)
                    Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
                }
                Section("Actions") {
                    Link("Apple", destination: URL(string: "https://www.apple.com")!)
                    Menu("Sort") {
                        Button("By name") {}
                        Button("By date") {}
                    }
                    ShareLink(item: URL(string: "https://www.apple.com")!)
                    ColorPicker("Tint", selection: .constant(.orange))
                }
            }
        }
    }

    /// A list with sections, headers and footers, links and plain rows, and a plain list.
    struct Sections: View {
        var body: some View {
            NavigationStack {
                List {
                    Section {
                        NavigationLink("General", value: "General")
                        NavigationLink("Privacy", value: "Privacy")
                        Text("A plain row")
                    } header: {
                        Text("Settings")
                    } footer: {
                        Text("A footer explains the section.")
                    }
                    Section("Fruits") {
                        ForEach(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) }
                    }
                }
                .navigationTitle("List")
            }
        }
    }

    /// Group boxes in the default style: one with a label over a text and a toggle, and
    /// two unlabeled tiles side by side, as a dashboard's stats.
    struct GroupBoxes: View {
        var body: some View {
            VStack(spacing: 16) {
                GroupBox("End-User Agreement") {
                    Text("Read the terms before you agree to them.")
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Toggle("I agree", isOn: .constant(true))
                }
                HStack {
                    tile("calendar", "Today", count: 3)
                    tile("checkmark.circle.fill", "Done", count: 12)
                }
            }
            .padding()
        }

        /// An unlabeled box holding a symbol over a title, and a count at its trailing edge.
        private func tile(_ symbol: String, _ title: String, count: Int) -> some View {
            GroupBox {
                HStack {
                    VStack(alignment: .leading, spacing: 10) {
                        Image(systemName: symbol)
                        Text(title)
                    }
                    Spacer()
                    Text("\(count)").font(.largeTitle)
                }
            }
        }
    }

    /// A tab view whose first tab is a navigation stack with a large title and a toolbar.
    struct Bars: View {
        var body: some View {
            TabView(selection: .constant("Home")) {
                NavigationStack {
                    Text("Content")
                        .navigationTitle("Home")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { EditButton() }
                            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
                        }
                }
                .tabItem { Label("Home", systemImage: "house") }
                .tag("Home")
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag("Search")
                Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }.tag("Profile")
            }
        }
    }

    /// A navigation stack with a view pushed: the back button names the view below.
    struct Pushed: View {
        var body: some View {
            NavigationStack(path: .constant(["Details"])) {
                Text("Root")
                    .navigationTitle("Settings")
                    .navigationDestination(for: String.self) { value in
                        Text("The \(value) view")
                            .navigationTitle(value)
                            .navigationBarTitleDisplayMode(.inline)
                    }
            }
        }
    }

    /// A two-column split view on an iPhone: collapsed into one stack, the sidebar's list
    /// at its root; with a row selected, the detail pushed, its own navigation stack
    /// showing the one bar with a back button to the sidebar.
    struct Split: View {
        @State var selected: String?
        var body: some View {
            NavigationSplitView {
                List(["Inbox", "Drafts", "Sent"], id: \.self, selection: $selected) { Text($0) }
                    .navigationTitle("Mailboxes")
            } detail: {
                NavigationStack {
                    Text(selected.map { "No messages in \($0)" } ?? "No mailbox")
                        .navigationTitle(selected ?? "")
                }
            }
        }
    }
}
