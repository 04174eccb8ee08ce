/// Where an `onChange` was written, as its call's `#fileID` and `#line` gave it: a
/// ``Diagnostic/Location`` once a diagnostic or the trace names it.
///
/// The file is kept as the address and length of the `#fileID` literal's bytes, and the
/// line in 32 bits: 16 bytes without references. The modifier that carries it is made at
/// every evaluation of the view that applies it and copied along the update path, and
/// the node keeps one: a `String` would be one more reference to count at every copy (and
/// one more field to copy through a value witness in a large view value), and a
/// `StaticString` takes 24 bytes, the line 8 more.
/// Invariant (`@unchecked Sendable`): `fileStart` points into a string literal's static
/// storage, never freed or written.
@usableFromInline
package struct SourceLocation: @unchecked Sendable {  // the pointer is to immutable static storage
    /// The first byte of the file's UTF-8, in the literal's static storage (never freed).
    @usableFromInline let fileStart: UnsafePointer<UInt8>
    @usableFromInline let fileLength: Int32
    @usableFromInline package let line: Int32

    @inlinable package init(fileID: StaticString, line: Int) {
        if fileID.hasPointerRepresentation {
            fileStart = fileID.utf8Start
            fileLength = Int32(truncatingIfNeeded: fileID.utf8CodeUnitCount)
        } else {
            // A one-scalar literal (never a #fileID): named by its scalar's own bytes is
            // not possible without storage, so it is shown as "?".
            fileStart = SourceLocation.unknownFile.utf8Start
            fileLength = Int32(truncatingIfNeeded: SourceLocation.unknownFile.utf8CodeUnitCount)
        }
        self.line = Int32(truncatingIfNeeded: line)
    }

    @usableFromInline static let unknownFile: StaticString = "?"

    /// The location as diagnostics carry it.
    package var location: Diagnostic.Location {
        let file = String(decoding: UnsafeBufferPointer(start: fileStart, count: Int(fileLength)), as: UTF8.self)
        return Diagnostic.Location(fileID: file, line: Int(line))
    }
}
