/// The levels a screen is compared at, in the order they are reported: the first that
/// fails names the pair's failure.
public enum Level: String, Sendable, CaseIterable, Equatable, Hashable {
    /// The window's size, a background of one colour, and whether cards are lighter or
    /// darker than it.
    case canvas
    /// The bars (present or not, and where they end) and the cards (count, edges, corner radius).
    case containers
    /// The hairlines inside each card: count, inset, ends and height.
    case separators
    /// The switches (and whether on), chevrons, checkmarks, segmented controls and symbols.
    case controls
    /// The text lines: the share of iOS's placed, each within the geometry tolerance with
    /// a font allowance on its width.
    case textLines = "text lines"
    /// The colours of the canvas, cards, bars, separators, controls and text lines (ΔE).
    case colour
}
