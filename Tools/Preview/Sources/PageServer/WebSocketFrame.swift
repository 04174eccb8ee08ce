// One WebSocket frame (RFC 6455, §5.2): FIN, the opcode, the payload. The server's own
// frames go out unmasked (§5.1); a client's are masked, and ``encoded(maskingKey:)``
// writes them so for the tests.

/// A WebSocket frame.
package struct WebSocketFrame: Equatable, Sendable {
    /// What a frame carries (§5.2, §11.8).
    package enum Opcode: UInt8, Sendable {
        /// The next fragment of a message.
        case continuation = 0x0
        /// A text message (UTF-8), or its first fragment.
        case text = 0x1
        /// A binary message, or its first fragment.
        case binary = 0x2
        /// The closing handshake (§5.5.1).
        case close = 0x8
        /// A ping, answered by a pong with the same payload (§5.5.2).
        case ping = 0x9
        /// A pong (§5.5.3).
        case pong = 0xA

        /// Whether it is a control frame: close, ping, pong (§5.5).
        package var isControl: Bool { rawValue & 0x8 != 0 }
    }

    /// Whether it is the last fragment of its message.
    package var isFinal: Bool
    /// What it carries.
    package var opcode: Opcode
    /// Its payload, unmasked.
    package var payload: [UInt8]

    /// A frame with these parts.
    package init(_ opcode: Opcode, _ payload: [UInt8] = [], isFinal: Bool = true) {
        self.opcode = opcode
        self.payload = payload
        self.isFinal = isFinal
    }

    /// A close frame: the status code, then the reason in UTF-8, cut to fit the 125
    /// bytes of a control frame's payload (§5.5.1).
    package static func close(_ code: UInt16, reason: String = "") -> WebSocketFrame {
        // Whole characters only, so the reason stays UTF-8.
        var reasonBytes: [UInt8] = []
        for character in reason {
            let bytes = Array(String(character).utf8)
            guard reasonBytes.count + bytes.count <= 123 else { break }
            reasonBytes += bytes
        }
        return WebSocketFrame(.close, [UInt8(code >> 8), UInt8(code & 0xFF)] + reasonBytes)
    }

    /// The frame's bytes: unmasked as a server sends it, or masked with `maskingKey`
    /// (4 bytes) as a client must (§5.3).
    package func encoded(maskingKey: [UInt8]? = nil) -> [UInt8] {
        var bytes: [UInt8] = [(isFinal ? 0x80 : 0) | opcode.rawValue]
        let mask: UInt8 = maskingKey == nil ? 0 : 0x80
        switch payload.count {
        case ..<126:
            bytes.append(mask | UInt8(payload.count))
        case ...0xFFFF:
            bytes.append(mask | 126)
            bytes += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            bytes.append(mask | 127)
            bytes += stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> UInt64($0)) }
        }
        guard let maskingKey else { return bytes + payload }
        bytes += maskingKey
        bytes += payload.enumerated().map { $0.element ^ maskingKey[$0.offset % 4] }
        return bytes
    }
}
