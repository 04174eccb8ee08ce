import XCTest

/// A UI-test class as Xcode 16's template writes it: isolated to the main actor. On Linux,
/// SwiftPM's discovered list of its tests reaches XCUITestDiscovery's `testCase(_:)`, which
/// runs each on the main actor; before, the list's conversion trapped the whole bundle
/// ("Could not cast value of type … @MainActor …").
@MainActor
final class MainActorUITests: XCTestCase {
    func launched() -> XCUIApplication {
        let app = XCUIApplication()
        app.launch()
        return app
    }

    /// A main-actor test reads the app's state on the main actor.
    func testAMainActorTestRunsOnTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        let app = launched()
        XCTAssertEqual(app.staticTexts["status"].label, "Ready")
        XCTAssertTrue(app.staticTexts["status"].waitForExistence(timeout: 1))
    }

    /// One that does not throw, and a method-level annotation.
    @MainActor func testAMainActorTestThatDoesNotThrow() {
        let app = launched()
        app.buttons["About"].tap()
        XCTAssertTrue(app.navigationBars["About"].exists)
    }
}
