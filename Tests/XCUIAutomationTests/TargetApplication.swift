// The one file a UI-test target adds (Xcode's "Target Application" setting): the app that
// `XCUIApplication()` launches, and XCUIAutomation for every file of the target.
@_exported import XCUIAutomation

enum TargetApplication: XCUITargetApplication {
    typealias Application = ChecklistApp
}
