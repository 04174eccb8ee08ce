// `padding` (Rules R22; Measures §10 "Padding"): the proposal shrinks by the
// insets (never below zero; an unspecified axis stays unspecified), the content is placed
// inside them, and the view is the content's size plus the insets. Without a length the
// inset is the platform's default, 16 points on iOS (Measures §2 "Default padding").

import ViewEngineCore

struct PaddingLayout: ModifierLayout {
    /// The default padding on iOS.
    static let defaultLength: CGFloat = 16

    let insets: EdgeInsets
    let invalidInput: InvalidLayoutInput?

    /// A NaN or infinite inset counts as zero, reported with the engine's own words.
    init(_ insets: EdgeInsets) {
        let all = [insets.top, insets.leading, insets.bottom, insets.trailing]
        let valid = all.allSatisfy(\.isFinite)
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        self.insets = EdgeInsets(top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom), trailing: finite(insets.trailing))
        invalidInput = valid ? nil : InvalidLayoutInput(message: "Invalid padding (non-finite); the non-finite insets were taken as 0.")
    }

    /// Padding of `length` (the default when `nil`) on `edges`.
    init(edges: Edge.Set, length: CGFloat?) {
        let length = length ?? Self.defaultLength
        self.init(EdgeInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                             bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize {
        let size = content.measure(inner(proposal))
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(at: CGPoint(x: insets.leading, y: insets.top), proposal: inner(proposal))
    }

    /// A padded edge states the default preferences, whatever the content states there
    /// (Measures §2 "Spacing next to text").
    func spacing(on edge: LayoutSpacing.Edge, content: LayoutContent) -> LayoutSpacing {
        let inset = switch edge {
        case .top: insets.top
        case .leading: insets.leading
        case .bottom: insets.bottom
        case .trailing: insets.trailing
        }
        return inset == 0 ? content.spacing(on: edge) : .standard
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        let inside = CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
        return content.explicitAlignment(key, size: inside).map { $0 + (key.isVertical ? insets.top : insets.leading) }
    }
}
