import Foundation

/// The Swift file Xcode generates for a target's asset catalogs: a `ColorResource` for each
/// color set and an `ImageResource` for each image set, so that `Color(.brandBlue)` and
/// `Image(.logo)` compile; with ``Options/extensions``, also the members Xcode adds to
/// `Color`, `ShapeStyle`, `UIColor` and `UIImage` when a project turns on "Generate Swift
/// Asset Symbol Extensions" (`Color.brandBlue`, `.foregroundStyle(.brandBlue)`).
///
/// ```swift
/// let source = AssetSymbolsSource(catalogs: [try AssetCatalogContents(catalog: url)])
/// try source.text.write(to: output, atomically: true, encoding: .utf8)
/// ```
public struct AssetSymbolsSource: Sendable {
    /// What to generate beside the resources.
    public struct Options: Sendable, Equatable {
        /// Members of `Color`, `ShapeStyle`, `UIColor` and `UIImage` for the catalog's
        /// top-level sets (Xcode's `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`).
        public var extensions: Bool
        /// The module that declares the resource types and the views (`ViewEngine`).
        public var module: String
        /// Static members the target's own code declares (``staticMembers(declaredIn:)``):
        /// an extension member of one of these names is left out, and the target's own
        /// declaration stands (`static let brand = Color(.brand)` in an app's file).
        public var declaredMembers: Set<String>

        /// Resources only, from `ViewEngine`.
        public init(extensions: Bool = false, module: String = "ViewEngine", declaredMembers: Set<String> = []) {
            self.extensions = extensions
            self.module = module
            self.declaredMembers = declaredMembers
        }
    }

    /// The generated file's text.
    public private(set) var text = ""
    /// What could not be generated, each in a sentence (two assets with one symbol, a name
    /// that is already a member of the type): a build prints them as warnings.
    public private(set) var warnings: [String] = []

    /// Generates the file for `catalogs`, merged as one target's catalogs are.
    public init(catalogs: [AssetCatalogContents], options: Options = Options()) {
        var merged = AssetCatalogContents.Namespace(name: "")
        for catalog in catalogs { Self.merge(catalog.root, into: &merged) }
        var lines = [
            "// The asset symbols Xcode generates for this target's asset catalogs, written by",
            "// AssetSymbols (OnChangeKit). Do not edit: the catalogs are the source.",
            "import Foundation",
            "import \(options.module)",
            "",
            "private let assetSymbolsBundle = Foundation.Bundle.main",
        ]
        for kind in AssetKind.allCases {
            let body = resourceLines(merged, kind: kind, depth: 1)
            guard !body.isEmpty else { continue }
            lines += ["", "extension \(kind.resourceType) {"] + body + ["}"]
        }
        if options.extensions { lines += extensionLines(merged, declaredMembers: options.declaredMembers) }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// Adds `namespace`'s sets and namespaces to `target`, joining namespaces of one name.
    private static func merge(_ namespace: AssetCatalogContents.Namespace, into target: inout AssetCatalogContents.Namespace) {
        target.assets += namespace.assets
        for inner in namespace.namespaces {
            if let index = target.namespaces.firstIndex(where: { $0.name == inner.name }) {
                merge(inner, into: &target.namespaces[index])
            } else {
                target.namespaces.append(inner)
            }
        }
    }

    /// The `static let`s of one kind in `namespace`, and its namespaces as enums.
    private mutating func resourceLines(_ namespace: AssetCatalogContents.Namespace, kind: AssetKind, depth: Int) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        var lines: [String] = []
        var taken: [String: String] = [:]
        for asset in namespace.assets where asset.kind == kind {
            guard let member = AssetSymbolName.member(for: asset.name, kind: kind) else {
                warnings.append("The \"\(asset.resourceName)\" \(kind) asset has no letters or digits to name a symbol after.")
                continue
            }
            if let earlier = taken[member] {
                warnings.append("The \"\(asset.resourceName)\" \(kind) asset's symbol \"\(member)\" is already \"\(earlier)\"'s: rename one of them.")
                continue
            }
            taken[member] = asset.resourceName
            lines.append("\(indent)/// The \"\(asset.resourceName)\" \(kind) asset.")
            lines.append("\(indent)static let \(member) = \(kind.resourceType)(name: \(Self.literal(asset.resourceName)), bundle: assetSymbolsBundle)")
        }
        for inner in namespace.namespaces {
            let body = resourceLines(inner, kind: kind, depth: depth + 1)
            guard !body.isEmpty, let type = AssetSymbolName.namespace(for: inner.name) else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append("\(indent)/// The \"\(inner.name)\" folder's \(kind) assets.")
            lines.append("\(indent)enum \(type) {")
            lines += body
            lines.append("\(indent)}")
        }
        return lines
    }

    /// The members Xcode's extensions add, for the top-level sets only.
    private mutating func extensionLines(_ root: AssetCatalogContents.Namespace, declaredMembers: Set<String>) -> [String] {
        var lines: [String] = []
        for (kind, types) in [(AssetKind.color, ["Color", "ShapeStyle where Self == Color", "UIColor"]), (.image, ["UIImage"])] {
            var members: [(name: String, resource: String)] = []
            var seen: Set<String> = []
            for asset in root.assets where asset.kind == kind {
                guard let member = AssetSymbolName.member(for: asset.name, kind: kind), seen.insert(member).inserted,
                      !declaredMembers.contains(member) else { continue }
                if kind.reservedMembers.contains(member) {
                    warnings.append("The \"\(asset.resourceName)\" \(kind) asset's symbol \"\(member)\" is already a member of \(types[0]): it has no extension member; rename the asset to get one.")
                    continue
                }
                members.append((member, asset.resourceName))
            }
            guard !members.isEmpty else { continue }
            for type in types {
                let valueType = type.hasPrefix("ShapeStyle") ? "Color" : type
                lines += ["", "extension \(type) {"]
                for member in members {
                    lines.append("    /// The \"\(member.resource)\" \(kind) asset.")
                    let resource = "\(kind.resourceType).\(member.name)"
                    let value = valueType == "Color" ? "Color(\(resource))" : "\(valueType)(resource: \(resource))"
                    lines.append("    static var \(member.name): \(valueType) { \(value) }")
                }
                lines.append("}")
            }
        }
        return lines
    }

    /// The types whose static members the extensions add (and AppKit's and SwiftUI's
    /// image types, which an app extends the same way).
    static let extendedTypes: Set<String> = ["Color", "ShapeStyle", "UIColor", "UIImage", "NSColor", "NSImage", "Image"]

    /// The names `source` declares as `static let` or `static var` in an extension of one
    /// of the types Xcode's extensions add members to (`Color`, `ShapeStyle`, `UIColor`,
    /// `UIImage`): what ``Options/declaredMembers`` takes from a target's files. A static
    /// member of another type (`BirdPartColorStyle.accent`) does not clash with a
    /// generated one, and does not count.
    ///
    /// ```swift
    /// AssetSymbolsSource.staticMembers(declaredIn: "extension Color { static let brand = Color(.brand) }")   // ["brand"]
    /// ```
    public static func staticMembers(declaredIn source: String) -> Set<String> {
        var names: Set<String> = []
        var scopes: [Bool] = []          // per open brace: the body of an extension of an extended type
        var opening: Bool?               // a declaration header read, its brace not yet
        var tokens = tokens(of: source)[...]
        while let token = tokens.popFirst() {
            switch token {
            case "{":
                scopes.append(opening ?? false)
                opening = nil
            case "}":
                _ = scopes.popLast()
            case "extension":
                opening = tokens.first.map { extendedTypes.contains($0) } ?? false
            case "struct", "class", "enum", "actor", "protocol", "func", "init":
                opening = false
            case "static":
                guard let next = tokens.first, next == "let" || next == "var" else { continue }
                tokens.removeFirst()
                if scopes.last == true, let name = tokens.first { names.insert(name) }
            default:
                continue
            }
        }
        return names
    }

    /// The words and braces of `source`, comments left out.
    static func tokens(of source: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var characters = source.makeIterator()
        var previous: Character?
        var inLineComment = false, inBlockComment = false
        while let character = characters.next() {
            defer { previous = character }
            if inLineComment { if character == "\n" { inLineComment = false }; continue }
            if inBlockComment { if previous == "*", character == "/" { inBlockComment = false }; continue }
            if previous == "/", character == "/" || character == "*" {
                inLineComment = character == "/"
                inBlockComment = character == "*"
                continue
            }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word); word = "" }
            if character == "{" || character == "}" { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    /// `value` as a Swift string literal.
    static func literal(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}

extension AssetKind {
    /// The generated constants' type (DeveloperToolsSupport's name).
    var resourceType: String { self == .color ? "ColorResource" : "ImageResource" }

    /// Static members that `Color`, `ShapeStyle` (for `Color`) and `UIColor`, or `UIImage`,
    /// already have: an asset whose symbol is one of them gets no extension member, as in
    /// Xcode, which warns instead of declaring it twice.
    var reservedMembers: Set<String> {
        switch self {
        case .color: [
            // Color
            "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint",
            "orange", "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
            // ShapeStyle
            "background", "fill", "foreground", "link", "placeholder", "quaternary", "quinary", "selection",
            "separator", "tertiary", "tint", "windowBackground",
            // UIColor
            "darkGray", "lightGray", "magenta", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
            "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
            "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
            "placeholderText", "opaqueSeparator", "systemRed", "systemOrange", "systemYellow", "systemGreen",
            "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink",
            "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
            "tintColor", "lightText", "darkText",
        ]
        case .image: ["actions", "add", "checkmark", "remove", "strokedCheckmark"]
        }
    }
}
