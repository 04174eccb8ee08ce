import Foundation
import Testing
@testable import CompatCheck

@Suite("The probe's answers are kept until the engine's modules change")
struct ModuleProbeTests {
    /// An engine whose modules folder holds an empty file for each of `modules`.
    private func engine(in folder: URL, modules: [String]) throws -> Engine {
        for module in modules {
            let path = folder.appending(path: "\(module).swiftmodule").path
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: Data()) }
        }
        return Engine(repo: folder.path, modulesDir: folder.path, work: folder.path, alias: "ViewEngine", modules: modules)
    }

    @Test("A stand-in added beside the engine's modules invalidates what was probed without it")
    func newModuleInvalidatesTheCache() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "probe-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try engine(in: folder, modules: ["ViewEngine"])
        // what an earlier run remembered: a module answered as importable
        let cache = #"{"stamp": "\#(before.stamp)", "available": {"NotAModuleHere": true}}"#
        try Data(cache.utf8).write(to: folder.appending(path: "modules-available.json"))
        #expect(ModuleProbe(engine: before, options: CheckOptions()).probe(["NotAModuleHere"]) == ["NotAModuleHere": true])

        let after = try engine(in: folder, modules: ["PhotosUI", "ViewEngine"])
        #expect(after.stamp != before.stamp)
        // asked again: the compiler answers, and there is no such module
        #expect(ModuleProbe(engine: after, options: CheckOptions()).probe(["NotAModuleHere"]) == ["NotAModuleHere": false])
    }

    @Test("A stand-in rebuilt (its module newer) changes the stamp; nothing changed keeps it")
    func rebuiltModuleChangesTheStamp() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "probe-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try engine(in: folder, modules: ["PhotosUI", "ViewEngine"])
        let stamp = engine.stamp
        #expect(engine.stamp == stamp)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)],
                                              ofItemAtPath: folder.appending(path: "PhotosUI.swiftmodule").path)
        #expect(engine.stamp != stamp)
    }
}
