import Testing
@testable import PageServer

/// Requests read as RFC 9112 writes them, from bytes however they arrive; anything else is
/// refused with the status RFC 9110 gives it and a sentence, never a trap.
@Suite("HTTP: the request parser", .timeLimit(.minutes(2)))
struct HTTPRequestParserTests {
    static func parse(_ text: String, limits: HTTPLimits = .standard) throws(HTTPError) -> HTTPRequest? {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        return try parser.next()
    }

    /// RFC 9112, 3: request-line = method SP request-target SP HTTP-version; 5: field lines.
    @Test func aRequestLineAndItsFields() throws {
        let request = try #require(try Self.parse("GET /app.js?v=2 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept:  */* \r\nX-Empty:\r\n\r\n"))
        #expect(request.method == "GET")
        #expect(request.target == "/app.js?v=2")
        #expect(request.path == "/app.js")
        #expect(request.minorVersion == 1)
        #expect(request.headers.fields == [
            .init(name: "Host", value: "127.0.0.1:8080"), .init(name: "Accept", value: "*/*"), .init(name: "X-Empty", value: ""),
        ])
        #expect(request.headers["host"] == "127.0.0.1:8080")
        #expect(request.body == [])
        #expect(request.keepsAlive)
    }

    /// RFC 9112, 9.3: HTTP/1.1 stays open unless "close"; HTTP/1.0 only with "keep-alive".
    @Test func whetherTheConnectionStaysOpen() throws {
        #expect(try Self.parse("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n")?.keepsAlive == false)
        #expect(try Self.parse("GET / HTTP/1.0\r\n\r\n")?.keepsAlive == false)
        #expect(try Self.parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")?.keepsAlive == true)
    }

    /// Bytes arrive as they come: one at a time, or two requests (and the start of a
    /// third) in one read.
    @Test func requestsAsTheBytesCome() throws {
        var parser = HTTPRequestParser()
        let text = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)
        for byte in text.dropLast() {
            parser.append([byte])
            #expect(try parser.next() == nil)
        }
        parser.append([text.last!])
        #expect(try parser.next()?.target == "/")
        #expect(!parser.hasPartialRequest)

        parser.append(Array("GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\n\r\nGET /c".utf8))
        #expect(try parser.next()?.target == "/a")
        #expect(try parser.next()?.target == "/b")
        #expect(try parser.next() == nil)
        #expect(parser.hasPartialRequest)
        #expect(parser.takeRemainingBytes() == Array("GET /c".utf8))
    }

    /// RFC 9112, 6.3: a body of Content-Length bytes; what follows is the next request.
    @Test func aBodyByItsContentLength() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("POST /x HTTP/1.1\r\nContent-Length: 5\r\n\r\nhel".utf8))
        #expect(try parser.next() == nil)
        parser.append(Array("loGET".utf8))
        let request = try #require(try parser.next())
        #expect(request.body == Array("hello".utf8))
        #expect(parser.takeRemainingBytes() == Array("GET".utf8))
        #expect(try Self.parse("POST / HTTP/1.1\r\nContent-Length: 2, 2\r\n\r\nok")?.body == Array("ok".utf8))
    }

    /// RFC 9112, 2.2: empty lines before a request line are ignored.
    @Test func emptyLinesBeforeARequest() throws {
        #expect(try Self.parse("\r\n\r\nGET / HTTP/1.1\r\n\r\n")?.target == "/")
    }

    // MARK: Refused

    /// The refusal of `text` (an expectation fails when it is not refused).
    static func refusal(_ text: String, limits: HTTPLimits = .standard) -> HTTPError? {
        #expect(throws: HTTPError.self) { try Self.parse(text, limits: limits) }
    }

    /// RFC 6585, 5: 431 when the header fields are too large, as soon as the limit is
    /// passed (before the end of the head has come).
    @Test func anOversizedHeadIs431() {
        let limits = HTTPLimits(maximumHeadLength: 100, maximumFieldCount: 3, maximumBodyLength: 10)
        let long = "GET / HTTP/1.1\r\nCookie: " + String(repeating: "x", count: 200)
        #expect(Self.refusal(long, limits: limits) == HTTPError(.headerFieldsTooLarge, "The request line and header fields are longer than 100 bytes."))
        #expect(Self.refusal(long + "\r\n\r\n", limits: limits)?.status == .headerFieldsTooLarge)
        #expect(Self.refusal("GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n", limits: limits)
            == HTTPError(.headerFieldsTooLarge, "A request has at most 3 header fields; this one has 4."))
    }

    /// RFC 9112, 3: a request line that is not METHOD SP target SP version is 400.
    @Test func aMalformedRequestLineIs400() {
        for line in ["GET /", "GET  / HTTP/1.1", "GET / HTTP/1.1 x", "G@T / HTTP/1.1", "GET / HTTQ/1.1", "GET / HTTP/1", "GET /\tx HTTP/1.1",
                     "\u{1}GET / HTTP/1.1", "GET /é HTTP/1.1"] {
            #expect(Self.refusal(line + "\r\n\r\n")?.status == .badRequest, "\(line)")
        }
        #expect(Self.refusal("GET / HTTP/1.1 x\r\n\r\n")?.message == #"The request line is not "METHOD /path HTTP/1.1": "GET / HTTP/1.1 x"."#)
        #expect(Self.refusal("GET http://other.example/ HTTP/1.1\r\n\r\n")?.message
            == #"The request target is a path that starts with "/"; got "http://other.example/"."#)
    }

    /// RFC 9110, 15.6.6: 505 for a major version the server does not speak.
    @Test func anotherVersionIs505() {
        #expect(Self.refusal("GET / HTTP/2.0\r\n\r\n") == HTTPError(.httpVersionNotSupported, "This server speaks HTTP/1.1 and HTTP/1.0; the request is HTTP/2.0."))
    }

    /// RFC 9112, 2.2, 5.1, 5.2: a bare CR or LF, whitespace before a colon, and line folding
    /// are refused with 400; so is a control character in a value (RFC 9110, 5.5).
    @Test func malformedFieldLinesAre400() {
        let cases = [
            "GET / HTTP/1.1\nHost: a\r\n\r\n": "A line of the request ends with a bare CR or LF; each line ends with CR LF.",
            "GET / HTTP/1.1\r\nHost : a\r\n\r\n": #"A header field's name is a token, with no space before its colon: "Host "."#,
            "GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n": "A header field line starts with whitespace (line folding, which HTTP/1.1 no longer allows).",
            "GET / HTTP/1.1\r\nNoColon\r\n\r\n": #"A header field line is "Name: value"; this one has no colon: "NoColon"."#,
            "GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n": #"The value of the header field "X" holds a control character."#,
            "GET / HTTP/1.1\r\n: a\r\n\r\n": #"A header field's name is a token, with no space before its colon: ""."#,
        ]
        for (text, message) in cases {
            #expect(Self.refusal(text) == HTTPError(.badRequest, message))
        }
    }

    /// RFC 9112, 3.2: a request with two Host fields is 400.
    @Test func twoHostsAre400() {
        #expect(Self.refusal("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n") == HTTPError(.badRequest, "A request has one Host header field; this one has 2."))
    }

    /// RFC 9112, 6.1 and 6.3: a transfer coding the server does not read is 501; a
    /// Content-Length that is not one number is 400, and one over the limit 413.
    @Test func bodiesItDoesNotTake() {
        let limits = HTTPLimits(maximumHeadLength: 1_000, maximumFieldCount: 10, maximumBodyLength: 10)
        #expect(Self.refusal("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n")?.status == .notImplemented)
        #expect(Self.refusal("POST / HTTP/1.1\r\nContent-Length: 11\r\n\r\n", limits: limits)
            == HTTPError(.contentTooLarge, "A request's body is at most 10 bytes; this one has 11."))
        for value in ["-1", "1x", "", "1, 2", "99999999999999999999"] {
            #expect(Self.refusal("POST / HTTP/1.1\r\nContent-Length: \(value)\r\n\r\n", limits: limits)?.status == .badRequest, "\(value)")
        }
        #expect(Self.refusal("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")?.message
            == #"The Content-Length is one number of bytes; got "1, 2"."#)
    }

    /// Bytes that are not HTTP, in any amount, end in a request, a refusal, or a wait for
    /// more: never a trap.
    @Test func noBytesTrap() {
        var generator = SplitMix(seed: 6455)
        let pieces = ["GET", " ", "/", "HTTP/1.1", "\r\n", "\r", "\n", ":", "Host", "Content-Length: 3", "\u{0}", "é", "\t", ",", "9"]
        var outcomes = (requests: 0, refusals: 0, waits: 0)
        for _ in 0..<2_000 {
            var parser = HTTPRequestParser(limits: HTTPLimits(maximumHeadLength: 200, maximumFieldCount: 5, maximumBodyLength: 5))
            let count = Int(generator.next() % 40)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            parser.append(Array(text.utf8))
            do {
                if try parser.next() != nil { outcomes.requests += 1 } else { outcomes.waits += 1 }
            } catch {
                outcomes.refusals += 1
            }
        }
        #expect(outcomes.requests + outcomes.refusals + outcomes.waits == 2_000)
        #expect(outcomes.refusals > 100)
        #expect(outcomes.waits > 100)
    }
}

/// A small deterministic generator (SplitMix64), so a failing case can be run again.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
