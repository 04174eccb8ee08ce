// The one file a UI-test target adds (Xcode's "Target Application" setting): the app that
// `XCUIApplication()` launches, XCUIAutomation for every file of the target, and XCTest's
// test case with what XCUITest adds to it (`runsForEachTargetApplicationUIConfiguration`).
@_exported import XCUIAutomation

typealias XCTestCase = XCUITestCase

enum TargetApplication: XCUITargetApplication {
    typealias Application = ChecklistApp
}
