import Foundation

/// One preview's row in the table: app, file, preview, kind, outcome, detail.
struct PreviewRow {
    let app: String
    let file: String
    let preview: String
    let kind: String
    let outcome: String
    let detail: String

    init(app: String, file: String, preview: String, kind: String, outcome: String, detail: String) {
        self.app = app
        self.file = file
        self.preview = preview
        self.kind = kind
        self.outcome = outcome
        self.detail = detail
    }

    /// A row of `onchange-preview --render-to` (file, preview, kind, outcome, detail).
    /// Its file is named by `paths` (the app's files by their last path component) when
    /// the row's `#fileID` is one of them.
    init?(renderedRow: String, app: String, paths: [String: String]) {
        let fields = renderedRow.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5 else { return nil }
        let file = paths[(fields[0] as NSString).lastPathComponent] ?? fields[0]
        self.init(app: app, file: file, preview: fields[1], kind: fields[2], outcome: fields[3], detail: String(fields[4].prefix(300)))
    }

    /// The header and rows, tab-separated, to `path`.
    static func write(_ rows: [PreviewRow], to path: String) throws {
        let header = "app\tfile\tpreview\tkind\toutcome\tdetail"
        let lines = rows.map { [$0.app, $0.file, $0.preview, $0.kind, $0.outcome, $0.detail]
            .map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\t") }
        try ([header] + lines).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
