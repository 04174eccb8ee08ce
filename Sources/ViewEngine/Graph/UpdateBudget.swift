/// The per-modifier cycle detector of SPEC R7: counts the dispatches of one onChange
/// within a frame and refuses those beyond the frame's limit.
struct UpdateBudget {
    private var frame = -1
    private var dispatches = 0
    private var reportedFrame = -1

    enum Decision: Equatable {
        case run
        /// Dropped; `report` is true the first time in this frame.
        case drop(report: Bool)
    }

    /// Spends one dispatch in `frame`, whose limit is `limit`.
    mutating func spend(inFrame frame: Int, limit: Int) -> Decision {
        if self.frame != frame {
            self.frame = frame
            dispatches = 0
        }
        guard dispatches < limit else {
            defer { reportedFrame = frame }
            return .drop(report: reportedFrame != frame)
        }
        dispatches += 1
        return .run
    }
}
