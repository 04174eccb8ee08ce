// The status codes this server answers with, and their reason phrases (RFC 9110, §15).

/// An HTTP status: its code and its reason phrase.
package struct HTTPStatus: Equatable, Sendable, CustomStringConvertible {
    /// The three-digit code.
    package let code: Int
    /// The reason phrase RFC 9110 gives it.
    package let reason: String

    /// A status with this code and phrase.
    package init(_ code: Int, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `101 Switching Protocols`: the WebSocket upgrade (RFC 9110, §15.2.2).
    package static let switchingProtocols = HTTPStatus(101, "Switching Protocols")
    /// `200 OK`.
    package static let ok = HTTPStatus(200, "OK")
    /// `400 Bad Request`: a request that is not HTTP/1.1 as RFC 9112 writes it.
    package static let badRequest = HTTPStatus(400, "Bad Request")
    /// `403 Forbidden`: understood, and refused (another site's name or page).
    package static let forbidden = HTTPStatus(403, "Forbidden")
    /// `404 Not Found`.
    package static let notFound = HTTPStatus(404, "Not Found")
    /// `405 Method Not Allowed`, with an `Allow` header.
    package static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    /// `408 Request Timeout`: a request begun and not finished in time.
    package static let requestTimeout = HTTPStatus(408, "Request Timeout")
    /// `413 Content Too Large`: a body over the limit.
    package static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    /// `426 Upgrade Required`: the WebSocket's address asked for without an upgrade.
    package static let upgradeRequired = HTTPStatus(426, "Upgrade Required")
    /// `431 Request Header Fields Too Large` (RFC 6585, §5).
    package static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    /// `501 Not Implemented`: a transfer coding this server does not read.
    package static let notImplemented = HTTPStatus(501, "Not Implemented")
    /// `503 Service Unavailable`: too many connections.
    package static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    /// `505 HTTP Version Not Supported`.
    package static let httpVersionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")

    /// `404 Not Found`, as a status line has it.
    package var description: String { "\(code) \(reason)" }
}
