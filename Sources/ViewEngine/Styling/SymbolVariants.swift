/// A variant of a symbol: the shape it is drawn in (`circle`, `square`, `rectangle`), filled,
/// or slashed, combined as in `.circle.fill`.
///
/// ```swift
/// Label("Favorites", systemImage: "heart").symbolVariant(.fill)
/// Image(systemName: "person").symbolVariant(.circle.fill)
/// ```
///
/// The engine has no symbol artwork: the variant is recorded (`symbolVariant: circle.fill`)
/// and set in the environment (``EnvironmentValues/symbolVariants``); an image keeps the
/// name it was given.
import ViewEngineCore

public struct SymbolVariants: Hashable, Sendable {
    /// The variants, in the order SwiftUI appends them to a symbol's name.
    let parts: [String]

    /// No variant: the symbol as it is named.
    public static let none = SymbolVariants(parts: [])
    /// The symbol in a circle.
    public static let circle = SymbolVariants(parts: ["circle"])
    /// The symbol in a square.
    public static let square = SymbolVariants(parts: ["square"])
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    /// The symbol filled.
    public static let fill = SymbolVariants(parts: ["fill"])
    /// The symbol slashed.
    public static let slash = SymbolVariants(parts: ["slash"])

    /// These variants, in a circle.
    public var circle: SymbolVariants { adding("circle") }
    /// These variants, in a square.
    public var square: SymbolVariants { adding("square") }
    /// These variants, in a rectangle.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// These variants, filled.
    public var fill: SymbolVariants { adding("fill") }
    /// These variants, slashed.
    public var slash: SymbolVariants { adding("slash") }

    /// Whether these variants include all of `other`'s.
    ///
    /// ```swift
    /// SymbolVariants.circle.fill.contains(.fill)   // true
    /// ```
    public func contains(_ other: SymbolVariants) -> Bool { other.parts.allSatisfy(parts.contains) }

    private func adding(_ part: String) -> SymbolVariants {
        parts.contains(part) ? self : SymbolVariants(parts: parts + [part])
    }
}

extension SymbolVariants: AttributeValue {
    /// `circle.fill`, or `none`.
    package var attributeDescription: String { parts.isEmpty ? "none" : parts.joined(separator: ".") }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variant to use in this environment: `none` unless set; `symbolVariant(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.symbolVariants) private var symbolVariants
    /// ```
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `symbolVariant(_:)`: the variant of the symbols in this view
    /// (``EnvironmentValues/symbolVariants``); `.none` removes the variants set above.
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("symbolVariant", writing: { $0.symbolVariants = variant }, ("", variant))
    }
}
