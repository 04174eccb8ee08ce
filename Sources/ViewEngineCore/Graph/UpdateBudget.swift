/// The per-modifier cycle detector of Rules R7: counts the dispatches of one onChange
/// within a frame and refuses those beyond the frame's limit.
@usableFromInline
package struct UpdateBudget {
    // 32-bit: one per onChange node, and frame numbers only need to differ from the last.
    private var frame: Int32 = -1
    private var dispatches: Int32 = 0
    private var reportedFrame: Int32 = -1

    @usableFromInline package init() {}

    @usableFromInline package enum Decision: Equatable {
        case run
        /// Dropped; `report` is true the first time in this frame.
        case drop(report: Bool)
    }

    /// Whether it spent a dispatch in the frame `frameID`.
    package func hasSpent(inFrame frameID: Int) -> Bool {
        frame == Int32(truncatingIfNeeded: frameID) && dispatches > 0
    }

    /// Spends one dispatch in `frame`, whose limit is `limit`.
    @usableFromInline mutating package func spend(inFrame frameID: Int, limit: Int) -> Decision {
        let frame = Int32(truncatingIfNeeded: frameID)
        if self.frame != frame {
            self.frame = frame
            dispatches = 0
        }
        guard Int(dispatches) < limit else {
            defer { reportedFrame = frame }
            return .drop(report: reportedFrame != frame)
        }
        dispatches += 1
        return .run
    }
}
