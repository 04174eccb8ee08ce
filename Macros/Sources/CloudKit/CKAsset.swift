import Foundation

/// A file a record's field holds. The store keeps the URL; the file stays where it is.
public final class CKAsset: NSObject, Sendable, CKRecordValueProtocol {
    /// The file's URL.
    public let fileURL: URL?

    /// An asset of the file at `fileURL`.
    public init(fileURL: URL) { self.fileURL = fileURL }

    /// Whether `object` is an asset of the same file.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CKAsset)?.fileURL == fileURL
    }

    /// The hash of the URL.
    public override var hash: Int { fileURL?.hashValue ?? 0 }
}
