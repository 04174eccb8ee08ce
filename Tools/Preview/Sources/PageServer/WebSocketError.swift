// A WebSocket connection that broke the protocol, or sent what the server does not take:
// the status code its close frame carries (RFC 6455, §7.4.1) and a sentence that says why.

/// Why the server closes a WebSocket: a close code and its reason.
package struct WebSocketError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The close frame's status code.
    package let code: UInt16
    /// The reason, a sentence (cut to 123 bytes in the close frame).
    package let reason: String

    /// An error with this code and reason.
    package init(_ code: UInt16, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// 1000: the connection did what it was for.
    package static let normalClosure: UInt16 = 1000
    /// 1001: the server is going away (it stops).
    package static let goingAway: UInt16 = 1001
    /// 1002: a frame broke the protocol.
    package static let protocolError: UInt16 = 1002
    /// 1007: a text message that is not UTF-8.
    package static let invalidPayload: UInt16 = 1007
    /// 1009: a message too big to take.
    package static let messageTooBig: UInt16 = 1009

    /// `1002: A client's frame is masked ...`.
    package var description: String { "\(code): \(reason)" }
}
