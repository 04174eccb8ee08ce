// One accepted connection: bytes received and sent with the system's blocking calls, each
// on a serial queue of the connection's own (off Swift's cooperative threads, so a slow
// peer holds no task thread), with timeouts. A receive ends when the task waiting for it
// is cancelled: the socket is shut down for reading, and the receive returns as at the
// end of the stream.

import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected stream socket.
///
/// Its owner receives from one task at a time, awaits every send, and calls ``close()``
/// once, after the last receive and send have returned: the descriptor is never used after
/// it is closed (nor its number, which the system gives to the next connection).
package final class SocketConnection: Sendable {
    /// The connected descriptor.
    private let descriptor: Int32
    /// Where receives wait.
    private let reads: DispatchQueue
    /// Where sends wait, in the order they were asked for.
    private let writes: DispatchQueue

    /// The connection on `descriptor`, which it now owns.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        reads = DispatchQueue(label: "PageServer.connection.\(descriptor).read")
        writes = DispatchQueue(label: "PageServer.connection.\(descriptor).write")
    }

    /// How long a receive and a send may wait, in seconds; 0 is for ever.
    package func setTimeouts(receive: Int, send: Int) {
        SystemSockets.setTimeout(descriptor, SO_RCVTIMEO, seconds: receive)
        SystemSockets.setTimeout(descriptor, SO_SNDTIMEO, seconds: send)
    }

    /// Up to `count` bytes, as they come; empty at the end of the stream (the peer closed
    /// its side) or when the task waiting is cancelled.
    ///
    /// - Throws: ``SocketError``: the receive timeout ran out (``SocketError/isTimeout``),
    ///   or the connection broke (`ECONNRESET`).
    package func receive(upTo count: Int = 65_536) async throws -> [UInt8] {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[UInt8], any Error>) in
                reads.async {
                    var buffer = [UInt8](repeating: 0, count: count)
                    while true {
                        let received = buffer.withUnsafeMutableBytes { recv(self.descriptor, $0.baseAddress, count, 0) }
                        if received >= 0 { return continuation.resume(returning: Array(buffer[0..<received])) }
                        if errno != EINTR { return continuation.resume(throwing: SocketError.fromErrno("recv")) }
                    }
                }
            }
        } onCancel: {
            _ = shutdown(descriptor, Int32(SHUT_RD))
        }
    }

    /// Sends all of `bytes`, after the sends asked for before.
    ///
    /// - Throws: ``SocketError``: the send timeout ran out, or the peer has gone (`EPIPE`,
    ///   `ECONNRESET`; never SIGPIPE).
    package func send(_ bytes: [UInt8]) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writes.async {
                var offset = 0
                while offset < bytes.count {
                    let sent = bytes.withUnsafeBytes {
                        Self.systemSend(self.descriptor, $0.baseAddress! + offset, bytes.count - offset, SystemSockets.sendFlags)
                    }
                    if sent >= 0 {
                        offset += sent
                    } else if errno != EINTR {
                        return continuation.resume(throwing: SocketError.fromErrno("send"))
                    }
                }
                continuation.resume()
            }
        }
    }

    /// Says that nothing more will be sent (the peer reads the end of the stream), while
    /// what the peer still sends can be read.
    package func finishSending() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Closes the connection: call once, after the last receive and send returned.
    package func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    private static func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Glibc)
        Glibc.send(descriptor, bytes, count, flags)
        #else
        Darwin.send(descriptor, bytes, count, flags)
        #endif
    }
}
