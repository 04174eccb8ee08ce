import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `Stepper` and `Slider`: the drivers step and slide through the binding, within the
/// bounds; `onEditingChanged` brackets each change; a value out of range is refused.
@MainActor
@Suite("Controls: Stepper and Slider")
struct StepperSliderTests {
    struct Quantities: View {
        let log: Log
        @State var quantity = 8
        @State var volume = 0.5
        @State var level = 0
        var body: some View {
            VStack {
                Stepper("Quantity", value: $quantity, in: 0...10, step: 3,
                        onEditingChanged: { log("editing \($0)") })
                    .onChange(of: quantity) { [quantity] newValue in log("quantity \(quantity) -> \(newValue)") }
                Slider(value: $volume, in: 0...1, step: 0.25,
                       label: { Text("Volume") }, onEditingChanged: { log("sliding \($0)") })
                    .onChange(of: volume) { newValue in log("volume \(newValue)") }
                Stepper("Level \(level)", onIncrement: { level += 1 }, onDecrement: nil)
            }
        }
    }

    @Test func incrementClampsToTheBoundThenIsRefused() throws {
        let log = Log()
        let host = TestHost(Quantities(log: log))
        host.increment("Quantity")                     // 8 + 3 clamps to 10
        #expect(log.take() == ["editing true", "editing false", "quantity 8 -> 10"])
        let error = try #require(throws: HostError.self) { try host.host.increment("Quantity") }
        #expect("\(error)" == #"HostError: the Stepper titled "Quantity" cannot take 13: its range is 0...10, so nothing was done."#)
        #expect(error.reason == .outOfRange(value: "13", range: "0...10"))
        #expect(log.take() == [])
        host.decrement("Quantity")
        #expect(log.take() == ["editing true", "editing false", "quantity 10 -> 7"])
        #expect(host.render().hasPrefix(#"VStack"# + "\n" + #"  Stepper "Quantity" = 7"#))
    }

    @Test func aNilActionIsADisabledButton() throws {
        let host = TestHost(Quantities(log: Log()))
        host.increment("Level 0")
        #expect(host.render().hasSuffix(#"Stepper "Level 1""#))
        let error = try #require(throws: HostError.self) { try host.host.decrement("Level 1") }
        #expect("\(error)" == #"HostError: the Stepper titled "Level 1" is disabled. Steppers on screen: "Quantity", "Level 1"."#)
    }

    @Test func slideSnapsToTheStepAndRefusesValuesOutOfRange() throws {
        let log = Log()
        let host = TestHost(Quantities(log: log))
        host.slide("Volume", to: 0.8)                  // snaps to 0.75
        #expect(log.take() == ["sliding true", "sliding false", "volume 0.75"])
        #expect(host.render().contains(#"Slider "Volume" = 0.75"#))
        let error = try #require(throws: HostError.self) { try host.host.slide("Volume", to: 1.5) }
        #expect("\(error)" == #"HostError: the Slider titled "Volume" cannot take 1.5: its range is 0.0...1.0, so nothing was done."#)
        #expect(log.take() == [])
        host.slide("Volume", to: 0)
        #expect(log.take() == ["sliding true", "sliding false", "volume 0.0"])
    }

    @Test func aMissingStepperOrSliderNamesThoseOnScreen() {
        let host = TestHost(Quantities(log: Log()))
        #expect(throws: HostError(control: "Stepper", title: "quantity", reason: .notFound,
                                  availableTitles: ["Quantity", "Level 0"], suggestions: ["Quantity"])) {
            try host.host.increment("quantity")
        }
        #expect(throws: HostError(control: "Slider", title: "Brightness", reason: .notFound, availableTitles: ["Volume"])) {
            try host.host.slide("Brightness", to: 0.5)
        }
    }
}
