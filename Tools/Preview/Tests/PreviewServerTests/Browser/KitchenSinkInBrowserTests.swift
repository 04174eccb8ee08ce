// The lab's kitchen sink clicked on the page: the browser twin of Tests/LabTests/
// KitchenSinkTests.swift, which taps the same points with `ViewHost.tap(at:)`.

import Foundation
import Testing

extension EndToEnd {
    /// The lab's kitchen sink (Examples/Lab/Scenarios/Lab/KitchenSink.swift) in Chromium: each
    /// drawn control clicked on the page, where the picture draws it — at the place the page's
    /// click targets (the agent's pointer targets, with their parts) put it, the click itself
    /// a mouse's at a point of the page, which the page turns into window points — and its
    /// effect read back from the state the page shows (what the click did, what the views
    /// printed, `render()`), as the unit-level twin reads it from the host (Rules: Host, "A
    /// click drives the control under it").
    @Suite("Browser: the kitchen sink clicked on the page", .needsChromium, .timeLimit(.minutes(30)))
    struct KitchenSinkInBrowserTests {
        private let sink = "LabScenarios/Previews.swift#KitchenSink_Previews"

        /// Stepper ("performs increment and decrement actions"), Toggle ("toggles between on
        /// and off states"), Picker ("a control for selecting from a set of mutually exclusive
        /// values", as a menu, as segments and inline), Slider ("a control for selecting a
        /// value from a bounded linear range"), DatePicker ("a control for selecting an
        /// absolute date"), Button ("a control that initiates an action"), Menu ("a control
        /// for presenting a menu of actions"), EditButton ("toggles the edit mode environment
        /// value"), NavigationLink ("controls a navigation presentation") and its stack's
        /// Back button, TabView ("switches between multiple child views using interactive
        /// user interface elements"): a click on the page drives each as its driver does;
        /// and a row with swipe actions takes a drag.
        @Test func eachControlOfTheKitchenSinkTakesAClickOnThePage() async throws {
            try await BrowserSession.onLab("kitchen-sink") { page in
                // A window tall enough for the whole form, shown at its size on the page: the
                // form would scroll on a phone, and the page does not scroll a preview.
                try await page.browser.resizeWindow(width: 1500, height: 3800)
                try await page.open(sink, timeout: .seconds(900))
                try await page.useCustomSize(width: 393, height: 3400)
                #expect(try await page.state("height") == "3400")
                #expect(try await page.browser.run("return state.scale") as? NSNumber == 1)
                #expect(try await page.state("render").contains(#"Stepper "Quantity: 3" = 3"#))
                try await page.screenshot("1-opened")

                // The stepper's − and + halves of its pill, not its label.
                try await page.clickTarget(kind: "Stepper", title: "Quantity: 3", part: "+")
                #expect(try await page.state("did") == #"increment "Quantity: 3""#)
                #expect(try await page.state("console") == "quantity: 3 -> 4\n")
                try await page.clickTarget(kind: "Stepper", title: "Quantity: 4", part: "−")
                #expect(try await page.state("did") == #"decrement "Quantity: 4""#)
                #expect(try await page.state("console") == "quantity: 4 -> 3\n")

                // The toggle's row.
                try await page.clickTarget(kind: "Toggle", title: "Notifications")
                #expect(try await page.state("console") == "notify: false\n")

                // The menu picker: its row opens the menu, an option of the menu chooses.
                try await page.clickTarget(kind: "Picker", title: "Flavor")
                #expect(try await page.state("did") == #"open menu "Flavor""#)
                #expect(try await page.state("render").contains(#"Picker "Flavor" = "Vanilla" (open)"#))
                #expect(try await page.state("console") == "")
                try await page.screenshot("2-menu-open")
                try await page.clickTarget(kind: "Menu", title: "Flavor", part: "Mint")
                #expect(try await page.state("did") == #"select "Mint" in "Flavor""#)
                #expect(try await page.state("console") == "flavor: Vanilla -> Mint\n")
                #expect(try await page.state("render").contains(#"Picker "Flavor" = "Mint""#))

                // A segment of the segmented picker, a row of the inline one.
                try await page.clickTarget(kind: "Picker", title: "Size", part: "L")
                #expect(try await page.state("console") == "size: M -> L\n")
                try await page.clickTarget(kind: "Picker", title: "Topping", part: "Honey")
                #expect(try await page.state("console") == "topping: None -> Honey\n")

                // The slider's track, at 78 % of the run of its thumb's centre: 7.8, snapped
                // to the step of 1 (Measures §5 "Slider": a 28-point thumb).
                let track = try await page.targetBox(kind: "Slider", title: "Volume")
                try await page.clickPage(at: (x: track.minX + 14 + (track.width - 28) * 0.78, y: track.midY))
                #expect(try await page.state("console") == "volume: 4.0 -> 8.0\n")
                #expect(try await page.state("render").contains(#"Slider "Volume" = 8"#))

                // The compact date picker opens its calendar; a day of it chooses that day,
                // the time of day kept; the calendar stays up until a click outside it (in the
                // window's leading margin, beside the large title) dismisses it.
                try await page.clickTarget(kind: "DatePicker", title: "Due", anyPart: true)
                #expect(try await page.state("console") == "")
                try await page.clickTarget(kind: "DatePicker", title: "Due", part: "20")
                #expect(try await page.state("console") == "due: 2027-01-20T08:00:00Z\n")
                try await page.screenshot("3-calendar")
                try await page.clickWindow(at: (x: 8, y: 120))
                #expect(try await page.state("console") == "")
                #expect(try await page.state("render").contains("2027-01-20"))

                // A button's row, and the menu's item.
                try await page.clickTarget(kind: "Button", title: "Tap me")
                #expect(try await page.state("did") == #"tap "Tap me""#)
                #expect(try await page.state("console") == "taps: 1\n")
                try await page.clickTarget(kind: "Menu", title: "Sort")
                #expect(try await page.state("console") == "")
                try await page.clickTarget(kind: "Menu item", title: "By date")
                #expect(try await page.state("console") == "sort: by date\n")

                // The toolbar's EditButton: edit mode on ("Done"), then off ("Edit").
                try await page.clickTarget(kind: "Button", title: "Edit")
                #expect(try await page.state("render").contains(#"EditButton "Done""#))
                try await page.clickTarget(kind: "Button", title: "Done")
                #expect(try await page.state("render").contains(#"EditButton "Edit""#))
                try await page.screenshot("4-controls-clicked")

                // The row-wide NavigationLink, near its row's trailing edge (by the chevron,
                // far from its text), then the pushed view's Back button.
                let link = try await page.targetBox(kind: "Button", title: "Details")
                try await page.clickPage(at: (x: link.maxX - 4, y: link.midY))
                #expect(try await page.state("did") == #"tap "Details""#)
                #expect(try await page.state("render").contains(#"Text "Details of Details""#))
                try await page.screenshot("5-pushed")
                try await page.clickTarget(kind: "Back", title: "Kitchen Sink")
                #expect(try await page.state("did") == "back")
                #expect(try await !page.state("render").contains("Details of Details"))
                #expect(try await page.state("render").contains(#"Stepper "Quantity: 3" = 3"#))

                // swipeActions ("Adds custom swipe actions to a row in a list"): a row dragged
                // open from its trailing end, then its "Flag" action clicked; the next row
                // dragged all the way, a full swipe, which runs its first action, "Archive"
                // (Measures §5 "Swipe actions").
                let lunch = try await page.targetBox(kind: "Swipe row", title: "Lunch?")
                try await page.dragPage(from: (x: lunch.maxX - 10, y: lunch.midY), to: (x: lunch.maxX - 150, y: lunch.midY))
                #expect(try await page.state("did") == #"swipe "Lunch?" open"#)
                try await page.screenshot("6-swiped-open")
                try await page.clickTarget(kind: "Swipe action", title: "Flag")
                #expect(try await page.state("console") == "flag: Lunch?\n")
                let invoice = try await page.targetBox(kind: "Swipe row", title: "Invoice")
                try await page.dragPage(from: (x: invoice.maxX - 5, y: invoice.midY), to: (x: invoice.minX + 5, y: invoice.midY))
                #expect(try await page.state("did") == #"swipe "Invoice" fully, tap "Archive""#)
                #expect(try await page.state("console") == "messages: Lunch?\n")

                // A tab bar item.
                try await page.clickTarget(kind: "Tab", title: "About")
                #expect(try await page.state("did") == #"select tab "About""#)
                #expect(try await page.state("console") == "tab: Controls -> About\n")
                #expect(try await page.state("render").contains(#"Text "About the kitchen sink""#))
                try await page.screenshot("7-about")
            }
        }
    }
}

extension BrowserSession {
    /// A box on the page, in CSS pixels from the viewport's top left corner.
    struct Box {
        var minX: Double, minY: Double, width: Double, height: Double
        var maxX: Double { minX + width }
        var midX: Double { minX + width / 2 }
        var midY: Double { minY + height / 2 }
    }

    /// Chooses the page's custom device size, as a user does with its fields, and waits for
    /// the state at that size.
    func useCustomSize(width: Int, height: Int) async throws {
        try await expectingNewState {
            _ = try await browser.run("""
                const device = document.getElementById("device");
                device.value = "custom";
                document.getElementById("custom-width").value = String(arguments[0]);
                document.getElementById("custom-height").value = String(arguments[1]);
                device.dispatchEvent(new Event("change"));
                """, [width, height])
        }
    }

    /// The selector of the click targets of `kind` titled `title`: its `part`, the whole
    /// control when `part` is `nil`, or any of its parts when `anyPart` is set.
    private func targetSelector(kind: String, title: String, part: String?, anyPart: Bool) -> String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let control = "#targets [data-target-kind=\(quoted(kind))][data-target-title=\(quoted(title))]"
        if anyPart { return control }
        return control + (part.map { "[data-target-part=\(quoted($0))]" } ?? ":not([data-target-part])")
    }

    /// The box of the click target of `kind` titled `title` (its `part`; the first of its
    /// parts when `anyPart` is set, else the only one that matches), once the page shows it
    /// with a size, as a user waits to see a control before clicking it.
    func targetBox(kind: String, title: String, part: String? = nil, anyPart: Bool = false) async throws -> Box {
        let selector = targetSelector(kind: kind, title: title, part: part, anyPart: anyPart)
        var box: Box?
        var count = 0
        try await waitUntil("the target \(selector) on the page", timeout: .seconds(120)) {
            let found = try await browser.run("""
                const all = document.querySelectorAll(arguments[0]);
                const rect = all.length === 1 || (arguments[1] && all.length > 0) ? all[0].getBoundingClientRect() : null;
                return [all.length, rect ? [rect.left, rect.top, rect.width, rect.height] : []];
                """, [selector, anyPart]) as? [Any] ?? []
            count = (found.first as? NSNumber)?.intValue ?? 0
            let numbers = (found.last as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
            guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return false }
            box = Box(minX: numbers[0], minY: numbers[1], width: numbers[2], height: numbers[3])
            return true
        }
        guard let box else { throw BrowserTestError("\(count) targets match \(selector)") }
        return box
    }

    /// Clicks the page at `point` (CSS pixels of the viewport), as a mouse does, and waits
    /// for the state the click brings.
    func clickPage(at point: (x: Double, y: Double)) async throws {
        try await expectingNewState { try await browser.click(atX: Int(point.x.rounded()), y: Int(point.y.rounded())) }
    }

    /// Drags the mouse on the page from `start` to `end` (CSS pixels of the viewport), and
    /// waits for the state the drag brings.
    func dragPage(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) async throws {
        try await expectingNewState {
            try await browser.drag(fromX: Int(start.x.rounded()), fromY: Int(start.y.rounded()),
                                   toX: Int(end.x.rounded()), toY: Int(end.y.rounded()))
        }
    }

    /// Clicks the picture at `point`, in window points from its top leading corner (the page
    /// shows the window at a scale of 1 here), and waits for the state the click brings.
    func clickWindow(at point: (x: Double, y: Double)) async throws {
        let screen = try await browser.run("""
            const rect = document.getElementById("screen").getBoundingClientRect();
            return [rect.left, rect.top];
            """) as? [Any] ?? []
        let origin = screen.compactMap { ($0 as? NSNumber)?.doubleValue }
        guard origin.count == 2 else { throw BrowserTestError("the page has no #screen") }
        try await clickPage(at: (x: origin[0] + point.x, y: origin[1] + point.y))
    }

    /// Clicks the centre of the click target of `kind` titled `title` (its `part`, or any
    /// part when `anyPart` is set) with the mouse, and waits for the state the click brings.
    func clickTarget(kind: String, title: String, part: String? = nil, anyPart: Bool = false) async throws {
        let box = try await targetBox(kind: kind, title: title, part: part, anyPart: anyPart)
        try await clickPage(at: (x: box.midX, y: box.midY))
    }
}
