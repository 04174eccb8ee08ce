// A host's accessibility tree, for XCUIAutomation (Accessibility/AccessibilityTree.swift
// builds it).

import ViewEngineCore

extension ViewHost {
    /// The window's accessibility tree: an application element holding the elements on
    /// screen, in reading order.
    package var accessibilityTree: AccessibilityElement {
        flushPendingFrame()
        var builder = AccessibilityTreeBuilder(now: clock.date(at: clock.now), focused: graph.focus.focusedField)
        let children = rootNode.map { builder.elements(of: $0, AccessibilityTreeBuilder.Context()) } ?? []
        return AccessibilityElement(role: .application, label: "", frame: CGRect(origin: .zero, size: window.size),
                                    children: children)
    }

    /// The window's size, in points.
    package var windowSize: CGSize { window.size }
}
