// The one file this UI-test target adds to what it has on a Mac: the app that
// `XCUIApplication()` launches (Xcode's "Target Application" setting), and XCUITest's
// names for the other files, which say only `import XCTest`.
@_exported import XCUIAutomation
@testable import Groceries

enum TargetApplication: XCUITargetApplication {
    typealias Application = GroceriesApp
}
