/// The text a ``ViewHost/render()`` call builds: one line per primitive view,
/// indented by nesting.
///
/// The attributes that styling modifiers show (a font, a foreground colour, `hidden`...)
/// are written at the end of the next line, the first line of the view they modify, in
/// the order they were applied: `Text "Hi" [font: title, foregroundColor: red]`.
public struct RenderOutput {
    private(set) package var lines: [String] = []
    private var depth = 0
    /// The date the host's clock stands for: relative dates are written against it.
    package let now: Date
    /// The shown attributes of the modifiers around the view whose line comes next,
    /// innermost first.
    private var pendingAttributes: [String] = []

    package init(now: Date) { self.now = now }

    /// Writes one line: `text`, then the view's own attributes and those of the
    /// modifiers around it.
    mutating package func line(_ text: String, attributes own: [String] = []) {
        var attributes = own
        if !pendingAttributes.isEmpty {
            attributes += pendingAttributes
            pendingAttributes.removeAll()
        }
        let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
        lines.append(String(repeating: "  ", count: depth) + text + suffix)
    }

    /// Writes a line that is not the modified view's own (a navigation title above its
    /// content): the pending attributes wait for the next line.
    mutating package func detachedLine(_ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    /// Writes `title`, then what `content` writes, one level deeper.
    mutating package func nested(_ title: String, attributes own: [String] = [], _ content: (inout RenderOutput) -> Void) {
        line(title, attributes: own)
        depth += 1
        content(&self)
        depth -= 1
    }

    /// Writes what `content` writes, one level deeper.
    mutating package func indented(_ content: (inout RenderOutput) -> Void) {
        depth += 1
        content(&self)
        depth -= 1
    }

    /// Writes what `content` writes, with `attribute` at the end of its first line; a
    /// content that writes no line drops it.
    mutating package func attributed(_ attribute: String, _ content: (inout RenderOutput) -> Void) {
        let waiting = pendingAttributes.count
        pendingAttributes.insert(attribute, at: 0)
        content(&self)
        // Either the first line took every pending attribute, or none was written.
        if pendingAttributes.count > waiting { pendingAttributes.removeFirst() }
    }

    package var text: String { lines.joined(separator: "\n") }
}
