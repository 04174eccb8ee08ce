// One HTTP/1.1 request and its reply over a socket to a loopback port: what the tests
// need of HTTP (WebDriver's JSON, and requests a browser would not send: another Host, a
// path with `..`), read off the thread pool.

import Foundation

/// An HTTP reply.
struct HTTPReply {
    /// The status line and headers, as received.
    let head: String
    /// The body.
    let body: Data
    /// The status code.
    var status: Int { Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0 }
    /// The whole reply as text.
    var text: String { head + "\r\n\r\n" + String(decoding: body, as: UTF8.self) }
}

enum HTTPExchange {
    /// Sends `method` `url` with `body` (JSON) and returns the reply.
    static func send(method: String, to url: URL, body: Data?) async throws -> HTTPReply {
        var request = "\(method) \(url.path.isEmpty ? "/" : url.path) HTTP/1.1\r\nHost: \(url.host ?? "127.0.0.1"):\(url.port ?? 80)\r\nConnection: close\r\n"
        if let body {
            request += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
        }
        var bytes = Data((request + "\r\n").utf8)
        if let body { bytes.append(body) }
        return try await raw(port: url.port ?? 80, bytes)
    }

    /// Sends `bytes` to 127.0.0.1:`port` and reads the reply (to its Content-Length, or
    /// until the connection closes; a `101` upgrade ends at its headers).
    static func raw(port: Int, _ bytes: Data) async throws -> HTTPReply {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try exchange(port: port, bytes) })
            }
        }
    }

    private static func exchange(port: Int, _ bytes: Data) throws -> HTTPReply {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw BrowserTestError("cannot connect to port \(port)") }
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            reply.append(contentsOf: buffer[0..<count])
            guard let end = reply.range(of: separator) else { continue }
            let head = String(decoding: reply[..<end.lowerBound], as: UTF8.self)
            if head.hasPrefix("HTTP/1.1 101") { break }
            if let length = contentLength(head), reply.count - end.upperBound >= length { break }
        }
        guard let end = reply.range(of: separator) else {
            return HTTPReply(head: String(decoding: reply, as: UTF8.self), body: Data())
        }
        return HTTPReply(head: String(decoding: reply[..<end.lowerBound], as: UTF8.self), body: Data(reply[end.upperBound...]))
    }

    /// The Content-Length header's value (any case, with or without a space).
    private static func contentLength(_ head: String) -> Int? {
        for line in head.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
