// The sizes of controls with more than a label (Rules R22; LAYOUT-FACTS §5): a toggle is
// its label, then space, then the 51 × 31 switch (MEASURED: eyeballed on an iOS 17.5
// simulator and stated in code comments); a stepper its label, then the 94 × 32 stepper
// (CONVENTION); each takes all the width it is offered, as a row does. A text field takes
// the width it is offered and one line of its font's height (CONVENTION: the plain style,
// no border).

import ViewEngineCore

@MainActor
enum ControlLayout {
    /// A control's label followed by a fixed-size part at the trailing edge, the two 8
    /// points apart at least, the whole as wide as it is offered.
    static func size(label: LayoutContent, control: CGSize, proposal: ProposedViewSize) -> CGSize {
        let room = proposal.width.flatMap { $0.isFinite ? max(0, $0 - control.width - 8) : nil }
        let labelSize = label.measure(ProposedViewSize(width: room, height: proposal.height))
        let ideal = labelSize.width + (label.subviews.isEmpty ? 0 : 8) + control.width
        let width = proposal.width.flatMap { $0.isFinite ? max($0, control.width) : nil } ?? ideal
        return CGSize(width: width, height: max(labelSize.height, control.height))
    }

    /// Places the label at the leading edge, vertically centered.
    static func placeLabel(_ label: LayoutContent, control: CGSize, in size: CGSize, proposal: ProposedViewSize) {
        let offer = ProposedViewSize(width: max(0, size.width - control.width - 8), height: proposal.height)
        let labelSize = label.measure(offer)
        label.place(at: CGPoint(x: 0, y: (size.height - labelSize.height) / 2), proposal: offer)
    }

    /// UISwitch's track.
    static let toggleSwitch = CGSize(width: 51, height: 31)
    /// UIStepper's two buttons.
    static let stepper = CGSize(width: 94, height: 32)
}
