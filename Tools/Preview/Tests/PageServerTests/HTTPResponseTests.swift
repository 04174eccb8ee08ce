import Testing
@testable import PageServer

/// Responses as RFC 9112 writes them: a status line, the fields, Content-Length and Date,
/// an empty line, the body.
@Suite("HTTP: responses on the wire", .timeLimit(.minutes(2)))
struct HTTPResponseTests {
    /// RFC 9112, 4 and 6.3: the status line, the fields, the body's length.
    @Test func aResponsesBytes() {
        let response = HTTPResponse(status: .ok, headers: ["Content-Type": "text/css; charset=utf-8"], body: Array("a{}".utf8))
        #expect(String(decoding: response.bytes(date: "D"), as: UTF8.self)
            == "HTTP/1.1 200 OK\r\nContent-Type: text/css; charset=utf-8\r\nContent-Length: 3\r\nDate: D\r\n\r\na{}")
        #expect(String(decoding: response.bytes(closing: true, date: "D"), as: UTF8.self)
            == "HTTP/1.1 200 OK\r\nContent-Type: text/css; charset=utf-8\r\nContent-Length: 3\r\nDate: D\r\nConnection: close\r\n\r\na{}")
    }

    /// RFC 9110, 9.3.2: the answer to HEAD has GET's fields and no body.
    @Test func headHasNoBody() {
        let response = HTTPResponse.text(.notFound, "Not here.")
        #expect(String(decoding: response.bytes(withBody: false, date: "D"), as: UTF8.self)
            == "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 10\r\nDate: D\r\n\r\n")
    }

    /// RFC 9110, 15.2.2: a 101 switches protocols at once: no Content-Length.
    @Test func switchingProtocolsHasNoLength() {
        let response = HTTPResponse(status: .switchingProtocols, headers: ["Upgrade": "websocket"])
        #expect(String(decoding: response.bytes(), as: UTF8.self) == "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n")
    }

    /// RFC 9110, 5.6.7: IMF-fixdate, its own example.
    @Test func theDateField() {
        #expect(HTTPResponse.date(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }
}
