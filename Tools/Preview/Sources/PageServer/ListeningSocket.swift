// The server's listening socket: bound to the address and port asked for (port 0: one the
// system picks, read back), with the connections it accepts handed out one by one. The
// accept waits in `poll` on the socket and on a pipe of its own, so ``stop()`` (or the
// cancellation of the task waiting) ends the wait on any system.

import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A socket listening for connections.
package final class ListeningSocket: Sendable {
    /// The listening descriptor.
    private let descriptor: Int32
    /// A pipe whose read end becomes readable when the listener is stopped.
    private let wake: (read: Int32, write: Int32)
    /// Where the blocking waits run, off Swift's cooperative threads.
    private let queue = DispatchQueue(label: "PageServer.accept")
    /// The port it listens on (the one the system chose, when asked for port 0).
    package let port: Int

    /// Listens on `host` (an address or a name; its first address that can be bound),
    /// port `port` (0: a free one).
    ///
    /// - Throws: ``SocketError`` saying which call failed and why: `bind` with
    ///   `EADDRINUSE` for a port in use, `getaddrinfo` for a name that does not resolve.
    package init(host: String, port: Int, backlog: Int32 = 128) throws(SocketError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = SystemSockets.streamType
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let list else {
            throw SocketError(call: "getaddrinfo", code: 0, message: "\(host) is not an address of this machine (\(String(cString: gai_strerror(status))))")
        }
        defer { freeaddrinfo(list) }
        var firstError: SocketError?
        var bound: Int32?
        var entry: UnsafeMutablePointer<addrinfo>? = list
        while let current = entry, bound == nil {
            entry = current.pointee.ai_next
            let info = current.pointee
            let descriptor = SystemSockets.streamSocket(family: info.ai_family)
            guard descriptor >= 0 else {
                firstError = firstError ?? .fromErrno("socket")
                continue
            }
            // A port left in TIME_WAIT by the last run can be bound again at once; one
            // that another socket listens on still cannot (EADDRINUSE).
            SystemSockets.setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
            if bind(descriptor, info.ai_addr, info.ai_addrlen) != 0 {
                firstError = firstError ?? .fromErrno("bind")
            } else if listen(descriptor, backlog) != 0 {
                firstError = firstError ?? .fromErrno("listen")
            } else {
                bound = descriptor
                continue
            }
            _ = Self.closeDescriptor(descriptor)
        }
        guard let descriptor = bound else {
            throw firstError ?? SocketError(call: "getaddrinfo", code: 0, message: "\(host) has no address to listen on")
        }
        guard let wake = SystemSockets.pipe() else {
            let error = SocketError.fromErrno("pipe")
            _ = Self.closeDescriptor(descriptor)
            throw error
        }
        self.descriptor = descriptor
        self.wake = wake
        self.port = Self.boundPort(descriptor) ?? port
    }

    /// The port `descriptor` is bound to.
    private static func boundPort(_ descriptor: Int32) -> Int? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let read = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard read == 0 else { return nil }
        switch Int32(address.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
        default:
            return nil
        }
    }

    /// The next connection, or `nil` once the listener is stopped (or the task waiting is
    /// cancelled, which stops it).
    package func accept() async -> SocketConnection? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queue.async { continuation.resume(returning: self.waitForConnection()) }
            }
        } onCancel: {
            self.stop()
        }
    }

    /// Waits for a connection, or for ``stop()``.
    private func waitForConnection() -> SocketConnection? {
        while true {
            var waits = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&waits, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return nil
            }
            if waits[1].revents != 0 { return nil }
            guard waits[0].revents != 0 else { continue }
            let connection = SystemSockets.accept(descriptor)
            if connection >= 0 { return SocketConnection(descriptor: connection) }
            switch errno {
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                // Out of descriptors or memory: wait a little (or for stop()) and try again.
                var stopWait = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
                if poll(&stopWait, 1, 100) > 0 { return nil }
            default:
                continue   // EINTR, ECONNABORTED, EAGAIN, a connection already gone: the next one
            }
        }
    }

    /// Ends the wait of ``accept()``, now and for every later call.
    package func stop() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// Closes the socket: call once nothing waits in ``accept()`` any more.
    package func close() {
        stop()
        _ = Self.closeDescriptor(descriptor)
        _ = Self.closeDescriptor(wake.read)
        _ = Self.closeDescriptor(wake.write)
    }

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
    }
}
