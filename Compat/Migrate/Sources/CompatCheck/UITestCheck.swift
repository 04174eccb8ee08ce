import Foundation
import ProcessRunner

/// One app of the UI-test sample (`Inventory/uitest-sample.tsv`): where its repository is,
/// and its UI-test folders in it.
public struct UITestSampleApp: Sendable, Equatable {
    /// The app's name in the sample.
    public var app: String
    /// Its repository's address and the commit the sample takes.
    public var repo: String
    public var commit: String
    /// `real`, `screenshot`, `perf-only` or `template`.
    public var suite: String
    /// Its UI-test folders, relative to the repository's root.
    public var folders: [String]

    /// The sample's rows, from the TSV's text (its header names the columns).
    public static func rows(tsv: String) -> [UITestSampleApp] {
        var lines = tsv.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst()
        func column(_ name: String, _ row: [String]) -> String {
            guard let index = header.firstIndex(of: name), index < row.count else { return "" }
            return row[index]
        }
        return lines.map { row in
            UITestSampleApp(app: column("app", row), repo: column("repo", row), commit: column("commit", row),
                            suite: column("suite", row),
                            folders: column("uitest_folders", row).split(separator: ";").map(String.init))
        }
    }
}

/// What happened to one UI test of a sample app.
public struct UITestResult: Sendable, Equatable, Codable {
    /// `passed`, `failed`, `not compiled`, `crashed`, `timed out`, or `not run` (the app
    /// itself did not build, or has no SwiftUI `App`).
    public enum Outcome: String, Sendable, Codable {
        case passed, failed
        case notCompiled = "not compiled"
        case crashed
        case timedOut = "timed out"
        case notRun = "not run"
    }

    public var app: String
    /// The test's file, relative to the repository.
    public var file: String
    /// `Class.testName`.
    public var test: String
    public var outcome: Outcome
    /// Seconds the test ran (its own process: launch and run).
    public var seconds: Double
    /// Why it did not pass: its first failure, the compiler's first error in its file, the
    /// trap.
    public var reason: String

    /// A result with these values.
    public init(app: String, file: String, test: String, outcome: Outcome, seconds: Double, reason: String) {
        self.app = app
        self.file = file
        self.test = test
        self.outcome = outcome
        self.seconds = seconds
        self.reason = reason
    }

    /// The results as `uitest-results.tsv`: a header, then a row per test, in order.
    public static func tsv(_ results: [UITestResult]) -> String {
        let clean = { (text: String) in text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
        return (["app\tfile\ttest\toutcome\tseconds\treason"] + results.map {
            [$0.app, $0.file, $0.test, $0.outcome.rawValue, String(format: "%.2f", $0.seconds), clean(String($0.reason.prefix(300)))]
                .joined(separator: "\t")
        }).joined(separator: "\n") + "\n"
    }
}

/// Reading a UI-test target's files and XCTest's output.
public enum UITestFiles {
    /// The test methods a file declares: `func test…()` in a class, as XCTest finds them,
    /// each as `Class.testName`.
    public static func tests(in source: String) -> [String] {
        var tests: [String] = []
        var currentClass: String?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("//") { continue }
            if let match = text.firstMatch(of: /\bclass\s+(\w+)\s*:/) { currentClass = String(match.1) }
            if let match = text.firstMatch(of: /\bfunc\s+(test\w*)\s*\(\s*\)/), let currentClass {
                tests.append(currentClass + "." + match.1)
            }
        }
        return tests
    }

    /// The type the UI tests launch, as the target application names it: the `@main`
    /// SwiftUI `App` among `sources`; else, for an app UIKit starts (an application delegate
    /// marked `@main` or `@UIApplicationMain`), `UIApplicationDelegateApp<Delegate, Scene>`
    /// with the class that is a `UIWindowSceneDelegate` (which its Info.plist names), or
    /// `NoDeclaredSceneDelegate` when it has none.
    public static func appType(in sources: [String]) -> String? {
        for source in sources {
            if let match = source.firstMatch(of: /@main\s+(?:final\s+)?struct\s+(\w+)\s*:\s*(?:SwiftUI\.)?App\b/) { return String(match.1) }
        }
        let delegate = sources.lazy.compactMap {
            $0.firstMatch(of: /@(?:main|UIApplicationMain)\s+(?:final\s+)?class\s+(\w+)\s*:[^{]*\bUIApplicationDelegate\b/)
        }.first
        guard let delegate else { return nil }
        let scene = sources.lazy.compactMap { $0.firstMatch(of: /\bclass\s+(\w+)\s*:[^{]*\bUIWindowSceneDelegate\b/) }.first
        return "UIApplicationDelegateApp<\(delegate.1), \(scene.map { String($0.1) } ?? "NoDeclaredSceneDelegate")>"
    }

    /// The app's module name as its UI tests import it (`@testable import Calculator`),
    /// when the Xcode project names a product so (`PRODUCT_NAME = Calculator;`, or
    /// `PRODUCT_MODULE_NAME`): the app's module is then named after its product, not its
    /// folder. `nil` when the tests import no module the project makes.
    public static func appModuleName(testSources: [String], projectFiles: [String]) -> String? {
        let imported = Set(testSources.flatMap { $0.matches(of: /@testable\s+import\s+(\w+)/).map { String($0.1) } })
        return imported.sorted().first { module in
            projectFiles.contains { $0.contains("PRODUCT_NAME = \(module);") || $0.contains("PRODUCT_MODULE_NAME = \(module);") }
        }
    }

    /// `source` as Linux compiles it: `@UIApplicationMain`, Objective-C's entry point, which
    /// Swift 6 rejects ("use @main instead", its fix-it) and Linux cannot compile at all,
    /// written `@main`, on the same line; `nil` when it has none.
    public static func withMainAttribute(_ source: String) -> String? {
        guard source.contains("@UIApplicationMain") else { return nil }
        return source.replacing(/@UIApplicationMain\b/, with: "@main")
    }

    /// The one file a UI-test target adds here: the app `XCUIApplication()` launches.
    public static func targetApplicationSource(appModule: String, appType: String) -> String {
        """
        // Added by uitest-check: the app XCUIApplication() launches (Xcode's "Target Application").
        @_exported import XCUIAutomation
        @testable import \(appModule)

        typealias XCTestCase = XCUITestCase

        enum TargetApplication: XCUITargetApplication {
            typealias Application = \(appType)
        }

        """
    }

    /// A test's outcome from XCTest's output of a run of it alone: passed when XCTest says
    /// so, failed with its first failure's message, crashed when the process ended on a
    /// signal or an error before the test's verdict.
    public static func outcome(of test: String, output: String, status: Int32, signal: Int32?, timedOut: Bool)
        -> (UITestResult.Outcome, String) {
        let lines = output.split(separator: "\n").map(String.init)
        let firstFailure = lines.first { $0.contains(": error: \(test) : ") }
            .map { String($0.split(separator: ": error: \(test) : ", maxSplits: 1).last ?? "") }
        if timedOut { return (.timedOut, firstFailure ?? "") }
        if lines.contains(where: { $0.contains("Test Case '\(test)' passed") }) { return (.passed, "") }
        if lines.contains(where: { $0.contains("Test Case '\(test)' failed") }) { return (.failed, firstFailure ?? "failed") }
        let fatal = lines.first { line in ["Fatal error", "Could not cast", "Precondition failed", "Assertion failed"].contains { line.contains($0) } }
        let reason = [signal.map { "signal \($0)" }, fatal ?? firstFailure].compactMap { $0 }.joined(separator: ": ")
        return (.crashed, reason.isEmpty ? "exited with status \(status)" : reason)
    }

    /// The compiler's first error with a place (`file:line:column: error: …`), else its
    /// first line that says `error:`.
    public static func firstError(in output: String) -> String? {
        let lines = output.split(separator: "\n").map(String.init)
        return (lines.first { $0.firstMatch(of: #/^/.*:\d+:\d+: error: /#) != nil } ?? lines.first { $0.contains("error:") })?
            .trimmingCharacters(in: .whitespaces)
    }

    /// The first compiler error in each of `files` (absolute paths of the package's links).
    public static func firstErrors(in output: String, files: [String]) -> [String: String] {
        var errors: [String: String] = [:]
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let path = String(line.prefix { $0 != ":" })
            guard files.contains(path), errors[path] == nil else { continue }
            errors[path] = String(line.split(separator: ": error: ", maxSplits: 1).last ?? "")
        }
        return errors
    }
}
