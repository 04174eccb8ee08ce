import XCTest

/// Swipe to delete beside a leading swipe action, as an app's UI test drives it: a
/// rightward swipe shows the Edit action, a leftward one the Delete button that
/// `onDelete(perform:)` synthesizes, whose tap removes the row.
final class ItemsUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUp() {
        app = XCUIApplication(application: ItemsApp.self)
        app.launch()
    }

    func testASwipeRightShowsEditAndASwipeLeftDeletes() {
        XCTAssertEqual(app.cells.count, 3)
        let cell = app.cells.containing(.staticText, identifier: "Laundry").firstMatch
        cell.swipeRight()
        XCTAssertTrue(app.buttons["Edit"].exists)
        XCTAssertFalse(app.buttons["Delete"].exists)
        app.buttons["Edit"].tap()
        XCTAssertEqual(app.staticTexts["status"].label, "Editing Laundry")
        cell.swipeLeft()
        XCTAssertFalse(app.buttons["Edit"].exists)
        XCTAssertTrue(app.buttons["Delete"].exists)
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.count, 2)
        XCTAssertFalse(app.staticTexts["Laundry"].exists)
        XCTAssertFalse(app.buttons["Delete"].exists)
    }

    func testAFullSwipeLeftDeletesAtOnce() {
        let cell = app.cells.element(boundBy: 0)
        cell.coordinate(withNormalizedOffset: CGVector(dx: 0.95, dy: 0.5))
            .press(forDuration: 0.1, thenDragTo: cell.coordinate(withNormalizedOffset: CGVector(dx: 0.05, dy: 0.5)))
        XCTAssertEqual(app.cells.count, 2)
        XCTAssertFalse(app.staticTexts["Groceries"].exists)
    }
}
