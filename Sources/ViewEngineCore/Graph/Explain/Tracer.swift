/// Records a host's ``FrameTrace`` while ``HostConfiguration/tracesFrames`` is on; the
/// graph has none otherwise, so each hook costs one `nil` check.
@MainActor
final package class Tracer {
    private(set) package var trace = FrameTrace()

    func beginFrame(_ number: Int, cause: String) {
        var frame = FrameTrace.Frame(number: number, cause: cause)
        frame.passes.append(FrameTrace.Pass(number: 0))
        trace.frames.append(frame)
    }

    func beginPass(_ number: Int) {
        guard !trace.frames.isEmpty else { return }
        trace.frames[trace.frames.count - 1].passes.append(FrameTrace.Pass(number: number))
    }

    /// Records an event about `node` (or about the frame, with `nil`).
    package func record(_ kind: FrameTrace.Event.Kind, _ node: Node?, _ detail: String) {
        guard !trace.frames.isEmpty else { return }
        let event = FrameTrace.Event(kind: kind, view: node.map(Self.viewName) ?? "",
                                     position: node.map(TreePosition.path(of:)) ?? [], detail: detail)
        let frame = trace.frames.count - 1
        trace.frames[frame].passes[trace.frames[frame].passes.count - 1].events.append(event)
    }

    /// The name the trace gives a node: a custom view's or modifier's type; for a built-in
    /// modifier or primitive, the view whose body made it.
    static package func viewName(_ node: Node) -> String {
        if node.evaluatesBody { return node.viewTypeName }
        return node.nearestBodyOwner?.viewTypeName ?? node.viewTypeName
    }
}
