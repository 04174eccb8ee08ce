import ArgumentParser
import CompatCheck
import Foundation

/// `uitest-check SAMPLE`: the UI-test sample's suites run against the engine, unchanged —
/// per app and per test what compiled, ran and passed, and why each failure fails.
@main
struct UITestCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uitest-check",
        abstract: "Builds each sample app's UI-test files, unchanged, against the engine's XCUIAutomation and runs each test.",
        discussion: """
        SAMPLE holds each app of the sample table (--table, Inventory/uitest-sample.tsv by default) checked out \
        at its commit, in a folder named as the app. Each app's files (as compat-check --launch builds them) and \
        its UI-test folders' files go into a package under --work, with one added file naming the app's @main \
        App as the target application; a UI-test file the build rejects is left out and recorded with the \
        compiler's first error. Each test then runs alone in its own process. Writes one row per test \
        (app, file, test, outcome, seconds, reason) to --output. See Inventory/README.md.
        """
    )

    @Argument(help: "The sample: a folder with each app's checkout, named as the table names it.")
    var sample: String

    @Option(help: ArgumentHelp("The sample's table.", valueName: "path"))
    var table = Engine.defaultRepo + "/Inventory/uitest-sample.tsv"

    @Option(help: ArgumentHelp("The table of results.", valueName: "path"))
    var output = Engine.defaultRepo + "/Inventory/uitest-results.tsv"

    @Option(help: ArgumentHelp("Where the packages and their shared build folder go (outside the repository).", valueName: "path"))
    var work = "/tmp/uitest-check"

    @Option(help: ArgumentHelp("The build folder the packages share; by default WORK/.build. Give its real path.", valueName: "path"))
    var scratchPath: String?

    @Option(parsing: .upToNextOption, help: "Only these apps.")
    var apps: [String] = []

    @Option(help: "Seconds for one test's run.")
    var testTimeout = 120.0

    mutating func run() throws {
        let rows = UITestSampleApp.rows(tsv: try String(contentsOfFile: table, encoding: .utf8))
            .filter { apps.isEmpty ? $0.suite == "real" : apps.contains($0.app) }
        let sampleFolder = URL(fileURLWithPath: sample).standardizedFileURL.path
        let launcher = AppLauncher(work: work, scratch: scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let runner = UITestRunner(launcher: launcher, testTimeout: testTimeout)
        let products = try StandInProducts.find(repo: Engine.defaultRepo)
        let log = Log.standardError
        var results: [UITestResult] = []
        for row in rows {
            let appResults = try runner.run(row, repository: sampleFolder + "/" + row.app, products: products, log: log)
            let passed = appResults.filter { $0.outcome == .passed }.count
            let compiled = appResults.filter { $0.outcome != .notCompiled && $0.outcome != .notRun }.count
            print("\(row.app): \(appResults.count) tests, \(compiled) compiled, \(passed) passed"
                  + String(format: ", %.1f s", appResults.reduce(0) { $0 + $1.seconds }))
            results += appResults
        }
        try UITestResult.tsv(results).write(toFile: output, atomically: true, encoding: .utf8)
        let passed = results.filter { $0.outcome == .passed }.count
        print("\(results.count) tests in \(rows.count) apps: \(passed) passed; written to \(output)")
    }
}
