import Testing
@testable import PageServer

/// Frames put together into messages (RFC 6455, 5.4), control frames between fragments
/// (5.5), and what fails the connection: a continuation with nothing begun, a message
/// begun inside another, a text that is not UTF-8 (8.1), a message over the limit, a
/// malformed close frame (5.5.1, 7.4).
@Suite("WebSocket: messages from frames", .timeLimit(.minutes(2)))
struct WebSocketMessageReaderTests {
    static func events(_ frames: [WebSocketFrame], limit: Int = 100) throws(WebSocketError) -> [WebSocketEvent] {
        var reader = WebSocketMessageReader(maximumMessageLength: limit)
        var events: [WebSocketEvent] = []
        for frame in frames {
            if let event = try reader.receive(frame) { events.append(event) }
        }
        return events
    }

    static func refusal(_ frames: [WebSocketFrame], limit: Int = 100) -> WebSocketError? {
        #expect(throws: WebSocketError.self) { try Self.events(frames, limit: limit) }
    }

    /// 5.4: "Control frames MAY be injected in the middle of a fragmented message."
    @Test func fragmentsWithAPingBetween() throws {
        let frames = [
            WebSocketFrame(.text, Array("Hel".utf8), isFinal: false),
            WebSocketFrame(.ping, [1, 2]),
            WebSocketFrame(.continuation, Array("l".utf8), isFinal: false),
            WebSocketFrame(.pong),
            WebSocketFrame(.continuation, Array("o".utf8)),
            WebSocketFrame(.binary, [9]),
        ]
        #expect(try Self.events(frames) == [.ping([1, 2]), .pong, .message(.text("Hello")), .message(.binary([9]))])
    }

    /// 5.5.1: a close frame with no payload, or a code and a reason.
    @Test func closeFrames() throws {
        #expect(try Self.events([WebSocketFrame(.close)]) == [.close(code: nil, reason: "")])
        #expect(try Self.events([WebSocketFrame.close(1001, reason: "bye")]) == [.close(code: 1001, reason: "bye")])
        #expect(try Self.events([WebSocketFrame.close(4000)]) == [.close(code: 4000, reason: "")])
    }

    /// 5.4: a continuation belongs to a message begun; a new message waits for the last
    /// one's final fragment.
    @Test func fragmentsOutOfOrder() {
        #expect(Self.refusal([WebSocketFrame(.continuation, [1])])
            == WebSocketError(1002, "A continuation frame came with no fragmented message begun."))
        #expect(Self.refusal([WebSocketFrame(.text, [0x61], isFinal: false), WebSocketFrame(.text, [0x62])])
            == WebSocketError(1002, "A new message began before the fragmented one before it ended."))
    }

    /// 8.1: "When an endpoint is to interpret a byte stream as UTF-8 but finds that the byte
    /// stream is not, in fact, a valid UTF-8 stream, that endpoint MUST _Fail the WebSocket
    /// Connection_" (1007), here with a character cut between two fragments put together.
    @Test func textThatIsNotUTF8Is1007() throws {
        #expect(Self.refusal([WebSocketFrame(.text, [0x61, 0xFF])]) == WebSocketError(1007, "A text message is UTF-8; this one is not."))
        #expect(try Self.events([WebSocketFrame(.text, [0xC3], isFinal: false), WebSocketFrame(.continuation, [0xA9])]) == [.message(.text("é"))])
        #expect(Self.refusal([WebSocketFrame(.close, [0x03, 0xE8, 0xFF])])?.code == 1007)
    }

    /// 7.4.1, 1009: the limit counts every fragment of a message.
    @Test func aMessageOverTheLimitIs1009() {
        let half = [UInt8](repeating: 0x61, count: 60)
        #expect(Self.refusal([WebSocketFrame(.text, half, isFinal: false), WebSocketFrame(.continuation, half)])
            == WebSocketError(1009, "A message is at most 100 bytes; this one has more."))
    }

    /// 5.5.1 and 7.4.2: a one-byte close payload, and the codes an endpoint never sends
    /// (1005, 1006, 1015, below 1000, 1016-2999), are protocol errors.
    @Test func malformedCloseFrames() {
        #expect(Self.refusal([WebSocketFrame(.close, [0x03])])
            == WebSocketError(1002, "A close frame's payload is empty, or a 2-byte status code and a reason; this one has 1 byte."))
        for code: UInt16 in [999, 1004, 1005, 1006, 1015, 1016, 2999, 5000] {
            #expect(Self.refusal([WebSocketFrame.close(code)])
                == WebSocketError(1002, "A close frame's status code \(code) is not one an endpoint may send."), "\(code)")
        }
    }
}
