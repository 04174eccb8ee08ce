/// Where an `onChange` was written, as its call's `#fileID` and `#line` gave it: a
/// ``Diagnostic/Location`` once a diagnostic or the trace names it.
///
/// A `StaticString` rather than a `String`: the modifier that carries it is made at every
/// evaluation of the view that applies it and copied along the update path, and a value
/// without references is copied as plain bytes (a `String` is one more reference to count
/// at every copy, and one more field to copy through a value witness in a large view value).
@usableFromInline
struct SourceLocation: Sendable {
    @usableFromInline let fileID: StaticString
    @usableFromInline let line: Int

    @inlinable init(fileID: StaticString, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// The location as diagnostics carry it.
    var location: Diagnostic.Location { Diagnostic.Location(fileID: "\(fileID)", line: line) }
}
