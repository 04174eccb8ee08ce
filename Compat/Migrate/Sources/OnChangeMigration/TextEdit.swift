/// A replacement of a range of a file's UTF-8 bytes.
struct TextEdit: Equatable {
    let start: Int
    let end: Int
    let text: String

    /// `edits` applied to `source`; they must not overlap.
    static func apply(_ edits: [TextEdit], to source: String) -> String {
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether two sets of edits touch a common byte (or insert at the same place).
    static func overlap(_ a: [TextEdit], _ b: [TextEdit]) -> Bool {
        a.contains { x in b.contains { y in x.start < y.end && y.start < x.end || x.start == y.start } }
    }
}
