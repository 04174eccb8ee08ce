import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `Picker`: `host.select(_:in:)` writes the chosen option's tag to the selection, which
/// `onChange` sees; options come from tagged views or the rows of a `ForEach`.
@MainActor
@Suite("Controls: Picker")
struct PickerTests {
    enum Theme: String, CaseIterable, Identifiable {
        case light, dark, system
        var id: Self { self }
    }

    struct Settings: View {
        let log: Log
        @State var theme = Theme.light
        @State var flavor = "Mint"
        var body: some View {
            Form {
                Picker("Theme", selection: $theme) {
                    Text("Light").tag(Theme.light)
                    Text("Dark").tag(Theme.dark)
                    Text("System").tag(Theme.system)
                }
                .pickerStyle(.segmented)
                .onChange(of: theme) { [theme] newValue in log("theme \(theme) -> \(newValue)") }
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Mint", "Lemon"], id: \.self) { Text($0) }   // tagged with each id
                }
                .onChange(of: flavor) { newValue in log("flavor \(newValue)") }
                Text("theme \(theme.rawValue), flavor \(flavor)")
            }
        }
    }

    @Test func selectingWritesTheTagAndOnChangeSeesOldAndNew() throws {
        let log = Log()
        let host = TestHost(Settings(log: log))
        host.select("Dark", in: "Theme")
        host.select("System", in: "Theme")
        #expect(log.take() == ["theme light -> dark", "theme dark -> system"])
        host.select("System", in: "Theme")     // the same option: an equal write, no change
        #expect(log.take() == [])
        #expect(host.render() == """
            Form
              Picker "Theme" (segmented) = "System"
                Option "Light"
                Option "Dark"
                Option "System"
              Picker "Flavor" = "Mint"
                Option "Mint"
                Option "Lemon"
              Text "theme system, flavor Mint"
            """)
    }

    @Test func forEachRowsAreTaggedWithTheirIDs() throws {
        let log = Log()
        let host = TestHost(Settings(log: log))
        host.select("Lemon", in: "Flavor")
        #expect(log.take() == ["flavor Lemon"])
        #expect(host.render().hasSuffix(#"Text "theme light, flavor Lemon""#))
    }

    @Test func aMissingOptionNamesTheOptionsAndChangesNothing() throws {
        let log = Log()
        let host = TestHost(Settings(log: log))
        let error = try #require(throws: HostError.self) { try host.host.select("dark", in: "Theme") }
        #expect("\(error)" == #"HostError: the Picker titled "Theme" has no option "dark". Did you mean "Dark"? Options: "Light", "Dark", "System"."#)
        #expect(error.reason == .optionNotFound("dark"))
        #expect(log.take() == [])
        host.select("Dark", in: "Theme")      // still usable
        #expect(log.take() == ["theme light -> dark"])
    }

    @Test func aMissingPickerNamesThePickers() {
        let host = TestHost(Settings(log: Log()))
        #expect(throws: HostError(control: "Picker", title: "Color", reason: .notFound, availableTitles: ["Theme", "Flavor"])) {
            try host.host.select("Red", in: "Color")
        }
    }

    struct OptionalTheme: View {
        let log: Log
        @State var theme: Theme? = nil
        var disabled = false
        var body: some View {
            Picker("Theme", selection: $theme) {
                Text("None").tag(Theme?.none)
                Text("Dark").tag(Theme.dark)          // not a Theme?: SwiftUI cannot select it
            }
            .disabled(disabled)
            .onChange(of: theme) { newValue in log("\(String(describing: newValue))") }
        }
    }

    @Test func anOptionTaggedWithAnotherTypeCannotBeChosen() throws {
        let log = Log()
        let host = TestHost(OptionalTheme(log: log))
        let error = try #require(throws: HostError.self) { try host.host.select("Dark", in: "Theme") }
        #expect("\(error)" == #"HostError: the option "Dark" of the Picker titled "Theme" has no tag of the selection's type Optional<Theme>, so choosing it cannot change the selection; tag it with .tag(_:) of that type. Options: "None", "Dark"."#)
        #expect(log.take() == [])
        #expect(host.render().hasPrefix(#"Picker "Theme" = "None""#))
    }

    @Test func aDisabledPickerCannotBeChosenFrom() throws {
        let host = TestHost(OptionalTheme(log: Log(), disabled: true))
        let error = try #require(throws: HostError.self) { try host.host.select("None", in: "Theme") }
        #expect("\(error)" == #"HostError: the Picker titled "Theme" is disabled. Pickers on screen: "Theme"."#)
    }
}
