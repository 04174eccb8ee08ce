import Foundation
import Testing

extension EndToEnd {
    /// The lab's DisplayDemo in Chromium: a click toggles its toggle and focuses its field,
    /// keys typed on the page go into the field, and the device, colour scheme and Dynamic
    /// Type size chosen on the page reach the view's environment — each read back from the
    /// state the server sent over the WebSocket, and from the picture.
    @Suite("Browser: controls and display settings in Chromium", .needsChromium, .timeLimit(.minutes(30)))
    struct ControlsInBrowserTests {
        private let demo = "LabScenarios/Previews.swift#DisplayDemo_Previews"

        /// Toggle: "A control that toggles between on and off states"; TextField: "A control
        /// that displays an editable text interface" — a click drives each as its driver does.
        /// The window is an iPhone 15's (393 × 852) until the page chooses another.
        @Test func aToggleAFieldAndTheDisplaySettings() async throws {
            try await BrowserSession.onLab("controls") { page in
                try await page.open(demo, timeout: .seconds(900))
                #expect(try await page.state("width") == "393")
                #expect(try await page.state("height") == "852")
                #expect(try await page.state("render").contains(#"Text "scheme: light, type: large, width: compact""#))
                #expect(try await page.pictureShows("scheme: light"))
                try await page.screenshot("1-opened")

                try await page.click("Notifications")
                #expect(try await page.state("did") == #"toggle "Notifications""#)
                #expect(try await page.state("render").contains(#"Toggle "Notifications" on"#))
                #expect(try await page.text(of: "console") == "notifications: true\n")

                try await page.click("Name")
                #expect(try await page.state("did") == #"focus "Name""#)
                #expect(try await page.state("focusedField") == "Name")
                try await page.typeOnPage("Al")
                try await waitUntil("the typed text in the field", timeout: .seconds(120)) {
                    try await page.state("render").contains(#"TextField "Name" = "Al""#)
                }
                #expect(try await page.state("did") == #"type "l" into "Name""#)
                // The page shows a state's console once its picture has loaded, after the
                // state itself arrives (`show` in app.js): wait for it, as for the render.
                try await waitUntil("the typed name on the page's console", timeout: .seconds(120)) {
                    try await page.text(of: "console") == "name: Al\n"
                }
                #expect(try await page.pictureShows("hello, Al"))
                try await page.screenshot("2-typed")

                // The device: landscape, then an iPad (regular width), then a custom size.
                try await page.choose("iphone15-landscape", in: "device")
                #expect(try await page.state("width") == "852")
                #expect(try await page.state("height") == "393")
                #expect(try await page.state("render").contains(#"TextField "Name" = "Al""#))   // the same view, resized
                try await page.screenshot("3-landscape")
                try await page.choose("ipad", in: "device")
                #expect(try await page.state("width") == "834")
                #expect(try await page.state("render").contains("width: regular"))
                try await page.choose("dark", in: "scheme")
                #expect(try await page.state("render").contains("scheme: dark"))
                #expect(try await page.pictureIsDark())
                try await page.choose("xxxLarge", in: "type-size")
                #expect(try await page.state("render").contains("type: xxxLarge"))
                try await page.screenshot("4-ipad-dark-xxxLarge")
                try await page.expectingNewState {
                    _ = try await page.browser.run("""
                        const device = document.getElementById("device");
                        device.value = "custom";
                        document.getElementById("custom-width").value = "500";
                        document.getElementById("custom-height").value = "600";
                        device.dispatchEvent(new Event("change"));
                        """)
                }
                #expect(try await page.state("width") == "500")
                #expect(try await page.state("height") == "600")
                #expect(try await page.state("render").contains("width: compact"))
                try await page.screenshot("5-custom")

                // The display is the lab server's, which the next tests share: back to an
                // iPhone 15, light, large (a 500 × 600 window left the 200-view screen's
                // button above the window, where no click reaches it).
                try await page.choose("iphone15", in: "device")
                try await page.choose("light", in: "scheme")
                try await page.choose("large", in: "type-size")
                #expect(try await page.state("render").contains(#"Text "scheme: light, type: large, width: compact""#))
                #expect(try await page.state("height") == "852")
            }
        }

        /// TextField: "A control that displays an editable text interface" — a field whose
        /// title is empty (`TextField("", text:)`) takes the keys typed on the page once a
        /// click focused it; the page took the empty title for "nothing focused" and
        /// dropped them (issue 90, item 4).
        @Test func keysGoIntoAFocusedFieldWhoseTitleIsEmpty() async throws {
            try await BrowserSession.onLab("untitled-field") { page in
                try await page.open("LabScenarios/Previews.swift#UntitledFieldDemo_Previews", timeout: .seconds(900))
                try await page.click("")
                #expect(try await page.state("did") == #"focus """#)
                #expect(try await page.browser.run(#"return window.lastState.focusedField === """#) as? Bool == true)
                try await page.typeOnPage("Hi")
                try await waitUntil("the typed text in the untitled field", timeout: .seconds(120)) {
                    try await page.state("render").contains(#"Text "typed: Hi""#)
                }
                #expect(try await page.state("did") == #"type "i" into """#)
                try await page.screenshot("untitled-field-typed")
            }
        }
    }
}

extension BrowserSession {
    /// Chooses the option `value` of the `<select>` with the id `select`, with a click as a
    /// user does, and waits for the state it brings.
    func choose(_ value: String, in select: String) async throws {
        try await expectingNewState {
            try await clickWhenInteractable(#"#\#(select) option[value="\#(value)"]"#, readiness: "#" + select)
        }
    }

    /// Types `text` with the keyboard on the preview's window (one key event a character),
    /// as a user does after clicking into a field.
    func typeOnPage(_ text: String) async throws {
        let screen = try await browser.waitForElement("#screen")
        try await browser.type(text, into: screen)
    }

    /// Whether the picture is drawn dark: the SVG's colour scheme when there is one, else
    /// the window's class.
    func pictureIsDark() async throws -> Bool {
        let svg = try await state("svg")
        if !svg.isEmpty { return svg.contains(#"data-color-scheme="dark""#) }
        return try await browser.run(#"return document.getElementById("screen").classList.contains("dark")"#) as? Bool == true
    }
}
