import Foundation
import Testing
@testable import CompatCheck

/// uitest-check's reading of a sample's UI-test files and of XCTest's output, from what
/// XCTest prints on Linux: "Test Case 'Class.test' passed (… seconds)", failures as
/// "path:line: error: Class.test : message".
@Suite("UI-test check: the sample's tests, their outcomes and reasons")
struct UITestCheckTests {
    /// The sample table's columns by name; a row's UI-test folders split at ";".
    @Test func theSampleTableIsReadByItsHeader() {
        let rows = UITestSampleApp.rows(tsv: "app\trepo\tcommit\tcommit_date\tsuite\tuitest_folders\n"
                                        + "Scores\thttps://x/y\tabc\t2023\treal\tA/UITests;B/UITests\n")
        #expect(rows == [UITestSampleApp(app: "Scores", repo: "https://x/y", commit: "abc", suite: "real",
                                         folders: ["A/UITests", "B/UITests"])])
    }

    /// XCTest runs a class's `func test…()` with no parameters; comments are not code.
    @Test func testsAreTheClassesTestMethods() {
        let source = """
            import XCTest
            final class ScoresUITests: XCTestCase {
                override func setUpWithError() throws { }
                func testAdding() throws { }
                // func testOld() { }
                func testRemoving() { }
                func helper(_ x: Int) { }
            }
            class LaunchTests: XCTestCase { func testLaunch() { } }
            """
        #expect(UITestFiles.tests(in: source) == ["ScoresUITests.testAdding", "ScoresUITests.testRemoving", "LaunchTests.testLaunch"])
    }

    /// The target application is the `@main` struct that conforms to `App`.
    @Test func theAppTypeIsTheMainApp() {
        #expect(UITestFiles.appType(in: ["struct A: View {}", "@main\nstruct ScoresApp: App {\n}"]) == "ScoresApp")
        #expect(UITestFiles.appType(in: ["struct A: View {}"]) == nil)
    }

    /// An app UIKit starts is launched through its delegates: the application delegate
    /// marked `@main` or `@UIApplicationMain`, and the scene delegate its Info.plist names.
    @Test func anAppUIKitStartsIsItsDelegates() {
        #expect(UITestFiles.appType(in: ["@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n}",
                                         "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n  var window: UIWindow?\n}"])
                == "UIApplicationDelegateApp<AppDelegate, SceneDelegate>")
        #expect(UITestFiles.appType(in: ["@main final class Delegate: NSObject, UIApplicationDelegate {}"])
                == "UIApplicationDelegateApp<Delegate, NoDeclaredSceneDelegate>")
        #expect(UITestFiles.withMainAttribute("import UIKit\n\n@UIApplicationMain\nclass AppDelegate {}") == "import UIKit\n\n@main\nclass AppDelegate {}")
        #expect(UITestFiles.withMainAttribute("@main struct A: App {}") == nil)
    }

    /// The app's module is named as its project's product when the UI tests import it so.
    @Test func theAppModuleIsTheProductTheTestsImport() {
        let project = "buildSettings = {\n\t\t\t\tPRODUCT_NAME = Calculator;\n\t\t\t};"
        #expect(UITestFiles.appModuleName(testSources: ["import XCTest\n@testable import Calculator\n"], projectFiles: [project]) == "Calculator")
        #expect(UITestFiles.appModuleName(testSources: ["@testable import Networking\n"], projectFiles: [project]) == nil)
        #expect(UITestFiles.appModuleName(testSources: ["import XCTest\n"], projectFiles: [project]) == nil)
        #expect(UITestFiles.targetApplicationSource(appModule: "Scores", appType: "ScoresApp").contains("typealias Application = ScoresApp"))
    }

    /// A test's verdict and first failure from its run; a run that ends before a verdict
    /// crashed, with its signal and the runtime's fatal error.
    @Test func outcomesFromXCTestsOutput() {
        let passed = "Test Case 'A.testX' started at …\nTest Case 'A.testX' passed (0.05 seconds)\n"
        #expect(UITestFiles.outcome(of: "A.testX", output: passed, status: 0, signal: nil, timedOut: false) == (.passed, ""))
        let failed = "/p/A.swift:12: error: A.testX : XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - \n"
            + "/p/A.swift:13: error: A.testX : second\nTest Case 'A.testX' failed (0.1 seconds)\n"
        #expect(UITestFiles.outcome(of: "A.testX", output: failed, status: 1, signal: nil, timedOut: false)
                == (.failed, "XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - "))
        let trapped = "Test Case 'A.testX' started\nFatal error: Unexpectedly found nil\n"
        #expect(UITestFiles.outcome(of: "A.testX", output: trapped, status: 0, signal: 4, timedOut: false)
                == (.crashed, "signal 4: Fatal error: Unexpectedly found nil"))
        #expect(UITestFiles.outcome(of: "A.testX", output: "", status: 0, signal: nil, timedOut: true).0 == .timedOut)
        let cast = "Could not cast value of type '(A) -> @Swift.MainActor () throws -> ()' to '(A) -> () throws -> ()'.\n"
        #expect(UITestFiles.outcome(of: "A.testX", output: cast, status: 0, signal: 6, timedOut: false)
                == (.crashed, "signal 6: " + cast.dropLast()))
    }

    /// A rejected file is named by its first error, and only files of the target count.
    @Test func theFirstErrorOfEachRejectedFile() {
        let output = """
            /t/A.swift:11:24: error: property does not override any property from its superclass
            /t/A.swift:20:1: error: later
            /app/B.swift:3:1: error: not a test file
            """
        #expect(UITestFiles.firstErrors(in: output, files: ["/t/A.swift", "/t/C.swift"])
                == ["/t/A.swift": "property does not override any property from its superclass"])
    }

    /// A build's first error is the first with a place, not the driver's summary line.
    @Test func theFirstErrorHasAPlace() {
        let output = "error: emit-module command failed with exit code 1 (use -v to see invocation)\n"
            + "/p/Sources/App/View.swift:3:9: error: cannot find 'Foo' in scope\n"
        #expect(UITestFiles.firstError(in: output) == "/p/Sources/App/View.swift:3:9: error: cannot find 'Foo' in scope")
        #expect(UITestFiles.firstError(in: "error: no such module\n") == "error: no such module")
    }

    /// One row per test, tabs and newlines of a reason made spaces.
    @Test func resultsAsATable() {
        let tsv = UITestResult.tsv([UITestResult(app: "S", file: "U/A.swift", test: "A.testX", outcome: .notCompiled,
                                                 seconds: 0, reason: "a\tb\nc")])
        #expect(tsv == "app\tfile\ttest\toutcome\tseconds\treason\nS\tU/A.swift\tA.testX\tnot compiled\t0.00\ta b c\n")
    }

    /// The app's project is the nearest folder above its UI tests with an Xcode project.
    @Test func theAppFolderHoldsTheXcodeProject() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "uitest-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Scores/Scores.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Scores/ScoresUITests", withIntermediateDirectories: true)
        #expect(UITestRunner.appFolder(repository: root, uiTestFolder: "Scores/ScoresUITests") == root + "/Scores")
        #expect(UITestRunner.appFolder(repository: root, uiTestFolder: "Other/UITests") == root)
    }
}
