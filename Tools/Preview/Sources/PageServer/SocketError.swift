// A call on a socket that failed: which call, and the system's errno and words for it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call on a socket.
package struct SocketError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call: `bind`, `recv`, ...
    package let call: String
    /// The errno value (0 when the failure has none, such as a name that does not resolve).
    package let code: Int32
    /// The system's words for it.
    package let message: String

    /// An error with these parts.
    package init(call: String, code: Int32, message: String) {
        self.call = call
        self.code = code
        self.message = message
    }

    /// The error `errno` holds now, for `call`.
    package static func fromErrno(_ call: String) -> SocketError {
        let code = errno
        return SocketError(call: call, code: code, message: String(cString: strerror(code)))
    }

    /// Whether the call timed out (a receive or send timeout ran out).
    package var isTimeout: Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// `bind: Address already in use (errno 98)`.
    package var description: String { code == 0 ? "\(call): \(message)" : "\(call): \(message) (errno \(code))" }
}
