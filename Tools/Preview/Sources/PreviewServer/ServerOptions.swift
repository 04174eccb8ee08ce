// The command line of `onchange-preview`.

import Foundation

/// What `onchange-preview` was asked to do.
public struct ServerOptions: Equatable, Sendable {
    /// The folder of the package whose previews are served.
    public var packagePath: String
    /// The address to listen on: loopback unless `--host` says otherwise.
    public var host: String
    /// The port; 0 asks the system for a free one.
    public var port: Int
    /// The preview to open when the page loads, by id or name, if given.
    public var preview: String?
    /// The executable product that links the previews, if the package has several.
    public var product: String?
    /// The package's build folder, if not its `.build`: `swift build --scratch-path`'s,
    /// a folder shared with other packages that build the same modules.
    public var scratchPath: String?

    /// The usage text.
    public static let usage = """
        USAGE: onchange-preview [--package PATH] [--port N] [--host ADDRESS] [--preview NAME] [--product NAME] [--scratch-path PATH]

        Builds a package's previews (#Preview and PreviewProvider) and shows them in a browser, on loopback.

          --package PATH       the package (default: the current directory)
          --port N             the port (default: a free one, printed at start)
          --host ADDRESS       the address to listen on (default: 127.0.0.1, loopback only);
                               any other address lets other machines reach the previews
          --preview NAME       the preview to open first, by name or id; an unknown name stops the server
          --product NAME       the executable product that links the views (default: the first one)
          --scratch-path PATH  the package's build folder (default: its .build); one shared with
                               other packages reuses their builds of the same modules
          --help               this text
        """

    /// The options `arguments` (without the program's name) give.
    ///
    /// - Throws: ``ServerOptionsError`` naming the argument that is wrong.
    public static func parse(_ arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath)
        throws(ServerOptionsError) -> ServerOptions {
        var options = ServerOptions(packagePath: currentDirectory, host: "127.0.0.1", port: 0)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() throws(ServerOptionsError) -> String {
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw ServerOptionsError("\(argument) needs a value.")
                }
                return value
            }
            switch argument {
            case "--package": options.packagePath = try value()
            case "--host": options.host = try value()
            case "--preview": options.preview = try value()
            case "--product": options.product = try value()
            case "--scratch-path": options.scratchPath = try value()
            case "--port":
                let text = try value()
                guard let port = Int(text), (0...65_535).contains(port) else {
                    throw ServerOptionsError("--port takes a number from 0 to 65535 (0: a free one); got \(text).")
                }
                options.port = port
            case "--help", "-h":
                throw ServerOptionsError(usage, isHelp: true)
            default:
                throw ServerOptionsError("Unknown argument \(argument).")
            }
        }
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).standardizedFileURL.path
        }
        options.packagePath = absolute(options.packagePath)
        options.scratchPath = options.scratchPath.map(absolute)
        return options
    }

    /// Whether the server listens on loopback only.
    public var isLoopback: Bool { ["127.0.0.1", "::1", "localhost"].contains(host) }
}

/// A command line that cannot be run, with why.
public struct ServerOptionsError: Error, Equatable, CustomStringConvertible {
    /// What is wrong (or the usage, for `--help`).
    public let description: String
    /// Whether it is the answer to `--help` (printed to standard output, exit 0).
    public let isHelp: Bool

    init(_ description: String, isHelp: Bool = false) {
        self.description = description
        self.isHelp = isHelp
    }
}

/// Writes `line` to standard output at once (not buffered: a test or a script reads it as
/// it comes), after the tool's name.
public func say(_ line: String) {
    FileHandle.standardOutput.write(Data("onchange-preview: \(line)\n".utf8))
}
