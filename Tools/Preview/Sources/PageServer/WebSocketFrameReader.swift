// Frames read from a client's bytes (RFC 6455, §5.2), strictly: every client frame is
// masked (§5.1), no reserved bit or opcode is used (no extension is agreed), a control
// frame is whole and at most 125 bytes (§5.5), a length is written in the fewest bytes,
// and no frame is longer than the limit. Anything else is a ``WebSocketError`` with the
// close code to answer (1002, 1009); nothing traps.

/// Reads frames, one after another, from the bytes a WebSocket connection delivers.
package struct WebSocketFrameReader {
    /// The longest payload read, in bytes (1009 past it).
    package let maximumPayloadLength: Int
    private var buffer: [UInt8] = []

    /// A reader of frames of at most `maximumPayloadLength` bytes each.
    package init(maximumPayloadLength: Int) {
        self.maximumPayloadLength = maximumPayloadLength
    }

    /// Adds bytes received.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, unmasked, or `nil` until more bytes come.
    ///
    /// - Throws: ``WebSocketError`` when the frame breaks the protocol (1002) or is longer
    ///   than the limit (1009); the connection is then closed with that code.
    package mutating func next() throws(WebSocketError) -> WebSocketFrame? {
        guard buffer.count >= 2 else { return nil }
        let first = buffer[0], second = buffer[1]
        guard first & 0x70 == 0 else {
            throw WebSocketError(WebSocketError.protocolError, "A frame has a reserved bit (RSV1-3) set, and no extension was agreed.")
        }
        guard let opcode = WebSocketFrame.Opcode(rawValue: first & 0x0F) else {
            throw WebSocketError(WebSocketError.protocolError, "A frame has the opcode \(first & 0x0F), which RFC 6455 reserves.")
        }
        let isFinal = first & 0x80 != 0
        guard second & 0x80 != 0 else {
            throw WebSocketError(WebSocketError.protocolError, "A client's frames are masked (RFC 6455, section 5.1); this one is not.")
        }
        var length = UInt64(second & 0x7F)
        var offset = 2
        if length == 126 {
            guard buffer.count >= 4 else { return nil }
            length = UInt64(buffer[2]) << 8 | UInt64(buffer[3])
            offset = 4
            guard length >= 126 else { throw Self.notMinimal }
        } else if length == 127 {
            guard buffer.count >= 10 else { return nil }
            length = buffer[2..<10].reduce(0) { $0 << 8 | UInt64($1) }
            offset = 10
            guard length >> 63 == 0 else {
                throw WebSocketError(WebSocketError.protocolError, "A frame's 64-bit length has its most significant bit set.")
            }
            guard length > 0xFFFF else { throw Self.notMinimal }
        }
        if opcode.isControl {
            guard isFinal else {
                throw WebSocketError(WebSocketError.protocolError, "A control frame (close, ping, pong) cannot be fragmented.")
            }
            guard length <= 125 else {
                throw WebSocketError(WebSocketError.protocolError, "A control frame's payload is at most 125 bytes; this one has \(length).")
            }
        }
        guard length <= UInt64(maximumPayloadLength) else {
            throw WebSocketError(WebSocketError.messageTooBig, "A message is at most \(maximumPayloadLength) bytes; this frame alone has \(length).")
        }
        let end = offset + 4 + Int(length)
        guard buffer.count >= end else { return nil }
        let mask = Array(buffer[offset..<offset + 4])
        var payload = Array(buffer[offset + 4..<end])
        for index in payload.indices { payload[index] ^= mask[index & 3] }
        buffer.removeFirst(end)
        return WebSocketFrame(opcode, payload, isFinal: isFinal)
    }

    private static let notMinimal = WebSocketError(
        WebSocketError.protocolError, "A frame's length is written in more bytes than it needs (RFC 6455, section 5.2).")
}
