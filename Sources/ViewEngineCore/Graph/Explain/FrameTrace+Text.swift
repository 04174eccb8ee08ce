extension FrameTrace {
    /// The trace as readable text, a frame per block, a pass per indented block (`event`
    /// holds what happened during the event itself, before the first pass).
    ///
    /// ```
    /// frame 2: tap "change"
    ///   pass 1
    ///     invalidated InOneLoop @0: InOneLoop._t written
    ///     bodyEvaluated InOneLoop @0: _t changed
    ///     action Button<Text> @0.0.0: onChange(of: Int) at InOneLoop.swift:14, 0 → 1
    /// ```
    public var text: String {
        var lines: [String] = []
        for frame in frames {
            lines.append("frame \(frame.number): \(frame.cause)")
            for pass in frame.passes where pass.number > 0 || !pass.events.isEmpty {
                lines.append(pass.number == 0 ? "  event" : "  pass \(pass.number)")
                for event in pass.events {
                    lines.append("    " + "\(event)".replacingOccurrences(of: "\n", with: "\n        "))
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
