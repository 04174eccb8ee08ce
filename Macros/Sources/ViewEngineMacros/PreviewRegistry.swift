/// A preview that `#Preview` registered: its expansion declares a type conforming to this
/// protocol and places a record of it where ``Preview/all`` reads it. Not for direct use.
@MainActor
public protocol _PreviewRegistry {
    /// The preview type; the expansion names it so, as the module that declares the preview
    /// may have a type named `Preview` of its own.
    typealias _Preview = Preview
    /// The file of the `#Preview`, as `#fileID` spells it.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview, with the arguments and body given to `#Preview`.
    static func makePreview() -> Preview
}

/// The records that `#Preview` expansions place in the `vepreviews` section.
///
/// Each is `(tag, write)`: `tag` is ``recordTag`` for this layout, and `write` writes the
/// registry type into the memory it is given (a C function, so the record is a constant the
/// linker can place).
enum RegisteredPreviews {
    typealias Record = (UInt32, @convention(c) (UnsafeMutableRawPointer) -> Void)

    /// The tag of a record with this layout (`VPR1`).
    static let recordTag: UInt32 = 0x5650_5231

    /// The registry of every record in the section, in the order the linker placed them.
    static func registries() -> [any _PreviewRegistry.Type] {
        guard let start = recordsStart(), let end = recordsEnd(), start < end else {
            return []
        }
        let stride = MemoryLayout<Record>.stride
        var registries: [any _PreviewRegistry.Type] = []
        var record = start
        while record + stride <= end {
            let (tag, write) = record.load(as: Record.self)
            if tag == recordTag {
                let slot = UnsafeMutablePointer<any _PreviewRegistry.Type>.allocate(capacity: 1)
                write(UnsafeMutableRawPointer(slot))
                registries.append(slot.move())
                slot.deallocate()
            }
            record += stride
        }
        return registries
    }
}

/// The start of the section (`PreviewRecords`, in C: the linker names its bounds), or
/// `nil` when the program has no previews. Declared here rather than imported, so that
/// files importing this module need not find the C module; the C function uses Swift's
/// calling convention.
@_silgen_name("viewengine_preview_records_start")
private func recordsStart() -> UnsafeRawPointer?

/// The end of the section, or `nil` when the program has no previews.
@_silgen_name("viewengine_preview_records_end")
private func recordsEnd() -> UnsafeRawPointer?
