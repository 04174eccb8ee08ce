import Foundation
import ProcessRunner

/// Runs a sample app's UI tests against the engine, unchanged: the app's files (as
/// `--launch` builds them) and its UI-test folders' files in a package of their own, with
/// one added file naming the app `XCUIApplication()` launches; a UI-test file the build
/// rejects is left out (its tests `not compiled`, with the compiler's first error) and the
/// build tried again; then each test runs alone in its own process, so a trap ends only it.
public struct UITestRunner: Sendable {
    /// Builds the packages (their folder, shared build folder and timeouts).
    public var launcher: AppLauncher
    /// Seconds for one test's run.
    public var testTimeout: Double

    /// A runner building with `launcher`.
    public init(launcher: AppLauncher, testTimeout: Double = 120) {
        self.launcher = launcher
        self.testTimeout = testTimeout
    }

    /// The folder of the app's project: the nearest folder above its first UI-test folder
    /// that holds an `.xcodeproj` (or a `Package.swift`), else the repository's root.
    public static func appFolder(repository: String, uiTestFolder: String) -> String {
        var folder = (repository + "/" + uiTestFolder as NSString).deletingLastPathComponent
        while folder.count > repository.count {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") }) || entries.contains("Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return repository
    }

    /// The text of each Xcode project file (`*.xcodeproj/project.pbxproj`) in `folder`.
    static func projectFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.compactMap {
            try? String(contentsOfFile: folder + "/" + $0 + "/project.pbxproj", encoding: .utf8)
        }
    }

    /// Every Swift file under `folders` (one inside another counts once), as absolute
    /// paths, sorted.
    static func swiftFiles(under folders: [String]) -> [String] {
        Set(folders.flatMap { folder -> [String] in
            let enumerator = FileManager.default.enumerator(atPath: folder)
            var files: [String] = []
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
            }
            return files
        }).sorted()
    }

    /// The results of `row`'s UI tests, its repository checked out at `repository`.
    public func run(_ row: UITestSampleApp, repository: String, products: StandInProducts, log: Log) throws -> [UITestResult] {
        let folders = row.folders.map { repository + "/" + $0 }
        let testFiles = Self.swiftFiles(under: folders)
        let sources = Dictionary(uniqueKeysWithValues: testFiles.map { ($0, (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "") })
        func relative(_ path: String) -> String { String(path.dropFirst(repository.count + 1)) }
        func all(_ outcome: UITestResult.Outcome, _ reason: String, files: [String] = testFiles) -> [UITestResult] {
            files.flatMap { file in
                UITestFiles.tests(in: sources[file] ?? "").map {
                    UITestResult(app: row.app, file: relative(file), test: $0, outcome: outcome, seconds: 0, reason: reason)
                }
            }
        }
        guard let first = row.folders.first, FileManager.default.fileExists(atPath: repository) else {
            return all(.notRun, "no checkout at \(repository)")
        }
        let appFolder = Self.appFolder(repository: repository, uiTestFolder: first)
        let moduleName = UITestFiles.appModuleName(testSources: Array(sources.values), projectFiles: Self.projectFiles(in: appFolder))
        let app = ProjectLoader.load(appFolder, name: moduleName ?? row.app)
        let launched = AppLauncher.launchedFiles(of: app)
        guard let appType = UITestFiles.appType(in: launched.map { (try? String(contentsOfFile: $0.path, encoding: .utf8)) ?? "" }) else {
            return all(.notRun, "no SwiftUI App and no UIKit application delegate declared with @main among the app's files")
        }
        let name = AppLauncher.packageName(app.name)
        let target = name + "UITests"
        let folder = launcher.work + "/packages/" + name
        try launcher.writePackage(app, products: products, purpose: "uitest-check: \(row.app)'s files and its UI tests, unchanged.",
                                  log: log, uiTests: AppPackageManifest.UITestTarget(name: target))
        let testFolder = folder + "/Tests/" + target
        try FileManager.default.createDirectory(atPath: testFolder, withIntermediateDirectories: true)
        try UITestFiles.targetApplicationSource(appModule: name, appType: appType)
            .write(toFile: testFolder + "/TargetApplication.swift", atomically: true, encoding: .utf8)
        var links: [String: String] = [:]   // link -> the file
        for file in testFiles {
            let link = testFolder + "/" + AppLauncher.linkName(relative(file))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
            links[link] = file
        }
        var results: [UITestResult] = []
        var built = false
        for _ in 0..<6 {
            try? FileManager.default.removeItem(atPath: launcher.scratch + "/debug.yaml")
            log.note("\(row.app): building its UI tests")
            let outcome = ChildProcess.run(["swift", "build", "--build-tests", "--package-path", folder, "--scratch-path", launcher.scratch],
                                           timeout: launcher.buildTimeout)
            if outcome.succeeded { built = true; break }
            let rejected = UITestFiles.firstErrors(in: outcome.output, files: Array(links.keys))
            guard !rejected.isEmpty else {
                let firstError = UITestFiles.firstError(in: outcome.output) ?? String(outcome.output.suffix(200))
                return results + all(.notRun, "the app does not build: " + firstError.replacingOccurrences(of: folder + "/", with: ""),
                                     files: Array(links.values).sorted())
            }
            for (link, error) in rejected {
                try FileManager.default.removeItem(atPath: link)
                results += all(.notCompiled, error, files: [links[link]!])
                links[link] = nil
            }
            if links.isEmpty { return results }
        }
        guard built else { return results + all(.notRun, "the tests did not build after leaving out six files", files: Array(links.values).sorted()) }
        let bundle = launcher.scratch + "/debug/\(name)PackageTests.xctest"
        for file in links.values.sorted() {
            for test in UITestFiles.tests(in: sources[file] ?? "") {
                let filter = target + "." + test.replacingOccurrences(of: ".", with: "/")
                let ran = ChildProcess.run([bundle, filter], in: folder, timeout: testTimeout)
                let (outcome, reason) = UITestFiles.outcome(of: test, output: ran.output, status: ran.status,
                                                            signal: ran.termination?.signal, timedOut: ran.timedOut)
                results.append(UITestResult(app: row.app, file: relative(file), test: test, outcome: outcome,
                                            seconds: ran.seconds, reason: reason))
                log.note("\(row.app): \(test) \(outcome.rawValue)" + (reason.isEmpty ? "" : ": \(reason.prefix(160))"))
            }
        }
        return results
    }
}
