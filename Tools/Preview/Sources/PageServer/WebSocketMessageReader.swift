// Frames put together into messages (RFC 6455, §5.4): a text or binary frame and its
// continuations, with control frames (§5.5) between them told apart. A continuation with
// no message begun, a new message before the last one ended, a message over the limit, a
// text that is not UTF-8 (§8.1) or a malformed close frame (§5.5.1, §7.4) is a
// ``WebSocketError`` with the code to close with.

/// A whole message.
package enum WebSocketMessage: Equatable, Sendable {
    /// A text message.
    case text(String)
    /// A binary message.
    case binary([UInt8])
}

/// What a client sent: a message, or a control frame.
package enum WebSocketEvent: Equatable, Sendable {
    /// A whole message.
    case message(WebSocketMessage)
    /// A ping, with its payload (answered with a pong carrying it).
    case ping([UInt8])
    /// A pong.
    case pong
    /// The client closes: its status code if it gave one, and its reason.
    case close(code: UInt16?, reason: String)
}

/// Puts frames together into messages.
package struct WebSocketMessageReader {
    /// The longest message, in bytes, all its fragments together (1009 past it).
    package let maximumMessageLength: Int
    /// The message begun and not ended: its kind and its bytes so far.
    private var partial: (opcode: WebSocketFrame.Opcode, bytes: [UInt8])?

    /// A reader of messages of at most `maximumMessageLength` bytes.
    package init(maximumMessageLength: Int) {
        self.maximumMessageLength = maximumMessageLength
    }

    /// What `frame` completes: a message, a control frame, or `nil` for a fragment that
    /// does not end its message.
    ///
    /// - Throws: ``WebSocketError`` (1002, 1007, 1009) when the frames break the protocol.
    package mutating func receive(_ frame: WebSocketFrame) throws(WebSocketError) -> WebSocketEvent? {
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong
        case .close: return try Self.close(frame.payload)
        case .text, .binary:
            guard partial == nil else {
                throw WebSocketError(WebSocketError.protocolError, "A new message began before the fragmented one before it ended.")
            }
            partial = (frame.opcode, [])
        case .continuation:
            guard partial != nil else {
                throw WebSocketError(WebSocketError.protocolError, "A continuation frame came with no fragmented message begun.")
            }
        }
        guard let (opcode, bytesSoFar) = partial else { return nil }
        guard bytesSoFar.count + frame.payload.count <= maximumMessageLength else {
            partial = nil
            throw WebSocketError(WebSocketError.messageTooBig, "A message is at most \(maximumMessageLength) bytes; this one has more.")
        }
        let bytes = bytesSoFar + frame.payload
        guard frame.isFinal else {
            partial = (opcode, bytes)
            return nil
        }
        partial = nil
        if opcode == .binary { return .message(.binary(bytes)) }
        guard let text = Self.utf8(bytes) else {
            throw WebSocketError(WebSocketError.invalidPayload, "A text message is UTF-8; this one is not.")
        }
        return .message(.text(text))
    }

    /// `bytes` as text, if they are UTF-8.
    private static func utf8(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// A close frame's code and reason (§5.5.1): none, or a code RFC 6455 lets an endpoint
    /// send (§7.4.1, §7.4.2) and a UTF-8 reason.
    private static func close(_ payload: [UInt8]) throws(WebSocketError) -> WebSocketEvent {
        guard !payload.isEmpty else { return .close(code: nil, reason: "") }
        guard payload.count >= 2 else {
            throw WebSocketError(WebSocketError.protocolError, "A close frame's payload is empty, or a 2-byte status code and a reason; this one has 1 byte.")
        }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        guard (1000...1003).contains(code) || (1007...1014).contains(code) || (3000...4999).contains(code) else {
            throw WebSocketError(WebSocketError.protocolError, "A close frame's status code \(code) is not one an endpoint may send.")
        }
        guard let reason = utf8(payload[2...]) else {
            throw WebSocketError(WebSocketError.invalidPayload, "A close frame's reason is UTF-8; this one is not.")
        }
        return .close(code: code, reason: reason)
    }
}
