// The server: connections accepted from a ``ListeningSocket``, each served by a task of
// its own: requests read with the parser's limits and a time limit, answered by the
// handler the caller gives (a response, or a WebSocket after the handshake), kept open
// between requests unless the client or an error closes it. A request the parser refuses
// is answered with its 4xx or 5xx and a sentence, and the connection closed. At most
// `maximumConnections` are served at once; one more is answered 503.

/// An HTTP/1.1 server with WebSocket upgrades.
package struct HTTPServer: Sendable {
    /// What the handler answers a request with.
    package enum Reply: Sendable {
        /// A response (the connection stays open if the request allows it).
        case response(HTTPResponse)
        /// `101 Switching Protocols` (from ``WebSocketHandshake/accept(_:)``), then the
        /// WebSocket, served by the closure until it returns (the WebSocket is closed then).
        case webSocket(HTTPResponse, @Sendable (WebSocket) async -> Void)
    }

    /// The limits on one request.
    package var limits = HTTPLimits.standard
    /// How many connections are served at once.
    package var maximumConnections = 64
    /// How long, in seconds, a request may take to arrive, and a connection may wait idle
    /// for its next one.
    package var requestTimeout = 60
    /// How long, in seconds, one send may wait for the client to read.
    package var sendTimeout = 60
    /// The longest WebSocket message read, in bytes.
    package var maximumMessageLength = 1 << 20
    /// Answers each request.
    private let handler: @Sendable (HTTPRequest) async -> Reply

    /// A server that answers requests with `handler`.
    package init(handler: @escaping @Sendable (HTTPRequest) async -> Reply) {
        self.handler = handler
    }

    /// Serves the connections `listener` accepts until the task is cancelled; returns once
    /// every connection is closed.
    package func serve(_ listener: ListeningSocket) async {
        let slots = ConnectionSlots(limit: maximumConnections)
        await withDiscardingTaskGroup { group in
            while let connection = await listener.accept() {
                connection.setTimeouts(receive: requestTimeout, send: sendTimeout)
                guard await slots.take() else {
                    group.addTask {
                        await refuse(HTTPError(.serviceUnavailable, "The server has \(maximumConnections) connections open: close some pages and try again."), on: connection)
                        connection.close()
                    }
                    continue
                }
                group.addTask {
                    await serve(connection)
                    connection.close()
                    await slots.give()
                }
            }
            group.cancelAll()
        }
    }

    /// Reads and answers requests on `connection` until it closes.
    private func serve(_ connection: SocketConnection) async {
        var parser = HTTPRequestParser(limits: limits)
        let clock = ContinuousClock()
        while !Task.isCancelled {
            let started = clock.now
            let request: HTTPRequest
            do {
                guard let next = try await nextRequest(&parser, on: connection, deadline: started + .seconds(requestTimeout)) else { return }
                request = next
            } catch let error as HTTPError {
                return await refuse(error, on: connection)
            } catch {
                return   // the connection broke, or stayed idle past the limit
            }
            switch await handler(request) {
            case .response(var response):
                let closing = !request.keepsAlive
                // RFC 9112, 9.3: an HTTP/1.0 connection stays open only when the answer says so.
                if request.minorVersion == 0, !closing { response.headers.add("Connection", "keep-alive") }
                do {
                    try await connection.send(response.bytes(withBody: request.method != "HEAD", closing: closing))
                } catch {
                    return
                }
                if closing { return }
            case .webSocket(let accept, let body):
                guard (try? await connection.send(accept.bytes())) != nil else { return }
                connection.setTimeouts(receive: 0, send: sendTimeout)
                let socket = WebSocket(connection: connection, firstBytes: parser.takeRemainingBytes(), maximumMessageLength: maximumMessageLength)
                await body(socket)
                if Task.isCancelled {
                    await socket.close(WebSocketError.goingAway, reason: "The server is stopping.")
                } else {
                    await socket.close(WebSocketError.normalClosure, reason: "")
                }
                return
            }
        }
    }

    /// The next request on `connection`, or `nil` when it closes between requests.
    ///
    /// - Throws: ``HTTPError`` for a request the parser refuses, or 408 for one begun and
    ///   not finished by `deadline`; ``SocketError`` when the connection breaks or stays
    ///   idle past the receive timeout.
    private func nextRequest(_ parser: inout HTTPRequestParser, on connection: SocketConnection,
                             deadline: ContinuousClock.Instant) async throws -> HTTPRequest? {
        let timedOut = HTTPError(.requestTimeout, "The request did not arrive whole within \(requestTimeout == 1 ? "1 second" : "\(requestTimeout) seconds").")
        while true {
            if let request = try parser.next() { return request }
            if parser.hasPartialRequest, ContinuousClock.now > deadline { throw timedOut }
            let bytes: [UInt8]
            do {
                bytes = try await connection.receive()
            } catch let error as SocketError where error.isTimeout && parser.hasPartialRequest {
                throw timedOut
            }
            if bytes.isEmpty { return nil }
            parser.append(bytes)
        }
    }

    /// Answers `error`, ready to close the connection: the answer sent, the sending side
    /// shut, then what the client still sends read and dropped for a moment (at most
    /// 2 seconds and 1 MiB). Closing with its bytes unread would reset the connection,
    /// and a reset can throw away the answer before the client reads it.
    private func refuse(_ error: HTTPError, on connection: SocketConnection) async {
        guard (try? await connection.send(HTTPResponse.refusal(error).bytes(closing: true))) != nil else { return }
        connection.finishSending()
        connection.setTimeouts(receive: 2, send: sendTimeout)
        var dropped = 0
        while dropped < 1 << 20, let bytes = try? await connection.receive(), !bytes.isEmpty { dropped += bytes.count }
    }
}

/// How many connections are being served, out of a limit.
actor ConnectionSlots {
    private let limit: Int
    private var taken = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a slot, if one is free.
    func take() -> Bool {
        guard taken < limit else { return false }
        taken += 1
        return true
    }

    /// Gives a slot back.
    func give() {
        taken -= 1
    }
}
