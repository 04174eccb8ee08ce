// The sizes of controls with more than a label (Rules R22): a toggle is its label, then
// space, then the switch, laid out 49 × 31 (Measures §5 "Toggle switch"); a stepper its label, then
// the 94 × 32 pill (Measures §5 "Stepper"); a menu picker its label, then its value and
// chevrons; a color picker its label, then its well. Each is a row: as wide as it is
// offered (any width, as a stack with a spacer inside is), its label at the leading edge
// and its part at the trailing edge, at least 8 points apart
// (Measures §2 "Control label gap").

import ViewEngineCore

@MainActor
enum ControlLayout {
    /// A control's label followed by a fixed-size part at the trailing edge, the two 8
    /// points apart at least, the whole as wide as it is offered (its ideal width when it
    /// is offered none).
    static func size(label: LayoutContent, control: CGSize, proposal: ProposedViewSize) -> CGSize {
        let room = proposal.width.flatMap { $0.isFinite ? max(0, $0 - control.width - 8) : nil }
        let labelSize = label.measure(ProposedViewSize(width: room, height: proposal.height))
        let ideal = labelSize.width + (label.subviews.isEmpty ? 0 : 8) + control.width
        let width = proposal.width.map { max($0, control.width) } ?? ideal
        return CGSize(width: width, height: max(labelSize.height, control.height))
    }

    /// Places the label at the leading edge, vertically centered.
    static func placeLabel(_ label: LayoutContent, control: CGSize, in size: CGSize, proposal: ProposedViewSize) {
        let offer = ProposedViewSize(width: max(0, size.width - control.width - 8), height: proposal.height)
        let labelSize = label.measure(offer)
        label.place(at: CGPoint(x: 0, y: (size.height - labelSize.height) / 2), proposal: offer)
    }

    /// The frame of a control's part of `size` at the trailing edge of `frame`, vertically
    /// centred.
    static func trailing(_ size: CGSize, in frame: CGRect) -> CGRect {
        CGRect(x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The width a control that fills its row takes: what it is offered (any width), or
    /// `ideal` when it is offered none.
    static func filling(_ proposal: ProposedViewSize, ideal: CGFloat) -> CGFloat {
        proposal.width.map { max(0, $0) } ?? ideal
    }

    /// The font of a control's text: the environment's, at its Dynamic Type size.
    static func font(of node: Node) -> ResolvedFont {
        SystemFont.resolve(node.environment.values.font, dynamicTypeSize: node.environment.values.dynamicTypeSize)
    }

    /// The switch as layout sees it (Measures §5 "Toggle switch"): 2 points narrower than
    /// its drawn track (``switchTrack``), which reaches past the trailing edge.
    static let toggleSwitch = CGSize(width: 49, height: 31)
    /// UISwitch's drawn track (Measures §5 "Toggle switch"), from the leading edge of the
    /// switch's layout frame.
    static let switchTrack = CGSize(width: 51, height: 31)
    /// UIStepper's two buttons (Measures §5 "Stepper").
    static let stepper = CGSize(width: 94, height: 32)
}
