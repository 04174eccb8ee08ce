import Foundation
import Testing

/// The repository stands on its own: nothing in it cites a path outside it (the folder
/// the project was started in, a machine's work folder). An article is named by its title
/// and quoted, never pointed at.
@Suite("Nothing cites a path outside the repository")
struct RepositoryPathsTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Spellings of paths outside the repository (written in pieces so that this file
    /// does not contain them).
    static let outside = [".." + "/shared", "/" + "work/", "seeds" + "/"]

    /// The text files of the repository: every file outside hidden folders (`.build`,
    /// `.git`, `.ci`'s own checkouts) with a text extension, or in `Scripts/`.
    static func textFiles() -> [URL] {
        let extensions: Set<String> = ["swift", "md", "txt", "json", "yml", "yaml", "sh", "py", "supp"]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            let relative = url.path.dropFirst(root.path.count + 1)
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            if extensions.contains(url.pathExtension) || relative.hasPrefix("Scripts/") { files.append(url) }
        }
        return files
    }

    @Test func noFileCitesAPathOutsideTheRepository() throws {
        var found: [String] = []
        let files = Self.textFiles()
        for url in files {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.outside.contains(where: line.contains) {
                found.append("\(url.path.dropFirst(Self.root.path.count + 1)):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found == [])
        #expect(files.count > 300, "the repository's files were not found under \(Self.root.path)")
    }
}
