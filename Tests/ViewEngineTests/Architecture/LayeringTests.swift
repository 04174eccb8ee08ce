import Foundation
import Testing

/// The layers of `Sources/ViewEngine` call downward only (ARCHITECTURE.md): the engine
/// (`Core`, `Graph`) names no type of a feature folder or of `Host`, and no feature folder
/// names a type of `Host`. Read from the sources: a type is named where a file mentions a
/// top-level type another folder declares.
struct LayeringTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ViewEngine")

    static let engine: Set<String> = ["Core", "Graph"]

    /// Every Swift file under `Sources/ViewEngine`, with its top folder and its text
    /// without comments and string literals.
    static func files() throws -> [(folder: String, path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [(String, String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            let folder = String(relative.split(separator: "/").first ?? "")
            var text = try String(contentsOf: url, encoding: .utf8)
            text = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
            text = text.replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
            files.append((folder, relative, text))
        }
        return files
    }

    /// The top-level types each folder declares.
    static func declarations(in files: [(folder: String, path: String, text: String)]) throws -> [String: String] {
        let pattern = try NSRegularExpression(
            pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|open|indirect)\s+)*(?:class|struct|enum|protocol|actor)\s+(\w+)"#,
            options: .anchorsMatchLines)
        var owner: [String: String] = [:]
        for file in files {
            let range = NSRange(file.text.startIndex..., in: file.text)
            for match in pattern.matches(in: file.text, range: range) {
                guard let name = Range(match.range(at: 1), in: file.text) else { continue }
                owner[String(file.text[name])] = owner[String(file.text[name])] ?? file.folder
            }
        }
        return owner
    }

    /// `file -> Type (Folder)` for every reference that goes upward.
    static func upwardReferences(in files: [(folder: String, path: String, text: String)]) throws -> [String] {
        let owner = try declarations(in: files)
        let identifier = try NSRegularExpression(pattern: #"\b[A-Z]\w+\b"#)
        var found: [String] = []
        for file in files {
            let range = NSRange(file.text.startIndex..., in: file.text)
            let names = Set(identifier.matches(in: file.text, range: range).compactMap {
                Range($0.range, in: file.text).map { String(file.text[$0]) }
            })
            for name in names.sorted() {
                guard let folder = owner[name], folder != file.folder else { continue }
                let upward = (engine.contains(file.folder) && !engine.contains(folder))
                    || (file.folder != "Host" && folder == "Host")
                if upward { found.append("\(file.path) -> \(name) (\(folder))") }
            }
        }
        return found
    }

    @Test func layersCallDownwardOnly() throws {
        let files = try Self.files()
        #expect(files.count > 100)
        #expect(try Self.upwardReferences(in: files) == [])
    }

    @Test func theCheckFindsAnUpwardReference() throws {
        // The check itself: Graph naming a feature type is found.
        let files = [(folder: "Graph", path: "Graph/X.swift", text: "let x: Picker<Text> = y"),
                     (folder: "Controls", path: "Controls/Picker.swift", text: "public struct Picker<Label> {}")]
        #expect(try Self.upwardReferences(in: files) == ["Graph/X.swift -> Picker (Controls)"])
    }
}
