// Test methods isolated to the main actor — `@MainActor func testAdding()`, or a
// `@MainActor` test class, as Xcode's UI-test template writes them since Xcode 16. On
// Linux, SwiftPM's test discovery lists a class's tests and hands the list to XCTest's
// `testCase(_:)`, which takes `(Class) -> () throws -> Void`; a main-actor method's type is
// `(Class) -> @MainActor () throws -> Void`, and converting the list traps at run time
// ("Could not cast value of type …"). These overloads take the main actor's list as it is,
// so the discovered list resolves to them wherever this module is visible (XCUIAutomation
// re-exports it, and a UI-test target's TargetApplication.swift re-exports XCUIAutomation),
// and run each test on the main actor, where XCTest runs every test on Linux.
//
// Swift 5 mode, as the discovered list's file is compiled: in Swift 6 a main-actor function
// type is implicitly `@Sendable`, and the list (not `@Sendable`) would match XCTest's
// declaration as well as these, which XCTest's then wins.

import Foundation
import XCTest

/// The entry of a test class whose test methods are isolated to the main actor.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () throws -> Void)]) -> XCTestCaseEntry {
    let tests: [(String, (T) -> () throws -> Void)] = allTests.map { name, test in
        (name, { instance in { try onMainActor { try test(instance)() } } })
    }
    return entry(tests)
}

/// The entry of a test class whose test methods are isolated to the main actor and do not
/// throw.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () -> Void)]) -> XCTestCaseEntry {
    let tests: [(String, (T) -> () throws -> Void)] = allTests.map { name, test in
        (name, { instance in { try onMainActor { test(instance)() } } })
    }
    return entry(tests)
}

/// Runs `body` on the main actor, where XCTest runs tests; off the main thread the test
/// fails with that reason instead of trapping.
func onMainActor(_ body: @MainActor () throws -> Void) throws {
    guard Thread.isMainThread else {
        return XCTFail("A test isolated to the main actor runs on the main thread, where XCTest runs tests")
    }
    try MainActor.assumeIsolated(body)
}
