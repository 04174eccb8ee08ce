import Foundation

/// The declared types: the system's (``SystemTypes``) and those the app declared with
/// `UTType(exportedAs:)` and `UTType(importedAs:)`, by identifier and by tag.
///
/// Invariant (`@unchecked Sendable`): `byIdentifier` and `order` are filled in `init` with
/// the system's types, then read and written only under `lock`.
final class TypeRegistry: @unchecked Sendable {
    static let shared = TypeRegistry()

    private let lock = NSLock()
    /// invariant: the fields below are read and written under `lock`, outside `init`.
    private var byIdentifier: [String: TypeDeclaration] = [:]
    private var order: [String] = []

    private init() {
        for declaration in SystemTypes.all { add(declaration) }
    }

    private func add(_ declaration: TypeDeclaration) {
        let key = declaration.identifier.lowercased()
        if byIdentifier[key] == nil { order.append(key) }
        byIdentifier[key] = declaration
    }

    /// The declaration of `identifier`, or `nil`. A dynamic identifier is decoded back
    /// into its tag.
    func declaration(_ identifier: String) -> TypeDeclaration? {
        let found = lock.withLock { byIdentifier[identifier.lowercased()] }
        return found ?? Self.decodeDynamic(identifier)
    }

    /// Declares an app's type, or returns the system's declaration of that identifier (the
    /// system's types cannot be redeclared).
    func declare(_ identifier: String, conformingTo parent: UTType?, exported: Bool) -> TypeDeclaration {
        lock.withLock {
            let key = identifier.lowercased()
            if let existing = byIdentifier[key], existing.kind == .system { return existing }
            let declaration = TypeDeclaration(identifier, [(parent ?? .data).identifier],
                                              kind: exported ? .exported : .imported)
            add(declaration)
            return declaration
        }
    }

    /// The declarations that have `tag` (normalized) in `tagClass`, in declaration order.
    func declarations(tag: String, tagClass: UTTagClass) -> [TypeDeclaration] {
        lock.withLock {
            order.compactMap { byIdentifier[$0] }.filter { declaration in
                switch tagClass {
                case .filenameExtension: declaration.filenameExtensions.contains(tag)
                case .mimeType: declaration.mimeTypes.contains(tag)
                default: false
                }
            }
        }
    }

    /// The declaration a dynamic identifier stands for (`dyn.e706e67`: the extension
    /// `png` nobody declared), conforming to data.
    private static func decodeDynamic(_ identifier: String) -> TypeDeclaration? {
        let lowered = identifier.lowercased()
        guard lowered.hasPrefix("dyn."), lowered.count > 5 else { return nil }
        let body = lowered.dropFirst(4)
        let tagClass: UTTagClass = switch body.first {
        case "e": .filenameExtension
        case "m": .mimeType
        default: UTTagClass(rawValue: "dyn")
        }
        var bytes: [UInt8] = []
        var index = body.index(after: body.startIndex)
        while index < body.endIndex {
            let next = body.index(index, offsetBy: 2, limitedBy: body.endIndex) ?? body.endIndex
            guard let byte = UInt8(body[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        guard let tag = String(bytes: bytes, encoding: .utf8), !tag.isEmpty else { return nil }
        return .dynamic(tag: tag, tagClass: tagClass, conformingTo: nil)
    }
}
