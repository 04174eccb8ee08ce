// Where a view's alignment guides are (Rules R22): `ViewDimensions`' defaults — leading
// 0, center half the width, trailing the width; top 0, center half the height, bottom
// the height (Apple's documentation of `HorizontalAlignment` and `VerticalAlignment`) —
// unless the view sets one with `alignmentGuide(_:computeValue:)` or is text, whose
// baselines are its lines' (the text model, `SystemFont`).

import ViewEngineCore

@MainActor
enum AlignmentGuides {
    /// The position of `guide` in `node`, a view of `size`, from its leading edge.
    static func value(of node: some LayoutItem, _ guide: HorizontalAlignment, size: CGSize) -> CGFloat {
        if let explicit = node.explicitAlignment(AlignmentKey(guide), size: size) { return explicit }
        return defaultValue(guide, in: size)
    }

    /// The position of `guide` in `node`, a view of `size`, from its top edge.
    static func value(of node: some LayoutItem, _ guide: VerticalAlignment, size: CGSize) -> CGFloat {
        if let explicit = node.explicitAlignment(AlignmentKey(guide), size: size) { return explicit }
        return defaultValue(guide, in: size)
    }

    /// The default position of `guide` in a view of `size`.
    static func defaultValue(_ guide: HorizontalAlignment, in size: CGSize) -> CGFloat {
        switch guide {
        case .leading, .listRowSeparatorLeading: 0
        case .center: size.width / 2
        case .trailing, .listRowSeparatorTrailing: size.width
        }
    }

    /// The default position of `guide` in a view of `size`: a view without text has its
    /// baselines at its bottom.
    static func defaultValue(_ guide: VerticalAlignment, in size: CGSize) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: size.height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: size.height
        }
    }
}

extension AlignmentKey {
    /// The key of a horizontal guide.
    init(_ guide: HorizontalAlignment) {
        switch guide {
        case .leading: self = .leading
        case .center: self = .horizontalCenter
        case .trailing: self = .trailing
        case .listRowSeparatorLeading: self = .listRowSeparatorLeading
        case .listRowSeparatorTrailing: self = .listRowSeparatorTrailing
        }
    }

    /// The key of a vertical guide.
    init(_ guide: VerticalAlignment) {
        switch guide {
        case .top: self = .top
        case .center: self = .verticalCenter
        case .bottom: self = .bottom
        case .firstTextBaseline: self = .firstTextBaseline
        case .lastTextBaseline: self = .lastTextBaseline
        }
    }
}
