// What a control with a custom-stylable body shows: its label (the default body) or a
// custom style's body, which shows the label where the style puts it.
import ViewEngineCore

/// The children of a control whose body a custom style can replace (a button, a toggle):
/// its label, mounted under the control (the default body), or the style's body
/// (``StyleBodyNode``), in which `configuration.label` mounts the same label. The control
/// calls ``showDefault(in:)`` or ``show(_:_:in:mount:)`` at each of its evaluations, after
/// reading the style (``Node/readStyle(_:)``). A class: the style's body, while it is
/// mounted, reaches back to the control (its children, its title).
///
/// The label's source for a style's configuration (``labelSource``) is made when a custom
/// style first asks for it, so that a control in its default style, the common case, pays
/// one allocation for all of this, not three (Benchmarks/README.md, "Memory per `Button`
/// row"). It is an object of its own: the style's body keeps its configuration, so a
/// configuration that held this body would be a cycle.
@MainActor
final class StyledControlBody<Label: View> {
    /// The control's latest label.
    private(set) var content: Label
    /// The label as the default body, when no custom style applies.
    private(set) var defaultLabel: TypedNode<Label>?
    /// The label's source for a custom style's configuration, once one asked for it.
    private var source: ViewSource<Label>?
    /// The custom style's body, when one applies.
    private(set) var styled: (any AnyStyleBody)?

    init(_ label: Label) { content = label }

    /// The label's source for a style's configuration (`configuration.label`).
    var labelSource: ViewSource<Label> {
        if let source { return source }
        let made = ViewSource(content)
        source = made
        return made
    }

    /// The control's new label: every place that shows it is updated.
    func update(_ label: Label) {
        content = label
        if let defaultLabel, defaultLabel.isMounted { defaultLabel.update(label) }
        source?.update(label)
    }

    /// Shows the label itself (no custom style applies).
    func showDefault(in control: Node) {
        if let styled {
            control.dismount(styled)
            self.styled = nil
        }
        if defaultLabel == nil { defaultLabel = control.mountChild(content, at: 0) }
    }

    /// Shows `style`'s body with `configuration`: the body shown already takes them if its
    /// style is of the same type; otherwise `mount` makes one.
    func show(_ style: Any, _ configuration: Any, in control: Node, mount: () -> any AnyStyleBody) {
        if let defaultLabel {
            control.dismount(defaultLabel)
            self.defaultLabel = nil
        }
        if let styled, styled.restyle(style, configuration) { return }
        if let styled { control.dismount(styled) }
        styled = mount()
    }

    /// The control's title: its label's text where it is shown, else what the style's body
    /// shows.
    var title: String { defaultLabel?.textContent ?? source?.textContent ?? styled?.textContent ?? "" }

    /// The node shown: the label or the style's body.
    var shown: Node? { styled ?? defaultLabel }

    /// The first node in the custom style's body, innermost first, that `test` accepts: what
    /// a touch on the control reaches when the style decides its interaction.
    func innermostInStyledBody<T>(as _: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        guard let styled else { return nil }
        return styled.innermost(as: T.self, where: test)
    }
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
