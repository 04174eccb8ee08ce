import Foundation
import Testing
@testable import CompatCheck

/// Where compat-check and inventory build the engine when they are not told: with the
/// macros, in the repository's shared build folder, the one the guide's app test package
/// builds in, so the macros' plugin and its swift-syntax compile once for the check and the
/// app; never in the macros package's own `.build`, which a developer's and CI's builds of
/// that package use (the library's `os` module there breaks swift-syntax's
/// `SwiftSyntaxBuilder`, whose `#if canImport(os)` would import it).
@Suite("compat-check: the shared build folder")
struct EngineScratchTests {
    @Test func withTheMacrosTheEngineBuildsInTheSharedFolder() {
        #expect(Engine.defaultScratch(repo: "/repo", macros: true) == "/repo/.build-apps")
        #expect(Engine.sharedScratch(repo: "/repo") == "/repo/.build-apps")
    }

    @Test func withoutThemItBuildsInThePackagesOwnBuildFolder() {
        #expect(Engine.defaultScratch(repo: "/repo", macros: false) == nil)
    }

    /// The script builds the tools for the host in the same folder: the macros' plugin's
    /// swift-syntax, not a second build of it.
    @Test func theScriptBuildsTheToolsForTheHostInTheSameFolder() throws {
        let script = try String(contentsOfFile: Engine.defaultRepo + "/Scripts/compat-check", encoding: .utf8)
        #expect(script.contains("scratch=\"$repo/\(Engine.sharedScratchName)\""))
        #expect(script.contains("host-tools \"$product\""))
        #expect(script.contains("/$product-tool\" \"$@\""))
    }

    /// The guide builds an app's test package in the folder the check builds the engine in.
    @Test func theGuidesAppPackageBuildsInTheSameFolder() throws {
        let guide = try String(contentsOfFile: Engine.defaultRepo + "/Sources/ViewEngine/ViewEngine.docc/TestingAppsOnLinux.md",
                               encoding: .utf8)
        #expect(guide.contains("swift test --scratch-path ../OnChangeKit/\(Engine.sharedScratchName)\n"))
    }
}
