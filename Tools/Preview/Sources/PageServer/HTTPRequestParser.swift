// Requests read from a connection's bytes as RFC 9112 writes them: a request line
// (`GET /app.js HTTP/1.1`), header field lines, an empty line, and a body of
// `Content-Length` bytes. Strict, with limits: anything else is an ``HTTPError`` whose
// status and sentence say what was wrong (400, 431, 413, 501, 505); nothing traps.

/// Reads requests, one after another, from the bytes a connection delivers.
package struct HTTPRequestParser {
    /// The limits on one request.
    package let limits: HTTPLimits
    private var buffer: [UInt8] = []
    /// How many bytes of `buffer` were searched for the end of the head.
    private var searched = 0
    /// A head read, waiting for its body: the request, the body's length, where it starts.
    private var pending: (request: HTTPRequest, bodyLength: Int, bodyStart: Int)?

    /// A parser with these limits.
    package init(limits: HTTPLimits = .standard) {
        self.limits = limits
    }

    /// Adds bytes received.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Whether part of a request has come (the connection is not between requests).
    package var hasPartialRequest: Bool { !buffer.isEmpty }

    /// The bytes after the last request read, and none kept: what came after an upgrade
    /// request is the new protocol's.
    package mutating func takeRemainingBytes() -> [UInt8] {
        defer { buffer = []; searched = 0 }
        return buffer
    }

    /// The next whole request, or `nil` until more bytes come.
    ///
    /// - Throws: ``HTTPError`` when the bytes are not a request this server takes; the
    ///   connection is then closed after the answer (the rest cannot be read).
    package mutating func next() throws(HTTPError) -> HTTPRequest? {
        if pending == nil {
            // RFC 9112, §2.2: empty lines before a request line are ignored.
            while buffer.count >= 2, buffer[0] == 13, buffer[1] == 10 { buffer.removeFirst(2) }
            guard let headEnd = findHeadEnd() else {
                if buffer.count > limits.maximumHeadLength { throw Self.headTooLong(limits) }
                return nil
            }
            guard headEnd <= limits.maximumHeadLength else { throw Self.headTooLong(limits) }
            let (request, bodyLength) = try parseHead(buffer[0..<headEnd])
            pending = (request, bodyLength, headEnd + 4)
        }
        guard let (request, bodyLength, bodyStart) = pending, buffer.count >= bodyStart + bodyLength else { return nil }
        var complete = request
        complete.body = Array(buffer[bodyStart..<bodyStart + bodyLength])
        buffer.removeFirst(bodyStart + bodyLength)
        searched = 0
        pending = nil
        return complete
    }

    // MARK: The head

    /// Where the empty line ending the head starts (the first CR of CR LF CR LF), if it has come.
    private mutating func findHeadEnd() -> Int? {
        let end = min(buffer.count, limits.maximumHeadLength + 4)
        var index = max(0, searched - 3)
        while index + 4 <= end {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        searched = end
        return nil
    }

    private static func headTooLong(_ limits: HTTPLimits) -> HTTPError {
        HTTPError(.headerFieldsTooLarge, "The request line and header fields are longer than \(limits.maximumHeadLength) bytes.")
    }

    /// The request line and fields of `head` (without the final CR LF CR LF), and the
    /// body's length.
    private func parseHead(_ head: ArraySlice<UInt8>) throws(HTTPError) -> (HTTPRequest, Int) {
        let lines = try Self.lines(head)
        var request = try Self.requestLine(lines[0])
        guard lines.count - 1 <= limits.maximumFieldCount else {
            throw HTTPError(.headerFieldsTooLarge, "A request has at most \(limits.maximumFieldCount) header fields; this one has \(lines.count - 1).")
        }
        for line in lines.dropFirst() {
            let field = try Self.field(line)
            request.headers.add(field.name, field.value)
        }
        let hosts = request.headers.values("Host").count
        guard hosts <= 1 else {
            throw HTTPError(.badRequest, "A request has one Host header field; this one has \(hosts).")
        }
        if request.headers["Transfer-Encoding"] != nil {
            throw HTTPError(.notImplemented, "This server reads a request's body by its Content-Length only; Transfer-Encoding is not supported.")
        }
        return (request, try bodyLength(request.headers))
    }

    /// The head's lines, each without its CR LF.
    ///
    /// - Throws: 400 for a bare CR or LF (RFC 9112, §2.2: lines end with CR LF).
    private static func lines(_ head: ArraySlice<UInt8>) throws(HTTPError) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            switch head[index] {
            case 13 where index + 1 < head.endIndex && head[index + 1] == 10:
                lines.append(head[start..<index])
                index += 2
                start = index
            case 13, 10:
                throw HTTPError(.badRequest, "A line of the request ends with a bare CR or LF; each line ends with CR LF.")
            default:
                index += 1
            }
        }
        lines.append(head[start..<head.endIndex])
        return lines
    }

    /// `METHOD SP request-target SP HTTP-version` (RFC 9112, §3).
    private static func requestLine(_ line: ArraySlice<UInt8>) throws(HTTPError) -> HTTPRequest {
        let malformed = HTTPError(.badRequest, "The request line is not \"METHOD /path HTTP/1.1\": \(excerpt(line)).")
        guard line.allSatisfy({ (0x20...0x7E).contains($0) }) else { throw malformed }
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenCharacter), !parts[1].isEmpty else { throw malformed }
        let version = Array(parts[2])
        let prefix = Array("HTTP/".utf8)
        guard version.count == 8, Array(version[0..<5]) == prefix, isDigit(version[5]), version[6] == UInt8(ascii: "."), isDigit(version[7]) else {
            throw malformed
        }
        guard version[5] == UInt8(ascii: "1") else {
            throw HTTPError(.httpVersionNotSupported, "This server speaks HTTP/1.1 and HTTP/1.0; the request is \(String(decoding: version, as: UTF8.self)).")
        }
        let target = String(decoding: parts[1], as: UTF8.self)
        guard target.hasPrefix("/") else {
            throw HTTPError(.badRequest, "The request target is a path that starts with \"/\"; got \(excerpt(parts[1])).")
        }
        return HTTPRequest(method: String(decoding: parts[0], as: UTF8.self), target: target, minorVersion: Int(version[7] - UInt8(ascii: "0")))
    }

    /// `field-name ":" OWS field-value OWS` (RFC 9112, §5).
    private static func field(_ line: ArraySlice<UInt8>) throws(HTTPError) -> HTTPHeaders.Field {
        if let first = line.first, first == 0x20 || first == 0x09 {
            throw HTTPError(.badRequest, "A header field line starts with whitespace (line folding, which HTTP/1.1 no longer allows).")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw HTTPError(.badRequest, "A header field line is \"Name: value\"; this one has no colon: \(excerpt(line)).")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else {
            throw HTTPError(.badRequest, "A header field's name is a token, with no space before its colon: \(excerpt(name)).")
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
        guard value.allSatisfy({ $0 == 0x09 || $0 >= 0x20 && $0 != 0x7F }) else {
            throw HTTPError(.badRequest, "The value of the header field \(excerpt(name)) holds a control character.")
        }
        return HTTPHeaders.Field(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// The body's length: `Content-Length` (RFC 9112, §6.3), or none.
    private func bodyLength(_ headers: HTTPHeaders) throws(HTTPError) -> Int {
        let fields = headers.values("Content-Length")
        guard !fields.isEmpty else { return 0 }
        let values = fields.joined(separator: ",").split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0.filter { $0 != " " && $0 != "\t" }) }
        let first = values[0]
        guard values.allSatisfy({ $0 == first }), !first.isEmpty, first.count <= 18, first.utf8.allSatisfy(Self.isDigit),
              let length = Int(first) else {
            throw HTTPError(.badRequest, "The Content-Length is one number of bytes; got \(Self.excerpt(ArraySlice(fields.joined(separator: ", ").utf8))).")
        }
        guard length <= limits.maximumBodyLength else {
            throw HTTPError(.contentTooLarge, "A request's body is at most \(limits.maximumBodyLength) bytes; this one has \(length).")
        }
        return length
    }

    // MARK: Characters

    /// RFC 9110, §5.6.2's `tchar`.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `bytes` quoted for a message: printable ASCII, anything else as `?`, cut at 60.
    private static func excerpt(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(60).map { (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\"") ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        return "\"\(text)\(bytes.count > 60 ? "…" : "")\""
    }
}
