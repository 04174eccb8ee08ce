// The styles a recorded modifier sets for the views inside it (`buttonStyle`,
// `textFieldStyle`, `pickerStyle`, `controlSize`, `buttonBorderShape`), as the layout and
// the picture read them: the nearest such modifier above a view decides.

import ViewEngineCore

@MainActor
enum RecordedStyles {
    /// The first argument of the nearest recorded modifier `name` above `node`, as its
    /// shorthand (`bordered`, `roundedBorder`, `segmented`), or `nil` when none is set.
    static func name(_ name: RecordedModifierName, around node: Node) -> String? {
        attribute(name, around: node)?.arguments.first?.value.attributeDescription
    }

    /// The first argument of the nearest recorded modifier `name` above `node`, as a `T`.
    static func value<T>(_ name: RecordedModifierName, as type: T.Type, around node: Node) -> T? {
        attribute(name, around: node)?.firstValue(as: type)
    }

    /// Whether a recorded modifier `name` (`labelsHidden`) is set above `node`.
    static func isSet(_ name: RecordedModifierName, around node: Node) -> Bool {
        attribute(name, around: node) != nil
    }

    private static func attribute(_ name: RecordedModifierName, around node: Node) -> Attribute? {
        var ancestor = node.parent
        while let each = ancestor {
            if let attribute = (each as? any RecordingNode)?.attribute, attribute.isNamed(name) { return attribute }
            ancestor = each.parent
        }
        return nil
    }
}
