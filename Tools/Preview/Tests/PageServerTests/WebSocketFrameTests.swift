import Testing
@testable import PageServer

/// Frames as RFC 6455 section 5 writes them, with its section 5.7 examples; a client's
/// frame that breaks the protocol is refused with the close code section 7.4.1 gives it.
@Suite("WebSocket: frames", .timeLimit(.minutes(2)))
struct WebSocketFrameTests {
    static let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]

    static func read(_ bytes: [UInt8], limit: Int = 1 << 20) throws(WebSocketError) -> [WebSocketFrame] {
        var reader = WebSocketFrameReader(maximumPayloadLength: limit)
        reader.append(bytes)
        var frames: [WebSocketFrame] = []
        while let frame = try reader.next() { frames.append(frame) }
        return frames
    }

    static func refusal(_ bytes: [UInt8], limit: Int = 1 << 20) -> WebSocketError? {
        #expect(throws: WebSocketError.self) { try Self.read(bytes, limit: limit) }
    }

    /// 5.7: "A single-frame unmasked text message": 0x81 0x05 "Hello" (as the server sends).
    @Test func theServersTextFrame() {
        #expect(WebSocketFrame(.text, Array("Hello".utf8)).encoded() == [0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
    }

    /// 5.7: "A single-frame masked text message": 0x81 0x85 0x37 0xfa 0x21 0x3d 0x7f 0x9f 0x4d 0x51 0x58.
    @Test func aClientsMaskedTextFrame() throws {
        let bytes: [UInt8] = [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]
        #expect(WebSocketFrame(.text, Array("Hello".utf8)).encoded(maskingKey: Self.mask) == bytes)
        #expect(try Self.read(bytes) == [WebSocketFrame(.text, Array("Hello".utf8))])
    }

    /// 5.7: a fragmented text message ("Hel", then "lo"), here masked as a client sends it,
    /// read frame by frame as the bytes come.
    @Test func framesAsTheBytesCome() throws {
        let bytes = WebSocketFrame(.text, Array("Hel".utf8), isFinal: false).encoded(maskingKey: Self.mask)
            + WebSocketFrame(.continuation, Array("lo".utf8)).encoded(maskingKey: Self.mask)
        var reader = WebSocketFrameReader(maximumPayloadLength: 100)
        var frames: [WebSocketFrame] = []
        for byte in bytes {
            reader.append([byte])
            if let frame = try reader.next() { frames.append(frame) }
        }
        #expect(frames == [WebSocketFrame(.text, Array("Hel".utf8), isFinal: false), WebSocketFrame(.continuation, Array("lo".utf8))])
    }

    /// 5.7: "256 bytes binary message in a single unmasked frame": 0x82 0x7E 0x0100; and
    /// "64KiB binary message": 0x82 0x7F 0x0000000000010000.
    @Test func extendedLengths() throws {
        #expect(Array(WebSocketFrame(.binary, [UInt8](repeating: 7, count: 256)).encoded().prefix(4)) == [0x82, 0x7E, 0x01, 0x00])
        #expect(Array(WebSocketFrame(.binary, [UInt8](repeating: 7, count: 65_536)).encoded().prefix(10)) == [0x82, 0x7F, 0, 0, 0, 0, 0, 1, 0, 0])
        for count in [125, 126, 65_535, 65_536] {
            let frame = WebSocketFrame(.binary, (0..<count).map { UInt8(truncatingIfNeeded: $0) })
            #expect(try Self.read(frame.encoded(maskingKey: Self.mask)) == [frame], "\(count)")
        }
    }

    /// 5.5.1: a close frame's payload is its code and a UTF-8 reason, within 125 bytes.
    @Test func aCloseFrameKeepsWholeCharacters() {
        let frame = WebSocketFrame.close(1002, reason: String(repeating: "é", count: 100))
        #expect(frame.payload.count == 124)   // the code, and 61 two-byte characters (123 would cut one)
        #expect(Array(frame.payload.prefix(2)) == [0x03, 0xEA])
        #expect(String(decoding: frame.payload.dropFirst(2), as: UTF8.self) == String(repeating: "é", count: 61))
    }

    // MARK: Refused

    /// 5.1: "a client MUST mask all frames that it sends to the server ... The server MUST
    /// close the connection upon receiving a frame that is not masked" (1002).
    @Test func anUnmaskedClientFrameIsAProtocolError() {
        #expect(Self.refusal([0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
            == WebSocketError(1002, "A client's frames are masked (RFC 6455, section 5.1); this one is not."))
    }

    /// 5.2: reserved bits and opcodes fail the connection when no extension defines them;
    /// 5.5: control frames are at most 125 bytes and not fragmented; lengths use the fewest
    /// bytes.
    @Test func framesThatBreakTheProtocol() {
        let hello = Array("Hello".utf8)
        #expect(Self.refusal([0xC1, 0x85] + Self.mask + hello)?.reason == "A frame has a reserved bit (RSV1-3) set, and no extension was agreed.")
        #expect(Self.refusal([0x83, 0x80] + Self.mask)?.reason == "A frame has the opcode 3, which RFC 6455 reserves.")
        #expect(Self.refusal(WebSocketFrame(.ping, hello, isFinal: false).encoded(maskingKey: Self.mask))?.reason
            == "A control frame (close, ping, pong) cannot be fragmented.")
        #expect(Self.refusal(WebSocketFrame(.ping, [UInt8](repeating: 0, count: 126)).encoded(maskingKey: Self.mask))?.reason
            == "A control frame's payload is at most 125 bytes; this one has 126.")
        #expect(Self.refusal([0x81, 0xFE, 0x00, 0x05] + Self.mask + hello)?.reason
            == "A frame's length is written in more bytes than it needs (RFC 6455, section 5.2).")
        #expect(Self.refusal([0x81, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0])?.reason == "A frame's 64-bit length has its most significant bit set.")
        for error in [Self.refusal([0xC1, 0x85] + Self.mask + hello), Self.refusal([0x83, 0x80] + Self.mask)] {
            #expect(error?.code == WebSocketError.protocolError)
        }
    }

    /// 7.4.1, 1009: a frame longer than the server takes is refused from its header, before
    /// its payload is read.
    @Test func aFrameOverTheLimitIs1009() {
        #expect(Self.refusal([0x82, 0xFF, 0, 0, 0, 0, 0x40, 0, 0, 0], limit: 1 << 20)
            == WebSocketError(1009, "A message is at most 1048576 bytes; this frame alone has 1073741824."))
    }
}
