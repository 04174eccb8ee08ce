// The values the styling modifiers set for their content, as a view below reads them:
// `.font(.title)` sets `\.font`, `.controlSize(.small)` sets `\.controlSize`,
// `.redacted(reason: .placeholder)` adds to `\.redactionReasons` (the modifiers are in
// Styling/, recorded, and write these through ``_AttributeModifier``).

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct LineLimitMinimumKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct TextAddsLineGapKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private struct AllowsTighteningKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

private struct BackgroundMaterialKey: EnvironmentKey {
    static var defaultValue: Material? { nil }
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 44 }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The default font of this environment: `nil` (the system's body font) unless set; `font(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.font) private var font
    /// ```
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view: `nil` (no limit) unless set; `lineLimit(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.lineLimit) private var lineLimit
    /// ```
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The number of lines text takes the height of even when it shows fewer
    /// (`lineLimit(_:reservesSpace:)`, the lower bound of `lineLimit(2...4)`); 0 unless set.
    var lineLimitMinimum: Int {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }

    /// Whether a text's lines are its font's line gap apart beyond their height: `true`
    /// unless set; a list's section footers set it `false`, their lines a line height
    /// apart as UIKit's text (Measures §6 "Section footer spacing", §4 "Line gap").
    var textAddsLineGap: Bool {
        get { self[TextAddsLineGapKey.self] }
        set { self[TextAddsLineGapKey.self] = newValue }
    }

    /// How lines of text align in a multiline text view: `leading` unless set; `multilineTextAlignment(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.multilineTextAlignment) private var multilineTextAlignment
    /// ```
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// How a text view truncates the last line that does not fit: `tail` unless set; `truncationMode(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.truncationMode) private var truncationMode
    /// ```
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next: 0 unless set; `lineSpacing(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.lineSpacing) private var lineSpacing
    /// ```
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space: 1 unless set; `minimumScaleFactor(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.minimumScaleFactor) private var minimumScaleFactor
    /// ```
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether inter-character spacing should tighten to fit the text into the available space: `false` unless set; `allowsTightening(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.allowsTightening) private var allowsTightening
    /// ```
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// A stylistic override to transform the case of strings: `nil` unless set; `textCase(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.textCase) private var textCase
    /// ```
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The image scale for this environment: `medium` unless set; `imageScale(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.imageScale) private var imageScale
    /// ```
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The current symbol rendering mode, or `nil` for the symbol's own: `nil` unless set; `symbolRenderingMode(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.symbolRenderingMode) private var symbolRenderingMode
    /// ```
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The size to apply to controls within a view: `regular` unless set; `controlSize(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.controlSize) private var controlSize
    /// ```
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The current redaction reasons applied to the view hierarchy: empty unless set; `redacted(reason:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.redactionReasons) private var redactionReasons
    /// ```
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The material underneath the view, if any: `nil` unless set. Vibrant styles read it;
    /// the engine draws them in full color, so it is kept for the views that read it.
    ///
    /// ```swift
    /// Text("Low on seed").environment(\.backgroundMaterial, .regular)
    /// ```
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// The prominence to apply to section headers within a view: `standard` unless set; `headerProminence(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.headerProminence) private var headerProminence
    /// ```
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Whether scrollable views within the environment allow scrolling: `true` unless set; `scrollDisabled(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.isScrollEnabled) private var isScrollEnabled
    /// ```
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The default minimum height of a row in a list: 44 unless set.
    ///
    /// ```swift
    /// @Environment(\.defaultMinListRowHeight) private var defaultMinListRowHeight
    /// ```
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The default minimum height of a header in a list: `nil` unless set.
    ///
    /// ```swift
    /// @Environment(\.defaultMinListHeaderHeight) private var defaultMinListHeaderHeight
    /// ```
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

}
