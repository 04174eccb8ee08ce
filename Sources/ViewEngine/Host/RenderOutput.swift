/// The text a ``ViewHost/render()`` call builds: one line per primitive view,
/// indented by nesting.
struct RenderOutput {
    private(set) var lines: [String] = []
    private var depth = 0

    mutating func line(_ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    /// Writes `title`, then what `content` writes, one level deeper.
    mutating func nested(_ title: String, _ content: (inout RenderOutput) -> Void) {
        line(title)
        depth += 1
        content(&self)
        depth -= 1
    }

    var text: String { lines.joined(separator: "\n") }
}
