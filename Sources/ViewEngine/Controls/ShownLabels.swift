import ViewEngineCore
import Foundation

extension Node {
    /// Whether this view shows or is titled `label`, the way a scoped driver query reads
    /// labels (``ScopeResolution``): its title as a control, the string of all the texts
    /// inside it, or the string of one `Text` or the title of one control inside it.
    ///
    /// A row `HStack { Text("Apple"); Text("3") }` shows "Apple", "3" and "Apple 3".
    func shows(_ label: String) -> Bool {
        if let control = self as? any RegisteredControl, control.title == label { return true }
        if textContent == label { return true }
        let now = graph.clock.date(at: graph.clock.now)
        return containsLabel(label, now: now)
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
