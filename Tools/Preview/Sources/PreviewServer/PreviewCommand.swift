// The command line of `onchange-preview`, read by swift-argument-parser.

import ArgumentParser
import Foundation
import ProcessRunner

/// `onchange-preview`: its options, their help, and what it runs.
public struct PreviewCommand: AsyncParsableCommand {
    /// The command's name and abstract.
    public static let configuration = CommandConfiguration(
        commandName: "onchange-preview",
        abstract: "Builds a package's previews (#Preview and PreviewProvider) and shows them in a browser, on loopback.")

    /// The package.
    @Option(name: .customLong("package"), help: ArgumentHelp("The package.", valueName: "path"))
    public var packagePath: String = "."

    /// The port.
    @Option(help: ArgumentHelp("The port (0: a free one, printed at start).", valueName: "n"))
    public var port: Int = 0

    /// The address to listen on.
    @Option(help: ArgumentHelp(
        "The address to listen on; any other than loopback lets other machines reach the previews.", valueName: "address"))
    public var host: String = "127.0.0.1"

    /// The preview to open first.
    @Option(help: ArgumentHelp("The preview to open first, by name or id; an unknown name stops the server.", valueName: "name"))
    public var preview: String?

    /// The executable product that links the views.
    @Option(help: ArgumentHelp("The executable product that links the views (default: the first one).", valueName: "name"))
    public var product: String?

    /// The served package's build folder.
    @Option(help: ArgumentHelp(
        "The package's build folder (default: its .build); one shared with other packages reuses their builds of the same modules.",
        valueName: "path"))
    public var scratchPath: String?

    /// Arguments for `swift build`, one per `-Xbuild`.
    @Option(name: .customLong("Xbuild", withSingleDash: true), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Passes <flag> to `swift build` when it builds the package (repeat it for each flag); a build folder shared with other builds is reused only when its flags are theirs.",
        valueName: "flag"))
    public var buildFlags: [String] = []

    /// A folder laid out as the app's bundle, whose entries the previews find in `Bundle.main`.
    @Option(help: ArgumentHelp(
        "A folder laid out as the app's bundle (its resource files at the top, asset catalogs in NAME.resources/): its entries are placed beside the preview agent, where Bundle.main finds them, as a preview on a Mac finds the app's resources.",
        valueName: "folder"))
    public var resources: String?

    /// Where to draw every preview instead of serving them.
    @Option(help: ArgumentHelp(
        "Draws every preview (or the one --preview names) to an SVG file in this folder, prints a line for each (file, preview, kind, outcome, detail) and ends, instead of serving them.",
        valueName: "folder"))
    public var renderTo: String?

    /// The command with its defaults.
    public init() {}

    /// Refuses a port out of range, in the words of the option's help.
    public func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port takes a number from 0 to 65535 (0: a free one); got \(port).")
        }
    }

    /// The options, with relative paths resolved against `currentDirectory`.
    public func options(currentDirectory: String = FileManager.default.currentDirectoryPath) -> ServerOptions {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).standardizedFileURL.path
        }
        return ServerOptions(packagePath: absolute(packagePath), host: host, port: port, preview: preview, product: product,
                             scratchPath: scratchPath.map(absolute), buildFlags: buildFlags, resourcesPath: resources.map(absolute))
    }

    /// Serves the previews until ^C; a package that cannot be served ends it with status 1
    /// and a sentence on standard error.
    public func run() async throws {
        let options = options()
        if let renderTo { return try await render(options, to: renderTo) }
        do {
            try await PreviewServer.run(options) { address in
                say("the previews of \(options.packagePath) are at \(address)")
                if !options.isLoopback {
                    say("warning: listening on \(options.host), not loopback: other machines can reach the previews.")
                }
            }
        } catch {
            FileHandle.standardError.write(Data("onchange-preview: error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Draws every preview to `folder`: a tab-separated line per preview on standard output;
    /// exit status 0 when every one was drawn, 1 when one trapped or failed, or the package
    /// does not build.
    private func render(_ options: ServerOptions, to folder: String) async throws {
        do {
            guard let swift = ChildProcess.find("swift") else { throw PreviewError("`swift` is not on the PATH: the previews are built with it.") }
            let target = folder.hasPrefix("/") ? URL(fileURLWithPath: folder)
                : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(folder).standardizedFileURL
            let outcomes = try await PreviewRenderer.run(options, swift: URL(fileURLWithPath: swift), to: target) { outcome in
                FileHandle.standardOutput.write(Data((outcome.tableRow + "\n").utf8))
            }
            if outcomes.contains(where: { $0.outcome != "rendered" }) { throw ExitCode.failure }
        } catch let error as PreviewError {
            FileHandle.standardError.write(Data("onchange-preview: error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
