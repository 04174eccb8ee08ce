import XCTest

/// Groceries' UI tests as a team keeps them for the simulator: XCUIApplication, queries and
/// taps. The app keeps its data between launches and between tests, as on a simulator, so
/// each test names its own items.
final class GroceriesUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    func add(_ name: String) {
        let field = app.textFields["New item"]
        field.tap()
        field.typeText(name)
        app.buttons["Add"].tap()
    }

    func testAddingAnItemShowsItsRowAndClearsTheField() throws {
        let rows = app.cells.count
        XCTAssertFalse(app.buttons["Add"].isEnabled)
        add("Milk")
        XCTAssertTrue(app.switches["Milk"].exists)
        XCTAssertEqual(app.switches["Milk"].value as? String, "0")
        XCTAssertEqual(app.cells.count, rows + 1)
        XCTAssertTrue(app.staticTexts["\(rows) → \(rows + 1) items"].exists)
        XCTAssertEqual(app.textFields["New item"].value as? String, "New item")
        XCTAssertFalse(app.buttons["Add"].isEnabled)
    }

    func testABoughtItemHidesWhenBoughtItemsAreHidden() throws {
        add("Bread")
        let bread = app.switches["Bread"]
        bread.tap()
        XCTAssertEqual(bread.value as? String, "1")
        app.switches["Hide bought"].tap()
        XCTAssertFalse(app.switches["Bread"].exists)
        app.switches["Hide bought"].tap()
        XCTAssertTrue(app.switches["Bread"].waitForExistence(timeout: 1))
    }

    func testTheStepperCountsTheQuantity() throws {
        add("Eggs")
        let row = app.cells.containing(.switch, identifier: "Eggs").element
        XCTAssertEqual(row.steppers.firstMatch.label, "1")
        row.steppers.buttons["Increment"].tap()
        XCTAssertEqual(row.steppers.firstMatch.label, "2")
    }

    func testUndoInTheNavigationBarRemovesTheLastItemAdded() throws {
        add("Flour")
        XCTAssertTrue(app.switches["Flour"].exists)
        app.navigationBars["Groceries"].buttons["Undo"].tap()
        XCTAssertFalse(app.switches["Flour"].exists)
    }

    func testWhatTheAppSavedIsThereAfterARelaunch() throws {
        add("Apples")
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        app.launch()
        XCTAssertTrue(app.switches["Apples"].exists)
    }
}
