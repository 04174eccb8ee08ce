import Testing
@testable import CompatCheck

/// Where compat-check and inventory build the engine when they are not told: with the
/// macros, never in the macros package's own `.build`, which a developer's and CI's
/// builds of that package use (the library's `os` module there breaks swift-syntax's
/// `SwiftSyntaxBuilder`, whose `#if canImport(os)` would import it).
@Suite("compat-check: the engine's build folder")
struct EngineScratchTests {
    @Test func withTheMacrosTheEngineBuildsInAFolderOfItsOwn() {
        #expect(Engine.defaultScratch(package: "/repo/Macros", macros: true) == "/repo/Macros/.build-compat-check")
    }

    @Test func withoutThemItBuildsInThePackagesOwnBuildFolder() {
        #expect(Engine.defaultScratch(package: "/repo", macros: false) == nil)
    }
}
