// The preview server as the tests start it: the built `onchange-preview`, its output
// collected, its address read from its first line.

import Foundation

/// A running `onchange-preview`.
final class ServerProcess: @unchecked Sendable {
    /// Tools/Preview.
    static let toolFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository.
    static let repository = toolFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// Where the screenshots and measurements go.
    static let artifacts = toolFolder.appendingPathComponent(".build/preview-browser")

    let process = Process()
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()
    private let ended = DispatchSemaphore(value: 0)

    /// Starts the server with `arguments`.
    init(_ arguments: [String]) throws {
        process.executableURL = ServerProcess.toolFolder.appendingPathComponent(".build/debug/onchange-preview")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for (pipe, isError) in [(output, false), (errors, true)] {
            Thread.detachNewThread { [self] in
                while true {
                    let data = pipe.fileHandleForReading.availableData
                    if data.isEmpty { break }
                    lock.withLock { isError ? errorData.append(data) : outputData.append(data) }
                }
            }
        }
    }

    /// What it printed to standard output so far.
    var output: String { lock.withLock { String(decoding: outputData, as: UTF8.self) } }
    /// What it printed to standard error so far.
    var errors: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }

    /// The page's address, once it printed it.
    func address(timeout: Duration = .seconds(60)) async throws -> String {
        var found: String?
        try await waitUntil("the server's address", timeout: timeout) {
            if let range = self.output.range(of: #"http://[^ \n]*/"#, options: .regularExpression) {
                found = String(self.output[range])
            }
            return found != nil || !self.process.isRunning
        }
        guard let found else { throw BrowserTestError("the server ended: \(errors)") }
        return found
    }

    /// Waits for it to end by itself; returns its status.
    func waitForExit(timeout: Duration = .seconds(600)) async throws -> Int32 {
        try await waitUntil("the server to end", timeout: timeout) { !self.process.isRunning }
        return process.terminationStatus
    }

    /// Its status once it ended by itself, or `nil` if it is still running after `timeout`.
    func exitStatus(timeout: Duration) async -> Int32? {
        (try? await waitForExit(timeout: timeout))
    }

    /// Stops it as ^C does and waits for it to end.
    func stop() async {
        guard process.isRunning else { return }
        process.interrupt()
        try? await waitUntil("the server to stop", timeout: .seconds(60)) { !self.process.isRunning }
        if process.isRunning { process.terminate() }
    }

    /// The processes running from `path` (an agent), by their command lines in /proc.
    static func processes(runningFrom path: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data.split(separator: 0).first ?? [], as: UTF8.self) == path
        }
    }
}

/// Sends `request` (raw HTTP/1.1 text) to 127.0.0.1:`port` and returns the reply's text,
/// so that tests can send what a browser would not (another Host, a path with `..`).
func rawHTTP(port: Int, _ request: String) async throws -> String {
    try await HTTPExchange.raw(port: port, Data(request.utf8)).text
}
