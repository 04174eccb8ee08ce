/// What a screen is made of, at point scale: the canvas, the containers on it (cards and
/// bars), the separators inside them, the controls, the text lines, and their colours.
/// `StructureReader` reads one from a picture; `ScreenComparison` compares two.
public struct ScreenStructure: Sendable, Equatable {
    /// The window's size in points.
    public var window: WindowSize
    /// The background.
    public var canvas: Canvas
    /// The navigation bar at the top and the tab bar (or toolbar) at the bottom, when drawn.
    public var bars: [Bar]
    /// The inset-grouped sections' rounded rectangles, top to bottom.
    public var cards: [Card]
    /// The hairlines inside cards (and on the canvas), top to bottom.
    public var separators: [Separator]
    /// The switches, chevrons, checkmarks, segmented controls and symbols, top to bottom.
    public var controls: [Control]
    /// The lines of text, top to bottom.
    public var textLines: [TextLine]
    /// The tab bar items whose symbols the picture shows untinted (white, or not at all):
    /// an artefact of how iOS's picture was drawn (``UntintedTabItem``).
    public var untintedTabItems: [UntintedTabItem] = []
}
