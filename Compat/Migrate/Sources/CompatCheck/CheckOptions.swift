import Foundation
import ProcessRunner

/// How the check compiles an app.
public struct CheckOptions: Sendable {
    /// The language mode the files are checked in (`5`, as most Xcode projects).
    public var swiftVersion = "5"
    /// Seconds for a whole module in one compiler process; past that its files are checked in parts.
    public var timeout = 120.0
    /// Seconds for one file's function bodies, past which it counts as timed out.
    public var fileTimeout = 60.0
    /// Modules type-checked at once.
    public var jobs = 1
    /// The type checker gives up on an expression after this many solver scopes; 0, the
    /// default, keeps the compiler's own bound (1 048 576 scopes in Swift 6.3), which Xcode
    /// builds with, so a file that "gives up" here gives up in Xcode too. A lower bound
    /// (`COMPAT_CHECK_SOLVER_SCOPES`) makes a run faster where calls match no overload, at
    /// the price of giving up on expressions Xcode type-checks.
    public var solverScopes = CheckOptions.solverScopes(in: ProcessInfo.processInfo.environment)
    /// A folder of the apps' package dependencies, checked out side by side
    /// (``DependencyPackages``); `nil`: an import of a package is a module missing here.
    public var packages: String?

    /// The solver bound an environment asks for: `COMPAT_CHECK_SOLVER_SCOPES`, else 0 (the
    /// compiler's own).
    public static func solverScopes(in environment: [String: String]) -> Int {
        environment["COMPAT_CHECK_SOLVER_SCOPES"].flatMap { Int($0) } ?? 0
    }

    /// The defaults: Swift 5 mode, 120 s a module, 60 s a file, one job.
    public init() {}

    /// Modules the check imports into every file, as Apple's SDK makes their names visible
    /// without an import: iOS 17's `onChange(of:initial:_:)` (OnChangeCompat, which the
    /// Macros package's `SwiftUI` module also re-exports, so with `--macros` an app's
    /// package that depends on that product sees the same; with `ViewEngine` standing for
    /// SwiftUI, only this import gives it); Combine,
    /// because Apple's Foundation declares `ObservableObject` and `Published`; Observation,
    /// because model files that import Foundation alone use `@Observable`; and
    /// FoundationNetworking, where Linux keeps `URLSession`; and FoundationOnLinux, the names
    /// of Apple's Foundation that corelibs lacks (declared by the engine); and VirtualTime,
    /// whose `Task.sleep` sleeps on the host's virtual clock in the tasks the engine starts,
    /// also where a model or an API client's file imports Foundation alone (a launched
    /// app's loading sleeps on the clock its UI tests advance, not in real time). A name
    /// more than Apple's Foundation gives cannot make a file that builds with Xcode fail
    /// here.
    public static let implicitImports = ["OnChangeCompat", "Combine", "Observation", "FoundationNetworking", "FoundationOnLinux",
                                         "VirtualTime"]
}

/// The compiler's command lines for the check.
public enum CompilerFlags {
    /// The driver's flags for type-checking a module against `engine` (files and module name
    /// aside).
    public static func driver(_ engine: Engine, _ options: CheckOptions) -> [String] {
        // -wmo: one compiler process per module (per-file processes would each load the engine
        // again), which also reports every file's errors instead of stopping at the first file.
        var flags = ["-typecheck", "-wmo", "-swift-version", options.swiftVersion, "-D", "DEBUG",
                     "-I", engine.modulesDir, "-diagnostic-style", "llvm", "-suppress-warnings"]
        if engine.alias != "SwiftUI" { flags += ["-module-alias", "SwiftUI=\(engine.alias)"] }
        if let plugin = engine.plugin { flags += ["-load-plugin-executable", "\(plugin)#\(Engine.macrosPlugin)"] }
        for folder in engine.clangModuleFolders { flags += ["-I", folder] }
        if options.packages != nil { flags += ["-I", DependencyPackages.moduleFolder(engine)] }
        for module in CheckOptions.implicitImports { flags += ["-Xfrontend", "-import-module", "-Xfrontend", module] }
        if options.solverScopes > 0 {
            // Past this many solver scopes the type checker gives up on an expression ("too
            // complex"): a call that matches no overload can otherwise take a minute to diagnose.
            flags += ["-Xfrontend", "-solver-scope-threshold=\(options.solverScopes)"]
        }
        return flags
    }

    /// The compiler's own command line for type-checking one module (what `swiftc -###`
    /// prints for it), without inputs and module name, timing each function body:
    /// `[swift-frontend, -frontend, -typecheck, flags...]`.
    public static func frontend(_ engine: Engine, _ options: CheckOptions) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "compat-check-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "probe.swift").path
        _ = FileManager.default.createFile(atPath: source, contents: Data())
        let printed = ChildProcess.run(["swiftc", "-###"] + driver(engine, options).filter { $0 != "-wmo" }
                                     + ["-module-name", "ProbeModule", "-parse-as-library", source])
        guard let first = printed.output.split(separator: "\n").first(where: { $0.contains("-frontend") }) else {
            throw CheckError("swiftc -### printed no compiler job:\n\(printed.output)")
        }
        let words = ShellWords.split(String(first))
        var flags: [String] = []
        var skipNext = false
        for (index, word) in words.enumerated() {
            if skipNext { skipNext = false; continue }
            if index < 3 || word == source || word == "-primary-file" || word == "-parse-as-library" { continue }
            if word == "-module-name" { skipNext = true; continue }
            flags.append(word)
        }
        return [words[0], "-frontend", "-typecheck", "-debug-time-function-bodies"] + flags
    }
}

/// Splits a command line as a POSIX shell would (quotes and backslashes; no expansion).
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped { current.append(character); escaped = false; continue }
            if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { current.append(character) }
                continue
            }
            switch character {
            case "\\": escaped = true; inWord = true
            case "'", "\"": quote = character; inWord = true
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            default: current.append(character); inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
