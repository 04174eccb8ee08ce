import Foundation
import Testing
@testable import PreviewServer

/// `--resources`: the previews run as in the app's bundle. Apple's `Bundle.main` is "the
/// bundle object that contains the current executable" (Bundle's documentation), and
/// Linux's Foundation takes the running program's folder for it: a folder laid out as the
/// app's bundle is placed beside the agent, entry by entry, so an app's
/// `Bundle.main.url(forResource: "menu", withExtension: "json")` finds its file in a preview.
@Suite("Previews: the app's resources beside the agent")
struct AgentResourcesTests {
    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func eachEntryOfTheBundleIsPlacedBesideTheAgentButNotOverItsOwnFiles() throws {
        let bundle = try folder("bundle"), agents = try folder("agents")
        defer { try? FileManager.default.removeItem(at: bundle); try? FileManager.default.removeItem(at: agents) }
        try Data("[1]".utf8).write(to: bundle.appendingPathComponent("menu.json"))
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("App.resources/Assets.xcassets"), withIntermediateDirectories: true)
        try Data("a bundle's file named as the agent".utf8).write(to: bundle.appendingPathComponent("agent"))
        try Data("agent".utf8).write(to: agents.appendingPathComponent("agent"))
        try Data("registry".utf8).write(to: agents.appendingPathComponent("Registry.swift"))

        let builder = PreviewBuilder(package: URL(fileURLWithPath: "/home/dev/App"), product: nil, swift: URL(fileURLWithPath: "/usr/bin/swift"),
                                     resources: bundle)
        try builder.placeResources(beside: agents.appendingPathComponent("agent"))

        #expect(try FileManager.default.contentsOfDirectory(atPath: agents.path).sorted() == ["App.resources", "Registry.swift", "agent", "menu.json"])
        #expect(try String(contentsOf: agents.appendingPathComponent("menu.json"), encoding: .utf8) == "[1]")
        #expect(try String(contentsOf: agents.appendingPathComponent("agent"), encoding: .utf8) == "agent")
        #expect(try FileManager.default.contentsOfDirectory(atPath: agents.appendingPathComponent("App.resources").path) == ["Assets.xcassets"])
        // Built again (an edit while serving): what is already there stays, nothing fails.
        try builder.placeResources(beside: agents.appendingPathComponent("agent"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: agents.path).sorted() == ["App.resources", "Registry.swift", "agent", "menu.json"])
    }

    @Test func withoutResourcesNothingIsPlaced() throws {
        let agents = try folder("agents")
        defer { try? FileManager.default.removeItem(at: agents) }
        try Data("agent".utf8).write(to: agents.appendingPathComponent("agent"))
        let builder = PreviewBuilder(package: URL(fileURLWithPath: "/home/dev/App"), product: nil, swift: URL(fileURLWithPath: "/usr/bin/swift"))
        try builder.placeResources(beside: agents.appendingPathComponent("agent"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: agents.path) == ["agent"])
    }

    @Test func aResourcesFolderThatIsNotThereIsAClearError() throws {
        let agents = try folder("agents")
        defer { try? FileManager.default.removeItem(at: agents) }
        let builder = PreviewBuilder(package: URL(fileURLWithPath: "/home/dev/App"), product: nil, swift: URL(fileURLWithPath: "/usr/bin/swift"),
                                     resources: URL(fileURLWithPath: "/nowhere/App.bundle"))
        #expect(throws: PreviewError("The resources folder /nowhere/App.bundle cannot be read: give --resources a folder laid out as the app's bundle.")) {
            try builder.placeResources(beside: agents.appendingPathComponent("agent"))
        }
    }

    @Test func theOptionIsReadAndResolvedAgainstTheCurrentDirectory() throws {
        let options = try PreviewCommand.parse(["--package", "App", "--resources", "bundles/App"]).options(currentDirectory: "/home/dev")
        #expect(options == ServerOptions(packagePath: "/home/dev/App", resourcesPath: "/home/dev/bundles/App"))
        #expect(try PreviewCommand.parse([]).options(currentDirectory: "/home/dev").resourcesPath == nil)
    }
}
