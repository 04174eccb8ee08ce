import Foundation
import Testing
@testable import PageServer

/// The server on a loopback socket, driven by a raw client: requests answered and kept
/// open, bad input answered with its status and sentence (never a trap, and the server goes
/// on), the WebSocket handshake, frames, pings and the closing handshake, the connection
/// limit, the time limit, a port in use, and a clean stop.
@Suite("HTTP: the server on a loopback socket", .timeLimit(.minutes(5)))
struct HTTPServerTests {
    /// `/` says hello; `/ws` echoes text messages and counts binary ones.
    static func reply(to request: HTTPRequest) -> HTTPServer.Reply {
        switch request.path {
        case "/":
            return .response(.text(.ok, "hello"))
        case "/ws":
            let accept: HTTPResponse
            do {
                accept = try WebSocketHandshake.accept(request)
            } catch {
                return .response(WebSocketHandshake.refusal(error))
            }
            return .webSocket(accept) { socket in
                do {
                    for try await message in socket.messages() {
                        switch message {
                        case .text(let text): try await socket.send(text: "echo: " + text)
                        case .binary(let bytes): try await socket.send(text: "\(bytes.count) bytes")
                        }
                    }
                } catch {
                    // The close frame said why.
                }
            }
        default:
            return .response(.text(.notFound, "Not found."))
        }
    }

    /// Runs `body` with a server on a free loopback port, then stops it.
    static func withServer(_ configure: (inout HTTPServer) -> Void = { _ in }, _ body: (Int) async throws -> Void) async throws {
        let listener = try ListeningSocket(host: "127.0.0.1", port: 0)
        var server = HTTPServer { reply(to: $0) }
        configure(&server)
        let serving = Task { [server] in await server.serve(listener) }
        do {
            try await body(listener.port)
        } catch {
            serving.cancel()
            await serving.value
            listener.close()
            throw error
        }
        serving.cancel()
        await serving.value
        listener.close()
    }

    static let mask: [UInt8] = [0x11, 0x22, 0x33, 0x44]
    static let handshake = "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"

    /// Opens a WebSocket on `client`, with `firstFrames` sent in the same write as the
    /// request; returns the bytes read: the server's 101, and any frames after it.
    static func openWebSocket(_ client: LoopbackClient, firstFrames: [UInt8] = []) async -> [UInt8] {
        client.send(Array(handshake.utf8) + firstFrames)
        return await client.read { !framesAfterHead($0).isEmpty || head($0) != nil }
    }

    /// The head of the response in `bytes`, as text, once it has come.
    static func head(_ bytes: [UInt8]) -> String? {
        guard let end = headEnd(bytes) else { return nil }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    static func headEnd(_ bytes: [UInt8]) -> Int? {
        (0..<max(0, bytes.count - 3)).first { bytes[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) }
    }

    // MARK: Requests

    /// RFC 9112, 9.3: HTTP/1.1 connections stay open for the next request; RFC 9110,
    /// 9.3.2: HEAD has GET's fields without the body.
    @Test func requestsOnOneConnection() async throws {
        try await Self.withServer { port in
            let client = try LoopbackClient(port: port)
            client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            let first = await client.readResponse()
            #expect(first.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 6\r\nDate: "))
            #expect(first.hasSuffix("\r\n\r\nhello\n"))
            client.send("HEAD / HTTP/1.1\r\nHost: x\r\n\r\nGET /nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let rest = String(decoding: await client.read(), as: UTF8.self)   // to the close
            let replies = rest.components(separatedBy: "HTTP/1.1 ").dropFirst()
            #expect(replies.count == 2)
            #expect(replies.first?.hasPrefix("200 OK\r\n") == true)
            #expect(replies.first?.hasSuffix("\r\n\r\n") == true)   // no body
            #expect(replies.last?.hasPrefix("404 Not Found\r\n") == true)
            #expect(replies.last?.contains("Connection: close\r\n") == true)
        }
    }

    /// RFC 9112, 9.3: an HTTP/1.0 connection stays open when the request asks and the
    /// answer says so, and closes otherwise.
    @Test func http10Connections() async throws {
        try await Self.withServer { port in
            let client = try LoopbackClient(port: port)
            client.send("GET / HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n\r\n")
            let kept = await client.readResponse()
            #expect(kept.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(kept.contains("\r\nConnection: keep-alive\r\n"))
            client.send("GET / HTTP/1.0\r\nHost: x\r\n\r\n")
            let closed = String(decoding: await client.read(), as: UTF8.self)   // to the close
            #expect(closed.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(closed.contains("\r\nConnection: close\r\n"))
            #expect(closed.hasSuffix("\r\n\r\nhello\n"))
        }
    }

    /// RFC 6585, 5: a head over the limit is 431 with a sentence, the connection closed
    /// after it, and the server still answers the next client.
    @Test func anOversizedHeaderIs431() async throws {
        try await Self.withServer { port in
            let client = try LoopbackClient(port: port)
            client.send("GET / HTTP/1.1\r\nHost: x\r\nCookie: " + String(repeating: "c", count: 70_000) + "\r\n\r\n")
            let reply = String(decoding: await client.read(), as: UTF8.self)
            #expect(reply.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
            #expect(reply.contains("Connection: close\r\n"))
            #expect(reply.hasSuffix("\r\n\r\nThe request line and header fields are longer than 65536 bytes.\n"))
            let next = try LoopbackClient(port: port)
            next.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(await next.readResponse().hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    /// RFC 9112, 3: a malformed request line is 400, saying what a request line is.
    @Test func aMalformedRequestLineIs400() async throws {
        try await Self.withServer { port in
            let client = try LoopbackClient(port: port)
            client.send("HELLO\r\n\r\n")
            let reply = String(decoding: await client.read(), as: UTF8.self)
            #expect(reply.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(reply.hasSuffix("\r\n\r\nThe request line is not \"METHOD /path HTTP/1.1\": \"HELLO\".\n"))
        }
    }

    /// A request begun and not finished within the time limit is 408.
    @Test func aRequestThatStopsHalfWayIs408() async throws {
        try await Self.withServer({ $0.requestTimeout = 1 }) { port in
            let client = try LoopbackClient(port: port)
            client.send("GET / HT")
            let reply = String(decoding: await client.read(), as: UTF8.self)
            #expect(reply.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
            #expect(reply.hasSuffix("The request did not arrive whole within 1 second.\n"))
        }
    }

    /// One connection more than the limit is answered 503 at once.
    @Test func theConnectionLimit() async throws {
        try await Self.withServer({ $0.maximumConnections = 1 }) { port in
            let first = try LoopbackClient(port: port)
            first.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(await first.readResponse().hasPrefix("HTTP/1.1 200 OK"))   // served, and kept open
            let second = try LoopbackClient(port: port)
            let reply = String(decoding: await second.read(), as: UTF8.self)
            #expect(reply.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
            #expect(reply.hasSuffix("The server has 1 connections open: close some pages and try again.\n"))
        }
    }

    // MARK: WebSocket

    /// RFC 6455, 4.2.2: the 101 with Sec-WebSocket-Accept; 5.7: a masked "Hello" read (sent
    /// with the request, in the same write), a fragmented one put together, a binary one;
    /// 5.5.2: a ping answered by a pong with its payload; 5.5.1: a close echoed, then the
    /// connection closed.
    @Test func aWebSocketConversation() async throws {
        try await Self.withServer { port in
            let client = try LoopbackClient(port: port)
            let hello = WebSocketFrame(.text, Array("Hello".utf8)).encoded(maskingKey: Self.mask)
            let opened = await Self.openWebSocket(client, firstFrames: hello)
            #expect(Self.head(opened) == "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
            client.send(WebSocketFrame(.ping, [1, 2, 3]).encoded(maskingKey: Self.mask)
                + WebSocketFrame(.text, Array("wo".utf8), isFinal: false).encoded(maskingKey: Self.mask)
                + WebSocketFrame(.continuation, Array("rld".utf8)).encoded(maskingKey: Self.mask)
                + WebSocketFrame(.binary, [0, 1, 2, 3]).encoded(maskingKey: Self.mask)
                + WebSocketFrame.close(1000, reason: "done").encoded(maskingKey: Self.mask))
            let rest = await client.read()
            let frames = ServerFrames.parse(Self.framesAfterHead(opened + rest))
            #expect(frames == [
                WebSocketFrame(.text, Array("echo: Hello".utf8)),
                WebSocketFrame(.pong, [1, 2, 3]),
                WebSocketFrame(.text, Array("echo: world".utf8)),
                WebSocketFrame(.text, Array("4 bytes".utf8)),
                WebSocketFrame.close(1000),
            ])
        }
    }

    /// RFC 6455, 5.1: "The server MUST close the connection upon receiving a frame that is
    /// not masked", here with a close frame that says why (1002).
    @Test func anUnmaskedClientFrameClosesWith1002() async throws {
        try await Self.withServer { port in
            let client = try LoopbackClient(port: port)
            let opened = await Self.openWebSocket(client)
            client.send(WebSocketFrame(.text, Array("Hello".utf8)).encoded())
            let frames = ServerFrames.parse(Self.framesAfterHead(opened + (await client.read())))
            #expect(frames == [WebSocketFrame.close(1002, reason: "A client's frames are masked (RFC 6455, section 5.1); this one is not.")])
        }
    }

    /// RFC 6455, 4.2.1 and 4.4: a bad upgrade is 400 or 426 (with the version spoken), and
    /// the connection is still HTTP.
    @Test func badUpgrades() async throws {
        try await Self.withServer { port in
            let client = try LoopbackClient(port: port)
            client.send(Self.handshake.replacingOccurrences(of: "Version: 13", with: "Version: 8"))
            let refused = await client.readResponse()
            #expect(refused.hasPrefix("HTTP/1.1 426 Upgrade Required\r\n"))
            #expect(refused.contains("\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"))
            #expect(refused.hasSuffix("This server speaks WebSocket version 13; the request asked for \"8\".\n"))
            client.send(Self.handshake.replacingOccurrences(of: "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n", with: ""))
            let noKey = await client.readResponse()
            #expect(noKey.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(noKey.hasSuffix("A WebSocket handshake has one Sec-WebSocket-Key: 16 random bytes in base64; this one has none.\n"))
        }
    }

    /// A stopping server closes its WebSockets with 1001 ("going away", RFC 6455 7.4.1),
    /// and `serve` returns.
    @Test func aStopClosesTheWebSockets() async throws {
        let listener = try ListeningSocket(host: "127.0.0.1", port: 0)
        let serving = Task { await HTTPServer { Self.reply(to: $0) }.serve(listener) }
        let client = try LoopbackClient(port: listener.port)
        var bytes = await Self.openWebSocket(client)
        client.send(WebSocketFrame(.text, Array("up?".utf8)).encoded(maskingKey: Self.mask))
        let opened = bytes
        bytes += await client.read { ServerFrames.parse(Self.framesAfterHead(opened + $0)).count >= 1 }   // the server is serving it
        serving.cancel()
        await serving.value
        listener.close()
        bytes += await client.read()
        #expect(ServerFrames.parse(Self.framesAfterHead(bytes))
            == [WebSocketFrame(.text, Array("echo: up?".utf8)), WebSocketFrame.close(1001, reason: "The server is stopping.")])
    }

    // MARK: Listening

    /// A port another socket listens on cannot be had: bind's EADDRINUSE.
    @Test func aPortInUse() throws {
        let first = try ListeningSocket(host: "127.0.0.1", port: 0)
        defer { first.close() }
        let error = #expect(throws: SocketError.self) { try ListeningSocket(host: "127.0.0.1", port: first.port) }
        #expect(error?.call == "bind")
        #expect(error?.code == EADDRINUSE)
        #expect(error?.description == "bind: Address already in use (errno \(EADDRINUSE))")
    }

    /// A name that is no address of this machine is a clear error too.
    @Test func anAddressThatCannotBeHad() {
        let error = #expect(throws: SocketError.self) { try ListeningSocket(host: "no-such-host.invalid", port: 0) }
        #expect(error?.call == "getaddrinfo")
        #expect(error?.message.hasPrefix("no-such-host.invalid is not an address of this machine (") == true)
    }

    /// The bytes after the 101's head.
    static func framesAfterHead(_ bytes: [UInt8]) -> [UInt8] {
        guard let end = headEnd(bytes) else { return [] }
        return Array(bytes[(end + 4)...])
    }
}
