extension VirtualClock {
    /// The clock of the host whose task is running, or `nil` outside the engine's tasks.
    ///
    /// The engine sets it for every task it starts (`.task`, the subscription of
    /// `.onReceive`) and tasks created inside them inherit it, so a task body can read
    /// the host's virtual time:
    ///
    /// ```swift
    /// .task {
    ///     let start = VirtualClock.current?.now
    ///     try? await Task.sleep(for: .seconds(1))   // sleeps on that clock
    /// }
    /// ```
    @TaskLocal public static var current: VirtualClock?
}
