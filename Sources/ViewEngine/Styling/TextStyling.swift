// Text styling: the font and its traits, line limits, alignment and case, each recorded
// (``_AttributeModifier``). render() shows the font, weight, design, bold, italic,
// underline, strikethrough and case, which change what a reader sees.

import ViewEngineCore

extension View {
    /// SwiftUI's `font(_:)`: the default font of the text in this view; shown.
    public func font(_ font: Font?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.font, shown: true, writing: { $0.font = font }, ("", font)) }
    /// SwiftUI's `fontWeight(_:)`; shown.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.fontWeight, shown: true, ("", weight)) }
    /// SwiftUI's `fontDesign(_:)`; shown.
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.fontDesign, shown: true, ("", design)) }
    /// SwiftUI's `fontWidth(_:)`.
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _AttributeModifier> { recorded("fontWidth", ("", width)) }
    /// SwiftUI's `bold(_:)`; shown (`bold`, or `bold: false`).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { recorded(.bold, shown: true, ("", isActive)) }
    /// SwiftUI's `italic(_:)`; shown.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { recorded(.italic, shown: true, ("", isActive)) }
    /// SwiftUI's `underline(_:pattern:color:)`; shown, with the pattern and colour when given.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.underline, shown: true, ("", isActive), ("pattern", nonDefault(pattern, .solid)), ("color", color))
    }
    /// SwiftUI's `strikethrough(_:pattern:color:)`; shown, with the pattern and colour when given.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.strikethrough, shown: true, ("", isActive), ("pattern", nonDefault(pattern, .solid)), ("color", color))
    }
    /// SwiftUI's `textCase(_:)`; shown.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _AttributeModifier> { recorded("textCase", shown: true, writing: { $0.textCase = textCase }, ("", textCase)) }
    /// SwiftUI's `monospacedDigit()`.
    public func monospacedDigit() -> ModifiedContent<Self, _AttributeModifier> { recorded("monospacedDigit") }
    /// SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { recorded(.monospaced, ("", isActive)) }
    /// SwiftUI's `kerning(_:)`.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded(.kerning, ("", kerning)) }
    /// SwiftUI's `tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded(.tracking, ("", tracking)) }
    /// SwiftUI's `baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded("baselineOffset", ("", baselineOffset)) }
    /// SwiftUI's `lineLimit(_:)` with a number.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _AttributeModifier> { recorded("lineLimit", writing: { $0.lineLimit = number }, ("", number)) }
    /// SwiftUI's `lineLimit(_:reservesSpace:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("lineLimit", writing: { $0.lineLimit = limit; $0.lineLimitMinimum = reservesSpace ? limit : 0 }, ("", limit), ("reservesSpace", reservesSpace)) }
    /// SwiftUI's `lineLimit(_:)` with a range of lines (`3...6`).
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("lineLimit", writing: { $0.lineLimit = limit.upperBound; $0.lineLimitMinimum = limit.lowerBound }, ("", limit))
    }
    /// SwiftUI's `lineLimit(_:)` with a minimum (`2...`).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("lineLimit", writing: { $0.lineLimit = nil; $0.lineLimitMinimum = limit.lowerBound }, ("", limit))
    }
    /// SwiftUI's `lineLimit(_:)` with a maximum (`...4`).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("lineLimit", writing: { $0.lineLimit = limit.upperBound; $0.lineLimitMinimum = 0 }, ("", limit))
    }
    /// SwiftUI's `lineSpacing(_:)`.
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded("lineSpacing", writing: { $0.lineSpacing = lineSpacing }, ("", lineSpacing)) }
    /// SwiftUI's `multilineTextAlignment(_:)`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("multilineTextAlignment", writing: { $0.multilineTextAlignment = alignment }, ("", alignment))
    }
    /// SwiftUI's `truncationMode(_:)`.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _AttributeModifier> { recorded("truncationMode", writing: { $0.truncationMode = mode }, ("", mode)) }
    /// SwiftUI's `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded("minimumScaleFactor", writing: { $0.minimumScaleFactor = factor }, ("", factor)) }
    /// SwiftUI's `allowsTightening(_:)`.
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _AttributeModifier> { recorded("allowsTightening", writing: { $0.allowsTightening = flag }, ("", flag)) }
    /// SwiftUI's `textSelection(_:)` (`.enabled`, `.disabled`).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("textSelection", ("", AnyArgument(selectability))) }
    /// SwiftUI's `dynamicTypeSize(_:)` with one size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _AttributeModifier> { recorded("dynamicTypeSize", writing: { $0.dynamicTypeSize = size }, ("", size)) }
    /// SwiftUI's `dynamicTypeSize(_:)` with a range of sizes (`...DynamicTypeSize.xxxLarge`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _AttributeModifier> where T.Bound == DynamicTypeSize {
        recorded("dynamicTypeSize", writing: { $0.limitDynamicTypeSize(to: range) }, ("", AnyArgument(range)))
    }
}

// Text's own styles: they return a `Text`, so texts styled apart can be joined with `+`.
extension Text {
    /// SwiftUI's `Text.font(_:)`; shown.
    public func font(_ font: Font?) -> Text { recorded(.font, shown: true, ("", font)) }
    /// SwiftUI's `Text.fontWeight(_:)`; shown.
    public func fontWeight(_ weight: Font.Weight?) -> Text { recorded(.fontWeight, shown: true, ("", weight)) }
    /// SwiftUI's `Text.fontDesign(_:)`; shown.
    public func fontDesign(_ design: Font.Design?) -> Text { recorded(.fontDesign, shown: true, ("", design)) }
    /// SwiftUI's `Text.fontWidth(_:)`.
    public func fontWidth(_ width: Font.Width?) -> Text { recorded("fontWidth", ("", width)) }
    /// SwiftUI's `Text.bold()`; shown.
    public func bold() -> Text { recorded(.bold, shown: true) }
    /// SwiftUI's `Text.bold(_:)`; shown.
    public func bold(_ isActive: Bool) -> Text { recorded(.bold, shown: true, ("", isActive)) }
    /// SwiftUI's `Text.italic()`; shown.
    public func italic() -> Text { recorded(.italic, shown: true) }
    /// SwiftUI's `Text.italic(_:)`; shown.
    public func italic(_ isActive: Bool) -> Text { recorded(.italic, shown: true, ("", isActive)) }
    /// SwiftUI's `Text.underline(_:pattern:color:)`; shown, with the pattern and colour when given.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        recorded(.underline, shown: true, ("", isActive), ("pattern", nonDefault(pattern, .solid)), ("color", color))
    }
    /// SwiftUI's `Text.strikethrough(_:pattern:color:)`; shown, with the pattern and colour when given.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        recorded(.strikethrough, shown: true, ("", isActive), ("pattern", nonDefault(pattern, .solid)), ("color", color))
    }
    /// SwiftUI's `Text.foregroundColor(_:)`; shown.
    public func foregroundColor(_ color: Color?) -> Text { recorded(.foregroundColor, shown: true, ("", color)) }
    /// SwiftUI's `Text.foregroundStyle(_:)`; shown.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { recorded(.foregroundStyle, shown: true, ("", ShapeStyleValue(style))) }
    /// SwiftUI's `Text.kerning(_:)`.
    public func kerning(_ kerning: CGFloat) -> Text { recorded(.kerning, ("", kerning)) }
    /// SwiftUI's `Text.tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> Text { recorded(.tracking, ("", tracking)) }
    /// SwiftUI's `Text.baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { recorded("baselineOffset", ("", baselineOffset)) }
    /// SwiftUI's `Text.monospacedDigit()`.
    public func monospacedDigit() -> Text { recorded("monospacedDigit") }
    /// SwiftUI's `Text.monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> Text { recorded(.monospaced, ("", isActive)) }
}

/// SwiftUI's `TextAlignment`: an alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension TextAlignment: AttributeValue {}

/// SwiftUI's `TextSelectability`: whether text can be selected (`.enabled`, `.disabled`).
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// SwiftUI's `EnabledTextSelectability` (`.enabled`).
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static var allowsSelection: Bool { true }
}

/// SwiftUI's `DisabledTextSelectability` (`.disabled`).
public struct DisabledTextSelectability: TextSelectability {
    /// `false`.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text that people can select.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that people cannot select.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// SwiftUI's `DynamicTypeSize`: how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension DynamicTypeSize: AttributeValue {}
