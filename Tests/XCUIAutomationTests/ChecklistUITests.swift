import XCTest

/// A UI-test file as an app's UI-test target has it: it says only `import XCTest`, and
/// drives the app through XCUIApplication, in-process, on the host's virtual clock.
final class ChecklistUITests: XCTestCase {
    func testAddingAnItemShowsItsSwitchOff() {
        let app = XCUIApplication()
        app.launch()
        let field = app.textFields["New item"]
        XCTAssertTrue(field.exists)
        XCTAssertFalse(app.buttons["Add"].isEnabled)
        field.tap()
        field.typeText("Milk")
        XCTAssertEqual(field.value as? String, "Milk")
        XCTAssertTrue(app.buttons["Add"].isEnabled)
        app.buttons["Add"].tap()
        XCTAssertEqual(app.cells.count, 1)
        XCTAssertEqual(app.switches["Milk"].value as? String, "0")
        XCTAssertEqual(field.value as? String, "New item")
    }

    func testTappingASwitchFlipsItsValue() {
        let app = XCUIApplication()
        app.launchArguments = ["-seeded"]
        app.launch()
        let milk = app.cells.element(boundBy: 0).switches.firstMatch
        XCTAssertEqual(milk.label, "Milk")
        milk.tap()
        XCTAssertEqual(milk.value as? String, "1")
        XCTAssertTrue(milk.isSelected)
    }

    func testReturnSubmitsAndDeleteRemovesACharacter() {
        let app = XCUIApplication()
        app.launch()
        let field = app.textFields["New item"]
        field.tap()
        field.typeText("Breadx" + XCUIKeyboardKey.delete.rawValue)
        XCTAssertEqual(field.value as? String, "Bread")
        field.typeText("\n")
        XCTAssertTrue(app.switches["Bread"].exists)
    }

    /// The on-screen keyboard a simulator shows while a field is edited: no keyboard
    /// before the tap; its letter keys type, its delete key deletes, and its Return button
    /// submits the field, as `app.keyboards.buttons["Return"].tap()` does on a simulator.
    func testTheKeyboardsKeysTypeAndReturnSubmits() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertEqual(app.keyboards.count, 0)
        let field = app.textFields["New item"]
        field.tap()
        XCTAssertEqual(app.keyboards.count, 1)
        for letter in ["t", "e", "a", "x"] { app.keyboards.keys[letter].tap() }
        app.keyboards.keys["delete"].tap()
        XCTAssertEqual(field.value as? String, "tea")
        XCTAssertTrue(app.keyboards.buttons["Return"].isHittable)
        app.keyboards.buttons["Return"].tap()
        XCTAssertTrue(app.switches["tea"].exists)
    }

    func testTheStepperIncrementsThroughItsButton() {
        let app = XCUIApplication()
        app.launch()
        let stepper = app.steppers.firstMatch
        XCTAssertEqual(stepper.label, "Copies: 1")
        stepper.buttons["Increment"].tap()
        XCTAssertEqual(app.steppers.firstMatch.label, "Copies: 2")
    }

    func testWaitingAdvancesTheVirtualClock() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertEqual(app.staticTexts["status"].label, "Ready")
        XCTAssertFalse(app.staticTexts["Synced"].waitForExistence(timeout: 1))
        XCTAssertTrue(app.staticTexts["Synced"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.staticTexts["status"].label, "Synced")
    }

    func testTheNavigationBarHasTheTitleAndTheBackButton() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["Checklist"].exists)
        app.buttons["About"].tap()
        XCTAssertTrue(app.staticTexts["Checklist 1.0"].exists)
        XCTAssertTrue(app.navigationBars["About"].exists)
        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.navigationBars["Checklist"].exists)
        XCTAssertFalse(app.staticTexts["Checklist 1.0"].exists)
    }

    func testLaunchEnvironmentAndTerminate() {
        let app = XCUIApplication()
        app.launchEnvironment = ["GREETING": "Hello"]
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.staticTexts["Hello"].exists)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.staticTexts["Hello"].exists)
        XCTAssertNil(ProcessInfo.processInfo.environment["GREETING"])
    }
}
