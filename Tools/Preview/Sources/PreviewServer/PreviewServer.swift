// The server: the page's three files, its WebSocket, the Host and Origin checks
// (PageRoutes), and the session that builds and drives the previews, on the address the
// command line gives (loopback by default), until ^C or SIGTERM.

import Foundation
import PageServer
import PreviewProtocol
import ProcessRunner

/// Serves one package's previews.
public enum PreviewServer {
    /// Runs the server until it is stopped (^C, SIGTERM) or cannot go on.
    ///
    /// - Parameter announce: called with the page's address once the server listens.
    /// - Throws: ``PreviewError`` saying what went wrong: a package that is not there,
    ///   a port in use, a package without previews, an unknown `--preview`.
    public static func run(_ options: ServerOptions, announce: @escaping @Sendable (String) -> Void) async throws {
        let package = URL(fileURLWithPath: options.packagePath).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: package.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PreviewError("No package at \(package.path): the folder does not exist.")
        }
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw PreviewError("No package at \(package.path): it has no Package.swift.")
        }
        guard let swift = ChildProcess.find("swift") else {
            throw PreviewError("`swift` is not on the PATH: the previews are built with it.")
        }
        let assets = try PageAssets()
        // A write to a page or an agent that has gone is an error to handle, not the end
        // of the server.
        signal(SIGPIPE, SIG_IGN)
        let listener = try listen(options)
        defer { listener.close() }
        let builder = PreviewBuilder(options: options, swift: URL(fileURLWithPath: swift))
        let session = PreviewSession(options: options, builder: builder)
        let routes = PageRoutes(assets: assets, check: HostCheck(host: options.host, port: listener.port), session: session)
        let server = HTTPServer { request in routes.reply(to: request) }
        let name = options.host.contains(":") ? "[\(options.host)]" : options.host
        announce("http://\(name):\(listener.port)/")
        // The first to end ends the others: a signal (a clean stop), or the session (the
        // package cannot be previewed, or --preview names none: its error ends the run).
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await session.run() }
            group.addTask { await server.serve(listener) }
            group.addTask { _ = await ShutdownSignal.next() }
            try await group.next()
            group.cancelAll()
            try await group.waitForAll()
        }
    }

    /// The listening socket for `options`' host and port.
    ///
    /// - Throws: ``PreviewError``: the port is in use, or the address cannot be had.
    static func listen(_ options: ServerOptions) throws -> ListeningSocket {
        do {
            return try ListeningSocket(host: options.host, port: options.port)
        } catch where error.code == EADDRINUSE {
            throw PreviewError("Port \(options.port) on \(options.host) is in use: choose another with --port, or leave --port out for a free one.")
        } catch {
            throw PreviewError("Cannot listen on \(options.host) port \(options.port): \(error.description)")
        }
    }
}
