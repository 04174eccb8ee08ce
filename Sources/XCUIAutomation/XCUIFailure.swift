// How a UI test's failures reach it: in XCUITest's words, at the line of the test that
// made the call, and the test goes on (XCUITest records a failure; it does not throw).

import Foundation
import XCTest

/// A failure of a query or an action, in XCUITest's words.
struct XCUIFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }

    /// Where failures go: XCTest's `XCTFail` at the test's line, unless a test of this
    /// module takes them (``XCUIFailure/$reporter``).
    @TaskLocal static var reporter: (@Sendable (String, StaticString, UInt) -> Void)?

    /// Records `message` as a failure of the test at `file`:`line`.
    static func record(_ message: String, file: StaticString, line: UInt) {
        if let reporter { return reporter(message, file, line) }
        XCTFail(message, file: file, line: line)
    }
}
