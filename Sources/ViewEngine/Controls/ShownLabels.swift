import ViewEngineCore
import Foundation

extension Node {
    /// Whether this view shows or is titled `label`, the way a scoped driver query reads
    /// labels (``ScopeResolution``): its title as a control, the string of all the texts
    /// inside it, or the string of one `Text` or the title of one control inside it.
    ///
    /// A row `HStack { Text("Apple"); Text("3") }` shows "Apple", "3" and "Apple 3".
    ///
    /// An accessibility identifier is a label too, as UI tests find views by it: the
    /// view's own (the innermost `accessibilityIdentifier` around it), or the identifier of
    /// a view inside it.
    func shows(_ label: String) -> Bool {
        if let control = self as? any RegisteredControl, control.title == label { return true }
        if textContent == label { return true }
        if enclosingAccessibilityIdentifier == label { return true }
        let now = graph.clock.date(at: graph.clock.now)
        return containsLabel(label, now: now)
    }

    /// The identifier of the innermost `accessibilityIdentifier` around this view.
    private var enclosingAccessibilityIdentifier: String? {
        var node: Node? = parent
        while let each = node {
            if let identifier = each.accessibilityIdentifier { return identifier }
            node = each.parent
        }
        return nil
    }

    private func containsLabel(_ label: String, now: Date) -> Bool {
        if (displayedText(at: now) ?? scopeLabel) == label { return true }
        var found = false
        forEachChild { child in
            if !found { found = child.containsLabel(label, now: now) }
        }
        return found
    }
}
