/// What `interactiveDismissDisabled(_:)` does: a presentation whose content has it (with
/// `true`) refuses the user's dismissing gesture — a swipe down on a sheet, a tap outside
/// a popover — which ``ViewHost/dismiss()`` performs. A programmatic dismissal (the
/// `\.dismiss` action, a write to the presentation's binding) is not a gesture and still
/// dismisses it: Apple's documentation has the modifier "prevent nonprogrammatic
/// dismissal of the containing view hierarchy when presented in a sheet or popover".
import ViewEngineCore

enum InteractiveDismissal {
    /// Whether a visible view under `root` has `interactiveDismissDisabled(true)`, leaving
    /// out the content of presentations inside it (theirs is their own).
    @MainActor static func isDisabled(under root: Node) -> Bool {
        if let recording = root as? any RecordingNode, recording.isVisible, recording.role == .interactiveDismissDisabled(true) {
            return true
        }
        var disabled = false
        let boundary = root as? any PresentationBoundary
        root.forEachChild { child in
            guard !disabled, boundary?.isPresentedContent(child) != true else { return }
            disabled = isDisabled(under: child)
        }
        return disabled
    }
}

/// A presentation that can refuse the user's dismissing gesture (a sheet, a cover, a
/// popover).
@MainActor
protocol InteractivelyDismissible: PresentationLayer {
    /// Whether its content has `interactiveDismissDisabled(true)` now.
    var refusesInteractiveDismissal: Bool { get }
}
