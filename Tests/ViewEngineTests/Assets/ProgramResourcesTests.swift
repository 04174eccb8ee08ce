import Foundation
import Testing
@testable import ViewEngine

/// Where a program finds its resources without being told: the resource bundles beside it
/// (SwiftPM's `PACKAGE_TARGET.resources`), also when a bundle is a symbolic link to one
/// elsewhere, as `onchange-preview --resources` places an app's bundle beside its agent.
@Suite("Assets: the resource bundles beside the program")
struct ProgramResourcesTests {
    @Test func aLinkedResourceBundleIsReadWhereTheLinkLeads() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("program-resources-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = root.appendingPathComponent("bundles/App/App.resources")
        let program = root.appendingPathComponent("agent")
        for catalog in ["Assets.xcassets", "Assets 2.xcassets"] {
            try FileManager.default.createDirectory(at: elsewhere.appendingPathComponent(catalog), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: program.appendingPathComponent("Kit.resources/Kit.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: program.appendingPathComponent("App.resources"), withDestinationURL: elsewhere)

        let found = ProgramResources.find(withExtension: "xcassets", in: program).map(\.lastPathComponent)
        #expect(found == ["Assets 2.xcassets", "Assets.xcassets", "Kit.xcassets"])
    }
}
