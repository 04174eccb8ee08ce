import Foundation
import Testing

extension EndToEnd {
    /// The lab's previews in Chromium, through WebDriver: a server on loopback, a page that
    /// lists the previews, shows one, and drives it by clicks; what the views print and the
    /// diagnostics show in the panel; a trap is shown and the server goes on; an edit
    /// reloads; and the time from a click to the new picture on a 200-view screen.
    @Suite("Browser: the lab's previews in Chromium", .needsChromium, .timeLimit(.minutes(30)))
    struct LabInBrowserTests {
        private let counter = "LabScenarios/Previews.swift#InitialContentView_Previews"
        private let trapDemo = "LabScenarios/Previews.swift#TrapDemo_Previews"
        /// The lab's previews' file, relative to the repository (the package served).
        private let previewsFile = "Examples/Lab/Scenarios/Lab/Previews.swift"

        /// "Open a preview, click a button, check the new picture shows the new count and the
        /// panel shows the onChange transcript" (the issue): InitialContentView's
        /// `onChange(of: count, initial: true)` prints `old → new`.
        @Test func aClickDrivesThePreviewAndThePanelShowsTheTranscript() async throws {
            try await BrowserSession.onLab("lab") { page in
                _ = try await page.browser.waitForElement(#"li[data-preview-id="\#(counter)"]"#, timeout: .seconds(900))
                try await page.screenshot("1-list")
                try await page.open(counter)
                #expect(try await page.state("render").contains(#"Text "count: 0""#))
                #expect(try await page.text(of: "console") == "0 → 0\n")
                try await page.screenshot("2-opened")

                try await page.click("+")
                #expect(try await page.state("did") == #"tap "+""#)
                #expect(try await page.state("render").contains(#"Text "count: 1""#))
                #expect(try await page.pictureShows("count: 1"))
                #expect(try await page.text(of: "console") == "0 → 1\n")
                #expect(try await page.text(of: "trace").contains(#"frame 2: tap "+""#))
                try await page.screenshot("3-clicked")

                // The cut-off of InOneLoop's onChange shows with its cause chain.
                try await page.open("LabScenarios/Previews.swift#InOneLoop_Previews")
                try await page.click("change")
                let diagnostics = try await page.text(of: "diagnostics")
                #expect(diagnostics.contains("onChange(of: Int) action tried to update multiple times per frame."))
                #expect(diagnostics.contains("onChange actions that ran in this frame:"))
                #expect(try await page.text(of: "console").contains("onChange1: old:0 new:1"))
                try await page.screenshot("4-cut-off")
            }
        }

        /// A preview that traps shows the trap: its message, then the line of the user's own
        /// code it came from (the innermost frame in the package's sources, not the standard
        /// library's `Swift/ContiguousArrayBuffer.swift:692`), then the stack, demangled; the
        /// server starts its previews' process again and goes on serving the others.
        @Test func aTrapIsShownAndTheServerGoesOn() async throws {
            try await BrowserSession.onLab("lab-trap") { page in
                try await page.open(trapDemo, timeout: .seconds(900))
                try await page.click("Tap")
                try await page.clickExpectingTrap("Trap")
                let trap = try await page.text(of: "trap")
                #expect(trap.contains("The preview trapped: "))
                #expect(trap.contains("Fatal error: TrapDemo traps on purpose after 1 taps"))
                #expect(try await page.trapLocation().hasPrefix("at \(previewsFile):72:"))
                #expect(try await page.text(of: "render") == "")   // not the state before the trap
                try await page.screenshot("1-trapped")

                // A body that reads past an array's end: the standard library's line is in
                // the message, the body's own line is named first.
                try await page.open(trapDemo)
                try await page.clickExpectingTrap("Trap in body")
                #expect(try await page.text(of: "trap").contains("Fatal error: Index out of range"))
                let location = try await page.trapLocation()
                #expect(location.hasPrefix("at \(previewsFile):70:"))
                #expect(location.hasSuffix(" in TrapDemo.body.getter"))
                let stack = try await page.browser.run(##"return [...document.querySelectorAll("#trap ol li")].map((li) => li.textContent)"##) as? [String] ?? []
                let userFrame = try await page.browser.run(##"return document.querySelector("#trap li.user-frame").textContent"##) as? String
                #expect(stack.count > 3)
                #expect(stack.contains { $0.contains("Array.subscript.getter") })
                // The body's line is in the closure its VStack's content is (`closure #1 in …`).
                #expect(userFrame?.hasPrefix("closure #1 in TrapDemo.body.getter — \(previewsFile):70:") == true)
                try await page.screenshot("2-trapped-in-body")

                try await page.open(counter)
                try await page.click("+")
                #expect(try await page.state("render").contains(#"Text "count: 1""#))
                try await page.screenshot("3-serving-again")
            }
        }

        /// Editing a source file rebuilds the package and reloads the page; the preview on
        /// screen opens again with its state at its start (state is not kept across a reload).
        @Test func anEditReloadsThePage() async throws {
            try await BrowserSession.onLab("lab-reload") { page in
                try await page.open(counter, timeout: .seconds(900))
                try await page.click("+")
                #expect(try await page.state("render").contains(#"Text "count: 1""#))
                _ = try await page.browser.run("window.beforeReload = true")
                // Touching a file is an edit to the watcher and to SwiftPM, and leaves the
                // repository as it was if the test stops half-way.
                let file = ServerProcess.repository.appendingPathComponent("Examples/Lab/Scenarios/Lab/Previews.swift")
                try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
                try await waitUntil("the page to reload", timeout: .seconds(600)) {
                    try await page.browser.run("return window.beforeReload === undefined && window.lastState !== undefined") as? Bool == true
                }
                #expect(try await page.state("preview") == counter)
                #expect(try await page.state("render").contains(#"Text "count: 0""#))
                #expect(page.server.output.contains("Built onchange-lab"))
                try await page.screenshot("1-reloaded")
            }
        }

        /// From a click to the new picture on the page, on a screen of 200 views: the page
        /// measures it (click event to the frame after the picture is replaced); the numbers go
        /// to `.build/preview-browser/latency.txt` and Benchmarks/README.md.
        @Test func theTimeFromAClickToThePicture() async throws {
            try await BrowserSession.onLab("lab-latency") { page in
                try await page.open("LabScenarios/Previews.swift#TwoHundredViews_Previews", timeout: .seconds(900))
                let views = try await page.state("render").split(separator: "\n").count
                #expect(views >= 200)
                _ = try await page.browser.run("window.previewLatencies = []; window.previewArrivals = []")
                let clicks = 30
                var driveTimes: [Double] = [], drawTimes: [Double] = []
                for _ in 0..<clicks {
                    try await page.click("+")
                    driveTimes.append(Double(try await page.state("driveMilliseconds")) ?? 0)
                    drawTimes.append(Double(try await page.state("drawMilliseconds")) ?? 0)
                }
                #expect(try await page.state("render").contains(#"Text "count: \#(clicks)""#))
                func numbers(_ name: String) async throws -> [Double] {
                    (try await page.browser.run("return window[arguments[0]]", [name]) as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
                }
                var latencies: [Double] = []
                try await waitUntil("every click measured", timeout: .seconds(120)) {
                    latencies = try await numbers("previewLatencies")
                    return latencies.count >= clicks
                }
                #expect(latencies.count == clicks)
                let report = LatencyReport(views: views, pageMilliseconds: latencies, arrivalMilliseconds: try await numbers("previewArrivals"),
                                           driveMilliseconds: driveTimes, drawMilliseconds: drawTimes,
                                           hasPicture: !(try await page.state("svg")).isEmpty)
                try report.text.write(to: ServerProcess.artifacts.appendingPathComponent("latency.txt"), atomically: true, encoding: .utf8)
                print(report.text)
                try await page.screenshot("1-200-views")
            }
        }
    }
}

/// The latency measured: median, 90th percentile and maximum.
struct LatencyReport {
    let views: Int
    let pageMilliseconds: [Double]
    let arrivalMilliseconds: [Double]
    let driveMilliseconds: [Double]
    let drawMilliseconds: [Double]
    let hasPicture: Bool

    var text: String {
        func summary(_ values: [Double]) -> String {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return "no samples" }
            let median = sorted[sorted.count / 2]
            let p90 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
            return String(format: "median %.1f ms, p90 %.1f ms, max %.1f ms (%d clicks)", median, p90, sorted.last!, sorted.count)
        }
        return """
            click → new picture on the page, \(views) views (\(hasPicture ? "SVG picture" : "outline, no SVG")): \(summary(pageMilliseconds))
              click → the state's arrival on the page: \(summary(arrivalMilliseconds))
              in the agent, the click's frames and settling: \(summary(driveMilliseconds))
              in the agent, the picture, render(frames:), targets, diagnostics, trace: \(summary(drawMilliseconds))

            """
    }
}

extension BrowserSession {
    /// Clicks the control titled `title`, which traps, and waits for the trap on the page.
    func clickExpectingTrap(_ title: String) async throws {
        try await clickWhenInteractable(#"#targets [data-target-title="\#(title)"]"#)
        try await waitUntil("the trap on the page", timeout: .seconds(120)) {
            try await browser.run(#"return !document.getElementById("trap").hidden"#) as? Bool == true
        }
    }

    /// The line the trap box names first: `at File.swift:12:5 in function`.
    func trapLocation() async throws -> String {
        (try await browser.run(##"return document.querySelector("#trap .trap-location")?.textContent ?? """##) as? String) ?? ""
    }

    /// Whether the picture on the page shows `text`: in the SVG when there is one, else in
    /// the `render()` text the page shows in its place.
    func pictureShows(_ text: String) async throws -> Bool {
        let svg = try await state("svg")
        if !svg.isEmpty { return svg.contains(text) }
        return try await self.text(of: "picture").contains(text)
    }
}
