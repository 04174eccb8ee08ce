import Foundation
import ViewEngine

/// Every control the engine draws, in one form, as an iOS 17 app puts them: a `TabView`
/// whose first tab is a `NavigationStack` with a toolbar and a `Form`. Its picture shows
/// each control at its iOS size (ViewEngine.docc/Pictures.md), and a click on each drawn
/// part does what the control's driver does, and a drag across a row swipes it; each
/// change prints one line.
public struct KitchenSink: View {
    /// A flavour the menu picker offers.
    public enum Flavor: String, CaseIterable, Identifiable {
        case vanilla = "Vanilla", chocolate = "Chocolate", mint = "Mint"
        /// The flavour itself.
        public var id: Self { self }
    }

    /// A kitchen sink with its first tab shown.
    public init() {}

    @State var tab = "Controls"
    @State var quantity = 3
    @State var volume = 4.0
    @State var notify = true
    @State var flavor = Flavor.vanilla
    @State var size = "M"
    @State var topping = "None"
    @State var name = "Tea"
    @State var secret = "sencha"
    @State var due = Date(timeIntervalSince1970: 1_800_000_000)
    @State var tint = Color.orange
    @State var taps = 0
    @State var messages = ["Lunch?", "Invoice"]

    /// The tab view: the form's tab, then an About tab.
    public var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                form
                    .navigationTitle("Kitchen Sink")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { EditButton() }
                    }
                    .navigationDestination(for: String.self) { Text("Details of \($0)") }
            }
            .tabItem { Label("Controls", systemImage: "slider.horizontal.3") }
            .tag("Controls")
            Text("About the kitchen sink")
                .tabItem { Label("About", systemImage: "info.circle") }
                .tag("About")
        }
        .onChange(of: tab) { [tab] newValue in print("tab: \(tab) -> \(newValue)") }
    }

    var form: some View {
        Form {
            Section("Values") {
                Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                Toggle("Notifications", isOn: $notify)
            }
            Section("Pickers") {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue) }
                }
                Picker("Size", selection: $size) { options("S", "M", "L") }
                    .pickerStyle(.segmented)
                Picker("Topping", selection: $topping) { options("None", "Honey", "Lemon") }
                    .pickerStyle(.inline)
                Picker("Strength", selection: $size) { options("S", "M", "L") }
                    .pickerStyle(.wheel)
                Picker("Cup", selection: $topping) { options("None", "Honey", "Lemon") }
                    .pickerStyle(.navigationLink)
            }
            Section("Dates and colours") {
                DatePicker("Due", selection: $due)
                DatePicker("Calendar", selection: $due, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                ColorPicker("Tint", selection: $tint)
            }
            Section("Text") {
                TextField("Name", text: $name)
                SecureField("Password", text: $secret)
                TextField("Bordered name", text: $name).textFieldStyle(.roundedBorder)
            }
            Section("Progress") {
                ProgressView(value: volume, total: 10) { Text("Volume") }
                ProgressView()
                Gauge(value: Double(quantity), in: 0...10) { Text("Quantity") }
            }
            Section("Buttons") {
                Button("Tap me") { taps += 1 }
                Button("Bordered") { taps += 1 }.buttonStyle(.bordered)
                Button("Prominent") { taps += 1 }.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) { taps += 1 }
                Button("Plain") { taps += 1 }.buttonStyle(.plain)
                Button("Small") { taps += 1 }.buttonStyle(.bordered).controlSize(.small)
                Button("Large capsule") { taps += 1 }
                    .buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule)
                Label("Favorites", systemImage: "star")
                Menu("Sort") {
                    Button("By name") { print("sort: by name") }
                    Button("By date") { print("sort: by date") }
                }
                Link("Apple", destination: URL(string: "https://www.apple.com")!)
                ShareLink(item: URL(string: "https://www.apple.com")!)
                NavigationLink("Details", value: "Details")
            }
            Section("Rows") {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions {
                            Button("Archive", role: .destructive) { messages.removeAll { $0 == message } }
                            Button("Flag") { print("flag: \(message)") }
                        }
                }
            }
        }
        .onChange(of: quantity) { [quantity] newValue in print("quantity: \(quantity) -> \(newValue)") }
        .onChange(of: volume) { [volume] newValue in print("volume: \(volume) -> \(newValue)") }
        .onChange(of: notify) { newValue in print("notify: \(newValue)") }
        .onChange(of: flavor) { [flavor] newValue in print("flavor: \(flavor.rawValue) -> \(newValue.rawValue)") }
        .onChange(of: size) { [size] newValue in print("size: \(size) -> \(newValue)") }
        .onChange(of: topping) { [topping] newValue in print("topping: \(topping) -> \(newValue)") }
        .onChange(of: due) { newValue in print("due: \(newValue.formatted(.iso8601))") }
        .onChange(of: taps) { newValue in print("taps: \(newValue)") }
        .onChange(of: messages) { newValue in print("messages: \(newValue.joined(separator: ", "))") }
    }

    /// A picker's options, each tagged with its text.
    private func options(_ labels: String...) -> some View {
        ForEach(labels, id: \.self) { Text($0).tag($0) }
    }
}
