import XCTest

/// Xcode's launch-test template, unchanged: `runsForEachTargetApplicationUIConfiguration`
/// "indicates whether the test case runs for each of the target application's UI
/// configurations" — here the device's two appearances, light then dark.
final class UIConfigurationUITests: XCTestCase {
    override class var runsForEachTargetApplicationUIConfiguration: Bool { true }

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// Each run launches the app in its configuration's appearance, and the device says so.
    func testLaunch() throws {
        let configuration = try XCTUnwrap(uiConfiguration)
        XCTAssertEqual(XCUIDevice.shared.appearance.rawValue, configuration.rawValue)
        let app = XCUIApplication(application: AppearanceApp.self)
        app.launch()
        XCTAssertEqual(app.staticTexts["scheme"].label, configuration == .dark ? "Dark" : "Light")

        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.name = "Launch Screen"
        attachment.lifetime = .keepAlways
        add(attachment)
    }
}

/// The discovered list of a class's tests, as SwiftPM hands it to `testCase(_:)`.
final class UIConfigurationDiscoveryTests: XCTestCase {
    /// A class that runs for each configuration lists each test once per configuration,
    /// under its own name; its instances take the configurations in order.
    func testEachTestIsListedOncePerConfiguration() {
        let entry = testCase([("testLaunch", UIConfigurationUITests.testLaunch)])
        XCTAssertEqual(entry.allTests.map(\.0), ["testLaunch", "testLaunch"])
        let made = (0..<3).map { _ in UIConfigurationUITests(name: "UIConfigurationDiscoveryTests.made", testClosure: { _ in }) }
        XCTAssertEqual(made.map(\.uiConfiguration), [.light, .dark, .light])
    }

    /// A class that does not is listed as it is; its tests run once, in no configuration,
    /// and the device's appearance is left as it was.
    func testAClassThatDoesNotRunsEachTestOnce() {
        let entry = testCase([("testEachTestIsListedOncePerConfiguration", UIConfigurationDiscoveryTests.testEachTestIsListedOncePerConfiguration)])
        XCTAssertEqual(entry.allTests.map(\.0), ["testEachTestIsListedOncePerConfiguration"])
        XCTAssertNil(uiConfiguration)
        XCTAssertEqual(XCUIDevice.shared.appearance, .unspecified)
    }

    /// "XCUIDevice.shared.appearance = .dark": the running app draws in it at once, and
    /// apps launched after it too.
    func testSettingTheDevicesAppearanceReachesTheApp() {
        let app = XCUIApplication(application: AppearanceApp.self)
        app.launch()
        XCTAssertEqual(app.staticTexts["scheme"].label, "Light")
        XCUIDevice.shared.appearance = .dark
        defer { XCUIDevice.shared.appearance = .unspecified }
        XCTAssertEqual(app.staticTexts["scheme"].label, "Dark")
        app.terminate()
        app.launch()
        XCTAssertEqual(app.staticTexts["scheme"].label, "Dark")
    }
}
