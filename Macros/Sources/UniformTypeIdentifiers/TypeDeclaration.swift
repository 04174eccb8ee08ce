/// What declares a type: its identifier, the types it conforms to directly, its tags and
/// its description.
struct TypeDeclaration: Sendable {
    /// Who declared the type.
    enum Kind: Sendable { case system, exported, imported, dynamic }

    let identifier: String
    let conformsTo: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    let description: String?
    let kind: Kind

    init(_ identifier: String, _ conformsTo: [String], extensions: [String] = [], mime: [String] = [],
         _ description: String? = nil, kind: Kind = .system) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.filenameExtensions = extensions
        self.mimeTypes = mime
        self.description = description
        self.kind = kind
    }

    /// A type made for a tag nobody declared: `dyn.` and the tag class's and the tag's
    /// bytes in hexadecimal (Apple's own encoding of dynamic identifiers is private; this
    /// one is stable and reversible), conforming to `supertype`.
    static func dynamic(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> TypeDeclaration {
        let prefix = tagClass == .mimeType ? "m" : tagClass == .filenameExtension ? "e" : "t"
        let hex = tag.utf8.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
        return TypeDeclaration(
            "dyn.\(prefix)\(hex)", [(supertype ?? .data).identifier],
            extensions: tagClass == .filenameExtension ? [tag] : [],
            mime: tagClass == .mimeType ? [tag] : [],
            kind: .dynamic)
    }
}
