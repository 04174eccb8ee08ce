import VirtualTime

extension ViewHost {
    /// Moves the virtual clock forward by `duration`, waking timers and sleeping tasks
    /// at their deadlines in order, and running the work and the frames they cause.
    ///
    /// ```swift
    /// await host.advance(by: .seconds(3))   // a 1-second timer fires 3 times
    /// ```
    ///
    /// The clock stops at each deadline on the way (earliest first; equal deadlines in
    /// the order the sleepers went to sleep) and ``settle()``s there, so a timer fires
    /// at exactly its multiples and work that a wakeup starts can wake up on the way too.
    public func advance(by duration: Duration) async {
        await graph.advance(by: duration)
    }

    /// Runs pending tasks, received elements and the frames they cause until nothing
    /// is left to do, or until ``HostConfiguration/settleStepLimit`` steps have run,
    /// which it reports as a ``Diagnostic`` of kind ``Diagnostic/Kind/settleLimitReached``
    /// (an endless task cannot hang a test).
    ///
    /// ```swift
    /// let host = ViewHost(ContentView())   // .task starts after the first frame
    /// await host.settle()                  // ... and has run now
    /// ```
    ///
    /// Each step runs the pending frame, then wakes one piece of waiting work — an
    /// engine task starting, a sleeper or subscriber woken, a cancelled task — and
    /// waits until it has run up to its next suspension. Work is woken in the order it
    /// was made ready, so the same test prints the same lines in the same order every
    /// time. Sleepers whose deadline has not come stay asleep: that is idle, not busy.
    ///
    /// Work the engine does not drive (a continuation of your own, an actor hop) gets a
    /// few scheduler turns; if it needs more, call `settle()` again.
    public func settle() async {
        await graph.settle()
    }
}
