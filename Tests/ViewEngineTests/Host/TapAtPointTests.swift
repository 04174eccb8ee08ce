import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// `ViewHost.tap(at:)`, XCUITest's coordinate tap: the topmost control drawn under a
/// point of the window is driven as its driver drives it, with the same frames and the
/// same `onChange` transcript; a point with nothing under it, outside the window, negative
/// or not finite is a `HostError` (Rules: Host, "A click drives the control under it").
@MainActor
@Suite("Host: tap(at:) drives the control drawn under a point")
struct TapAtPointTests {
    struct Order: View {
        let log: Log
        @State var quantity = 5
        @State var isGift = false
        @State var taps = 0
        var body: some View {
            VStack {
                Stepper("Quantity", value: $quantity, in: 0...6)
                    .onChange(of: quantity) { [quantity] newValue in log("quantity \(quantity) -> \(newValue)") }
                Toggle("Gift", isOn: $isGift)
                    .onChange(of: isGift) { newValue in log("gift \(newValue)") }
                Button("Order") { taps += 1 }
                    .onChange(of: taps) { newValue in log("taps \(newValue)") }
            }
        }
    }

    private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Stepper: "When the user clicks or taps the stepper's increment or decrement buttons,
    /// SwiftUI executes the relevant closure" — a tap at the centre of each half of the
    /// −/+ pill does what `decrement(_:)` and `increment(_:)` do, with the same transcript.
    @Test func aTapOnEachHalfOfTheStepperPillStepsItAsTheDriversDo() throws {
        let log = Log()
        let host = TestHost(Order(log: log))
        let halves = host.host.pointerTargets.filter { $0.kind == "Stepper" }
        #expect(halves.map(\.description) == [#"Stepper "Quantity" (−)"#, #"Stepper "Quantity" (+)"#])
        let row = host.frame(of: "Quantity")
        // Measures §5 "Stepper": 94 × 32 at the row's trailing edge, vertically centred.
        #expect(halves[0].frame == CGRect(x: row.maxX - 94, y: row.midY - 16, width: 47, height: 32))
        #expect(halves[1].frame == CGRect(x: row.maxX - 47, y: row.midY - 16, width: 47, height: 32))
        host.tap(at: center(halves[1].frame))
        #expect(log.take() == ["quantity 5 -> 6"])
        host.tap(at: center(halves[0].frame))
        host.tap(at: center(halves[0].frame))
        #expect(log.take() == ["quantity 6 -> 5", "quantity 5 -> 4"])

        let driven = Log()
        let twin = TestHost(Order(log: driven))
        twin.increment("Quantity")
        twin.decrement("Quantity")
        twin.decrement("Quantity")
        #expect(driven.take() == ["quantity 5 -> 6", "quantity 6 -> 5", "quantity 5 -> 4"])
        #expect(host.render() == twin.render())
    }

    /// Stepper: "A control that performs increment and decrement actions" — its label is
    /// not one of its buttons: a tap on it does nothing, and (Rules: Host, "A point with no
    /// control under it ... is a HostError that names the controls nearest to the point and
    /// their frames") says which are nearest: the toggle's row below, the button, then the
    /// stepper's − half.
    @Test func aTapOnAStepperLabelDoesNothing() throws {
        let log = Log()
        let host = TestHost(Order(log: log))
        let row = host.frame(of: "Quantity")
        let error = #expect(throws: HostError.self) { try host.host.tap(at: CGPoint(x: row.minX + 10, y: row.midY)) }
        #expect(error?.reason == .nothingAt(x: Double(row.minX + 10), y: Double(row.midY)))
        #expect(error?.availableTitles.map { $0.components(separatedBy: " @ ")[0] }
                == [#"Toggle "Gift""#, #"Button "Order""#, #"Stepper "Quantity" (−)"#])
        #expect(log.take() == [])
        #expect(host.render().contains(#"Stepper "Quantity" = 5"#))
    }

    /// Stepper: "If you want to disable the increment or decrement control when reaching
    /// the end of the range, use the `in:` parameter" — at its bound a stepper's + is
    /// disabled: the tap is refused as `increment(_:)` is, and the value stays.
    @Test func aTapOnAStepperHalfAtItsBoundIsRefused() throws {
        let log = Log()
        let host = TestHost(Order(log: log))
        let plus = try #require(host.host.pointerTargets.first { $0.part == "+" })
        host.tap(at: center(plus.frame))
        let error = #expect(throws: HostError.self) { try host.host.tap(at: center(plus.frame)) }
        #expect(error?.reason == .outOfRange(value: "7", range: "0...6"))
        #expect(log.take() == ["quantity 5 -> 6"])
    }

    /// Toggle: "A control that toggles between on and off states" — a tap on its row flips
    /// it; Button: "A control that initiates an action" — a tap on it runs its action, in
    /// that order.
    @Test func aTapOnAToggleOrAButtonDrivesIt() throws {
        let log = Log()
        let host = TestHost(Order(log: log))
        host.tap(at: center(host.frame(of: "Gift")))
        host.tap(at: center(host.frame(of: "Order")))
        #expect(log.take() == ["gift true", "taps 1"])
    }

    /// Rules: Host, "A point ... outside the window ... is a HostError that names the
    /// controls nearest to the point and their frames, never a trap": the window is
    /// 393 × 852 points, and a point beyond it is refused, naming its size and the nearest
    /// controls (the stepper's + half, at the window's trailing edge, first).
    @Test func aPointOutsideTheWindowIsRefused() {
        let host = TestHost(Order(log: Log()))
        let error = #expect(throws: HostError.self) { try host.host.tap(at: CGPoint(x: 400, y: 10)) }
        #expect(error?.reason == .outsideWindow(x: 400, y: 10, width: 393, height: 852))
        #expect(error?.description == "HostError: the point (400, 10) is outside the window, which is 393 × 852 points, so nothing was done. "
                + #"Nearest: Stepper "Quantity" (+) @ (346, 394.5) 47 × 32, Stepper "Quantity" (−) @ (299, 394.5) 47 × 32, Toggle "Gift" @ (0, 428.83) 393 × 31."#)
    }

    /// Rules: Host, "A point ... negative or not finite is a HostError ..., never a trap":
    /// none traps, and the error names the controls nearest to the point (a coordinate that
    /// is not finite taken at the window's nearest edge, `nan` at the top or leading one).
    @Test func negativeAndNonFiniteCoordinatesAreRefused() {
        let host = TestHost(Order(log: Log()))
        for point in [CGPoint(x: -1, y: 10), CGPoint(x: 10, y: -0.5), CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity)] {
            let error = #expect(throws: HostError.self) { try host.host.tap(at: point) }
            guard case .invalidPoint(let x, let y)? = error?.reason else {
                Issue.record("not an invalid point: \(String(describing: error))")
                continue
            }
            #expect(x.isNaN ? point.x.isNaN : x == Double(point.x))
            #expect(y.isNaN ? point.y.isNaN : y == Double(point.y))
        }
        // The nearest controls to (-1, nan): to the leading edge's top, (-1, 0).
        let error = #expect(throws: HostError.self) { try host.host.tap(at: CGPoint(x: -1, y: CGFloat.nan)) }
        #expect(error?.description == "HostError: (-1, nan) is not a point of the window: its coordinates must be finite and not negative (points from the window's top leading corner), so nothing was done. "
                + #"Nearest: Toggle "Gift" @ (0, 428.83) 393 × 31, Button "Order" @ (174.67, 462.17) 43.67 × 20.33, Stepper "Quantity" (−) @ (299, 394.5) 47 × 32."#)
    }

    /// Rules: Host, "A point with no control under it ... is a HostError that names the
    /// controls nearest to the point and their frames": nearest first.
    @Test func aPointWithNothingUnderItNamesTheNearestControls() throws {
        struct Two: View {
            var body: some View {
                VStack(spacing: 40) {
                    Button("Above") {}
                    Button("Below") {}
                }
            }
        }
        let host = TestHost(Two())
        let above = host.frame(of: "Above"), below = host.frame(of: "Below")
        let point = CGPoint(x: below.midX, y: below.minY - 10)   // in the gap, nearer Below
        let error = #expect(throws: HostError.self) { try host.host.tap(at: point) }
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
        }
        func written(_ frame: CGRect) -> String {
            "@ (\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width)) × \(number(frame.height))"
        }
        let nearest = [#"Button "Below" "# + written(below), #"Button "Above" "# + written(above)]
        #expect(error?.availableTitles == nearest)
        #expect(error?.description == "HostError: there is no control at (\(number(point.x)), \(number(point.y))) to tap, so nothing was done. Nearest: "
                + nearest.joined(separator: ", ") + ".")
    }

    /// `disabled(_:)`: "The user can't interact with the view" — a disabled control is
    /// drawn but refuses the tap (Rules: Host, "a click on a disabled control throws the
    /// HostError the driver throws"), and its action does not run.
    @Test func aTapOnADisabledControlIsRefused() throws {
        struct Off: View {
            let log: Log
            var body: some View { Button("Pay") { log("paid") }.disabled(true) }
        }
        let log = Log()
        let host = TestHost(Off(log: log))
        let error = #expect(throws: HostError.self) { try host.host.tap(at: center(host.frame(of: "Pay"))) }
        #expect(error?.reason == .disabled)
        #expect(error?.description.hasPrefix(#"HostError: the Button titled "Pay" is disabled"#) == true, "\(String(describing: error))")
        #expect(log.take() == [])
    }

    /// `background(alignment:content:)`: "Layers the views that you specify behind this
    /// view" — a button in a background is behind the button it decorates: a tap on the
    /// front button's centre taps it, not the one behind (issue 90, item 1).
    @Test func aControlInABackgroundIsBehindTheControlInFront() throws {
        struct Layered: View {
            let log: Log
            @State var open = false
            var body: some View {
                Button("Main") { open.toggle(); log("main") }
                    .frame(width: 50, height: 50)
                    .background { Button("Behind") { log("behind") }.frame(width: 50, height: 50).disabled(!open) }
            }
        }
        let log = Log()
        let host = TestHost(Layered(log: log))
        let main = host.frame(of: "Main")
        #expect(try host.host.click(at: center(main)) == #"tap "Main""#)
        #expect(try host.host.click(at: center(main)) == #"tap "Main""#)
        #expect(log.take() == ["main", "main"])
        #expect(host.host.control(at: center(main))?.title == "Main")
    }

    /// `overlay(alignment:content:)`: "Layers the views that you specify in front of this
    /// view" — a button in an overlay is in front of the one it decorates, and takes the tap.
    @Test func aControlInAnOverlayIsInFrontOfTheControlItDecorates() throws {
        struct Layered: View {
            let log: Log
            var body: some View {
                Button("Under") { log("under") }
                    .frame(width: 50, height: 50)
                    .overlay { Button("Over") { log("over") }.frame(width: 50, height: 50) }
            }
        }
        let log = Log()
        let host = TestHost(Layered(log: log))
        host.tap(at: center(host.frame(of: "Under")))
        #expect(log.take() == ["over"])
    }

    /// `disabled(_:)`: "The user can't interact with the view" — a disabled control on top
    /// refuses the tap, and the error lists the controls of its kind that are on screen
    /// (it said "There are no Buttons on screen" beside two).
    @Test func aDisabledControlsErrorNamesTheControlsOnScreen() throws {
        struct Layered: View {
            var body: some View {
                Button("Under") {}
                    .frame(width: 50, height: 50)
                    .overlay { Button("Over") {}.frame(width: 50, height: 50).disabled(true) }
            }
        }
        let host = TestHost(Layered())
        let error = #expect(throws: HostError.self) { try host.host.tap(at: center(host.frame(of: "Under"))) }
        #expect(error?.reason == .disabled)
        #expect(error?.description == #"HostError: the Button titled "Over" is disabled. Buttons on screen: "Under", "Over"."#)
    }

    /// `TapGesture`: "A gesture that recognizes one or more taps" — a tap at a point of a
    /// view with `.gesture(TapGesture())` performs it, as `tapGesture(_:)` does; a
    /// `DragGesture`'s view takes no tap (a drag is `drag(_:by:)`).
    @Test func aTapGestureTakesATapAndADragGestureDoesNot() throws {
        struct Pads: View {
            let log: Log
            var body: some View {
                VStack(spacing: 20) {
                    Text("Tap pad").gesture(TapGesture().onEnded { log("tapped") })
                    Text("Drag pad").gesture(DragGesture().onEnded { _ in log("dragged") })
                }
            }
        }
        let log = Log()
        let host = TestHost(Pads(log: log))
        let tap = host.frame(of: "Tap pad"), drag = host.frame(of: "Drag pad")
        #expect(try host.host.click(at: center(tap)) == #"tap gesture on "Tap pad""#)
        #expect(log.take() == ["tapped"])
        let error = #expect(throws: HostError.self) { try host.host.tap(at: center(drag)) }
        #expect(error?.reason == .nothingAt(x: Double(drag.midX), y: Double(drag.midY)))
        #expect(error?.availableTitles.map { $0.components(separatedBy: " @ ")[0] } == [#"TapGesture "Tap pad""#])
        #expect(log.take() == [])
    }

    /// `hidden()`: "Hidden views are invisible and can't receive or respond to
    /// interactions. However, they do remain in the view hierarchy and affect layout." — a
    /// tap where a hidden button is drawn reaches nothing, and the error names only the
    /// controls that take taps.
    @Test func aHiddenControlTakesNoTap() throws {
        struct Secret: View {
            let log: Log
            var body: some View {
                VStack(spacing: 0) {
                    Button("Secret") { log("secret") }.hidden()
                    Button("Shown") { log("shown") }
                }
            }
        }
        let log = Log()
        let host = TestHost(Secret(log: log))
        let shown = host.frame(of: "Shown")
        let point = CGPoint(x: shown.midX, y: shown.minY - 10)   // inside the hidden button, just above
        let error = #expect(throws: HostError.self) { try host.host.tap(at: point) }
        #expect(error?.reason == .nothingAt(x: Double(point.x), y: Double(point.y)))
        #expect(error?.availableTitles.count == 1)
        #expect(error?.availableTitles.first?.hasPrefix(#"Button "Shown" @ "#) == true)
        #expect(log.take() == [])
    }

    /// Rules: Host, "The preview server (`Tools/Preview`) drives previews this way":
    /// `tap(at:)` and the preview page's click are one path, which says what it did; a
    /// click on nothing returns `nil` instead of throwing.
    @Test func aClickIsTheSamePath() throws {
        let log = Log()
        let host = TestHost(Order(log: log))
        #expect(try host.host.click(at: CGPoint(x: 1, y: 1)) == nil)
        let plus = try #require(host.host.pointerTargets.first { $0.part == "+" })
        #expect(try host.host.click(at: center(plus.frame)) == #"increment "Quantity""#)
        #expect(log.take() == ["quantity 5 -> 6"])
    }
}
