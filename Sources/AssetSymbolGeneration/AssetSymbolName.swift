/// The Swift names Xcode gives an asset catalog's colors, images and namespace folders when
/// it generates asset symbols (`ColorResource.brandBlue`, `ImageResource.GrocyColors...`).
///
/// Xcode's rule is not published; this is a documented model, checked against names that
/// apps in the sample use with their catalogs (Inventory/README.md):
/// - the name is cut into words at every character that is neither a letter nor a digit
///   (`Bird Food`, `some_blue`, `floor-1`);
/// - the first word begins in lower case: a single leading capital is lowered
///   (`DarkPurple` → `darkPurple`), a run of capitals is lowered but for the one that starts
///   the next word (`FAPurple` → `faPurple`, `BGDark` → `bgDark`), and a name that is one
///   word of capitals stays as it is (`BG`);
/// - each later word begins with a capital (`Premium Bird Food` → `premiumBirdFood`);
/// - a color's trailing `Color` and an image's trailing `Image` are dropped
///   (`AccentColor` → `accent`), unless nothing would be left;
/// - a name that would begin with a digit is preceded by `_`, and a keyword is quoted.
public enum AssetSymbolName {
    /// The member name for an asset called `name` (without its `.colorset`/`.imageset`).
    ///
    /// ```swift
    /// AssetSymbolName.member(for: "AccentColor", kind: .color)   // "accent"
    /// ```
    public static func member(for name: String, kind: AssetKind) -> String? {
        let words = words(of: name)
        guard let first = words.first else { return nil }
        var camel = lowered(first, alone: words.count == 1) + words.dropFirst().map(capitalized).joined()
        let suffix = kind == .color ? "Color" : "Image"
        if camel.hasSuffix(suffix) && camel.count > suffix.count { camel.removeLast(suffix.count) }
        return identifier(camel)
    }

    /// The type name for a folder that provides a namespace: each word capitalized.
    ///
    /// ```swift
    /// AssetSymbolName.namespace(for: "Bird Food")   // "BirdFood"
    /// ```
    public static func namespace(for folder: String) -> String? {
        let words = words(of: folder)
        guard !words.isEmpty else { return nil }
        return identifier(words.map(capitalized).joined())
    }

    /// The name's runs of letters and digits.
    static func words(of name: String) -> [Substring] {
        name.split { !($0.isLetter || $0.isNumber) }
    }

    /// The first word with its leading capitals lowered (see the type's rule).
    static func lowered(_ word: Substring, alone: Bool) -> String {
        let capitals = word.prefix { $0.isUppercase }
        if capitals.count == word.count && alone && word.count > 1 { return String(word) }
        if capitals.count <= 1 || capitals.count == word.count {
            return capitals.lowercased() + word.dropFirst(capitals.count)
        }
        // `FAPurple`: the last capital of the run begins the next word
        let kept = capitals.count - 1
        return word.prefix(kept).lowercased() + word.dropFirst(kept)
    }

    /// The word with its first letter in upper case.
    static func capitalized(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// A valid Swift identifier for `name`: `_` before a leading digit, a keyword quoted.
    static func identifier(_ name: String) -> String {
        if name.first?.isNumber == true { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's keywords that cannot be a member's name unquoted.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
        "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw",
        "throws", "true", "try", "Any", "Type",
    ]
}

/// The kinds of asset that get a symbol.
public enum AssetKind: String, Sendable, Hashable, CaseIterable {
    /// A `.colorset`: a `ColorResource`.
    case color
    /// An `.imageset` or a `.symbolset` (a custom symbol): an `ImageResource`.
    case image

    /// The folder extensions of this kind of asset.
    public var folderExtensions: [String] { self == .color ? ["colorset"] : ["imageset", "symbolset"] }
}
