/// A class of tags that identify a type in another scheme: filename extensions and MIME
/// types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The tag class's name (`"public.filename-extension"`).
    public let rawValue: String

    /// A tag class with a raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions, without the dot (`"png"`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`"image/png"`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The raw value.
    public var description: String { rawValue }

    /// The tag as declarations store it (lowercased; a leading dot dropped from an
    /// extension), or `nil` when it is not a valid tag of this class.
    func normalize(_ tag: String) -> String? {
        var tag = tag.lowercased()
        switch self {
        case .filenameExtension:
            if tag.hasPrefix(".") { tag.removeFirst() }
            guard !tag.isEmpty, !tag.contains("."), !tag.contains("/") else { return nil }
        case .mimeType:
            let parts = tag.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !tag.contains(" ") else { return nil }
        default:
            guard !tag.isEmpty else { return nil }
        }
        return tag
    }
}
