import Testing
@testable import PageServer

/// The opening handshake, server side (RFC 6455, 4.2): what a request must have, the
/// 101 that answers it, and the 400 or 426 that refuses it.
@Suite("WebSocket: the opening handshake", .timeLimit(.minutes(2)))
struct WebSocketHandshakeTests {
    static let fields: HTTPHeaders = [
        "Host": "127.0.0.1:8080", "Upgrade": "websocket", "Connection": "keep-alive, Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13",
    ]

    static func request(without removed: String? = nil, adding extra: (String, String)? = nil, method: String = "GET", minorVersion: Int = 1) -> HTTPRequest {
        var headers = HTTPHeaders()
        for field in fields.fields where field.name != removed { headers.add(field.name, field.value) }
        if let extra { headers.add(extra.0, extra.1) }
        return HTTPRequest(method: method, target: "/ws", minorVersion: minorVersion, headers: headers)
    }

    static func refusal(_ request: HTTPRequest) -> HTTPError? {
        #expect(throws: HTTPError.self) { try WebSocketHandshake.accept(request) }
    }

    /// 4.2.2: 101 Switching Protocols, Upgrade, Connection and Sec-WebSocket-Accept (1.3's
    /// example key and answer).
    @Test func theAnswer() throws {
        let answer = try WebSocketHandshake.accept(Self.request())
        #expect(answer.status == .switchingProtocols)
        #expect(answer.headers == ["Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Accept": "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="])
        #expect(WebSocketHandshake.isUpgrade(Self.request()))
        #expect(!WebSocketHandshake.isUpgrade(Self.request(without: "Upgrade")))
    }

    /// 4.2.1: a GET over HTTP/1.1 or higher, with Upgrade and Connection, a key of 16 bytes
    /// in base64 (one), and version 13; otherwise 400, and 426 for another version (4.4).
    @Test func badUpgrades() {
        #expect(Self.refusal(Self.request(method: "POST"))
            == HTTPError(.badRequest, "A WebSocket is opened by a GET request over HTTP/1.1; this one is POST over HTTP/1.1."))
        #expect(Self.refusal(Self.request(minorVersion: 0))?.status == .badRequest)
        #expect(Self.refusal(Self.request(without: "Connection"))
            == HTTPError(.badRequest, #"A WebSocket handshake has "Upgrade: websocket" and "Connection: Upgrade"."#))
        #expect(Self.refusal(Self.request(without: "Sec-WebSocket-Key"))
            == HTTPError(.badRequest, "A WebSocket handshake has one Sec-WebSocket-Key: 16 random bytes in base64; this one has none."))
        #expect(Self.refusal(Self.request(adding: ("Sec-WebSocket-Key", "AAAAAAAAAAAAAAAAAAAAAA==")))?.status == .badRequest)
        var shortKey = Self.request(without: "Sec-WebSocket-Key")
        shortKey.headers.add("Sec-WebSocket-Key", "c2hvcnQ=")
        #expect(Self.refusal(shortKey)?.message == #"A WebSocket handshake has one Sec-WebSocket-Key: 16 random bytes in base64; this one has "c2hvcnQ="."#)
        var notBase64 = Self.request(without: "Sec-WebSocket-Key")
        notBase64.headers.add("Sec-WebSocket-Key", "not base64 at all!!!!!!!")
        #expect(Self.refusal(notBase64)?.status == .badRequest)
        var version8 = Self.request(without: "Sec-WebSocket-Version")
        version8.headers.add("Sec-WebSocket-Version", "8")
        let error = Self.refusal(version8)
        #expect(error == HTTPError(.upgradeRequired, #"This server speaks WebSocket version 13; the request asked for "8"."#))
        if let error {
            #expect(WebSocketHandshake.refusal(error).headers.fields.filter { $0.name != "Content-Type" }
                == [.init(name: "Upgrade", value: "websocket"), .init(name: "Sec-WebSocket-Version", value: "13")])
        }
    }
}
