import Foundation
import Testing
@testable import PreviewServer

/// "Editing a source file of the package rebuilds it" (the README), and only its own: a
/// package nested in it (an example app inside a library's repository) is a package of its
/// own, which the outer package's build does not compile.
@Suite("Reload: the files that rebuild the package")
struct SourceWatcherTests {
    private func package() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("source-watcher-\(UUID())")
        for (path, text) in [
            ("Package.swift", "// swift-tools-version: 6.1\n"),
            ("Sources/Views/Row.swift", "struct Row {}\n"),
            ("Sources/Views/notes.txt", "not Swift\n"),
            ("Examples/App/Package.swift", "// swift-tools-version: 6.1\n"),
            ("Examples/App/Sources/App/main.swift", "print(1)\n"),
            (".build/checkouts/Dependency/Sources/D.swift", "struct D {}\n"),
        ] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func theWatchedFilesAreThePackagesOwnSwiftFiles() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SourceWatcher.stamps(under: folder, skipping: folder.appendingPathComponent(".build")).keys.sorted() == ["Package.swift", "Sources/Views/Row.swift"])
    }

    @Test func anEditInANestedPackageIsNotAChange() throws {
        let folder = try package()
        defer { try? FileManager.default.removeItem(at: folder) }
        var watcher = SourceWatcher(package: folder, buildFolder: folder.appendingPathComponent(".build"))
        try "print(2)\nprint(3)\n".write(to: folder.appendingPathComponent("Examples/App/Sources/App/main.swift"), atomically: true, encoding: .utf8)
        #expect(watcher.changes() == [])
        try "struct Row { let id = 1 }\n".write(to: folder.appendingPathComponent("Sources/Views/Row.swift"), atomically: true, encoding: .utf8)
        try "struct New {}\n".write(to: folder.appendingPathComponent("Sources/Views/New.swift"), atomically: true, encoding: .utf8)
        #expect(watcher.changes() == ["Sources/Views/New.swift", "Sources/Views/Row.swift"])
        #expect(watcher.changes() == [])
    }
}
