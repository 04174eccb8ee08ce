#if canImport(FoundationNetworking)
// swift-corelibs-foundation (checked with Swift 6.3.1) has `data(for:delegate:)` and its
// kin, but not the forms without a delegate that Apple's SDK also declares, so a protocol an
// app conforms `URLSession` to (`func data(for: URLRequest) async throws -> (Data,
// URLResponse)`) is not satisfied on Linux; and it has no `bytes(for:)` (no
// `URLSession.AsyncBytes`, no `lines`), which streaming clients use. These are Apple's
// signatures over corelibs' own loading; declared in ViewEngine, they reach every file of an
// app through `import SwiftUI`.
//
// The forms without a delegate load through a completion handler, not corelibs' async
// forms: cancelling a task waiting in `data(for:delegate:)` can deadlock there (checked with
// Swift 6.3.1). Task cancellation holds the task's status lock while corelibs' handler waits
// for the session's queue, where a failing transfer waits for that lock to resume the
// task: an app's `.task` loading over a network that is not there, cancelled when its view
// goes (a UI test's relaunch), hung one launch in about ten. Here the cancellation handler
// only asks the session's queue to cancel, and returns.
import Foundation
import FoundationNetworking

extension URLSession {
    /// Loads the data of a request and delivers it when the whole response has arrived.
    ///
    /// ```swift
    /// let (data, response) = try await URLSession.shared.data(for: request)
    /// ```
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await loading { dataTask(with: request, completionHandler: $0) }
    }

    /// Loads the data at a URL and delivers it when the whole response has arrived.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await loading { dataTask(with: url, completionHandler: $0) }
    }

    /// Uploads `bodyData` with a request and delivers the server's response.
    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        try await loading { uploadTask(with: request, from: bodyData, completionHandler: $0) }
    }

    /// Uploads the file at `fileURL` with a request and delivers the server's response.
    public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
        try await loading { uploadTask(with: request, fromFile: fileURL, completionHandler: $0) }
    }

    /// Downloads a request's response to a temporary file and delivers the file's URL.
    public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        try await loading { downloadTask(with: request, completionHandler: $0) }
    }

    /// Downloads the resource at a URL to a temporary file and delivers the file's URL.
    public func download(from url: URL) async throws -> (URL, URLResponse) {
        try await loading { downloadTask(with: url, completionHandler: $0) }
    }

    /// Starts loading a request and returns as soon as the response's headers have arrived,
    /// with the body as an asynchronous sequence of bytes that arrive as the server sends
    /// them.
    ///
    /// ```swift
    /// let (bytes, response) = try await URLSession.shared.bytes(for: request)
    /// for try await line in bytes.lines { print(line) }
    /// ```
    ///
    /// The load runs in a session of its own with this session's configuration (its
    /// protocol classes and headers included); `delegate` is told when the task completes.
    /// Ending the iteration early, or cancelling the task that iterates, cancels the load.
    /// An error before the response throws here; an error after it throws from the
    /// iteration.
    public func bytes(for request: URLRequest,
                      delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        let streamer = _ByteStreamer(delegate: delegate)
        let session = URLSession(configuration: configuration, delegate: streamer, delegateQueue: nil)
        let task = session.dataTask(with: request)
        let bytes = AsyncBytes(task: task, chunks: streamer.chunks)
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                streamer.awaitResponse(continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        return (bytes, response)
    }

    /// Runs the task `make` makes with a completion handler and delivers what it delivers;
    /// a cancelled caller's task is cancelled on the session's queue, from a handler that
    /// returns at once (see the file's note), and throws `URLError(.cancelled)`.
    private func loading<Value: Sendable>(
        _ make: (@escaping @Sendable (Value?, URLResponse?, (any Error)?) -> Void) -> URLSessionTask
    ) async throws -> (Value, URLResponse) {
        let started = StartedTask()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = make { value, response, error in
                    started.finish()
                    if let value, let response {
                        continuation.resume(returning: (value, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                // A caller cancelled before its task started gets `cancelled` without a
                // task: none is started only to be cancelled.
                if !started.start(task) { continuation.resume(throwing: URLError(.cancelled)) }
            }
        } onCancel: {
            started.cancel()
        }
    }

    /// Starts loading the resource at a URL; see `bytes(for:delegate:)`.
    public func bytes(from url: URL,
                      delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        try await bytes(for: URLRequest(url: url), delegate: delegate)
    }

/// A loading task, started once the caller waits for it, and cancelled from a handler that
/// must not wait: the cancellation is sent to a queue of its own, and given up when the
/// task has finished meanwhile — corelibs' task traps ("a task that is not in the
/// registry") when `cancel()` meets its own completion, as a cancelled load of a response
/// that fails at once did in about one test run in twelve.
///
/// Invariant (`@unchecked Sendable`, needed to be shared by the caller's task and its
/// cancellation handler): `task`, `isCancelled` and `isFinished` are read and written only
/// while `lock` is held; the task is resumed and cancelled outside it.
private final class StartedTask: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var isCancelled = false
    private var isFinished = false

    /// Starts `task` unless the caller was cancelled first; returns whether it started.
    func start(_ task: URLSessionTask) -> Bool {
        let cancelled = lock.withLock {
            if !isCancelled { self.task = task }
            return isCancelled
        }
        guard !cancelled else { return false }
        task.resume()
        return true
    }

    /// The task's completion handler ran: it is not to be cancelled any more.
    func finish() {
        lock.withLock { isFinished = true }
    }

    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return self.task
        }
        guard let task else { return }
        DispatchQueue.global().async { [self] in
            let running = lock.withLock { !isFinished } && task.state == .running
            if running { task.cancel() }
        }
    }
}

/// The body of a response as an asynchronous sequence of bytes, in the order they
    /// arrive (`URLSession.bytes(for:delegate:)`).
    public struct AsyncBytes: AsyncSequence, Sendable {
        /// A byte of the body.
        public typealias Element = UInt8

        /// The data task that loads the body.
        public let task: URLSessionDataTask
        let chunks: AsyncThrowingStream<Data, any Error>

        /// Iterates over the bytes; the last `next()` returns `nil` when the body has
        /// ended, or throws the error that ended the load.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator
            var chunk = Data()
            var index = 0

            /// The next byte of the body, waiting for it to arrive.
            public mutating func next() async throws -> UInt8? {
                while index == chunk.count {
                    guard let next = try await chunks.next() else { return nil }
                    chunk = next
                    index = 0
                }
                defer { index += 1 }
                return chunk[chunk.startIndex + index]
            }
        }

        /// Returns an iterator over the body's bytes.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(chunks: chunks.makeAsyncIterator())
        }
    }
}

/// The delegate of one `URLSession.bytes(for:delegate:)` load: it resumes the caller with
/// the response and streams the body's chunks.
/// Invariant (`@unchecked Sendable`): the session calls it on its delegate queue, one call
/// at a time (a queue URLSession makes serial); the caller's continuation is stored and
/// taken under `lock`, so it is resumed exactly once whichever of the response or the
/// completion comes first.
final class _ByteStreamer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let chunks: AsyncThrowingStream<Data, any Error>
    private let chunkSink: AsyncThrowingStream<Data, any Error>.Continuation
    private let delegate: (any URLSessionTaskDelegate)?
    private let lock = NSLock()
    private var waiting: CheckedContinuation<URLResponse, any Error>?

    init(delegate: (any URLSessionTaskDelegate)?) {
        (chunks, chunkSink) = AsyncThrowingStream<Data, any Error>.makeStream()
        self.delegate = delegate
    }

    func awaitResponse(_ continuation: CheckedContinuation<URLResponse, any Error>) {
        lock.withLock { waiting = continuation }
    }

    private func resume(_ result: Result<URLResponse, any Error>) {
        let continuation = lock.withLock { () -> CheckedContinuation<URLResponse, any Error>? in
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(with: result)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        resume(.success(response))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        chunkSink.yield(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            resume(.failure(error))
            chunkSink.finish(throwing: error)
        } else {
            // A load that ends without a response object (corelibs gives one for every
            // protocol it knows) still resumes the caller.
            resume(task.response.map { .success($0) } ?? .failure(URLError(.badServerResponse)))
            chunkSink.finish()
        }
        delegate?.urlSession(session, task: task, didCompleteWithError: error)
        session.finishTasksAndInvalidate()
    }
}

extension AsyncSequence where Element == UInt8 {
    /// The bytes decoded as UTF-8 text and cut into lines, each without its line break.
    ///
    /// A line ends at a line feed, a carriage return, a carriage return and line feed
    /// together, NEL (U+0085), or the line and paragraph separators (U+2028, U+2029). Empty
    /// lines are not delivered, as on Apple's platforms, and a last line without a line
    /// break is.
    public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }
}

/// The lines of a sequence of UTF-8 bytes (`AsyncSequence.lines`).
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    /// A line of text, without its line break.
    public typealias Element = String

    let base: Base

    /// Iterates over the lines, reading the bytes as they arrive.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var bytes: Base.AsyncIterator
        var pending: [UInt8] = []
        var finished = false

        /// The next non-empty line, or `nil` after the last.
        public mutating func next() async throws -> String? {
            while !finished {
                guard let byte = try await bytes.next() else {
                    finished = true
                    break
                }
                if byte == 0x0A || byte == 0x0D {
                    // a carriage return and line feed together end one line: the empty
                    // "line" between them is dropped with the other empty lines
                    if let line = take() { return line }
                    continue
                }
                pending.append(byte)
                if let line = takeIfUnicodeSeparator() { return line }
            }
            return take()
        }

        /// The pending bytes as a line, or `nil` when there are none.
        private mutating func take() -> String? {
            guard !pending.isEmpty else { return nil }
            defer { pending.removeAll(keepingCapacity: true) }
            return String(decoding: pending, as: UTF8.self)
        }

        /// Ends the line at NEL (C2 85) or U+2028/U+2029 (E2 80 A8/A9) just read: the line
        /// before it, or `nil` when there is none (no separator, or an empty line).
        private mutating func takeIfUnicodeSeparator() -> String? {
            let count = pending.count
            let separator: Int
            if count >= 2, pending[count - 2] == 0xC2, pending[count - 1] == 0x85 {
                separator = 2
            } else if count >= 3, pending[count - 3] == 0xE2, pending[count - 2] == 0x80,
                      pending[count - 1] == 0xA8 || pending[count - 1] == 0xA9 {
                separator = 3
            } else {
                return nil
            }
            pending.removeLast(separator)
            return take()
        }
    }

    /// Returns an iterator over the lines.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(bytes: base.makeAsyncIterator())
    }
}

extension AsyncLineSequence: Sendable where Base: Sendable {}
#endif
