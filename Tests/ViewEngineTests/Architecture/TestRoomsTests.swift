import Foundation
import Testing

/// The suites mirror the sources (ARCHITECTURE.md, "Where things live"): a folder of
/// `Tests/ViewEngineTests` is named as the source folder it tests (`Sources/ViewEngine`,
/// `Sources/ViewEngineCore`, or a module of the root package such as `Combine`), or is
/// one of the rooms for what crosses folders, each listed here with what it holds.
@Suite("The suites mirror the source folders")
struct TestRoomsTests {
    /// The rooms that cross source folders, and what each holds.
    static let crossing = [
        "Architecture": "fences, layering, citations: checks of the repository itself",
        "Explain": "diagnostics and the frame trace, as a reader meets them",
        "Fuzz": "random scripts checked against a model",
        "Robustness": "bad input, deep trees and dangling references across features",
        "Rules": "one suite per rule of Rules.md, named after it",
        "Surface": "every public API called, and the table of what is supported",
        "TypeCheck": "what the type checker does with the engine's overloads",
    ]

    /// The folders directly under `folder`.
    static func folders(in folder: URL) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return Set(names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue && !name.hasSuffix(".docc")
        })
    }

    /// The folders of `tests` that name neither a source folder nor a crossing room.
    static func unmirrored(tests: Set<String>, sources: Set<String>) -> [String] {
        tests.subtracting(sources).subtracting(crossing.keys).sorted()
    }

    @Test func everyTestFolderNamesASourceFolderOrACrossingRoom() throws {
        let root = LayeringTests.root
        let tests = try Self.folders(in: root.appendingPathComponent("Tests/ViewEngineTests"))
        let sources = try Self.folders(in: LayeringTests.sources)
            .union(Self.folders(in: LayeringTests.coreSources))
            .union(Self.folders(in: root.appendingPathComponent("Sources")))
        #expect(tests.count > 20 && sources.count > 20, "the folders were not found under \(root.path)")
        #expect(Self.unmirrored(tests: tests, sources: sources) == [])
    }

    /// The check names a folder that mirrors nothing.
    @Test func theCheckNamesAFolderThatMirrorsNothing() {
        #expect(Self.unmirrored(tests: ["Layout", "Rules", "Misc"], sources: ["Layout", "Drawing"]) == ["Misc"])
    }
}
