import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23: a custom toggle style is a view the engine mounts in place of the toggle's
/// label; `configuration.isOn` is the toggle's binding, and `toggle(_:)` drives the style's
/// own interaction.
@MainActor
@Suite("R23 Toggle styles")
struct R23ToggleStyleTests {
    /// The checkbox of Apple's `ToggleStyle` documentation: an image that shows the state
    /// and a tap gesture that toggles it.
    struct CheckboxStyle: ToggleStyle {
        let log: Log
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
            .onTapGesture {
                log("checkbox tapped")
                configuration.isOn.toggle()
            }
        }
    }

    struct Settings: View {
        let log: Log
        @State var isBold = false
        var body: some View {
            VStack {
                Toggle("Bold", isOn: $isBold)
                Text(isBold ? "bold" : "regular")
            }
            .toggleStyle(CheckboxStyle(log: log))
        }
    }

    /// `ToggleStyle`: "The appearance and behavior of a toggle"; `ToggleStyleConfiguration.
    /// isOn`: "A binding to a state property that indicates whether the toggle is on." —
    /// the style's own gesture flips it.
    @Test func theStylesBodyShowsAndItsGestureFlipsTheBinding() throws {
        let log = Log()
        let host = TestHost(Settings(log: log))
        #expect(host.render() == """
            VStack
              Toggle "Bold" off
                HStack
                  Image "square"
                  Text "Bold"
              Text "regular"
            """)
        host.toggle("Bold")
        #expect(log.take() == ["checkbox tapped"])
        #expect(host.render() == """
            VStack
              Toggle "Bold" on
                HStack
                  Image "checkmark.square"
                  Text "Bold"
              Text "bold"
            """)
        host.tapGesture("Bold")
        #expect(log.take() == ["checkbox tapped"])
        #expect(host.render().hasSuffix("Text \"regular\""))
    }

    /// A style whose body shows the state but does nothing on a tap: `toggle(_:)` flips the
    /// binding, as a tap on the toggle's row does.
    struct LabelOnlyStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Text(configuration.isOn ? "ON" : "OFF") }
        }
    }

    struct Plain: View {
        @State var on = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $on).toggleStyle(LabelOnlyStyle())
        }
    }

    @Test func aStyleWithoutItsOwnInteractionIsFlippedByTheBinding() throws {
        let host = TestHost(Plain())
        host.toggle("Wi-Fi")
        #expect(host.render() == """
            Toggle "Wi-Fi" on
              HStack
                Text "Wi-Fi"
                Text "ON"
            """)
    }

    /// `Toggle(_:)` with a configuration: "Creates a toggle based on a toggle style
    /// configuration" — inside a style, the toggle shown with the style outside it.
    struct ObservingStyle: ToggleStyle {
        let log: Log
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration)
                .onChange(of: configuration.isOn) { log("isOn \($0)") }
        }
    }

    struct Observed: View {
        let log: Log
        @State var on = false
        var body: some View {
            Toggle("Sounds", isOn: $on)
                .toggleStyle(ObservingStyle(log: log))
                .toggleStyle(.switch)
        }
    }

    @Test func toggleWithAConfigurationIsTheStyledToggle() throws {
        let log = Log()
        let host = TestHost(Observed(log: log))
        host.toggle("Sounds")
        host.toggle("Sounds")
        #expect(log.take() == ["isOn true", "isOn false"])
        #expect(host.render() == """
            Toggle "Sounds" off
              Toggle "Sounds" off
            """)
    }
}
