/// The container background an entry's view sets with `containerBackground(_:for: .widget)`
/// (the engine's modifier, which records it).
///
/// The widget draws it at its own bounds, not the view's, so it is read from the view the
/// configuration's content closure returns: its modifiers, outermost first, through their
/// stored values (the engine keeps the placement and the style among the recorded
/// arguments, typed). A container background set inside a view's `body` is not seen here;
/// such a widget is drawn on the system background.
@MainActor
enum ContainerBackground {
    /// The widget's background in `view`, as a view to draw at the widget's bounds.
    static func widgetBackground(in view: Any) -> AnyView? {
        search(view, depth: 0)
    }

    private static func search(_ value: Any, depth: Int) -> AnyView? {
        guard depth < 12 else { return nil }
        let mirror = Mirror(reflecting: value)
        if String(describing: mirror.subjectType) == "_AttributeModifier" {
            return background(inModifier: value)
        }
        for child in mirror.children {
            if let found = search(child.value, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The background of one recorded modifier, if it is a widget's container background.
    private static func background(inModifier modifier: Any) -> AnyView? {
        var values: [Any] = []
        collect(modifier, into: &values, depth: 0)
        guard values.contains(where: { ($0 as? ContainerBackgroundPlacement) == .widget }) else { return nil }
        for value in values {
            if let style = value as? any ShapeStyle { return AnyView(Rectangle().fill(AnyShapeStyle(style))) }
            if let view = value as? any View { return AnyView(view) }
        }
        return nil
    }

    private static func collect(_ value: Any, into values: inout [Any], depth: Int) {
        values.append(value)
        guard depth < 6 else { return }
        for child in Mirror(reflecting: value).children { collect(child.value, into: &values, depth: depth + 1) }
    }
}
