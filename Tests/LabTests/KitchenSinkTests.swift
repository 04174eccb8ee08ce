import Foundation
import Testing
import LabScenarios
import ViewEngine

extension LabSuite {
    /// The lab's kitchen sink (Examples/Lab/Scenarios/Lab/KitchenSink.swift) walked with
    /// taps at points, as XCUITest's coordinate taps walk an app: each tap at the centre of
    /// a drawn part of a control does what the control's driver does, checked by the line
    /// its `onChange` prints and the state the host shows.
    @MainActor
    @Suite("Lab: the kitchen sink taken by taps")
    struct KitchenSinkTests {
        /// The kitchen sink in a window tall enough to show its whole form (the form would
        /// scroll on a phone), so that every control is on screen.
        private func sink() -> ViewHost<KitchenSink> {
            var configuration = HostConfiguration()
            configuration.echoesDiagnosticsToStandardError = false
            let host = ViewHost(KitchenSink(), configuration: configuration)
            host.size = CGSize(width: 393, height: 3400)
            return host
        }

        /// What `body` prints, line by line.
        private func printed(_ body: () throws -> Void) rethrows -> [String] {
            let transcript = Transcript()
            try Transcript.$current.withValue(transcript) { try body() }
            return transcript.contents.split(separator: "\n").map(String.init)
        }

        private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

        /// The one pointer target of `kind` titled `title` (its `part`).
        private func target(_ kind: String, _ title: String, part: String? = nil, in host: ViewHost<KitchenSink>) throws -> PointerTarget {
            let found = host.pointerTargets.filter { $0.kind == kind && $0.title == title && (part == nil || $0.part == part) }
            #expect(found.count == 1, "\(kind) \"\(title)\" \(part ?? ""): \(host.pointerTargets.map(\.description))")
            return try #require(found.first)
        }

        /// A tap at the centre of `target`'s drawn part, and what it printed.
        private func tap(_ target: PointerTarget, in host: ViewHost<KitchenSink>) throws -> [String] {
            try printed { try host.tap(at: center(target.frame)) }
        }

        /// Stepper: "A control that performs increment and decrement actions" — its − and +
        /// halves step the value as `decrement(_:)` and `increment(_:)` do; its label is not
        /// a button.
        @Test func theStepperStepsFromItsHalvesAndNotFromItsLabel() throws {
            let host = sink()
            #expect(try tap(target("Stepper", "Quantity: 3", part: "+", in: host), in: host) == ["quantity: 3 -> 4"])
            #expect(try tap(target("Stepper", "Quantity: 4", part: "−", in: host), in: host) == ["quantity: 4 -> 3"])
            let row = try host.frame(of: "Quantity: 3")
            let label = CGPoint(x: row.minX + 10, y: row.midY)
            #expect(host.control(at: label) == nil, "\(String(describing: host.control(at: label))) at \(label)")
            #expect(throws: HostError.self) { try host.tap(at: label) }
        }

        /// Slider: "A control for selecting a value from a bounded linear range of values" —
        /// a tap on the track sets the value under it, snapped to the step of 1 (as
        /// `slide(_:to:)` does).
        @Test func theSliderTakesTheValueUnderTheTap() throws {
            let host = sink()
            let track = try target("Slider", "Volume", in: host).frame
            let x = track.minX + 14 + (track.width - 28) * 0.78
            #expect(try printed { try host.tap(at: CGPoint(x: x, y: track.midY)) } == ["volume: 4.0 -> 8.0"])
            #expect(host.render().contains(#"Slider "Volume" = 8"#))
        }

        /// Toggle: "A control that toggles between on and off states" — a tap on its row
        /// flips it, as `toggle(_:)` does.
        @Test func theToggleFlips() throws {
            let host = sink()
            #expect(try tap(target("Toggle", "Notifications", in: host), in: host) == ["notify: false"])
        }

        /// Picker: "A control for selecting from a set of mutually exclusive values" — the
        /// menu picker opens its options and a tap on one chooses it; a segment and an inline
        /// row choose theirs, as `select(_:in:)` does.
        @Test func thePickersChooseWhatIsTapped() throws {
            let host = sink()
            #expect(try tap(target("Picker", "Flavor", in: host), in: host) == [])
            #expect(host.render().contains(#"Picker "Flavor" = "Vanilla" (open)"#))
            let mint = try #require(host.pointerTargets.first { $0.part == "Mint" })
            #expect(try tap(mint, in: host) == ["flavor: Vanilla -> Mint"])
            #expect(try tap(target("Picker", "Size", part: "L", in: host), in: host) == ["size: M -> L"])
            #expect(try tap(target("Picker", "Topping", part: "Honey", in: host), in: host) == ["topping: None -> Honey"])
        }

        /// DatePicker: "A control for selecting an absolute date" — the compact picker opens
        /// its calendar, and a tap on a day chooses it, the time of day kept.
        @Test func theDatePickerTakesADay() throws {
            let host = sink()
            let date = try #require(host.pointerTargets.first { $0.kind == "DatePicker" && $0.title == "Due" })
            #expect(try tap(date, in: host) == [])
            let twentieth = try #require(host.pointerTargets.first { $0.part == "20" })
            #expect(try tap(twentieth, in: host) == ["due: 2027-01-20T08:00:00Z"])
        }

        /// Button: "A control that initiates an action" — buttons run their actions from
        /// their drawn label or bezel; Menu: "A control for presenting a menu of actions" —
        /// it opens and its item runs; Link: "A control for navigating to a URL" — it opens
        /// its URL.
        @Test func theButtonsMenuAndLinkAct() throws {
            let host = sink()
            #expect(try tap(target("Button", "Tap me", in: host), in: host) == ["taps: 1"])
            #expect(try tap(target("Button", "Bordered", in: host), in: host) == ["taps: 2"])
            #expect(try tap(target("Button", "Large capsule", in: host), in: host) == ["taps: 3"])
            #expect(try tap(target("Menu", "Sort", in: host), in: host) == [])
            let byDate = try #require(host.pointerTargets.first { $0.title == "By date" })
            #expect(try tap(byDate, in: host) == ["sort: by date"])
            #expect(try tap(try #require(host.pointerTargets.first { $0.title == "Apple" }), in: host) == [])
            #expect(host.openedURLs == [URL(string: "https://www.apple.com")!])
        }

        /// TabView: "A view that switches between multiple child views using interactive user
        /// interface elements" — a tap on a tab bar item selects its tab, as `select(tab:)`
        /// does.
        @Test func theTabBarSwitchesTabs() throws {
            let host = sink()
            let items = host.pointerTargets.filter { $0.kind == "Tab" }
            #expect(items.map(\.title) == ["Controls", "About"])
            // Measures §3 "Tab item": the 49-point bar, one item per tab in equal widths.
            #expect(items.map(\.frame.height) == [49, 49])
            let half: CGFloat = 393 / 2
            #expect(items.map(\.frame.width) == [half, half])
            #expect(items[0].frame.maxX == items[1].frame.minX && items[0].frame.minY == items[1].frame.minY)
            #expect(items[0].frame.minY > 3000)
            #expect(try tap(items[1], in: host) == ["tab: Controls -> About"])
            #expect(host.render().contains(#"Text "About the kitchen sink""#))
        }

        /// NavigationLink: "A view that controls a navigation presentation" — in a form, the
        /// whole row is the link: a tap near the row's trailing edge, by its chevron and far
        /// from its text, pushes the value's destination, as `tap(_:)` on the link does.
        @Test func theRowWideNavigationLinkPushesFromItsTrailingEdge() throws {
            let host = sink()
            let link = try target("Button", "Details", in: host)
            let text = try host.frame(of: "Details")
            let point = CGPoint(x: link.frame.maxX - 4, y: link.frame.midY)
            #expect(point.x - text.maxX > 200, "\(point) is by the text \(text)")
            #expect(try printed { try host.tap(at: point) } == [])
            #expect(host.render().contains(#"Text "Details of Details""#))
        }

        /// The back button of a pushed view: "the navigation stack ... provides a Back button
        /// that pops the top view" — a tap on its chevron and the title of the view below
        /// pops the pushed view, as `back()` does.
        @Test func theBackButtonPopsThePushedView() throws {
            let host = sink()
            #expect(host.pointerTargets.filter { $0.kind == "Back" } == [])
            try host.tap(at: center(target("Button", "Details", in: host).frame))
            #expect(host.render().contains(#"Text "Details of Details""#))
            let back = try target("Back", "Kitchen Sink", in: host)
            // Measures §3 "Back button": in the bar, from the leading edge past the title.
            #expect(back.frame.minX == 0 && back.frame.height == 44)
            #expect(try printed { try host.tap(at: CGPoint(x: back.frame.minX + 12, y: back.frame.midY)) } == [])
            #expect(!host.render().contains("Details of Details"))
            #expect(host.render().contains(#"Stepper "Quantity: 3" = 3"#))
            #expect(host.pointerTargets.filter { $0.kind == "Back" } == [])
        }

        /// EditButton: "A button that toggles the edit mode environment value" — in the
        /// toolbar's trailing end, a tap says "Done" (edit mode on), a second tap "Edit".
        @Test func theToolbarEditButtonTogglesTheEditMode() throws {
            let host = sink()
            let edit = try target("Button", "Edit", in: host)
            // In the bar (Measures §3 "Bar margin": 16 points from its trailing end).
            #expect(edit.frame.maxX == 393 - 16 && edit.frame.maxY < 110)
            try host.tap(at: center(edit.frame))
            let done = try target("Button", "Done", in: host)
            #expect(host.render().contains(#"EditButton "Done""#))
            try host.tap(at: center(done.frame))
            #expect(try target("Button", "Edit", in: host).frame == edit.frame)
        }

        /// A form's rows are row-wide targets, as iOS highlights the whole row of a button or
        /// a link: from the card's leading edge to its trailing edge (Measures §6
        /// "Inset-grouped margins": 20 points from either side of the window), at least 44
        /// points high (§6 "Row minimum height"), and a tap at the row's trailing end runs the button.
        @Test func aFormRowsTargetIsRowWide() throws {
            let host = sink()
            for (kind, title) in [("Button", "Tap me"), ("Button", "Details"), ("Toggle", "Notifications")] {
                let row = try target(kind, title, in: host).frame
                #expect(row.minX == 20 && row.maxX == 393 - 20 && row.height >= 44, "\(kind) \(title): \(row)")
            }
            let button = try target("Button", "Tap me", in: host).frame
            #expect(try printed { try host.tap(at: CGPoint(x: button.maxX - 4, y: button.midY)) } == ["taps: 1"])
        }

        /// swipeActions: "Adds custom swipe actions to a row in a list" — a drag across a row
        /// that stops short opens it and a tap on its "Flag" action runs it; a drag across the
        /// whole of the next row is a full swipe, which runs its first action, "Archive"
        /// (Measures §5 "Swipe actions").
        @Test func aRowIsSwipedOpenOrAllTheWay() throws {
            let host = sink()
            let lunch = try target("Swipe row", "Lunch?", in: host).frame
            #expect(lunch.minX == 20 && lunch.maxX == 393 - 20 && lunch.height >= 44)
            #expect(try printed { try host.drag(from: CGPoint(x: lunch.maxX - 10, y: lunch.midY), to: CGPoint(x: lunch.maxX - 150, y: lunch.midY)) } == [])
            let flag = try target("Swipe action", "Flag", in: host)
            #expect(try tap(flag, in: host) == ["flag: Lunch?"])
            let invoice = try target("Swipe row", "Invoice", in: host).frame
            #expect(try printed { try host.drag(from: CGPoint(x: invoice.maxX - 5, y: invoice.midY), to: CGPoint(x: invoice.minX + 5, y: invoice.midY)) } == ["messages: Lunch?"])
            #expect(host.pointerTargets.filter { $0.kind == "Swipe row" }.map(\.title) == ["Lunch?"])
        }

        /// Rules: Host, "A point with no control under it, outside the window, negative or not
        /// finite is a HostError that names the controls nearest to the point and their
        /// frames, never a trap": outside the window, negative, not finite, or on nothing (a
        /// stepper's label), and the form is unchanged.
        @Test func badPointsAreRefusedNamingTheNearestControls() throws {
            let host = sink()
            let stepper = try target("Stepper", "Quantity: 3", part: "−", in: host).frame
            let points = [CGPoint(x: 400, y: stepper.midY), CGPoint(x: -5, y: stepper.midY),
                          CGPoint(x: CGFloat.nan, y: stepper.midY), CGPoint(x: 200, y: CGFloat.infinity),
                          CGPoint(x: 10, y: stepper.midY)]
            for point in points {
                let error = #expect(throws: HostError.self) { try host.tap(at: point) }
                #expect(error?.availableTitles.isEmpty == false, "\(point)")
                #expect(error?.description.contains(" Nearest: ") == true, "\(String(describing: error))")
            }
            let outside = #expect(throws: HostError.self) { try host.tap(at: points[0]) }
            #expect(outside?.availableTitles.first?.hasPrefix(#"Stepper "Quantity: 3" (+) @ "#) == true, "\(String(describing: outside))")
            // Left of the stepper's row: the slider below it, drawn from its row's content
            // 20 points inside the card (Measures §6 "Row content insets"), is nearer than
            // the stepper's pill at the row's trailing edge.
            let negative = #expect(throws: HostError.self) { try host.tap(at: points[1]) }
            #expect(negative?.availableTitles.first?.hasPrefix(#"Slider "Volume" @ (40, "#) == true, "\(String(describing: negative))")
            let below = #expect(throws: HostError.self) { try host.tap(at: points[3]) }
            #expect(below?.availableTitles.first?.hasPrefix(#"Tab "#) == true, "\(String(describing: below))")
            #expect(host.render().contains(#"Stepper "Quantity: 3" = 3"#))
        }

        /// Pictures.md: the picture draws each control of the form, each at its iOS look.
        @Test func thePictureDrawsEveryControl() throws {
            let svg = sink().snapshot()
            for view in ["StepperPill", "SliderThumb", "Toggle", "PickerValue", "SelectedSegment", "PickerOption",
                         "WheelBand", "DateCapsule", "SelectedDay", "ColorWell", "ProgressView", "Gauge", "Bezel"] {
                #expect(svg.contains(#"data-view="\#(view)""#), "\(view)")
            }
        }
    }
}
