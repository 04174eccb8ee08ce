// What a control with a custom-stylable body shows: its label (the default body) or a
// custom style's body, which shows the label where the style puts it.
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
/// case, allocates nothing for this (Benchmarks/README.md, "Memory per `Button` row").
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

/// What a custom style shows of a control (``CustomStylableControl``): the label's source
/// for the style's configuration and the style's body, while one applies. It is made
/// when a custom style first applies and kept after (a style may apply again). The source
/// is an object of its own: the style's body keeps its configuration, so a configuration
/// that held this body would be a cycle.
@MainActor
final class StyledControlBody<Label: View> {
    /// The label's source for a style's configuration (`configuration.label`).
    let source: ViewSource<Label>
    /// The custom style's body, when one applies.
    private(set) var styled: (any AnyStyleBody)?

    init(source: ViewSource<Label>) { self.source = source }

    /// Shows `style`'s body with `configuration` under `control`: the body shown already
    /// takes them if its style is of the same type; otherwise `mount` makes one.
    func show(_ style: Any, _ configuration: Any, in control: Node, mount: () -> any AnyStyleBody) {
        if let styled, styled.restyle(style, configuration) { return }
        if let styled { control.dismount(styled) }
        styled = mount()
    }

    /// The style no longer applies: its body goes.
    func dismountStyle(from control: Node) {
        guard let styled else { return }
        control.dismount(styled)
        self.styled = nil
    }

    /// What the style's body shows of the label, else what the body shows.
    var title: String? { source.textContent ?? styled?.textContent }
}

extension Node {
    /// The first node of this subtree in post-order (children before their parent, so the
    /// innermost first) that is a `T` accepted by `test`.
    func innermost<T>(as _: T.Type, where test: (T) -> Bool) -> T? {
        var found: T?
        forEachChild { child in
            if found == nil { found = child.innermost(as: T.self, where: test) }
        }
        if found == nil, let candidate = self as? T, test(candidate) { found = candidate }
        return found
    }
}
