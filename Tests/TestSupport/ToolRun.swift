import Foundation

/// A tool the tests start (the compiler, `swift-symbolgraph-extract`) and wait for: its
/// exit status and what it wrote to standard output and standard error, together. The
/// tools beside the library start their children through `ProcessRunner`
/// (`Tools/ProcessRunner`); the library's tests cannot depend on a package, so they start
/// theirs here, in this one place.
///
/// ```swift
/// let run = try ToolRun(["swiftc", "--version"])
/// run.status   // 0
/// run.output   // "Swift version 6.…"
/// ```
public struct ToolRun: Sendable {
    /// The tool's exit status.
    public var status: Int32
    /// Its standard output and standard error, interleaved as written.
    public var output: String

    /// Starts `arguments[0]` (found on the `PATH`) with the rest as its arguments, and
    /// waits for it to end.
    public init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read to the end before waiting, so that a full pipe never blocks the tool.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: data, as: UTF8.self)
    }
}
