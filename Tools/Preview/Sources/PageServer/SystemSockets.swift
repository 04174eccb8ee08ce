// The few calls whose spelling differs between Glibc and Darwin: a stream socket, an
// accepted connection and a pipe that a child process does not inherit (close-on-exec: the
// previews' builds and agent must not hold the server's port or its pages' connections),
// and sends that never raise SIGPIPE.

import CPageServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's socket calls, as this server makes them.
enum SystemSockets {
    /// `SOCK_STREAM`.
    static var streamType: Int32 {
        #if canImport(Glibc)
        Int32(SOCK_STREAM.rawValue)
        #else
        SOCK_STREAM
        #endif
    }

    /// The flags of every `send`: no SIGPIPE when the other end has gone.
    static var sendFlags: Int32 {
        #if canImport(Glibc)
        Int32(MSG_NOSIGNAL)
        #else
        0
        #endif
    }

    /// A close-on-exec stream socket of `family`, or -1 with `errno` set.
    static func streamSocket(family: Int32) -> Int32 {
        #if canImport(Glibc)
        return socket(family, streamType | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(family, streamType, 0)
        if descriptor >= 0 { prepare(descriptor) }
        return descriptor
        #endif
    }

    /// A connection accepted on `listener`, close-on-exec, or -1 with `errno` set.
    static func accept(_ listener: Int32) -> Int32 {
        let descriptor = page_server_accept(listener)
        #if !canImport(Glibc)
        if descriptor >= 0 { prepare(descriptor) }
        #endif
        return descriptor
    }

    /// A close-on-exec pipe: its read and write ends, or `nil`.
    static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard page_server_pipe(&ends) == 0 else { return nil }
        return (ends[0], ends[1])
    }

    /// Sets a socket option that takes an integer.
    static func setOption(_ descriptor: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
        var value = value
        _ = setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Sets a socket's receive (`SO_RCVTIMEO`) or send (`SO_SNDTIMEO`) timeout; 0 is none.
    static func setTimeout(_ descriptor: Int32, _ name: Int32, seconds: Int) {
        var value = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, name, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    #if !canImport(Glibc)
    /// Darwin: close-on-exec, and no SIGPIPE from sends.
    private static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        setOption(descriptor, SOL_SOCKET, SO_NOSIGPIPE, 1)
    }
    #endif
}
