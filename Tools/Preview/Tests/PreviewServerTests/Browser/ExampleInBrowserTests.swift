import Foundation
import Testing

extension EndToEnd {
    /// The example app (Examples/SwiftDataApp, an app's unchanged files on
    /// ViewEngineMacros and SwiftData) in Chromium: its `#Preview` is listed by file and
    /// line, opens with its model container, and a field typed into and a click on Add
    /// insert an item that the list and the `onChange(of: items)` status show.
    @Suite("Browser: the example app's #Preview in Chromium", .needsChromium, .timeLimit(.minutes(30)))
    struct ExampleInBrowserTests {
        private let example = ServerProcess.repository.appendingPathComponent("Examples/SwiftDataApp").path
        private let preview = "Groceries/ContentView.swift:89"
        /// The example's build folder: CI names the folder the packages beside the library
        /// share (`PREVIEW_TESTS_SCRATCH_PATH`, its `.build-deps`), so the example's own step
        /// reuses this build of the engine with its trait; otherwise the example's `.build`.
        private let scratchArguments = ProcessInfo.processInfo.environment["PREVIEW_TESTS_SCRATCH_PATH"].map { ["--scratch-path", $0] } ?? []

        @Test func typingAnItemAndClickingAddShowsIt() async throws {
            try await BrowserSession.with("example", ["--package", example] + scratchArguments) { page in
                try await page.open(preview, timeout: .seconds(1200))
                let opened = try await page.state("render")
                #expect(opened.contains(#"TextField "New item" = """#))
                try await page.screenshot("1-opened")
                try await page.click("New item")
                try await page.typeOnPage("Tea")
                try await waitUntil("the typed item name", timeout: .seconds(120)) {
                    try await page.state("render").contains(#"TextField "New item" = "Tea""#)
                }
                try await page.click("Add")
                #expect(try await page.state("did") == #"tap "Add""#)
                try await waitUntil("the new item in the list", timeout: .seconds(120)) {
                    let render = try await page.state("render")
                    return render.contains(#""Tea""#) && !render.contains(#"TextField "New item" = "Tea""#)
                }
                #expect(try await page.pictureShows("Tea"))
                try await page.screenshot("2-added")
            }
        }
    }
}
