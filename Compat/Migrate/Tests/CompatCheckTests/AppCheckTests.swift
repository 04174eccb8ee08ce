import Foundation
import Testing
@testable import CompatCheck

/// A small app written into a temporary folder (removed with the fixture), and the engine's
/// modules as this test target's build made them (the target depends on ViewEngine,
/// OnChangeCompat and FoundationOnLinux).
final class FixtureApp {
    let folder: URL

    deinit { try? FileManager.default.removeItem(at: folder) }

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "compat-check-fixture-\(UUID().uuidString)")
        for (path, source) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: url)
        }
    }

    /// The engine as the check sees it: the modules built beside this test's executable.
    static func engine(work: URL) throws -> Engine {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [executable.deletingLastPathComponent().appending(path: "Modules"),
                          package.appending(path: ".build/debug/Modules")]
        let modules = try #require(candidates.first { FileManager.default.fileExists(atPath: $0.appending(path: "ViewEngine.swiftmodule").path) },
                                   "no ViewEngine.swiftmodule in \(candidates.map(\.path))")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return Engine(repo: package.path, modulesDir: modules.path, work: work.path, alias: "ViewEngine", plugin: nil, modules: ["ViewEngine"])
    }

    func check(_ options: CheckOptions = CheckOptions()) throws -> (results: [String: FileResult], verdict: AppVerdict) {
        let engine = try Self.engine(work: folder.appending(path: ".work"))
        let app = ProjectLoader.load(folder.path, name: "Demo")
        let (results, unplaced) = try AppCheck(engine: engine, options: options, combineNames: [], log: .silent).run(app)
        return (Dictionary(uniqueKeysWithValues: results.map { ($0.rel, $0) }),
                AppVerdict(name: "Demo", projects: app.units.map(\.folder), results: results, unplaced: unplaced))
    }
}

@Suite("The check type-checks an app's files, unchanged, against the engine", .timeLimit(.minutes(5)))
struct AppCheckTests {
    static let appFile = """
    import SwiftUI

    @main
    struct DemoApp: App {
        var body: some Scene { WindowGroup { CounterView() } }
    }
    """
    static let counterView = """
    import SwiftUI

    struct CounterView: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\\(count)")
                Button("Add") { count += 1 }
            }
            .padding()
        }
    }
    """

    @Test("Each file gets its verdict; the app with a blocked and a failing file is not whole")
    func verdicts() throws {
        let fixture = try FixtureApp([
            "Demo/DemoApp.swift": Self.appFile,
            "Demo/CounterView.swift": Self.counterView,
            "Demo/MissingView.swift": "import SwiftUI\nstruct MissingView: View {\n    var body: some View { NoSuchView() }\n}\n",
            "Demo/MapScreen.swift": "import SwiftUI\nimport ARKit\nstruct MapScreen: View {\n    var body: some View { Text(\"map\") }\n}\n",
            "DemoTests/DemoTests.swift": "import XCTest\nfinal class DemoTests: XCTestCase {}\n",
        ])
        let (results, verdict) = try fixture.check()
        #expect(results["Demo/DemoApp.swift"]?.status == .compiled)
        #expect(results["Demo/CounterView.swift"]?.status == .compiled)
        let missing = try #require(results["Demo/MissingView.swift"])
        #expect(missing.status == .failed)
        #expect(missing.errors.map(\.symbol) == ["NoSuchView"])
        #expect(missing.errors.map(\.line) == [3])
        #expect(results["Demo/MapScreen.swift"]?.status == .blocked)
        #expect(results["Demo/MapScreen.swift"]?.blockedBy == ["ARKit"])
        #expect(results["DemoTests/DemoTests.swift"]?.status == .test)
        // the body getter of a compiled view was timed; a blocked file was not type-checked
        #expect((results["Demo/CounterView.swift"]?.typecheckMilliseconds ?? 0) > 0)
        #expect(results["Demo/MapScreen.swift"]?.typecheckMilliseconds == nil)
        #expect(!verdict.whole)
        #expect(verdict.reasons == ["1 file imports modules missing here (ARKit)", "1 fails"])
        #expect(verdict.frameworks == ["ARKit"] && verdict.packages.isEmpty)
    }

    @Test("Every file compiles, the @main App included: the app type-checks whole")
    func wholeApp() throws {
        let fixture = try FixtureApp(["Demo/DemoApp.swift": Self.appFile, "Demo/CounterView.swift": Self.counterView])
        let (results, verdict) = try fixture.check()
        #expect(results.values.map(\.status) == [.compiled, .compiled])
        #expect(verdict.whole)
        #expect(verdict.files == 2)
    }

    @Test("By default the type checker gives up where Xcode's does: at the compiler's own bound")
    func defaultSolverBound() throws {
        #expect(CheckOptions.solverScopes(in: [:]) == 0)
        #expect(CheckOptions.solverScopes(in: ["COMPAT_CHECK_SOLVER_SCOPES": "100000"]) == 100_000)
        let work = FileManager.default.temporaryDirectory.appending(path: "compat-check-flags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let engine = try FixtureApp.engine(work: work)
        var options = CheckOptions()
        options.solverScopes = 0
        #expect(CompilerFlags.driver(engine, options).filter { $0.contains("solver") } == [])
        options.solverScopes = 100_000
        #expect(CompilerFlags.driver(engine, options).filter { $0.contains("solver") } == ["-solver-scope-threshold=100000"])
    }

    @Test("An expression past the solver's limit is a file where the type checker gives up")
    func givingUp() throws {
        let fixture = try FixtureApp(["Math/Total.swift": """
        func total(_ a: Int, _ b: Double) -> Double {
            let x = Double(a) * 2 + b / 3 - Double(a + 1) * 4 + b * 5 - 6
            return x
        }
        """])
        var options = CheckOptions()
        options.solverScopes = 20
        let (results, verdict) = try fixture.check(options)
        let total = try #require(results["Math/Total.swift"])
        #expect(total.givesUp)
        #expect(total.errors.map(\.shape) == [ErrorShapes.tooComplex])
        #expect(total.errors.map(\.line) == [2])
        #expect(!verdict.whole)
    }
}
