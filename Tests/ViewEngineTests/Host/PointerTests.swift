import Testing
import ViewEngine

/// A click at a point of the window drives the topmost control under it as its driver
/// does (Rules: Host, "A click at a point"); keys typed go to the focused field.
@MainActor
@Suite("Host: a click drives the control under it")
struct PointerTests {
    struct Counter: View {
        @State var count = 0
        @State var isOn = false
        @State var name = ""
        var body: some View {
            VStack {
                Text("count: \(count)")
                Button("+") { count += 1 }
                Toggle("Loud", isOn: $isOn)
                TextField("Name", text: $name)
                Button("off") {}.disabled(true)
            }
        }
    }

    private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Button: "A control that initiates an action." A click on it taps it: the action runs
    /// in a frame whose cause is the tap.
    @Test func aClickOnAButtonTapsIt() throws {
        let host = ViewHost(testing: Counter())
        let done = try host.click(at: center(try host.frame(of: "+")))
        #expect(done == #"tap "+""#)
        #expect(host.render().contains(#"Text "count: 1""#))
    }

    /// Toggle: "A control that toggles between on and off states."
    @Test func aClickOnAToggleFlipsIt() throws {
        let host = ViewHost(testing: Counter())
        let frame = try host.frame(of: "Loud")
        #expect(try host.click(at: center(frame)) == #"toggle "Loud""#)
        #expect(host.render().contains(#"Toggle "Loud" on"#))
    }

    /// A click into a text field focuses it; keys then type at the end of its text, one
    /// frame each, and delete removes the last character.
    @Test func aClickFocusesAFieldAndKeysTypeIntoIt() throws {
        let host = ViewHost(testing: Counter())
        #expect(try host.click(at: center(try host.frame(of: "Name"))) == #"focus "Name""#)
        #expect(host.focusedField == "Name")
        try host.typeKeystroke("A")
        try host.typeKeystroke("b")
        try host.deleteBackward()
        try host.typeKeystroke("l")
        #expect(host.render().contains(#"TextField "Name" = "Al""#))
        try host.submitFocusedField()
        #expect(host.focusedField == nil)
    }

    /// Keys with no focused field are refused, naming the fields there are.
    @Test func keysWithoutAFocusedFieldAreRefused() {
        let host = ViewHost(testing: Counter())
        let error = #expect(throws: HostError.self) { try host.typeKeystroke("x") }
        #expect(error?.availableTitles == ["Name"])
    }

    /// A click where no control is does nothing and says so (`nil`); a click on a disabled
    /// control is refused as a driver call on it is.
    @Test func aClickOnNothingOrOnADisabledControlDrivesNothing() throws {
        let host = ViewHost(testing: Counter())
        #expect(try host.click(at: CGPoint(x: 1, y: 1)) == nil)
        let error = #expect(throws: HostError.self) { try host.click(at: center(try host.frame(of: "off"))) }
        #expect(error?.reason == .disabled)
        #expect(host.render().contains(#"Text "count: 0""#))
    }

    /// ZStack: "later subviews appear 'on top' of earlier ones" — the click reaches the
    /// later of two overlapping buttons. A button's own frame is its label's size (a
    /// `.frame` around it does not widen what takes the click), so the lower one has the
    /// longer title.
    @Test func theTopmostControlTakesTheClick() throws {
        struct Overlapping: View {
            @State var hits: [String] = []
            var body: some View {
                VStack {
                    ZStack {
                        Button("below, and wider") { hits.append("below") }
                        Button("above") { hits.append("above") }
                    }
                    Text("hits: \(hits.joined(separator: ","))")
                }
            }
        }
        let host = ViewHost(testing: Overlapping())
        let below = try host.frame(of: "below, and wider")
        #expect(host.control(at: center(below))?.description == #"Button "above""#)
        try host.click(at: center(below))
        try host.click(at: CGPoint(x: below.minX + 5, y: below.midY))   // only the wider one is there
        #expect(host.render().contains(#"Text "hits: above,below""#))
    }

    /// Stepper: "When the user clicks or taps the stepper's increment or decrement
    /// buttons, SwiftUI executes the relevant closure" — the trailing half is the plus.
    @Test func aClickOnAStepperHalfStepsIt() throws {
        struct Quantity: View {
            @State var value = 5
            var body: some View { Stepper("Quantity \(value)", value: $value, in: 0...10) }
        }
        let host = ViewHost(testing: Quantity())
        let frame = try host.frame(of: "Quantity 5")
        #expect(try host.click(at: CGPoint(x: frame.maxX - 10, y: frame.midY)) == #"increment "Quantity 5""#)
        let after = try host.frame(of: "Quantity 6")
        #expect(try host.click(at: CGPoint(x: after.maxX - 80, y: after.midY)) == #"decrement "Quantity 6""#)
        #expect(host.render().contains("Quantity 5"))
    }

    /// The targets a click can reach are listed with their frames, topmost last.
    @Test func theTargetsAreListedWithTheirFrames() throws {
        let host = ViewHost(testing: Counter())
        #expect(host.pointerTargets.map(\.description) == [#"Button "+""#, #"Toggle "Loud""#, #"TextField "Name""#, #"Button "off""#])
        #expect(host.pointerTargets[0].frame == (try host.frame(of: "+")))
        #expect(host.pointerTargets.map(\.isEnabled) == [true, true, true, false])
    }
}
