// The host's driver paths, as a click reaches them (Rules: Host, "A click drives the
// control under it"): a control's pointer region (PointerTargeting.swift) drives its
// node through these, so a click does what the matching driver call does — the same
// frame, the same cause, the same refusals. The host implements them; a feature names
// this protocol, never the host.

import ViewEngineCore
import Foundation

/// The driver paths a click takes, each on a control's node.
@MainActor
protocol ControlDriver: AnyObject {
    /// Taps `button`, titled `title`, as ``ViewHost/tap(_:)`` does: a button whose style
    /// shows its press is pressed, then released; then the presentations that close when
    /// it is chosen close.
    func tap(_ button: any Activating, titled title: String)
    /// Flips `toggle`, as ``ViewHost/toggle(_:)`` does.
    func flip(_ toggle: any Flipping, titled title: String)
    /// Selects the tab item `tab`, as ``ViewHost/select(tab:)`` does.
    func select(tab: any Activating, titled title: String)
    /// Focuses `field` in a frame of its own, unless it has focus, as a tap into it does.
    func focus(_ field: Node, titled title: String)
    /// Steps `stepper` up (`1`) or down (`-1`), as ``ViewHost/increment(_:)`` and
    /// ``ViewHost/decrement(_:)`` do.
    /// - Throws: ``HostError`` when the stepper refuses (at its bound, no action).
    func step(_ stepper: any Stepping, titled title: String, by direction: Int) throws
    /// Chooses `option` of `picker`, as ``ViewHost/select(_:in:)-(String,_)`` does; the
    /// menu it is chosen in closes.
    /// - Throws: ``HostError`` when the option's tag is not of the selection's type.
    func choose(_ option: PickerOption, in picker: any Selecting, titled title: String) throws
    /// Opens `menu` (a `Menu`, a picker's menu), as ``ViewHost/openMenu(_:)`` does.
    func open(_ menu: any Opening, titled title: String)
    /// Selects `date` in `picker`, as ``ViewHost/select(_:in:)-(Date,_)`` does.
    /// - Throws: ``HostError`` when the date is outside the picker's range.
    func select(_ date: Date, in picker: any DateSelecting, titled title: String) throws
    /// Slides `slider` to `value`, snapped to its step, as ``ViewHost/slide(_:to:)`` does.
    /// - Throws: ``HostError`` when the value is outside the slider's range.
    func slide(_ slider: any Sliding, titled title: String, to value: Double) throws
    /// Pops the top view of `stack`, as its back button and ``ViewHost/back()`` do.
    func back(_ stack: any NavigationStacking)
    /// Performs `gesture` on `target`, as ``ViewHost/tapGesture(_:count:)`` and
    /// ``ViewHost/longPress(_:)`` do.
    func perform(_ gesture: DiscreteGesture, on target: any Gesturing, titled title: String)
    /// Swipes the row of `row` by `translation` points across (negative toward the leading
    /// edge), as ``ViewHost/drag(from:to:)`` does: it springs back, opens, or runs its
    /// first action (SwipeActions+Pointer.swift); returns what it did.
    func swipe(_ row: any SwipeActing, by translation: CGFloat) -> String
    /// Runs the action `button` of the open row of `row`, which closes.
    /// - Throws: ``HostError`` when the action is disabled.
    func tapSwipeAction(_ button: any Activating & RegisteredControl, of row: any SwipeActing) throws -> String
    /// Performs a drag from `start` to `end` (window coordinates) on the view with the
    /// gesture `target`, titled `title`, as ``ViewHost/drag(from:to:)`` does.
    func drag(_ target: any AttachedGesture, titled title: String, from start: CGPoint, to end: CGPoint) -> String
}
