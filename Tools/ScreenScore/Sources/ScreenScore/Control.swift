/// A control or symbol found by its shape.
public struct Control: Sendable, Equatable {
    /// What it is.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A switch (`Toggle`): a capsule about 51 × 31 (63 × 28 on iOS 26).
        case toggle = "switch"
        /// A disclosure chevron (`>`), about 6–8 wide and 10–13 tall.
        case chevron
        /// A checkmark (in the tint colour, or another).
        case checkmark
        /// A segmented control's track (a `Stepper`'s too: two segments), about 32 tall
        /// and at least two and a half times as wide.
        case segmented = "segmented control"
        /// Any other symbol: a tinted blob of 10 points or more, or a solid one of 20 or
        /// more, with no glyph beside it (a toolbar's `+`, a back chevron, an icon).
        case symbol
    }
    /// What it is.
    public var kind: Kind
    /// Where it is.
    public var region: Region
    /// Its rectangle.
    public var frame: PointRect
    /// Its most common colour unlike the background (a switch's track: green when on).
    public var colour: RGB
    /// For a switch: whether it is on (its track tinted rather than grey).
    public var isOn: Bool?
}
