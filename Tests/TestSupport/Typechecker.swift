import Foundation

/// Type-checks Swift source against the modules this test run was built with, as a user's
/// file would be: `swiftc -typecheck` with the build's module directory on the import
/// path. The compiler's errors come back one per line, without the path, as
/// `line:column: message`; with `measuringScopes`, also how many constraint-solver scopes
/// the type checker opened (the compiler's own count, `Sema.NumConstraintScopes`, the unit
/// of its give-up bound `-solver-scope-threshold`), which is the same on every run.
///
/// ```swift
/// let result = try Typechecker().typecheck("import ViewEngine\nlet x: Int = \"\"")
/// result.errors   // ["2:14: cannot convert value of type 'String' to specified type 'Int'"]
/// result.warnings // []
/// ```
public struct Typechecker: Sendable {
    /// What the compiler said.
    public struct Result: Sendable {
        /// The compiler's exit status: 0 when the source type-checks.
        public var status: Int32
        /// The errors, as `line:column: message` (without the diagnostic group).
        public var errors: [String]
        /// The warnings, as `line:column: message` (without the diagnostic group).
        public var warnings: [String]
        /// Everything the compiler printed.
        public var output: String
        /// With `measuringScopes`: the constraint-solver scopes of the whole file.
        public var scopes: Int?
    }

    /// Flags added to `swiftc -typecheck -swift-version N -diagnostic-style llvm -I MODULES`.
    public var flags: [String]
    /// The language mode (`6`; most apps' files are in `5`).
    public var swiftVersion: String
    /// Whether to read the solver's scope count from the compiler's statistics.
    public var measuringScopes: Bool

    /// A type checker passing `flags` to the compiler, in language mode `swiftVersion`.
    public init(flags: [String] = [], swiftVersion: String = "6", measuringScopes: Bool = false) {
        self.flags = flags
        self.swiftVersion = swiftVersion
        self.measuringScopes = measuringScopes
    }

    /// The directory of the `.swiftmodule`s built for this test run: `Modules` next to
    /// the test executable (`.build/<triple>/debug/Modules`).
    public var modulesDirectory: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("Modules")
    }

    /// Type-checks `source` as the one file of a module.
    public func typecheck(_ source: String) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let statistics = directory.appendingPathComponent("stats")
        var arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion, "-diagnostic-style", "llvm",
                         "-I", modulesDirectory.path] + flags
        if measuringScopes {
            try FileManager.default.createDirectory(at: statistics, withIntermediateDirectories: true)
            arguments += ["-stats-output-dir", statistics.path]
        }

        let run = try ToolRun(arguments + [file.path])
        let output = run.output
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
        return Result(status: run.status, errors: diagnostics("error"),
                      warnings: diagnostics("warning"), output: output,
                      scopes: measuringScopes ? try Self.scopes(in: statistics) : nil)
    }

    /// The solver scopes the compiler's statistics (`-stats-output-dir`) count: the sum of
    /// `Sema.NumConstraintScopes` over its JSON files (one per compiler job).
    static func scopes(in statistics: URL) throws -> Int {
        var total = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: statistics.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: statistics.appendingPathComponent(name))
            let counters = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            total += (counters["Sema.NumConstraintScopes"] as? Int) ?? 0
        }
        return total
    }
}
