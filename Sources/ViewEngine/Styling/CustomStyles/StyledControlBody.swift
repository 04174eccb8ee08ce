// What a custom style shows of a control: the label's source for its configuration and
// the style's body.
import ViewEngineCore

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
