// One request as the parser read it (RFC 9112, §3): its line, its fields and its body.

/// An HTTP/1.x request.
package struct HTTPRequest: Equatable, Sendable {
    /// `GET`, `HEAD`, ... as sent (methods are case-sensitive, RFC 9110 §9.1).
    package var method: String
    /// The request target as sent: a path, with its query if it has one.
    package var target: String
    /// The minor version: 1 for HTTP/1.1, 0 for HTTP/1.0.
    package var minorVersion: Int
    /// The header fields.
    package var headers: HTTPHeaders
    /// The body (empty unless a `Content-Length` said otherwise).
    package var body: [UInt8]

    /// A request with these parts.
    package init(method: String, target: String, minorVersion: Int = 1, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.headers = headers
        self.body = body
    }

    /// The target's path, without its query (`/app.js?v=2` is `/app.js`).
    package var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// Whether the connection stays open after the reply (RFC 9112, §9.3): HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    package var keepsAlive: Bool {
        if headers.lists("close", in: "Connection") { return false }
        return minorVersion >= 1 || headers.lists("keep-alive", in: "Connection")
    }
}
