import Foundation

/// Type-checks a Swift snippet against the modules this test run was built with, as a
/// user's file would be: `swiftc -typecheck` with the build's module directory on the
/// import path. The compiler's errors come back one per line, without the path, as
/// `line:column: message`.
///
/// ```swift
/// let result = try Typechecker().typecheck("import ViewEngine\nlet x: Int = \"\"")
/// result.errors   // ["2:14: cannot convert value of type 'String' to specified type 'Int'"]
/// result.warnings // []
/// ```
struct Typechecker {
    /// What the compiler said.
    struct Result {
        /// The compiler's exit status: 0 when the snippet type-checks.
        var status: Int32
        /// The errors, as `line:column: message` (without the diagnostic group).
        var errors: [String]
        /// The warnings, as `line:column: message` (without the diagnostic group).
        var warnings: [String]
        /// Everything the compiler printed.
        var output: String
    }

    /// The directory of the `.swiftmodule`s built for this test run: `Modules` next to
    /// the test executable (`.build/<triple>/debug/Modules`).
    var modulesDirectory: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    func typecheck(_ source: String) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm",
                             "-I", modulesDirectory.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let output = String(decoding: data, as: UTF8.self)
        let prefix = file.path + ":"
        func diagnostics(_ severity: String) -> [String] {
            output.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix(prefix), line.contains(": \(severity): ") else { return nil }
                var text = String(line.dropFirst(prefix.count)).replacingOccurrences(of: " \(severity): ", with: " ")
                // The diagnostic group the compiler appends, as " [#DeprecatedDeclaration]".
                if text.hasSuffix("]"), let group = text.range(of: " [#", options: .backwards) {
                    text.removeSubrange(group.lowerBound...)
                }
                return text
            }
        }
        return Result(status: process.terminationStatus, errors: diagnostics("error"),
                      warnings: diagnostics("warning"), output: output)
    }
}
