// Text styling: the font and its traits, line limits, alignment and case. Each is an
// attribute (``_AttributeModifier``); render() shows the font, weight, design, bold,
// italic, underline, strikethrough and case, which change what a reader sees.

extension View {
    /// Sets the default font for text in this view.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Subtitle") }.font(.headline)
    /// ```
    public func font(_ font: Font?) -> ModifiedContent<Self, _AttributeModifier> { attribute("font", font, shown: true) }

    /// Sets the font weight of the text in this view.
    ///
    /// ```swift
    /// Text("Total").fontWeight(.semibold)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _AttributeModifier> { attribute("fontWeight", weight, shown: true) }

    /// Sets the font design of the text in this view.
    ///
    /// ```swift
    /// Text("42").fontDesign(.rounded)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _AttributeModifier> { attribute("fontDesign", design, shown: true) }

    /// Sets the font width of the text in this view.
    ///
    /// ```swift
    /// Text("Wide").fontWidth(.expanded)
    /// ```
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _AttributeModifier> { attribute("fontWidth", width) }

    /// Applies a bold font weight to the text in this view.
    ///
    /// ```swift
    /// Label("Done", systemImage: "checkmark").bold()
    /// ```
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { attribute("bold", isActive, shown: true) }

    /// Applies italics to the text in this view.
    ///
    /// ```swift
    /// Text("Draft").italic()
    /// ```
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { attribute("italic", isActive, shown: true) }

    /// Applies an underline to the text in this view.
    ///
    /// ```swift
    /// Text("Link").underline()
    /// ```
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("underline", isActive, shown: true)
    }

    /// Applies a strikethrough to the text in this view.
    ///
    /// ```swift
    /// Text(task.title).strikethrough(task.isDone)
    /// ```
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("strikethrough", isActive, shown: true)
    }

    /// Transforms the case of the text in this view.
    ///
    /// ```swift
    /// Text("Section").textCase(.uppercase)
    /// ```
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _AttributeModifier> { attribute("textCase", textCase, shown: true) }

    /// Uses fixed-width digits for the text in this view.
    ///
    /// ```swift
    /// Text("\(seconds)").monospacedDigit()
    /// ```
    public func monospacedDigit() -> ModifiedContent<Self, _AttributeModifier> { attribute("monospacedDigit") }

    /// Uses the fixed-width variant of the font for the text in this view.
    ///
    /// ```swift
    /// Text(code).monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { attribute("monospaced", isActive) }

    /// Sets the spacing between characters.
    ///
    /// ```swift
    /// Text("SPACED").kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { attribute("kerning", kerning) }

    /// Sets the tracking of the text.
    ///
    /// ```swift
    /// Text("SPACED").tracking(2)
    /// ```
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { attribute("tracking", tracking) }

    /// Sets the vertical offset of the text from its baseline.
    ///
    /// ```swift
    /// Text("2").baselineOffset(6)
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { attribute("baselineOffset", baselineOffset) }

    /// Sets the maximum number of lines that text can occupy.
    ///
    /// ```swift
    /// Text(note.body).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _AttributeModifier> { attribute("lineLimit", number) }

    /// Sets a line limit, reserving the space of that many lines if asked.
    ///
    /// ```swift
    /// TextField("Notes", text: $notes, axis: .vertical).lineLimit(3, reservesSpace: true)
    /// ```
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _AttributeModifier> { attribute("lineLimit", limit) }

    /// Sets a range of lines that text can occupy.
    ///
    /// ```swift
    /// TextField("Bio", text: $bio, axis: .vertical).lineLimit(3...6)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _AttributeModifier> { attribute("lineLimit", limit) }

    /// Sets a minimum number of lines that text can occupy.
    ///
    /// ```swift
    /// TextField("Bio", text: $bio, axis: .vertical).lineLimit(2...)
    /// ```
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _AttributeModifier> { attribute("lineLimit", limit.lowerBound) }

    /// Sets the space between lines of text.
    ///
    /// ```swift
    /// Text(poem).lineSpacing(4)
    /// ```
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { attribute("lineSpacing", lineSpacing) }

    /// Sets the alignment of multiline text.
    ///
    /// ```swift
    /// Text(message).multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _AttributeModifier> { attribute("multilineTextAlignment", alignment) }

    /// Sets how text is truncated when it does not fit.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _AttributeModifier> { attribute("truncationMode", mode) }

    /// Sets how far text may shrink to fit.
    ///
    /// ```swift
    /// Text(title).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { attribute("minimumScaleFactor", factor) }

    /// Sets whether text may tighten its character spacing to fit.
    ///
    /// ```swift
    /// Text(title).allowsTightening(true)
    /// ```
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _AttributeModifier> { attribute("allowsTightening", flag) }

    /// Sets whether people can select the text in this view.
    ///
    /// ```swift
    /// Text(code).textSelection(.enabled)
    /// ```
    public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("textSelection", S.allowsSelection)
    }

    /// Sets the Dynamic Type size of this view.
    ///
    /// ```swift
    /// Text("Fixed").dynamicTypeSize(.large)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _AttributeModifier> { attribute("dynamicTypeSize", size) }

    /// Limits the Dynamic Type sizes of this view.
    ///
    /// ```swift
    /// Text("Bounded").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _AttributeModifier> where T.Bound == DynamicTypeSize {
        attribute("dynamicTypeSize", TypeNameValue(T.self))
    }
}

extension Text {
    /// Sets the font of this text.
    ///
    /// ```swift
    /// Text("Title").font(.title) + Text(" (draft)")
    /// ```
    public func font(_ font: Font?) -> Text { adding("font", font) }

    /// Sets the font weight of this text.
    ///
    /// ```swift
    /// Text("Total").fontWeight(.bold)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding("fontWeight", weight) }

    /// Sets the font design of this text.
    ///
    /// ```swift
    /// Text("42").fontDesign(.monospaced)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> Text { adding("fontDesign", design) }

    /// Sets the font width of this text.
    ///
    /// ```swift
    /// Text("Wide").fontWidth(.expanded)
    /// ```
    public func fontWidth(_ width: Font.Width?) -> Text { adding("fontWidth", width, shown: false) }

    /// Makes this text bold.
    ///
    /// ```swift
    /// Text("Total: ").bold() + Text("42")
    /// ```
    public func bold() -> Text { adding("bold", true) }

    /// Makes this text bold, or not.
    ///
    /// ```swift
    /// Text(title).bold(isUnread)
    /// ```
    public func bold(_ isActive: Bool) -> Text { adding("bold", isActive) }

    /// Makes this text italic.
    ///
    /// ```swift
    /// Text("Draft").italic()
    /// ```
    public func italic() -> Text { adding("italic", true) }

    /// Makes this text italic, or not.
    ///
    /// ```swift
    /// Text(note).italic(isQuote)
    /// ```
    public func italic(_ isActive: Bool) -> Text { adding("italic", isActive) }

    /// Underlines this text.
    ///
    /// ```swift
    /// Text("Terms").underline()
    /// ```
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding("underline", isActive)
    }

    /// Strikes through this text.
    ///
    /// ```swift
    /// Text(item.name).strikethrough(item.isDone)
    /// ```
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding("strikethrough", isActive)
    }

    /// Sets the color of this text.
    ///
    /// ```swift
    /// Text("Error").foregroundColor(.red)
    /// ```
    public func foregroundColor(_ color: Color?) -> Text { adding("foregroundColor", color) }

    /// Sets the style of this text.
    ///
    /// ```swift
    /// Text("Secondary").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding("foregroundStyle", ShapeStyleValue(style)) }

    /// Sets the spacing between the characters of this text.
    ///
    /// ```swift
    /// Text("SPACED").kerning(2)
    /// ```
    public func kerning(_ kerning: CGFloat) -> Text { adding("kerning", kerning, shown: false) }

    /// Sets the tracking of this text.
    ///
    /// ```swift
    /// Text("SPACED").tracking(2)
    /// ```
    public func tracking(_ tracking: CGFloat) -> Text { adding("tracking", tracking, shown: false) }

    /// Moves this text off its baseline.
    ///
    /// ```swift
    /// Text("2").baselineOffset(6)
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding("baselineOffset", baselineOffset, shown: false) }

    /// Uses fixed-width digits in this text.
    ///
    /// ```swift
    /// Text("\(seconds)").monospacedDigit()
    /// ```
    public func monospacedDigit() -> Text { adding("monospacedDigit", true, shown: false) }

    /// Uses the fixed-width variant of the font in this text.
    ///
    /// ```swift
    /// Text("let x = 1").monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> Text { adding("monospaced", isActive, shown: false) }
}

/// An alignment position for text along the horizontal axis.
///
/// ```swift
/// Text(message).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension TextAlignment: CaseAttributeValue {}

/// A type that describes whether text can be selected.
///
/// ```swift
/// Text(code).textSelection(.enabled)
/// ```
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that people can select.
///
/// ```swift
/// Text(code).textSelection(EnabledTextSelectability())
/// ```
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static var allowsSelection: Bool { true }
}

/// Text that people cannot select.
///
/// ```swift
/// Text(code).textSelection(DisabledTextSelectability())
/// ```
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

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// ```swift
/// Text("Fixed").dynamicTypeSize(.large)
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension DynamicTypeSize: CaseAttributeValue {}
