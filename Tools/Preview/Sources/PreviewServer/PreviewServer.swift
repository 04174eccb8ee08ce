// The server: the page's three files, its WebSocket, the Host and Origin checks, and
// the session that builds and drives the previews, on the address the command line
// gives (loopback by default).

import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import PreviewProtocol
import ServiceLifecycle

/// Serves one package's previews.
public enum PreviewServer {
    /// Runs the server until it is stopped (^C) or cannot go on.
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
        guard let swift = ProcessRunner.find("swift") else {
            throw PreviewError("`swift` is not on the PATH: the previews are built with it.")
        }
        let assets = try PageAssets()
        let scratch = options.scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let builder = PreviewBuilder(package: package, product: options.product, swift: swift, scratch: scratch)
        let session = PreviewSession(options: options, builder: builder)
        let check = HostCheckBox()
        let router = makeRouter(assets: assets, session: session, check: check)
        var logger = Logger(label: "onchange-preview")
        logger.logLevel = .critical   // the server says what matters itself
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 20))),
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: "onchange-preview"),
            services: [session],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                check.set(HostCheck(host: options.host, port: port))
                let name = options.host.contains(":") ? "[\(options.host)]" : options.host
                announce("http://\(name):\(port)/")
                session.serverStarted.fire()
            },
            logger: logger)
        do {
            try await app.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PreviewError("Port \(options.port) on \(options.host) is in use: choose another with --port, or leave --port out for a free one.")
        } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL || error.errnoCode == EACCES {
            throw PreviewError("Cannot listen on \(options.host) port \(options.port): \(error.description)")
        }
    }

    /// The routes: `/`, `/app.js`, `/style.css` and the WebSocket `/ws`, behind the Host
    /// check; nothing else.
    static func makeRouter(assets: PageAssets, session: PreviewSession, check: HostCheckBox) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: HostCheckMiddleware(check: check))
        for (path, file) in assets.files {
            router.get(RouterPath(path)) { _, _ in
                var headers = HTTPFields()
                headers[.contentType] = file.type
                headers[.cacheControl] = "no-store"
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: file.content)))
            }
        }
        router.ws("/ws", shouldUpgrade: { request, _ in
            check.current?.accepts(origin: request.headers[.origin]) == true ? .upgrade([:]) : .dontUpgrade
        }) { inbound, outbound, _ in
            let (id, events) = await session.connect()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await event in events { try await outbound.writeTextMessage(event) }
                }
                group.addTask {
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        switch message {
                        case .text(let text): session.receive(text, from: id)
                        case .binary: await session.refuse(id, "Messages are JSON text, not binary.")
                        }
                    }
                }
                try await group.next()
                group.cancelAll()
            }
            await session.disconnect(id)
        }
        return router
    }
}

/// The Host check, set once the port is known.
///
/// Invariant (`@unchecked Sendable`): `check` is read and written only under `lock`.
final class HostCheckBox: @unchecked Sendable {
    private let lock = NSLock()
    private var check: HostCheck?
    func set(_ check: HostCheck) { lock.withLock { self.check = check } }
    var current: HostCheck? { lock.withLock { check } }
}

/// Refuses a request whose `Host` is not this server's (403, saying why).
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let check: HostCheckBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let check = check.current else {
            return Response(status: .serviceUnavailable, body: .init(byteBuffer: ByteBuffer(string: "The server is starting.\n")))
        }
        let host = request.head.authority
        guard check.accepts(host: host) else {
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .forbidden, headers: headers, body: .init(byteBuffer: ByteBuffer(string: check.refusal(host: host))))
        }
        return try await next(request, context)
    }
}
