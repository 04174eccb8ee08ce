import ViewEngine

/// The English seed's `AsyncTest`, logging instead of printing: a `task(id: t)` that
/// increments `t`, so it restarts itself forever (Rules R9: no per-frame cut-off).
///
/// ```swift
/// let host = ViewHost(AsyncTest(log: log))
/// await host.settle()   // "frame", "1.0", "frame", "2.0", ... until the settle bound
/// ```
public struct AsyncTest: View {
    let log: Log
    @State var t: Double = 0

    /// Creates the view; it logs `frame` at each evaluation and `t` after each increment.
    public init(log: Log) { self.log = log }

    public var body: some View {
        let _ = log("frame")
        VStack {
            Text("\(t)")
                .task(id: t) {
                    t += 1
                    log("\(t)")
                }
        }
    }
}
