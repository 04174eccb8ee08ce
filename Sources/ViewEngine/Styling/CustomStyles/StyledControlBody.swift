// What a control with a custom-stylable body shows: its label (the default body) or a
// custom style's body, which shows the label where the style puts it.
import ViewEngineCore

/// The children of a control whose body a custom style can replace (a button, a toggle):
/// its label, mounted under the control (the default body), or the style's body
/// (``StyleBodyNode``), in which `configuration.label` mounts the same label. The control
/// calls ``showDefault(in:)`` or ``show(_:_:in:mount:)`` at each of its evaluations, after
/// reading the style (``Node/readStyle(_:)``). A class: the style's body, while it is
/// mounted, reaches back to the control (its children, its title).
@MainActor
final class StyledControlBody<Label: View> {
    /// The control's label, wherever it is shown.
    let label: ViewSource<Label>
    /// The label as the default body, when no custom style applies.
    private(set) var defaultLabel: Node?
    /// The custom style's body, when one applies.
    private(set) var styled: (any AnyStyleBody)?

    init(_ label: Label) { self.label = ViewSource(label) }

    /// Shows the label itself (no custom style applies).
    func showDefault(in control: Node) {
        if let styled {
            control.dismount(styled)
            self.styled = nil
        }
        if defaultLabel == nil { defaultLabel = label.mount(in: control, at: 0) }
    }

    /// Shows `style`'s body with `configuration`: the body shown already takes them if its
    /// style is of the same type; otherwise `mount` makes one.
    func show(_ style: Any, _ configuration: Any, in control: Node, mount: () -> any AnyStyleBody) {
        if let defaultLabel {
            label.forget(defaultLabel)
            control.dismount(defaultLabel)
            self.defaultLabel = nil
        }
        if let styled, styled.restyle(style, configuration) { return }
        if let styled { control.dismount(styled) }
        styled = mount()
    }

    /// The control's title: its label's text where it is shown, else what the style's body
    /// shows.
    var title: String { label.textContent ?? styled?.textContent ?? "" }

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
