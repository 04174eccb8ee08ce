// The agent's input and output: request lines from standard input, replies to the
// descriptor that was standard output, and what the previews print captured in a file.

import Foundation

/// Where replies go, and what the previews printed.
final class AgentOutput: Sendable {
    /// The descriptor replies are written to (standard output as it was at start).
    private let replies: Int32
    /// What the previews print.
    let console: ConsoleCapture

    private init(replies: Int32, console: ConsoleCapture) {
        self.replies = replies
        self.console = console
    }

    /// Keeps standard output for replies and points descriptor 1 (what `print` writes to)
    /// at a capture file instead.
    static func takeOverStandardOutput() -> AgentOutput {
        fflush(nil)
        let replies = dup(1)
        let console = ConsoleCapture()
        dup2(console.descriptor, 1)
        return AgentOutput(replies: replies, console: console)
    }

    /// Writes `reply` as one line.
    func send(_ reply: AgentReply) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var data = (try? encoder.encode(reply)) ?? Data(#"{"id":\#(reply.id),"error":"the reply could not be encoded"}"#.utf8)
        data.append(0x0A)
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(replies, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { if errno == EINTR { continue }; exit(0) }   // the server is gone
                offset += written
            }
        }
    }
}

/// A file that descriptor 1 writes to, read from where the last read stopped.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`; the agent reads the
/// capture from one task at a time.
final class ConsoleCapture: @unchecked Sendable {
    /// The file's descriptor, for writing.
    let descriptor: Int32
    private let reader: FileHandle
    /// At most this much of one request's output is kept, the rest counted.
    private let limit = 64 * 1024

    init() {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("onchange-preview-console-\(getpid())").path
        descriptor = open(path, O_CREAT | O_TRUNC | O_WRONLY | O_APPEND, 0o600)
        reader = FileHandle(forReadingAtPath: path) ?? FileHandle.nullDevice
        unlink(path)   // gone when the agent ends, whatever ends it
    }

    /// What was printed since the last call.
    func take() -> String {
        fflush(nil)
        let data = reader.readDataToEndOfFile()
        guard data.count > limit else { return String(decoding: data, as: UTF8.self) }
        return String(decoding: data.prefix(limit), as: UTF8.self) + "\n… (\(data.count - limit) more bytes)"
    }
}

/// The request lines on standard input.
enum AgentInput {
    /// Each line of standard input, read on a thread of its own, until it ends. It reads
    /// the descriptor, not C's `stdin`: a thread blocked in `readLine` holds `stdin`'s
    /// lock, which `fflush(NULL)` (the console's capture) would then wait for forever.
    static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = Data()
                while true {
                    let data = FileHandle.standardInput.availableData
                    if data.isEmpty { break }
                    buffer.append(data)
                    while let newline = buffer.firstIndex(of: 0x0A) {
                        continuation.yield(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                        buffer.removeSubrange(buffer.startIndex...newline)
                    }
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
