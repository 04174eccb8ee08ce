// A client for the server tests: a blocking socket to 127.0.0.1 with a receive timeout
// (so no test waits for ever), its calls run off Swift's cooperative threads.

import Dispatch
import Foundation
@testable import PageServer

/// A connection to a loopback port, sending and reading raw bytes.
final class LoopbackClient: Sendable {
    let descriptor: Int32
    private let queue = DispatchQueue(label: "LoopbackClient")

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else {
            close(descriptor)
            throw SocketError.fromErrno("connect")
        }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Sends `bytes`.
    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Sends `text`.
    func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads until `isWhole` says the bytes read are whole, the server closes, or 20 s pass.
    func read(until isWhole: @escaping @Sendable ([UInt8]) -> Bool = { _ in false }) async -> [UInt8] {
        await withCheckedContinuation { continuation in
            queue.async {
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while !isWhole(bytes) {
                    let count = recv(self.descriptor, &buffer, buffer.count, 0)
                    if count <= 0 { break }
                    bytes += buffer[0..<count]
                }
                continuation.resume(returning: bytes)
            }
        }
    }

    /// Reads one HTTP response's head and its Content-Length of body, as text.
    func readResponse() async -> String {
        String(decoding: await read(until: LoopbackClient.isWholeResponse), as: UTF8.self)
    }

    /// Whether `bytes` hold a whole response: a head, and the body its Content-Length says.
    @Sendable static func isWholeResponse(_ bytes: [UInt8]) -> Bool {
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) }) else { return false }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return bytes.count - (end + 4) >= length
    }

    /// Reads the server's frames (unmasked) until `count` have come or the server closes.
    func readFrames(_ count: Int) async -> [WebSocketFrame] {
        let bytes = await read { ServerFrames.parse($0).count >= count }
        return ServerFrames.parse(bytes)
    }
}

/// The server's frames in bytes a client read (unmasked, as a server sends them).
enum ServerFrames {
    static func parse(_ bytes: [UInt8]) -> [WebSocketFrame] {
        var frames: [WebSocketFrame] = []
        var index = 0
        while index + 2 <= bytes.count {
            var length = Int(bytes[index + 1] & 0x7F)
            var start = index + 2
            if length == 126 {
                guard start + 2 <= bytes.count else { break }
                length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
                start += 2
            } else if length == 127 {
                guard start + 8 <= bytes.count else { break }
                length = bytes[start..<start + 8].reduce(0) { $0 << 8 | Int($1) }
                start += 8
            }
            guard start + length <= bytes.count, let opcode = WebSocketFrame.Opcode(rawValue: bytes[index] & 0x0F) else { break }
            frames.append(WebSocketFrame(opcode, Array(bytes[start..<start + length]), isFinal: bytes[index] & 0x80 != 0))
            index = start + length
        }
        return frames
    }
}
