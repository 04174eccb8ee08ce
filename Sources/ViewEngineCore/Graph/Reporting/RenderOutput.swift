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
    /// Whether each line ends with the frame of the view that wrote it (Rules R22).
    private let showsFrames: Bool
    /// The nodes whose lines are being written, innermost last (only when frames are shown).
    private var writers: [Node] = []

    package init(now: Date, showsFrames: Bool = false) {
        self.now = now
        self.showsFrames = showsFrames
    }

    /// `node` starts writing its lines.
    @MainActor mutating package func enter(_ node: Node) {
        if showsFrames { writers.append(node) }
    }

    /// The node that started writing last is done.
    mutating package func leave() {
        if showsFrames { writers.removeLast() }
    }

    /// ` @ (x, y) width × height`: the frame in the window of the view writing the line,
    /// or ` @ not laid out`.
    @MainActor private var frameSuffix: String {
        guard showsFrames, let writer = writers.last else { return "" }
        guard let frame = writer.frameInWindow else { return " @ not laid out" }
        return " " + FrameText.frame(frame)
    }

    /// Writes one line: `text`, then the view's own attributes and those of the
    /// modifiers around it.
    @MainActor mutating package func line(_ text: String, attributes own: [String] = []) {
        var attributes = own
        if !pendingAttributes.isEmpty {
            attributes += pendingAttributes
            pendingAttributes.removeAll()
        }
        let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
        lines.append(String(repeating: "  ", count: depth) + text + suffix + frameSuffix)
    }

    /// Writes a line that is not the modified view's own (a navigation title above its
    /// content): the pending attributes wait for the next line.
    mutating package func detachedLine(_ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    /// Writes `title`, then what `content` writes, one level deeper.
    @MainActor mutating package func nested(_ title: String, attributes own: [String] = [], _ content: (inout RenderOutput) -> Void) {
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
