import Foundation
import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// A slider, a date picker, a menu, an edit button and links take clicks where they are
/// drawn, and each click does what the matching driver does.
@MainActor
@Suite("Controls: sliders, date pickers, menus and links take taps")
struct SliderDateMenuPointerTests {
    private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    struct Volume: View {
        let log: Log
        @State var volume = 2.0
        var body: some View {
            VStack {
                Slider(value: $volume, in: 0...10, step: 2) { Text("Volume") }
                    .onChange(of: volume) { [volume] newValue in log("volume \(volume) -> \(newValue)") }
            }
            .padding()
        }
    }

    /// Slider: "A control for selecting a value from a bounded linear range of values" —
    /// it is as wide as it is offered and as high as its 28-point thumb (Measures §5
    /// "Slider"); a tap on its track slides to the value under the tap, snapped to the step,
    /// as `slide(_:to:)` does; the ends of the track are the bounds.
    @Test func aTapOnTheTrackSlidesToTheValueThere() throws {
        let log = Log()
        let host = TestHost(Volume(log: log))
        let frame = host.frame(of: "Volume")
        #expect(frame.height == 28)
        #expect(abs(frame.width - (393 - 32)) < 0.01)
        let run = frame.width - 28
        host.tap(at: CGPoint(x: frame.minX + 14 + run * 0.71, y: frame.midY))   // 7.1 → 8
        host.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))                 // the lower end
        host.tap(at: CGPoint(x: frame.maxX - 1, y: frame.midY))                 // the upper end
        #expect(log.take() == ["volume 2.0 -> 8.0", "volume 8.0 -> 0.0", "volume 0.0 -> 10.0"])

        let driven = Log()
        let twin = TestHost(Volume(log: driven))
        twin.slide("Volume", to: 7.1)
        twin.slide("Volume", to: 0)
        twin.slide("Volume", to: 10)
        #expect(driven.take() == ["volume 2.0 -> 8.0", "volume 8.0 -> 0.0", "volume 0.0 -> 10.0"])
        // The thumb sits at the value: its centre a radius in from the end at the bound.
        #expect(host.snapshot().contains(#"<circle data-view="SliderThumb" cx="\#(number(frame.maxX - 14))" cy="\#(number(frame.midY))" r="14""#))
    }

    struct Due: View {
        let log: Log
        let graphical: Bool
        @State var due = Date(timeIntervalSince1970: 1_800_000_000)   // 2027-01-15 08:00 UTC
        var body: some View {
            Form {
                if graphical {
                    DatePicker("Due", selection: $due).datePickerStyle(.graphical)
                } else {
                    DatePicker("Due", selection: $due)
                }
            }
            .onChange(of: due) { newValue in log("due \(newValue.formatted(.iso8601))") }
        }
    }

    /// `.compact`: "displays the components in a compact, textual format" — the date's and
    /// the time's capsules; a tap on the date opens the calendar, and a tap on a day selects
    /// it (the time of day kept), as `select(_:in:)` does.
    @Test func aCompactPickerOpensItsCalendarAndATapOnADaySelectsIt() throws {
        let log = Log()
        let host = TestHost(Due(log: log, graphical: false))
        let capsule = try #require(host.host.pointerTargets.first { $0.kind == "DatePicker" })
        #expect(capsule.part == "Jan 15, 2027")
        let svg = host.snapshot()
        #expect(svg.contains(">Jan 15, 2027</text>") && svg.contains(">8:00 AM</text>"))
        host.tap(at: center(capsule.frame))
        #expect(host.render().contains(#"DatePicker "Due" = 2027-01-15T08:00:00Z (open)"#))
        let days = host.host.pointerTargets
        #expect(days.count == 31)
        let twentieth = try #require(days.first { $0.part == "20" })
        host.tap(at: center(twentieth.frame))
        #expect(log.take() == ["due 2027-01-20T08:00:00Z"])
        host.tap(at: CGPoint(x: 5, y: 845))                // outside: the calendar closes
        #expect(!host.render().contains("(open)"))

        let driven = Log()
        let twin = TestHost(Due(log: driven, graphical: false))
        twin.select(Date(timeIntervalSince1970: 1_800_000_000 + 5 * 86_400), in: "Due")
        #expect(driven.take() == ["due 2027-01-20T08:00:00Z"])
    }

    /// `.graphical`: "displays an interactive calendar" — the month's days, each a tap
    /// target that selects it.
    @Test func aTapOnADayOfTheGraphicalCalendarSelectsIt() throws {
        let log = Log()
        let host = TestHost(Due(log: log, graphical: true))
        let days = host.host.pointerTargets.filter { $0.kind == "DatePicker" }
        #expect(days.map(\.part) == (1...31).map { "\($0)" })
        // January 2027 starts on a Friday: the 1st is in the sixth column.
        let frame = host.frame(of: "Due")
        #expect(days[0].frame.minX == frame.minX + frame.width / 7 * 5)
        host.tap(at: center(days[1].frame))
        #expect(log.take() == ["due 2027-01-02T08:00:00Z"])
    }

    struct Tint: View {
        let log: Log
        @State var tint = Color.orange
        var body: some View {
            Form { ColorPicker("Tint", selection: $tint) }
                .onChange(of: tint) { [tint] newValue in log("tint \(tint) -> \(newValue)") }
        }
    }

    /// ColorPicker: "A control used to select a color from the system color picker UI" — a
    /// tap on its well opens the menu of colours over the window, one row per colour in
    /// order; a tap on a row chooses it and closes the menu, as `select(_:in:)` does.
    @Test func aTapOnTheWellOpensTheColoursAndATapOnOneChoosesIt() throws {
        let log = Log()
        let host = TestHost(Tint(log: log))
        let well = try #require(host.host.pointerTargets.first { $0.kind == "ColorPicker" })
        host.tap(at: center(well.frame))
        #expect(host.render().contains("(open)"))
        let rows = host.host.pointerTargets
        #expect(rows.map(\.part) == ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
                                      "indigo", "purple", "pink", "brown", "white", "gray", "black"])
        host.tap(at: center(rows[7].frame))
        #expect(log.take() == ["tint orange -> blue"])
        #expect(!host.render().contains("(open)"))

        let driven = Log()
        let twin = TestHost(Tint(log: driven))
        twin.select("blue", in: "Tint")
        #expect(driven.take() == ["tint orange -> blue"])
        #expect(twin.render() == host.render())
    }

    struct Actions: View {
        let log: Log
        @State var editMode = EditMode.inactive
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By name") { log("by name") }
                    Button("By date") { log("by date") }
                }
                EditButton()
                Link("Apple", destination: URL(string: "https://www.apple.com")!)
            }
            .environment(\.editMode, $editMode)
            .onChange(of: editMode) { newValue in log("edit mode \(newValue.isEditing)") }
        }
    }

    /// Menu: "A control for presenting a menu of actions" — a tap on its label opens it over
    /// the window; a tap on an item runs it and closes the menu, as `openMenu(_:)` then
    /// `tap(_:)` do.
    @Test func aMenuOpensAndATapOnAnItemRunsIt() throws {
        let log = Log()
        let host = TestHost(Actions(log: log))
        host.tap(at: center(host.frame(of: "Sort")))
        let items = host.host.pointerTargets
        #expect(items.map(\.description) == [#"Menu item "By name""#, #"Menu item "By date""#])
        host.tap(at: center(items[1].frame))
        #expect(log.take() == ["by date"])
        #expect(host.render().contains(#"Menu "Sort""#) && !host.render().contains("(open)"))
    }

    /// EditButton: "A button that toggles the edit mode environment value" — drawn as
    /// "Edit" in the tint at its text's size (it was 0 × 0), a tap toggles the mode and it
    /// says "Done".
    @Test func anEditButtonIsDrawnAndATapTogglesTheEditMode() throws {
        let log = Log()
        let host = TestHost(Actions(log: log))
        let edit = host.frame(of: "Edit")
        #expect(edit.width > 0 && edit.height > 0)
        #expect(host.snapshot().contains(#"<g data-view="EditButton" data-title="Edit">"#))
        host.tap(at: center(edit))
        #expect(log.take() == ["edit mode true"])
        host.tap(at: center(host.frame(of: "Done")))
        #expect(log.take() == ["edit mode false"])
    }

    /// Link: "A control for navigating to a URL" — a tap opens it, as `tap(_:)` does.
    @Test func aTapOnALinkOpensItsURL() throws {
        let host = TestHost(Actions(log: Log()))
        host.tap(at: center(host.frame(of: "Apple")))
        #expect(host.openedURLs == [URL(string: "https://www.apple.com")!])
        #expect(host.snapshot().contains(#"<g data-view="Link" data-title="Apple">"#))
    }

    private func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
    }
}
