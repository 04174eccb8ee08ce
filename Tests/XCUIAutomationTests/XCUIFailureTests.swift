@testable import XCUIAutomation
import Synchronization
import XCTest

/// XCUITest's failures, in its words, at the line of the test's call; the test goes on.
/// From Apple's documentation of XCUIElement: an element is resolved when it is used, and
/// using one that matches nothing, or several where one is wanted, fails the test.
final class XCUIFailureTests: XCTestCase {
    /// What the calls in `body` record as failures: each message and its line.
    func failures(_ body: () -> Void) -> [(message: String, line: UInt)] {
        let recorded = Recorded()
        XCUIFailure.$reporter.withValue({ message, _, line in recorded.append(message, line) }) { body() }
        return recorded.all
    }

    func launched(_ arguments: [String] = []) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = arguments
        app.launch()
        return app
    }

    /// "No matches found": the query, and the elements on screen it could have meant.
    func testAnElementThatMatchesNothingFailsAtTheCallsLine() {
        let app = launched()
        var line: UInt = 0
        let failures = failures {
            line = #line; app.buttons["Remove"].tap()
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("No matches found for Application → Descendants matching type Button → Elements matching identifier or label \"Remove\" from input {"), message)
        XCTAssertTrue(message.contains("Button, label: 'Add', Disabled"), message)
    }

    /// "Multiple matching elements found" where the query's one element is used.
    func testAnOnlyElementThatMatchesSeveralFails() {
        let app = launched()
        var label = "?"
        let read = failures { label = app.staticTexts.element.label }
        XCTAssertEqual(label, "")
        XCTAssertEqual(read.count, 1)
        XCTAssertTrue(read.first?.message.hasPrefix("Multiple matching elements found for Application → Descendants matching type StaticText.\n  StaticText, label: 'Checklist'") ?? false, read.first?.message ?? "")
        XCTAssertTrue(app.staticTexts.element.exists)   // exists never fails: several is at least one
        let tapped = self.failures { app.staticTexts.element.tap() }
        XCTAssertEqual(tapped.map(\.message), read.map(\.message))
    }

    /// XCUIElementTypeQueryProvider's `firstMatch` of an element: "The first element that
    /// matches the query" — several matches are no failure; the first is read.
    func testAnElementsFirstMatchIsTheFirstOfSeveral() {
        let app = launched()
        var label = "?"
        let read = failures { label = app.staticTexts.element.firstMatch.label }
        XCTAssertEqual(read.map(\.message), [])
        XCTAssertEqual(label, app.staticTexts.element(boundBy: 0).label)
        XCTAssertEqual(app.firstMatch.elementType, .application)
    }

    /// A tap reaches an element only where it is drawn: off screen it is not hittable.
    func testAnElementOffScreenIsNotHittableAndItsTapFails() {
        let app = launched()
        let far = app.buttons["Far away"]
        XCTAssertTrue(far.exists)
        XCTAssertFalse(far.isHittable)
        let failures = failures { far.tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].message.hasPrefix("Failed to tap Button, label: 'Far away': the element is not hittable"), failures[0].message)
        XCTAssertEqual(app.staticTexts["status"].label, "Ready")
    }

    /// A disabled button is hittable; a tap on it does nothing and fails nothing, as on iOS.
    func testTappingADisabledButtonDoesNothing() {
        let app = launched()
        XCTAssertTrue(app.buttons["Add"].isHittable)
        XCTAssertEqual(failures { app.buttons["Add"].tap() }.map(\.message), [])
        XCTAssertEqual(app.cells.count, 0)
    }

    /// Reading a property of an element that is not there fails; `exists` never does.
    func testReadingAMissingElementsLabelFails() {
        let app = launched()
        var label = "?"
        let failures = failures { label = app.staticTexts["Saved"].label }
        XCTAssertEqual(label, "")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.hasPrefix("No matches found for Application → Descendants matching type StaticText → Elements matching identifier or label \"Saved\"") ?? false)
        XCTAssertEqual(self.failures { _ = app.staticTexts["Saved"].exists }.count, 0)
    }

    /// typeText needs keyboard focus: "Neither element nor any descendant has keyboard focus."
    func testTypingWithoutFocusFails() {
        let app = launched()
        let failures = failures { app.textFields["New item"].typeText("Milk") }
        XCTAssertEqual(failures.map(\.message), ["Neither element nor any descendant has keyboard focus. Element: TextField, label: 'New item', value: New item"])
        XCTAssertEqual(app.textFields["New item"].value as? String, "New item")
    }

    /// Before launch, and after terminate, nothing is on screen: actions fail, queries are empty.
    func testAnAppThatIsNotRunningHasNoElements() {
        let app = XCUIApplication()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.exists)
        XCTAssertEqual(app.buttons.count, 0)
        XCTAssertEqual(failures { app.buttons["Add"].tap() }.map(\.message), ["The application is not running: call launch() first"])
    }

    /// A target with no TargetApplication: the launch says what to add, and nothing runs.
    func testAUITestTargetWithoutATargetApplicationSaysWhatToAdd() {
        let app = XCUIApplication(fileID: "NotesUITests/NotesUITests.swift")
        XCTAssertEqual(failures { app.launch() }.map(\.message), [
            "No target application for NotesUITests: add a file to the UI-test target declaring `enum TargetApplication: XCUITargetApplication { typealias Application = YourApp }`",
        ])
        XCTAssertEqual(app.state, .notRunning)
    }

    /// An adjustment made for another kind of element says which it is for.
    func testAdjustingTheWrongKindOfElementFails() {
        let app = launched()
        XCTAssertEqual(failures { app.buttons["Add"].adjust(toPickerWheelValue: "Milk") }.map(\.message),
                       ["adjust(toPickerWheelValue:) is for a PickerWheel, not Button, label: 'Add', Disabled"])
        XCTAssertEqual(failures { app.textFields["New item"].adjust(toNormalizedSliderPosition: 0.5) }.map(\.message),
                       ["adjust(toNormalizedSliderPosition:) is for a Slider, not TextField, label: 'New item', value: New item"])
    }

    /// An index past the matches.
    func testAnIndexPastTheMatchesFails() {
        let app = launched(["-seeded"])
        XCTAssertTrue(app.cells.element(boundBy: 0).exists)
        XCTAssertFalse(app.cells.element(boundBy: 1).exists)
        XCTAssertEqual(failures { app.cells.element(boundBy: 1).tap() }.map(\.message),
                       ["No matches found for element 1 of Application → Descendants matching type Cell (1 matches)"])
    }
}

/// The failures a test's calls record.
final class Recorded: Sendable {
    private let entries = Mutex<[(message: String, line: UInt)]>([])
    func append(_ message: String, _ line: UInt) { entries.withLock { $0.append((message, line)) } }
    var all: [(message: String, line: UInt)] { entries.withLock { $0 } }
}
