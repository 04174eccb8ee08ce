import Foundation
import Testing
@testable import CompatCheck

/// An app's local package is compiled as Xcode builds it: each target its own module, before
/// the app that imports it. The Swift book (Access Control): "A module is a single unit of
/// code distribution — a framework or application that's built and shipped as a single unit
/// and that can be imported by another module with Swift's import keyword."
@Suite("The check compiles a local package's targets as their own modules", .timeLimit(.minutes(5)))
struct LocalPackageModulesTests {
    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(name: "Core", targets: [.target(name: "Models"), .target(name: "Core", dependencies: ["Models"])])
    """
    /// The package's public API names the standard library's `Duration`, which the app
    /// redeclares for itself, and its own `Models` target's type.
    static let scrum = """
    import Foundation
    import Models

    public struct DailyScrum {
        public var title: String
        public var length: Duration
        public var theme: Theme
        public init(title: String, length: Duration, theme: Theme) {
            self.title = title
            self.length = length
            self.theme = theme
        }
        func internalNote() -> String { "kept inside Core" }
    }
    """
    static let theme = "public enum Theme: String { case bubblegum, buttercup }\n"
    static let appFiles = [
        "Demo.xcodeproj/project.pbxproj": "",
        "Core/Package.swift": manifest,
        "Core/Sources/Core/DailyScrum.swift": scrum,
        "Core/Sources/Models/Theme.swift": theme,
        "Demo/Minutes.swift": "typealias Duration = Int\n",
        "Demo/ScrumView.swift": """
        import SwiftUI
        import Core
        import Models

        struct ScrumView: View {
            let scrum: Core.DailyScrum
            var minutes: Duration { 5 }
            var body: some View { Text(scrum.title + " " + scrum.theme.rawValue + " \\(minutes)") }
        }
        """,
    ]

    @Test("A package type named with its module, and a public API using a name the app redeclares, compile")
    func packageTargetsAreTheirOwnModules() throws {
        let fixture = try FixtureApp(Self.appFiles)
        let (results, verdict) = try fixture.check()
        let scrum = try #require(results["Core/Sources/Core/DailyScrum.swift"])
        #expect(scrum.status == .compiled, "\(scrum.errors.map(\.message))")
        #expect(scrum.module == "Core")
        #expect(results["Core/Sources/Models/Theme.swift"]?.module == "Models")
        let view = try #require(results["Demo/ScrumView.swift"])
        #expect(view.status == .compiled, "\(view.errors.map(\.message))")
        #expect(verdict.whole)
    }

    @Test("The app sees only what a package target makes public, as Xcode's build does")
    func internalNamesStayInside() throws {
        var files = Self.appFiles
        files["Demo/NoteView.swift"] = """
        import SwiftUI
        import Core

        struct NoteView: View {
            let scrum: DailyScrum
            var body: some View { Text(scrum.internalNote()) }
        }
        """
        let fixture = try FixtureApp(files)
        let (results, verdict) = try fixture.check()
        let note = try #require(results["Demo/NoteView.swift"])
        #expect(note.status != .compiled)
        #expect(note.errors.map(\.line) == [6])
        #expect(note.errors.first?.message.contains("internalNote") == true)
        #expect(!verdict.whole)
    }

    @Test("A target's folder is its manifest's path:, else Sources/<name>; a file belongs to the deepest")
    func targetFolders() {
        let manifest = """
        let package = Package(name: "Kit", targets: [
            .target(name: "FoodTruckKit", dependencies: [], path: "Sources"),
            .target(name: "Brand", dependencies: ["FoodTruckKit"]),
            .executableTarget(name: "Tool", path: "Tools/Tool/"),
            .testTarget(name: "KitTests", dependencies: ["FoodTruckKit"]),
        ])
        """
        let targets = PackageTargets.targets(inManifest: manifest)
        #expect(targets.map(\.name) == ["FoodTruckKit", "Brand", "Tool", "KitTests"])
        #expect(targets.map(\.folder) == ["Sources", "Sources/Brand", "Tools/Tool", "Tests/KitTests"])
        #expect(PackageTargets.target(of: "Sources/Donut/Donut.swift", in: targets) == "FoodTruckKit")
        #expect(PackageTargets.target(of: "Sources/Brand/Header.swift", in: targets) == "Brand")
        #expect(PackageTargets.target(of: "Tools/Tool/main.swift", in: targets) == "Tool")
        #expect(PackageTargets.target(of: "Scripts/gen.swift", in: targets) == nil)
    }

    @Test("A target's modules come in waves: each after the local targets it imports")
    func waves() {
        func file(_ rel: String, _ target: String, imports: [String]) -> SwiftFile {
            var facts = FileFacts(path: rel)
            facts.imports = imports.map { ImportFact(module: $0, line: 1) }
            var file = SwiftFile(rel: rel, path: "/app/" + rel, facts: facts)
            file.packageModule = target
            return file
        }
        var app = SwiftFile(rel: "App/Main.swift", path: "/app/App/Main.swift", facts: FileFacts(path: "App/Main.swift"))
        app.packageModule = ""
        let plan = LocalPackageModules.plan([file("P/Sources/UI/A.swift", "UI", imports: ["Core", "SwiftUI"]),
                                             file("P/Sources/Core/B.swift", "Core", imports: ["Models"]),
                                             file("P/Sources/Models/C.swift", "Models", imports: ["Foundation"]), app],
                                            folder: "build/local")
        #expect(plan.waves.map { $0.map(\.name) } == [["Models"], ["Core"], ["UI"]])
        #expect(plan.waves.flatMap { $0 }.map(\.emitPath) == ["build/local/Models.swiftmodule", "build/local/Core.swiftmodule", "build/local/UI.swiftmodule"])
        #expect(plan.rest.map(\.rel) == ["App/Main.swift"])
        // Core's module was not written: UI is compiled with Core's files and, through them, none of Models' (written)
        #expect(LocalPackageModules.fallback(for: ["Core"], in: plan, written: ["Models"]).map(\.rel) == ["P/Sources/Core/B.swift"])
        #expect(LocalPackageModules.fallback(for: ["Core"], in: plan, written: ["Models", "Core"]).isEmpty)
    }
}
