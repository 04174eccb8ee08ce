// The page's files, read once at start from the tool's Assets folder into memory and
// served by name: a request names one of them or gets 404, so no path in a request ever
// reaches the file system.

import Foundation

/// The files of the page, by the path they are served at.
struct PageAssets: Sendable {
    /// Content and type, by path (`/`, `/app.js`, `/style.css`).
    let files: [String: (content: String, type: String)]

    /// The files of `folder` (only its direct, regular files with known types).
    init(folder: URL = ToolFiles.assets) throws {
        let types = ["html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8"]
        var files: [String: (String, String)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            guard let type = types[URL(fileURLWithPath: name).pathExtension] else { continue }
            let content = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            files[name == "index.html" ? "/" : "/" + name] = (content, type)
        }
        guard files["/"] != nil else { throw PreviewError("The page's index.html is missing from \(folder.path).") }
        self.files = files
    }
}
