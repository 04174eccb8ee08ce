// The preview server as the tests start it: the built `onchange-preview`, its output
// collected, its address read from its first line.

import Foundation
import ProcessRunner

/// A running `onchange-preview`.
final class ServerProcess: @unchecked Sendable {
    /// Tools/Preview.
    static let toolFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository.
    static let repository = toolFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// Where the screenshots and measurements go.
    static let artifacts = toolFolder.appendingPathComponent(".build/preview-browser")
    /// The built `onchange-preview`: beside the tests' own binary, in whichever build folder
    /// they were built (`.build/debug`, or CI's shared `.build-deps/debug`).
    static let executable: URL = {
        let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let beside = tests.deletingLastPathComponent().appendingPathComponent("onchange-preview")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : toolFolder.appendingPathComponent(".build/debug/onchange-preview")
    }()

    let child: ChildProcess
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()
    /// How many of its two streams have ended (read to their end).
    private var endedStreams = 0

    /// The flags the packages the servers build were built with, as `-Xbuild` arguments:
    /// `PREVIEW_TESTS_BUILD_FLAGS`, split at spaces (CI builds the lab and the example with
    /// its own flags first, and a server that built them with others would compile them again).
    static let buildFlagArguments: [String] = (ProcessInfo.processInfo.environment["PREVIEW_TESTS_BUILD_FLAGS"] ?? "")
        .split(separator: " ").flatMap { ["-Xbuild", String($0)] }

    /// Starts the server with `arguments`, and the build flags the tests were given.
    init(_ arguments: [String]) throws {
        child = try ChildProcess.start([ServerProcess.executable.path] + arguments + ServerProcess.buildFlagArguments,
                                       input: .null, output: .pipe, errors: .pipe)
        for (handle, isError) in [(child.output!, false), (child.errors!, true)] {
            Thread.detachNewThread { [self] in
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    lock.withLock { isError ? errorData.append(data) : outputData.append(data) }
                }
                lock.withLock { endedStreams += 1 }
            }
        }
    }

    /// Its process id.
    var pid: Int32 { child.pid }
    /// Whether it still runs.
    var isRunning: Bool { child.isRunning }

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
            return found != nil || !self.child.isRunning
        }
        guard let found else { throw BrowserTestError("the server ended: \(errors)") }
        return found
    }

    /// Waits for it to end by itself, and for what it wrote to be read; returns its status.
    func waitForExit(timeout: Duration = .seconds(600)) async throws -> Int32 {
        try await waitUntil("the server to end", timeout: timeout) {
            !self.child.isRunning && self.lock.withLock { self.endedStreams == 2 }
        }
        return child.termination?.status ?? -1
    }

    /// Its status once it ended by itself, or `nil` if it is still running after `timeout`.
    func exitStatus(timeout: Duration) async -> Int32? {
        (try? await waitForExit(timeout: timeout))
    }

    /// Stops it as ^C does and waits for it to end.
    func stop() async {
        guard child.isRunning else { return }
        child.signal(SIGINT)
        try? await waitUntil("the server to stop", timeout: .seconds(60)) { !self.child.isRunning }
        child.signal(SIGKILL)
        _ = await child.ended()
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
