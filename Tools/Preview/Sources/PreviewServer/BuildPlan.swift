// SwiftPM's build plan of a package (`debug.yaml` in its build folder, `.build` or the
// `--scratch-path`, written by `swift build`): the command that linked a product and the
// commands that compiled its modules. The agent is compiled with the same search paths
// and linked with the same objects as the product, with its own `main` in place of the
// product's (SwiftPM names an executable's entry point `<module>_main` so that other
// programs can link its objects, as its tests do).

import Foundation

/// The commands of a package's debug build.
struct BuildPlan: Sendable {
    /// The arguments of each command, by the command's name (`C.Groceries-…-debug.exe`).
    let commands: [String: [String]]

    /// The plan in `file`.
    ///
    /// - Throws: ``PreviewError`` if the file is missing or holds no commands.
    init(contentsOf file: URL) throws {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw PreviewError("\(file.path) is missing: `swift build` writes it; the build did not finish.")
        }
        var commands: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("  \""), line.hasSuffix("\":") {
                current = String(line.dropFirst(3).dropLast(2))
            } else if let name = current, line.hasPrefix("    args: [") {
                let json = line.drop { $0 != "[" }
                commands[name] = (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
            }
        }
        guard !commands.isEmpty else { throw PreviewError("\(file.path) holds no build commands.") }
        self.commands = commands
    }

    /// The command that linked the executable `product`.
    func linkCommand(of product: String) -> [String]? {
        commands.first { name, arguments in
            name.hasSuffix(".exe") && arguments.contains("-emit-executable")
                && arguments.firstIndex(of: "-o").map { arguments.indices.contains($0 + 1) && arguments[$0 + 1].hasSuffix("/" + product) } == true
        }?.value
    }

    /// The command that compiled the Swift module `module`.
    func compileCommand(of module: String) -> [String]? {
        commands.first { name, arguments in
            name.hasSuffix(".module") && arguments.firstIndex(of: "-module-name").map { arguments.indices.contains($0 + 1) && arguments[$0 + 1] == module } == true
        }?.value
    }

    /// The value after `flag` in `arguments`.
    static func value(of flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), arguments.indices.contains(index + 1) else { return nil }
        return arguments[index + 1]
    }

    /// The search paths of a module's compile command: `-I` and `-Xcc` pairs (C module maps
    /// and headers its imports need), `-module-cache-path` and `-target`.
    static func searchArguments(of arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if ["-I", "-Xcc", "-module-cache-path", "-target"].contains(argument), index + 1 < arguments.endIndex {
                kept += [argument, arguments[index + 1]]
                index += 2
            } else {
                index += 1
            }
        }
        return kept
    }

    /// A product's link command, for another program linked with the same objects: its
    /// output, module name, debug info and entry-point alias left out, the `$ORIGIN` run
    /// path made absolute (`binPath`).
    static func linkArguments(of arguments: [String], binPath: String) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex + 1   // after swiftc itself
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "-o" || argument == "-module-name" {
                index += 2
            } else if argument == "-Xlinker", index + 3 < arguments.endIndex, arguments[index + 1] == "--defsym",
                      arguments[index + 3].hasPrefix("main=") {
                index += 4
            } else if argument == "-g" {
                index += 1
            } else {
                kept.append(argument.replacingOccurrences(of: "$ORIGIN", with: binPath))
                index += 1
            }
        }
        return kept
    }
}
