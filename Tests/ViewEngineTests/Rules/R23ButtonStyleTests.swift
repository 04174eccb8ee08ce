import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23: a custom button style is a view the engine mounts in place of the button's
/// label; `isPressed` follows the host's touches; a primitive style decides when the action
/// runs.
@MainActor
@Suite("R23 Button styles")
struct R23ButtonStyleTests {
    /// A style that reports its pressed state, as real apps' "pressing provider" styles do.
    struct ReportingStyle: ButtonStyle {
        let log: Log
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .opacity(configuration.isPressed ? 0.5 : 1)
                .onChange(of: configuration.isPressed) { log("isPressed \($0)") }
        }
    }

    struct Buy: View {
        let log: Log
        var body: some View {
            Button("Buy") { log("bought") }
                .buttonStyle(ReportingStyle(log: log))
        }
    }

    /// `ButtonStyleConfiguration.isPressed`: "A Boolean that indicates whether the user is
    /// currently pressing the button." `ButtonStyle`: "A type that applies standard
    /// interaction behavior and a custom appearance to all buttons within a view
    /// hierarchy" — the action runs when the touch comes up.
    @Test func isPressedFollowsPressAndReleaseAndTheActionRunsOnRelease() throws {
        let log = Log()
        let host = TestHost(Buy(log: log))
        #expect(host.render() == "Button \"Buy\"\n  Text \"Buy\"")
        host.press("Buy")
        #expect(log.take() == ["isPressed true"])
        #expect(host.render() == "Button \"Buy\"\n  Text \"Buy\" [opacity: 0.5]")
        host.release("Buy")
        // The action runs in the release's event; the body's onChange after its update (R1).
        #expect(log.take() == ["bought", "isPressed false"])
        #expect(host.render() == "Button \"Buy\"\n  Text \"Buy\"")
    }

    /// A tap is a touch: a press, then a release, a frame each.
    @Test func aTapIsAPressThenAReleaseAFrameEach() throws {
        let log = Log()
        var configuration = HostConfiguration()
        configuration.tracesFrames = true
        let host = TestHost(Buy(log: log), configuration: configuration)
        host.tap("Buy")
        #expect(log.take() == ["isPressed true", "bought", "isPressed false"])
        #expect(host.trace.frames.suffix(2).map(\.cause) == ["press \"Buy\"", "release \"Buy\""])
    }

    @Test func releasingWhatIsNotPressedOrPressingTwiceThrows() throws {
        let log = Log()
        let host = ViewHost(testing: Buy(log: log))
        #expect(throws: HostError.self) { try host.release("Buy") }
        try host.press("Buy")
        let error = #expect(throws: HostError.self) { try host.press("Buy") }
        #expect(error?.reason == .alreadyPressed)
        try host.release("Buy")
        let again = #expect(throws: HostError.self) { try host.release("Buy") }
        #expect(again?.reason == .notPressed)
        #expect(log.take() == ["isPressed true", "bought", "isPressed false"])
    }

    /// A style with state of its own, an `onAppear` and an environment read: its body is a
    /// view's.
    struct CountingStyle: ButtonStyle {
        let log: Log
        @State private var presses = 0
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(presses) presses, \(isEnabled ? "enabled" : "disabled")")
            }
            .onAppear { log("appeared") }
            .onChange(of: configuration.isPressed) { if $0 { presses += 1 } }
        }
    }

    struct Counter: View {
        let log: Log
        @State var disabled = false
        var body: some View {
            VStack {
                Button("Go") { log("go") }
                    .buttonStyle(CountingStyle(log: log))
                    .disabled(disabled)
                Button("Disable") { disabled = true }
            }
        }
    }

    @Test func aStyleKeepsItsStateRunsItsActionsAndReadsItsEnvironment() throws {
        let log = Log()
        let host = ViewHost(testing: Counter(log: log))
        #expect(log.take() == ["appeared"])
        try host.tap("Go")
        try host.tap("Go")
        #expect(log.take() == ["go", "go"])
        #expect(host.render() == """
            VStack
              Button "Go"
                HStack
                  Text "Go"
                  Text "2 presses, enabled"
              Button "Disable"
            """)
        try host.tap("Disable")
        #expect(host.render().contains("Text \"2 presses, disabled\""))
        #expect(throws: HostError.self) { try host.tap("Go") }
    }

    /// `buttonStyle(_:)`: "Sets the style for buttons within this view to a button style
    /// with a custom appearance and standard interaction behavior" — every button inside,
    /// through the environment; the innermost style applies.
    struct Toolbar: View {
        let log: Log
        var body: some View {
            VStack {
                Button("A") { log("A") }
                HStack {
                    Button("B") { log("B") }
                    Button("C") { log("C") }.buttonStyle(.bordered)
                }
            }
            .buttonStyle(ReportingStyle(log: log))
        }
    }

    @Test func aStyleReachesEveryButtonInsideAndTheInnermostStyleWins() throws {
        let log = Log()
        let host = TestHost(Toolbar(log: log))
        host.tap("A")
        host.tap("B")
        host.tap("C")
        #expect(log.take() == ["isPressed true", "A", "isPressed false", "isPressed true", "B", "isPressed false", "C"])
        #expect(host.render() == """
            VStack
              Button "A"
                Text "A"
              HStack
                Button "B"
                  Text "B"
                Button "C"
            """)
    }

    // MARK: Primitive styles

    struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    struct SingleTapStyle: PrimitiveButtonStyle {
        let log: Log
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture {
                log("style saw the tap")
                configuration.trigger()
            }
        }
    }

    struct NeverStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    struct Primitive<Style: PrimitiveButtonStyle>: View {
        let log: Log
        let style: Style
        var body: some View {
            Button("Fire") { log("fired") }.buttonStyle(style)
        }
    }

    /// `PrimitiveButtonStyleConfiguration.trigger()`: "Performs the button's action." — a
    /// primitive style applies "custom interaction behavior": the action runs only when
    /// the style triggers it.
    @Test func aPrimitiveStyleThatNeverTriggersMakesATapDoNothing() throws {
        let log = Log()
        let host = TestHost(Primitive(log: log, style: NeverStyle()))
        host.tap("Fire")
        #expect(log.take() == [])
        #expect(host.render() == "Button \"Fire\"\n  Text \"Fire\"")
    }

    @Test func aPrimitiveStyleThatTriggersOnADoubleTapIgnoresOneTap() throws {
        let log = Log()
        let host = TestHost(Primitive(log: log, style: DoubleTapStyle()))
        host.tap("Fire")
        #expect(log.take() == [])
        host.tapGesture("Fire", count: 2)
        #expect(log.take() == ["fired"])
    }

    @Test func aTapReachesThePrimitiveStylesGesture() throws {
        let log = Log()
        let host = TestHost(Primitive(log: log, style: SingleTapStyle(log: log)))
        host.tap("Fire")
        #expect(log.take() == ["style saw the tap", "fired"])
    }

    /// `Button(_:)` with a `PrimitiveButtonStyleConfiguration`: "Creates a button based on a
    /// configuration for a style with a custom appearance and custom interaction
    /// behavior" — it is the styled button, shown with the style in effect outside.
    struct WrappingStyle: PrimitiveButtonStyle {
        let log: Log
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).onAppear { log("wrapped") }
        }
    }

    struct Wrapped: View {
        let log: Log
        var body: some View {
            Button("Save") { log("saved") }
                .buttonStyle(WrappingStyle(log: log))
                .buttonStyle(ReportingStyle(log: log))
        }
    }

    @Test func buttonWithAConfigurationIsTheStyledButtonWithTheOuterStyle() throws {
        let log = Log()
        let host = TestHost(Wrapped(log: log))
        #expect(log.take() == ["wrapped"])
        #expect(host.render() == """
            Button "Save"
              Button "Save"
                Text "Save"
            """)
        host.tap("Save")
        #expect(log.take() == ["isPressed true", "saved", "isPressed false"])
    }
}
