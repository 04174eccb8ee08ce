import Foundation

/// A structure that represents a type of data to load, send, or receive.
///
/// A type has a unique ``identifier`` (`"public.png"`), the types it conforms to (a PNG
/// image is an image, which is data and content), and tags: filename extensions and MIME
/// types. The system's types are static members (``png``, ``plainText``, ``json``...);
/// an app declares its own with ``init(exportedAs:conformingTo:)`` or
/// ``init(importedAs:conformingTo:)``.
///
/// ```swift
/// UTType.png.conforms(to: .image)                   // true
/// UTType(filenameExtension: "jpg") == .jpeg         // true
/// UTType.json.preferredMIMEType                     // "application/json"
/// ```
///
/// Two types are equal when their identifiers are equal, ignoring case, as identifiers are
/// compared on Apple's platforms.
public struct UTType: Sendable {
    /// The type's declaration: its conformances and tags.
    let declaration: TypeDeclaration

    init(_ declaration: TypeDeclaration) { self.declaration = declaration }

    /// The type's identifier, such as `public.png` or `com.example.donut`.
    public var identifier: String { declaration.identifier }

    /// Creates a type from its identifier: a type the system declares, or one an app
    /// declared (``init(exportedAs:conformingTo:)``); `nil` for an identifier nobody
    /// declared.
    public init?(_ identifier: String) {
        guard let declaration = TypeRegistry.shared.declaration(identifier) else { return nil }
        self.init(declaration)
    }

    /// Creates a type your app owns and exports, with an identifier in your own domain
    /// (`com.example.donut`), conforming to `parentType` (`.data` when `nil`, as a file
    /// type is data). The declaration is recorded: afterwards ``init(_:)`` finds the type by
    /// its identifier.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(TypeRegistry.shared.declare(identifier, conformingTo: parentType, exported: true))
    }

    /// Creates a type another app owns and your app imports, conforming to `parentType`
    /// (`.data` when `nil`). A type the system already declares is the system's.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(TypeRegistry.shared.declare(identifier, conformingTo: parentType, exported: false))
    }

    /// Creates a type based on a filename extension and a supertype it conforms to: the
    /// declared type with that extension which conforms to `supertype`, or else a dynamic
    /// type (``isDynamic``, neither declared nor public) conforming to it. `nil` for an
    /// empty extension or one that contains a dot or a slash.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// Creates a type based on a MIME type and a supertype it conforms to: the declared type
    /// with that MIME type, or else a dynamic type. `nil` for a string that is not a MIME
    /// type (`type/subtype`).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Creates a type from a tag of a tag class (a filename extension, a MIME type):
    /// the first declared type with that tag that conforms to `supertype` (any type when
    /// `nil`), or else a dynamic type; `nil` when the tag is not a valid one of its class.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let normalized = tagClass.normalize(tag) else { return nil }
        if let found = UTType.types(tag: normalized, tagClass: tagClass, conformingTo: supertype).first {
            self = found
        } else {
            self.init(TypeDeclaration.dynamic(tag: normalized, tagClass: tagClass, conformingTo: supertype))
        }
    }

    /// The declared types that have `tag` in `tagClass` and conform to `supertype` (all of
    /// them when `nil`), the system's first, in the order they were declared.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard let normalized = tagClass.normalize(tag) else { return [] }
        return TypeRegistry.shared.declarations(tag: normalized, tagClass: tagClass)
            .map(UTType.init)
            .filter { type in supertype.map(type.conforms(to:)) ?? true }
    }

    /// Whether this type is `type` or conforms to it, directly or through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether this type is a supertype of `type`: `type` conforms to it and is not it.
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

    /// Whether this type is a subtype of `type`: it conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Every type this type conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var seen = Set<UTType>()
        var pending = declaration.conformsTo
        while let identifier = pending.popLast() {
            guard let parent = UTType(identifier), seen.insert(parent).inserted else { continue }
            pending += parent.declaration.conformsTo
        }
        return seen
    }

    /// The type's tags, by class: its filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The extension a file of this type is given (`"png"`), if the type has one.
    public var preferredFilenameExtension: String? { declaration.filenameExtensions.first }

    /// The MIME type of this type's data (`"image/png"`), if the type has one.
    public var preferredMIMEType: String? { declaration.mimeTypes.first }

    /// A description of the type for people (`"PNG image"`), if it has one.
    public var localizedDescription: String? { declaration.description }

    /// Whether the system or an app declares this type (a dynamic type is not declared).
    public var isDeclared: Bool { declaration.kind != .dynamic }

    /// Whether this type was made from a tag nobody declared (its identifier begins with
    /// `dyn.`).
    public var isDynamic: Bool { declaration.kind == .dynamic }

    /// Whether the system declares this type (its identifier begins with `public.`).
    public var isPublic: Bool { declaration.kind == .system && identifier.lowercased().hasPrefix("public.") }
}

extension UTType: Hashable {
    /// Whether two types have the same identifier, ignoring case.
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier.lowercased() == rhs.identifier.lowercased()
    }

    /// Hashes the identifier, ignoring case.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }
}

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier.
    public var description: String { identifier }
    /// The type's identifier and, for a declared type, what it conforms to.
    public var debugDescription: String {
        declaration.conformsTo.isEmpty ? identifier : "\(identifier) (conforms to \(declaration.conformsTo.joined(separator: ", ")))"
    }
}

extension UTType: Codable {
    /// Decodes a type from its identifier; an identifier nobody declared is an error
    /// (`DecodingError.dataCorrupted`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "No type with the identifier '\(identifier)' is declared.")
        }
        self = type
    }

    /// Encodes the type as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
