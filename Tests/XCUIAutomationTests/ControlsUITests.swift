import XCTest

/// Tabs, alerts, dialogs, pickers, sliders, swipes, coordinates and screenshots, driven
/// as XCUITest drives them on a simulator.
final class ControlsUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUp() {
        app = XCUIApplication(application: ControlsApp.self)
        app.launch()
    }

    func testATabBarButtonSelectsItsTab() {
        XCTAssertTrue(app.tabBars.buttons["Home"].isSelected)
        XCTAssertFalse(app.staticTexts["Second tab"].exists)
        app.tabBars.buttons["Other"].tap()
        XCTAssertTrue(app.staticTexts["Second tab"].exists)
        XCTAssertTrue(app.tabBars.buttons["Other"].isSelected)
        XCTAssertFalse(app.buttons["Delete all"].exists)
    }

    func testAnAlertsButtonRunsItsActionAndClosesIt() {
        app.buttons["Delete all"].tap()
        let alert = app.alerts["Delete everything?"]
        XCTAssertTrue(alert.exists)
        XCTAssertTrue(alert.staticTexts["This cannot be undone."].exists)
        XCTAssertEqual(alert.buttons.count, 2)
        alert.buttons["Delete"].tap()
        XCTAssertFalse(alert.exists)
        XCTAssertEqual(app.staticTexts["status"].label, "Deleted")
    }

    func testAConfirmationDialogIsASheet() {
        app.buttons["Share"].tap()
        XCTAssertTrue(app.sheets["Share"].exists)
        app.sheets["Share"].buttons["Copy link"].tap()
        XCTAssertFalse(app.sheets["Share"].exists)
        XCTAssertEqual(app.staticTexts["status"].label, "Copied")
    }

    func testASegmentTapChoosesItsOptionAndTheWheelFollows() {
        let segments = app.segmentedControls.firstMatch
        XCTAssertTrue(segments.buttons["Small"].isSelected)
        segments.buttons["Large"].tap()
        XCTAssertTrue(segments.buttons["Large"].isSelected)
        XCTAssertFalse(segments.buttons["Small"].isSelected)
        XCTAssertEqual(app.pickerWheels.firstMatch.value as? String, "Large")
    }

    func testAPickerWheelIsAdjustedToAValue() {
        app.pickerWheels.firstMatch.adjust(toPickerWheelValue: "Large")
        XCTAssertEqual(app.pickerWheels.firstMatch.value as? String, "Large")
        XCTAssertTrue(app.segmentedControls.buttons["Large"].isSelected)
    }

    func testASliderIsDraggedToAPosition() {
        let slider = app.sliders["volume"]
        XCTAssertEqual(slider.value as? String, "0%")
        slider.adjust(toNormalizedSliderPosition: 0.75)
        // The thumb's centre runs a thumb's radius inside each end: the finger at 75 % of
        // the track's frame is near, not at, 75 % of the range.
        XCTAssertEqual(slider.normalizedSliderPosition, 0.75, accuracy: 0.05)
    }

    func testASwipeLeftOpensARowsActions() {
        XCTAssertFalse(app.buttons["Remove"].exists)
        app.cells.element(boundBy: 0).swipeLeft()
        XCTAssertTrue(app.buttons["Remove"].exists)
        app.buttons["Remove"].tap()
        XCTAssertFalse(app.staticTexts["Alpha"].exists)
        XCTAssertEqual(app.cells.count, 1)
    }

    func testACoordinateTapDrivesTheControlUnderIt() {
        let button = app.buttons["Delete all"].frame
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
            .withOffset(CGVector(dx: button.midX, dy: button.midY))
            .tap()
        XCTAssertTrue(app.alerts["Delete everything?"].exists)
    }

    func testAScreenshotIsKeptAsAPicture() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("attachments-\(UUID().uuidString)")
        setenv("XCTEST_ATTACHMENTS_DIRECTORY", directory.path, 1)
        defer {
            unsetenv("XCTEST_ATTACHMENTS_DIRECTORY")
            try? FileManager.default.removeItem(at: directory)
        }
        let attachment = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
        attachment.name = "home"
        add(attachment)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(files.count, 1)
        let picture = try String(contentsOf: directory.appendingPathComponent(files[0]), encoding: .utf8)
        XCTAssertTrue(files[0].hasSuffix("-home.svg"), files[0])
        XCTAssertTrue(picture.hasPrefix("<svg"), String(picture.prefix(40)))
        XCTAssertTrue(picture.contains("Delete all"))
    }
}
