// The opening handshake (RFC 6455, §4.2): a GET request over HTTP/1.1 with
// `Upgrade: websocket`, `Connection: Upgrade`, `Sec-WebSocket-Version: 13` and a
// `Sec-WebSocket-Key` of 16 random bytes in base64, answered by `101 Switching Protocols`
// with `Sec-WebSocket-Accept`: the base64 of the SHA-1 of the key and the RFC's GUID.
// A request that gets any of it wrong is answered 400 (426 for another version, with the
// one this server speaks); who may connect (the `Origin`) is the caller's to check.

import Foundation

/// The WebSocket opening handshake, server side.
package enum WebSocketHandshake {
    /// The GUID RFC 6455 §1.3 appends to the key.
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// Whether `request` asks to become a WebSocket (`Upgrade: websocket`).
    package static func isUpgrade(_ request: HTTPRequest) -> Bool {
        request.headers.lists("websocket", in: "Upgrade")
    }

    /// `Sec-WebSocket-Accept` for `key`, as §4.2.2 item 5.4 makes it.
    package static func acceptValue(forKey key: String) -> String {
        Data(SHA1.digest(Array((key + guid).utf8))).base64EncodedString()
    }

    /// The `101 Switching Protocols` answering `request`.
    ///
    /// - Throws: ``HTTPError``: 400 when the request is not a WebSocket handshake as
    ///   §4.2.1 writes it, 426 for a version other than 13.
    package static func accept(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        guard request.method == "GET", request.minorVersion >= 1 else {
            throw HTTPError(.badRequest, "A WebSocket is opened by a GET request over HTTP/1.1; this one is \(request.method) over HTTP/1.\(request.minorVersion).")
        }
        guard isUpgrade(request), request.headers.lists("upgrade", in: "Connection") else {
            throw HTTPError(.badRequest, "A WebSocket handshake has \"Upgrade: websocket\" and \"Connection: Upgrade\".")
        }
        guard request.headers.values("Sec-WebSocket-Version") == ["13"] else {
            throw HTTPError(.upgradeRequired, "This server speaks WebSocket version 13; the request asked for \(request.headers.values("Sec-WebSocket-Version").joined(separator: ", ").quotedOrNone).")
        }
        let keys = request.headers.values("Sec-WebSocket-Key")
        guard keys.count == 1, let key = keys.first, Data(base64Encoded: key)?.count == 16 else {
            throw HTTPError(.badRequest, "A WebSocket handshake has one Sec-WebSocket-Key: 16 random bytes in base64; this one has \(keys.joined(separator: ", ").quotedOrNone).")
        }
        return HTTPResponse(status: .switchingProtocols, headers: [
            "Upgrade": "websocket",
            "Connection": "Upgrade",
            "Sec-WebSocket-Accept": acceptValue(forKey: key),
        ])
    }

    /// The answer to a handshake `error`: its refusal; a 426 says what to upgrade to
    /// (`Upgrade: websocket`, RFC 9110 §15.5.22) and the version this server speaks
    /// (`Sec-WebSocket-Version: 13`, RFC 6455 §4.4).
    package static func refusal(_ error: HTTPError) -> HTTPResponse {
        var response = HTTPResponse.refusal(error)
        if error.status == .upgradeRequired {
            response.headers.add("Upgrade", "websocket")
            response.headers.add("Sec-WebSocket-Version", "13")
        }
        return response
    }
}

private extension String {
    /// `"value"`, cut at 60 characters, or `none` when empty.
    var quotedOrNone: String {
        guard !isEmpty else { return "none" }
        return "\"\(prefix(60))\(count > 60 ? "…" : "")\""
    }
}
