// What the server answers, request by request: the Host check first (DNS rebinding), then
// the page's three files by their exact paths (`/`, `/app.js`, `/style.css`; nothing
// else, so no path in a request reaches the file system), and the page's WebSocket `/ws`
// (a WebSocket handshake from this server's own page: the Origin check). Everything else
// is answered with a status and a sentence that says what the server serves.

import PageServer

/// The server's answers.
struct PageRoutes: Sendable {
    let assets: PageAssets
    let check: HostCheck
    let session: PreviewSession

    /// The path of the page's WebSocket.
    static let webSocketPath = "/ws"

    /// The answer to `request`.
    func reply(to request: HTTPRequest) -> HTTPServer.Reply {
        let host = request.headers["Host"]
        guard check.accepts(host: host) else {
            return .response(.text(.forbidden, check.refusal(host: host)))
        }
        let path = request.path
        if path == Self.webSocketPath { return webSocket(request) }
        guard let file = assets.files[path] else {
            let paths = assets.files.keys.sorted().joined(separator: ", ")
            return .response(.text(.notFound, "Not found: this server serves the preview page's files (\(paths)) and its WebSocket (\(Self.webSocketPath)) only."))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .response(.text(.methodNotAllowed, "\(path) is read with GET (or HEAD); this request was \(request.method).", headers: ["Allow": "GET, HEAD"]))
        }
        return .response(HTTPResponse(status: .ok, headers: ["Content-Type": file.type, "Cache-Control": "no-store"], body: Array(file.content.utf8)))
    }

    /// The WebSocket: the handshake checked, then its Origin.
    private func webSocket(_ request: HTTPRequest) -> HTTPServer.Reply {
        guard WebSocketHandshake.isUpgrade(request) else {
            return .response(WebSocketHandshake.refusal(HTTPError(.upgradeRequired, "\(Self.webSocketPath) is the page's WebSocket: it is opened with a WebSocket handshake (Upgrade: websocket).")))
        }
        let accept: HTTPResponse
        do {
            accept = try WebSocketHandshake.accept(request)
        } catch {
            return .response(WebSocketHandshake.refusal(error))
        }
        let origin = request.headers["Origin"]
        guard check.accepts(origin: origin) else {
            return .response(.text(.forbidden, "This WebSocket was opened by a page of another site (Origin \(origin ?? "")); only this server's own page may open it."))
        }
        let session = session
        return .webSocket(accept) { socket in await Self.serve(socket, session: session) }
    }

    /// One page's WebSocket: the session's events out, the page's messages in, until
    /// either side ends (the page goes, or the server stops).
    static func serve(_ socket: WebSocket, session: PreviewSession) async {
        let (id, events) = await session.connect()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in events {
                    guard (try? await socket.send(text: event)) != nil else { return }
                }
                // The session ended its events (not this task cancelled: the page went): the
                // server is stopping.
                if !Task.isCancelled { await socket.close(WebSocketError.goingAway, reason: "The preview server is stopping.") }
            }
            group.addTask {
                do {
                    for try await message in socket.messages() {
                        switch message {
                        case .text(let text): session.receive(text, from: id)
                        case .binary: await session.refuse(id, "Messages are JSON text, not binary.")
                        }
                    }
                } catch {
                    // The close frame the socket sent says why; the page reconnects.
                }
            }
            await group.next()
            group.cancelAll()
        }
        await session.disconnect(id)
    }
}
