/// Where something was found: on the canvas, in a bar, or in a card (by index from 0).
public enum Region: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// On the canvas, outside every bar and card.
    case canvas
    /// In the top bar.
    case topBar
    /// In the bottom bar.
    case bottomBar
    /// In a card, by its index from the top (0 for the first).
    case card(Int)

    /// `the canvas`, `card 2` (counted from 1).
    public var description: String {
        switch self {
        case .canvas: "the canvas"
        case .topBar: "the top bar"
        case .bottomBar: "the bottom bar"
        case .card(let index): "card \(index + 1)"
        }
    }
}
