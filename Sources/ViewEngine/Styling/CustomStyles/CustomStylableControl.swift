// A control whose body a custom style can replace: it shows its label (the default body)
// or a custom style's body, which shows the label where the style puts it.
import ViewEngineCore

/// A control whose body a custom style can replace (a button, a toggle): it shows its
/// label, mounted under it (the default body), or a custom style's body
/// (``StyleBodyNode``), in which `configuration.label` mounts the same label. The control
/// calls ``showDefaultLabel()`` or ``showStyle(_:_:mount:)`` at each of its evaluations,
/// after reading the style.
///
/// The control keeps its label and the label's node itself; what a custom style needs (the
/// label's source for its configuration, the style's body) is a ``StyledControlBody``,
/// made when a custom style first applies: a control in its default style, the common
/// case, allocates nothing for this (Benchmarks/HISTORY.md, "Memory per `Button` row").
/// The methods are inlined into the control's own: called through the protocol, each
/// access to the control's properties went through a witness, several hundred
/// instructions in a button's frame.
@MainActor
protocol CustomStylableControl: Node {
    associatedtype Label: View
    /// The control's latest label.
    var label: Label { get }
    /// The label as the default body, when no custom style applies.
    var defaultLabel: TypedNode<Label>? { get set }
    /// What a custom style shows, once one applied.
    var styledBody: StyledControlBody<Label>? { get set }
}

extension CustomStylableControl {
    /// Shows the label itself (no custom style applies).
    @inline(__always) func showDefaultLabel() {
        styledBody?.dismountStyle(from: self)
        if defaultLabel == nil { defaultLabel = mountChild(label, at: 0) }
    }

    /// The label's source for a custom style's configuration (`configuration.label`).
    @inline(__always) var labelSource: ViewSource<Label> { customBody.source }

    /// Shows `style`'s body with `configuration`: the body shown already takes them if its
    /// style is of the same type; otherwise `mount` makes one.
    @inline(__always) func showStyle(_ style: Any, _ configuration: Any, mount: () -> any AnyStyleBody) {
        if let defaultLabel {
            dismount(defaultLabel)
            self.defaultLabel = nil
        }
        customBody.show(style, configuration, in: self, mount: mount)
    }

    /// The control's new label (the control has stored it): every place that shows it is
    /// updated.
    @inline(__always) func labelDidChange() {
        if let defaultLabel, defaultLabel.isMounted { defaultLabel.update(label) }
        styledBody?.source.update(label)
    }

    /// The control's title: its label's text where it is shown, else what the style's body
    /// shows.
    @inline(__always) var labelTitle: String { defaultLabel?.textContent ?? styledBody?.title ?? "" }

    /// The node shown: the label or the style's body.
    @inline(__always) var shownBody: Node? { styledBody?.styled ?? defaultLabel }

    /// The custom style's body, when one is shown.
    @inline(__always) var shownStyle: (any AnyStyleBody)? { styledBody?.styled }

    /// The first node in the custom style's body, innermost first, that `test` accepts: what
    /// a touch on the control reaches when the style decides its interaction.
    func innermostInStyledBody<T>(as _: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        guard let styled = styledBody?.styled else { return nil }
        return styled.innermost(as: T.self, where: test)
    }

    @inline(__always) private var customBody: StyledControlBody<Label> {
        if let styledBody { return styledBody }
        let made = StyledControlBody(source: ViewSource(label))
        styledBody = made
        return made
    }
}
