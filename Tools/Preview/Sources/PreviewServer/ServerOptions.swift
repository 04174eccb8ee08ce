// What the server was asked to do, once the command line (PreviewCommand) is read.

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
    /// The served package's build folder, if not its `.build`.
    public var scratchPath: String?
    /// What `swift build` is given beside the product and the build folder (`-Xbuild`).
    public var buildFlags: [String]
    /// A folder laid out as the app's bundle (`--resources`): its entries are placed beside
    /// the preview agent, where the previews' `Bundle.main` finds them, if given.
    public var resourcesPath: String?

    /// Options with these values.
    public init(packagePath: String, host: String = "127.0.0.1", port: Int = 0, preview: String? = nil, product: String? = nil,
                scratchPath: String? = nil, buildFlags: [String] = [], resourcesPath: String? = nil) {
        self.packagePath = packagePath
        self.host = host
        self.port = port
        self.preview = preview
        self.product = product
        self.scratchPath = scratchPath
        self.buildFlags = buildFlags
        self.resourcesPath = resourcesPath
    }

    /// Whether the server listens on loopback only.
    public var isLoopback: Bool { ["127.0.0.1", "::1", "localhost"].contains(host) }
}

/// Writes `line` to standard output at once (not buffered: a test or a script reads it as
/// it comes), after the tool's name.
public func say(_ line: String) {
    FileHandle.standardOutput.write(Data("onchange-preview: \(line)\n".utf8))
}
