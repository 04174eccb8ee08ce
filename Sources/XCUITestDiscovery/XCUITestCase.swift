// XCTest's test case as a UI-test target sees it on a Mac, where XCUITest adds to it:
// `runsForEachTargetApplicationUIConfiguration`, which Xcode's launch-test template
// overrides. Linux's XCTest has no such class property, so `override class var …` in an
// unchanged test file does not compile against it. A UI-test target's TargetApplication.swift
// declares `typealias XCTestCase = XCUITestCase`: a declaration of the target's own module
// comes before an imported one, so its test classes subclass this one (which is XCTest's, so
// SwiftPM's test discovery lists them as before), and the override compiles.
//
// A class that says `true` runs each test once per UI configuration of the app — here, the
// device's two appearances, light then dark — as Xcode does: the discovered list of its
// tests has each test once per configuration, under the test's own name, and each instance
// takes its configuration in order. While it runs, the device's appearance is the
// configuration's (`XCUIDevice.shared.appearance`), so the app it launches draws in it.

import Foundation
import XCTest

/// XCTest's `XCTestCase` with what XCUITest adds to it on Apple's platforms: a UI-test
/// target's `TargetApplication.swift` names it `XCTestCase`, so its test files compile
/// unchanged.
///
/// ```swift
/// // Tests/GroceriesUITests/TargetApplication.swift
/// typealias XCTestCase = XCUITestCase
///
/// // Tests/GroceriesUITests/GroceriesUITestsLaunchTests.swift, as Xcode wrote it
/// final class GroceriesUITestsLaunchTests: XCTestCase {
///     override class var runsForEachTargetApplicationUIConfiguration: Bool { true }
///     func testLaunch() throws { … }      // runs twice: light, then dark
/// }
/// ```
open class XCUITestCase: XCTestCase {
    /// Whether each test of the class runs once for each of the target application's UI
    /// configurations — here the device's appearances, light then dark — rather than once.
    /// `false` unless a subclass overrides it.
    open class var runsForEachTargetApplicationUIConfiguration: Bool { false }

    /// The UI configuration this instance runs its test in: `nil` when its class runs each
    /// test once.
    public let uiConfiguration: XCUIUIConfiguration?

    /// A test case that runs `testClosure` as the test named `name`, in the next of its
    /// class's UI configurations when the class runs each test in all of them.
    public required init(name: String, testClosure: @escaping XCTestCaseClosure) {
        uiConfiguration = Self.runsForEachTargetApplicationUIConfiguration
            ? UIConfigurationRuns.next(for: name) : nil
        super.init(name: name, testClosure: testClosure)
    }

    /// Runs the test with the device in its UI configuration's appearance, then puts the
    /// device's appearance back.
    open override func invokeTest() {
        guard let uiConfiguration else { return super.invokeTest() }
        let previous = DeviceAppearance.value
        DeviceAppearance.value = uiConfiguration.rawValue
        defer { DeviceAppearance.value = previous }
        super.invokeTest()
    }
}

/// A UI configuration a test runs in when its class's
/// ``XCUITestCase/runsForEachTargetApplicationUIConfiguration`` is `true`: one of the
/// device's appearances (its raw value is `XCUIDevice.Appearance`'s).
public enum XCUIUIConfiguration: Int, CaseIterable, Sendable {
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// Which configuration the next instance of a test takes: the discovered list names each
/// test once per configuration, and XCTest makes the instances in the list's order.
private enum UIConfigurationRuns {
    /// Invariant: read and written on the main thread only, where XCTest makes test cases
    /// and runs them.
    nonisolated(unsafe) static var made: [String: Int] = [:]

    static func next(for name: String) -> XCUIUIConfiguration {
        precondition(Thread.isMainThread, "XCTest makes test cases on the main thread")
        let index = made[name, default: 0]
        made[name] = index + 1
        let all = XCUIUIConfiguration.allCases
        return all[index % all.count]
    }
}

/// The device's appearance as XCUITest sets it (`XCUIDevice.Appearance`'s raw value: 0
/// unspecified, 1 light, 2 dark), which launched apps draw in.
@_spi(XCUIAutomation)
public enum DeviceAppearance {
    /// The appearance. Invariant: read and written on the main thread only, where XCTest
    /// runs tests and XCUIAutomation runs the app.
    nonisolated(unsafe) public static var value = 0
}

// MARK: The discovered lists of such classes

/// The entry of a test class that may run each test in each UI configuration. (Its
/// main-actor lists reach `MainActorTests.swift`'s overloads, which end here too: within one
/// module, overloads that differ only in a global actor are one declaration.)
public func testCase<T: XCUITestCase>(_ allTests: [(String, (T) -> () throws -> Void)]) -> XCTestCaseEntry {
    entry(allTests)
}

/// The entry of a test class that may run each test in each UI configuration, its tests
/// not throwing.
public func testCase<T: XCUITestCase>(_ allTests: [(String, (T) -> () -> Void)]) -> XCTestCaseEntry {
    let tests: [(String, (T) -> () throws -> Void)] = allTests.map { name, test in (name, { instance in { test(instance)() } }) }
    return entry(tests)
}

/// XCTest's entry of class `T` and `tests`, each test once per UI configuration when `T`
/// runs its tests in each (``XCUITestCase/runsForEachTargetApplicationUIConfiguration``).
func entry<T: XCTestCase>(_ tests: [(String, (T) -> () throws -> Void)]) -> XCTestCaseEntry {
    let runs = (T.self as? XCUITestCase.Type)?.runsForEachTargetApplicationUIConfiguration == true
        ? XCUIUIConfiguration.allCases.count : 1
    return (testCaseClass: T.self, allTests: tests.flatMap { name, test in
        repeatElement((name, { (testCase: XCTestCase) throws in
            guard let instance = testCase as? T else {
                return XCTFail("\(name) runs on an instance of \(T.self), not of \(type(of: testCase))")
            }
            try test(instance)()
        }), count: runs)
    })
}
