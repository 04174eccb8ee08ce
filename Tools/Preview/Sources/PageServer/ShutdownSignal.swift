// ^C (SIGINT) and SIGTERM as an awaitable event: the server stops cleanly on either (its
// agent stopped, its files removed, its pages told) instead of dying where it stands.
// While a task waits here the signals' default action (ending the process) is set aside;
// the previews' child processes get the default back (the process runner resets it).

import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for a signal that asks the process to stop.
package enum ShutdownSignal {
    /// Returns the first of `signals` the process receives, or `nil` when the task waiting
    /// is cancelled first.
    package static func next(of signals: [Int32] = [SIGINT, SIGTERM]) async -> Int32? {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        let queue = DispatchQueue(label: "PageServer.signals")
        let sources = signals.map { number in
            // The source sees the signal; the default action (the end of the process) does not run.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        defer { for source in sources { source.cancel() } }
        return await withTaskCancellationHandler {
            var iterator = stream.makeAsyncIterator()
            return await iterator.next()
        } onCancel: {
            continuation.finish()
        }
    }
}
