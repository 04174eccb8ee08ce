@testable import XCUIAutomation
import XCTest

/// Predicates in UI tests, as Apple's XCTest documents them: `expectation(for:evaluatedWith:
/// handler:)` "creates an expectation that is fulfilled if the predicate returns true when
/// evaluated with the given object"; `XCTWaiter` "waits on a group of expectations for up
/// to the specified timeout" and returns how the wait ended; a query's `matching(_:)`
/// "returns a new query that applies the specified predicate". Here the waits advance the
/// app's virtual clock: the checklist's status turns "Synced" 2 s after launch.
final class PredicateUITests: XCTestCase {
    /// The failures the waits record (XCTest's own `recordFailure`), kept to be read.
    private var recorded: [(description: String, line: Int)] = []
    private var keepsFailures = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard keepsFailures else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append((description, lineNumber))
    }

    /// "Creates an expectation that is fulfilled if the predicate returns true": the wait
    /// advances the virtual clock until the status reads "Synced".
    func testAPredicateExpectationIsMetAsTheVirtualClockAdvances() {
        let app = XCUIApplication()
        app.launch()
        let status = app.staticTexts["status"]
        XCTAssertEqual(status.label, "Ready")
        expectation(for: NSPredicate(format: "label == 'Synced'"), evaluatedWith: status)
        waitForExpectations(timeout: 5)
        XCTAssertEqual(status.label, "Synced")
    }

    /// A query's `count`, as a suite counts rows after adding one.
    func testACountPredicateOverAQuery() {
        let app = XCUIApplication()
        app.launchArguments = ["-seeded"]
        app.launch()
        let countIsOne = NSPredicate(format: "count == 1")
        expectation(for: countIsOne, evaluatedWith: app.cells, handler: nil)
        waitForExpectations(timeout: 1)
        expectation(for: NSPredicate(format: "exists == true AND isHittable == 1"), evaluatedWith: app.buttons["Add"])
        expectation(for: NSPredicate(format: "exists == false"), evaluatedWith: app.buttons["Remove"])
        waitForExpectations(timeout: 1)
    }

    /// "Returns the result of the wait": timed out when the predicate does not hold within
    /// the timeout, and no failure; completed when it does.
    func testXCTWaiterSaysHowTheWaitEnded() {
        let app = XCUIApplication()
        app.launch()
        let status = app.staticTexts["status"]
        let synced = NSPredicate(format: "label == %@", "Synced")
        keepsFailures = true
        let early = XCTWaiter.wait(for: [XCTNSPredicateExpectation(predicate: synced, object: status)], timeout: 1.5)
        XCTAssertEqual(early, .timedOut)
        XCTAssertEqual(status.label, "Ready")
        let later = XCTWaiter.wait(for: [XCTNSPredicateExpectation(predicate: synced, object: status)], timeout: 1)
        XCTAssertEqual(later, .completed)
        XCTAssertTrue(recorded.isEmpty, "\(recorded)")
    }

    /// A timed-out wait fails the test at the wait's line, in XCTest's words, with the
    /// timeout the test gave and the predicate's format; the clock has passed that timeout.
    func testATimedOutWaitFailsWithTheTestsTimeout() {
        let app = XCUIApplication()
        app.launch()
        let status = app.staticTexts["status"]
        keepsFailures = true
        let never = expectation(for: NSPredicate(format: "label == 'Never'"), evaluatedWith: status)
        let line = #line; wait(for: [never], timeout: 3)
        XCTAssertEqual(recorded.map(\.line), [line])
        XCTAssertEqual(recorded.first?.description,
                       "Asynchronous wait failed - Exceeded timeout of 3.0 seconds, with unfulfilled expectations: "
                       + "Expect predicate `label == 'Never'` for object \(status)")
        XCTAssertEqual(status.label, "Synced")
    }

    /// An inverted expectation is met when the timeout passes without its fulfilment; the
    /// handler of `waitForExpectations` hears no error.
    func testAnInvertedExpectationWaitsOutItsTimeout() {
        let app = XCUIApplication()
        app.launch()
        let never = expectation(description: "never fulfilled")
        never.isInverted = true
        var heard: (any Error)? = NSError(domain: "not called", code: 0)
        waitForExpectations(timeout: 2.5) { heard = $0 }
        XCTAssertNil(heard)
        XCTAssertEqual(app.staticTexts["status"].label, "Synced")
    }

    /// "Returns a new query that applies the specified predicate": string operators with
    /// their options, `%@` and `%K` arguments, `AND`, `OR`, `NOT`, element types.
    func testQueriesMatchAPredicate() {
        let app = XCUIApplication()
        app.launchArguments = ["-seeded"]
        app.launch()
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label BEGINSWITH[c] 'ad'")).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label == 'Add' OR label == 'About'")).count, 2)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "NOT (label CONTAINS 'A')")).count,
                       app.buttons.count - 2, "Add and About hold a capital A; \"Far away\" does not")
        XCTAssertEqual(app.cells.containing(NSPredicate(format: "%K == %@", "label", "Milk")).count, 1)
        XCTAssertEqual(app.descendants(matching: .any).element(matching: NSPredicate(format: "identifier == 'status'")).label,
                       "Ready")
        let switchType = XCUIElement.ElementType.switch.rawValue
        XCTAssertEqual(app.descendants(matching: .any).matching(NSPredicate(format: "elementType == %d", switchType)).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(format: "label LIKE 'A*' AND enabled == false")).firstMatch.label, "Add")
    }

    /// A key an element does not have, and a format that does not parse: the query's use
    /// fails, in Foundation's words, and the test goes on.
    func testAnUnknownKeyOrABadFormatFailsTheQuerysUse() {
        let app = XCUIApplication()
        app.launch()
        let unknownKey = failures { app.buttons.element(matching: NSPredicate(format: "colour == 'red'")).tap() }
        XCTAssertEqual(unknownKey.count, 1)
        XCTAssertTrue(unknownKey.first?.hasPrefix("[<XCElementSnapshot> valueForUndefinedKey:]: this class is not key value "
                                                  + "coding compliant for the key colour.") == true, "\(unknownKey)")
        let badFormat = failures { app.buttons.element(matching: NSPredicate(format: "label ===")).tap() }
        XCTAssertEqual(badFormat.count, 1)
        XCTAssertTrue(badFormat.first?.hasPrefix("Unable to parse the format string \"label ===\"") == true, "\(badFormat)")
    }

    private func failures(_ body: () -> Void) -> [String] {
        let recorded = Recorded()
        XCUIFailure.$reporter.withValue({ message, _, _ in recorded.append(message, 0) }) { body() }
        return recorded.all.map(\.message)
    }
}
