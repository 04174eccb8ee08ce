import VirtualTime

/// When frames run that no driver call started: the one place that decides it.
///
/// A write outside any frame (from a task, a timer, a received element, a model changed
/// by a test) schedules one frame on the main actor; driver calls run that pending frame
/// before their own; `settle()` and `advance(by:)` wake the engine's waiting work one
/// piece at a time, running the pending frame before and after each (Rules R1).
extension ViewGraph {
    /// Schedules the frame that a write outside any frame needs, once.
    func schedulePendingFrame() {
        guard !pendingFrameScheduled, !isTornDown else { return }
        pendingFrameScheduled = true
        Task { @MainActor [link] in link.graph?.flushPendingFrame() }
    }

    /// Runs the frame that writes outside any frame asked for, if anything waits for one.
    package func flushPendingFrame() {
        pendingFrameScheduled = false
        guard !isInFrame, hasPendingWork else { return }
        runFrame(.asynchronous, cause: "writes from tasks, timers or received elements") {}
    }

    /// Moves the clock forward by `duration`, stopping at each deadline on the way and
    /// settling there (``ViewHost/advance(by:)``).
    package func advance(by duration: Duration) async {
        let target = clock.now.advanced(by: duration)
        await settle()
        while let deadline = clock.nextDeadline, deadline <= target {
            clock.move(to: deadline)
            await settle()
        }
        clock.move(to: target)
        await settle()
    }

    /// Runs pending frames and wakes waiting work, one piece at a time, until nothing
    /// moves or the step limit is reached (``ViewHost/settle()``).
    package func settle() async {
        let wakeups = clock.wakeups
        wakeups.hold()
        defer { wakeups.release() }
        var quietSteps = 0
        var lastProgress = settleProgress
        for _ in 0..<configuration.settleStepLimit {
            flushPendingFrame()
            if wakeups.openNext() || wakeups.isInFlight {
                await wakeups.untilLanded()
            } else if !link.handOvers.isEmpty {
                await link.handOvers.untilArrived()
            } else {
                await Task.yield()
            }
            flushPendingFrame()
            if settleProgress == lastProgress, wakeups.isIdle, link.handOvers.isEmpty {
                quietSteps += 1
                if quietSteps >= Self.quietStepsUntilIdle { return }
            } else {
                quietSteps = 0
                lastProgress = settleProgress
            }
        }
        diagnose(.settleLimitReached, "settle() stopped after \(configuration.settleStepLimit) steps with work still running.")
    }

    /// Frames, task starts and ends, and landed wakeups so far.
    private var settleProgress: Int { progress + clock.wakeups.landings }

    /// How many scheduler turns without progress count as idle.
    private static var quietStepsUntilIdle: Int { 4 }
}
