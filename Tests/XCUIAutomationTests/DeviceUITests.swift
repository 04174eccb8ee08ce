import XCTest

/// The device's home button, the app's states, and Xcode's launch-performance template.
final class DeviceUITests: XCTestCase {
    /// "press(.home)": the app goes to the background; activate() brings it back.
    func testTheHomeButtonSendsTheAppToTheBackgroundAndActivateBringsItBack() {
        let app = XCUIApplication(application: ControlsApp.self)
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(app.state, .runningBackground)
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 1))
        app.activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(app.staticTexts["status"].label, "Active")
    }

    /// The app's onChange(of: scenePhase) sees the background.
    func testTheAppSeesItsScenePhase() {
        let app = XCUIApplication(application: ControlsApp.self)
        app.launch()
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(app.staticTexts["status"].label, "In the background")
    }

    /// A swipe's velocity changes nothing here: the distance decides.
    func testASwipeWithAVelocityIsASwipe() {
        let app = XCUIApplication(application: ControlsApp.self)
        app.launch()
        app.cells.element(boundBy: 1).swipeLeft(velocity: .fast)
        XCTAssertTrue(app.buttons["Remove"].exists)
    }

    /// Xcode's template: measure(metrics: [XCTApplicationLaunchMetric()]) runs the block
    /// five times (XCTMeasureOptions' default iteration count) and asserts no time.
    func testLaunchPerformance() {
        var launches = 0
        measure(metrics: [XCTApplicationLaunchMetric()]) {
            XCUIApplication(application: ControlsApp.self).launch()
            launches += 1
        }
        XCTAssertEqual(launches, 5)
    }
}
