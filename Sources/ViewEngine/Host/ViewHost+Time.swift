extension ViewHost {
    /// Moves the virtual clock forward by `duration`, waking timers and sleeping tasks
    /// at their deadlines in order, and running the frames their work causes.
    ///
    /// ```swift
    /// await host.advance(by: .seconds(3))   // the 3-second timer fires once
    /// ```
    public func advance(by duration: Duration) async {
        let target = clock.now.advanced(by: duration)
        await settle()
        while let deadline = clock.nextDeadline, deadline <= target {
            clock.move(to: deadline)
            await settle()
        }
        clock.move(to: target)
        await settle()
    }

    /// Runs pending tasks, received elements and the frames they cause until nothing
    /// makes progress, or until ``HostConfiguration/settleStepLimit`` steps have run,
    /// which it reports as a diagnostic (an endless task cannot hang a test).
    public func settle() async {
        var quietSteps = 0
        var lastProgress = graph.progress
        for _ in 0..<graph.configuration.settleStepLimit {
            await Task.yield()
            flushPendingFrame()
            if graph.progress == lastProgress {
                quietSteps += 1
                if quietSteps >= Self.quietStepsUntilIdle { return }
            } else {
                quietSteps = 0
                lastProgress = graph.progress
            }
        }
        graph.diagnose(.settleLimitReached,
                       "settle() stopped after \(graph.configuration.settleStepLimit) steps with work still running.")
    }

    /// How many scheduler turns without progress count as idle.
    private static var quietStepsUntilIdle: Int { 4 }
}
