// The one file this UI-test target adds to what it has on a Mac: the app that
// `XCUIApplication()` launches (Xcode's "Target Application" setting), and XCUITest's
// names for the other files, which say only `import XCTest`, with XCTest's test case as
// XCUITest extends it (`runsForEachTargetApplicationUIConfiguration`).
@_exported import XCUIAutomation
@testable import Groceries

typealias XCTestCase = XCUITestCase

enum TargetApplication: XCUITargetApplication {
    typealias Application = GroceriesApp
}
