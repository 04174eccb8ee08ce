// An open WebSocket (after `101 Switching Protocols`): text messages sent as single
// unmasked frames, the client's messages read as an asynchronous sequence, pings answered
// with pongs, and the closing handshake (RFC 6455, §5.5.1, §7): a close from the client is
// echoed, a frame that breaks the protocol is answered with a close that says why, and
// the server's own close says why it leaves.

/// An open WebSocket connection.
package struct WebSocket: Sendable {
    /// The connection under it.
    private let connection: SocketConnection
    /// Its frames out, in order; nothing after the close.
    private let writer: WebSocketWriter
    /// The bytes that came after the handshake's request, before any were read here.
    private let firstBytes: [UInt8]
    /// The longest message read, in bytes.
    package let maximumMessageLength: Int

    /// The WebSocket on `connection`, whose handshake was just answered; `firstBytes` are
    /// those the client sent after its request.
    init(connection: SocketConnection, firstBytes: [UInt8], maximumMessageLength: Int) {
        self.connection = connection
        self.writer = WebSocketWriter(connection: connection)
        self.firstBytes = firstBytes
        self.maximumMessageLength = maximumMessageLength
    }

    /// Sends `text` as one text message.
    ///
    /// - Throws: ``WebSocketError`` once the WebSocket is closed; ``SocketError`` when the
    ///   client has gone.
    package func send(text: String) async throws {
        try await writer.send(WebSocketFrame(.text, Array(text.utf8)))
    }

    /// Closes the WebSocket with `code` and `reason`, unless it is closed already.
    package func close(_ code: UInt16, reason: String) async {
        await writer.close(code, reason: reason)
    }

    /// Whether the server has sent its close frame.
    package var isClosed: Bool {
        get async { await writer.isClosed }
    }

    /// The client's messages, as they come; the sequence ends when the client closes
    /// (its close echoed), goes away, or the task reading is cancelled.
    ///
    /// Read by one task. It throws ``WebSocketError`` (after the close frame that says
    /// why) when the client breaks the protocol, and ``SocketError`` when the connection
    /// breaks.
    package func messages() -> Messages {
        Messages(socket: self)
    }

    /// The client's messages.
    package struct Messages: AsyncSequence {
        /// A message.
        package typealias Element = WebSocketMessage
        fileprivate let socket: WebSocket

        /// Reads the messages.
        package func makeAsyncIterator() -> Iterator {
            var frames = WebSocketFrameReader(maximumPayloadLength: socket.maximumMessageLength)
            frames.append(socket.firstBytes)
            return Iterator(socket: socket, frames: frames, messages: WebSocketMessageReader(maximumMessageLength: socket.maximumMessageLength))
        }

        /// Reads frames, answers control frames, and returns the messages.
        package struct Iterator: AsyncIteratorProtocol {
            fileprivate let socket: WebSocket
            fileprivate var frames: WebSocketFrameReader
            fileprivate var messages: WebSocketMessageReader
            private var ended = false

            fileprivate init(socket: WebSocket, frames: WebSocketFrameReader, messages: WebSocketMessageReader) {
                self.socket = socket
                self.frames = frames
                self.messages = messages
            }

            /// The next message, or `nil` at the end.
            package mutating func next() async throws -> WebSocketMessage? {
                while !ended {
                    let event: WebSocketEvent?
                    do {
                        event = try nextEvent()
                    } catch {
                        ended = true
                        await socket.close(error.code, reason: error.reason)
                        throw error
                    }
                    switch event {
                    case .message(let message)?:
                        return message
                    case .ping(let payload)?:
                        try? await socket.writer.send(WebSocketFrame(.pong, payload))
                    case .pong?:
                        continue
                    case .close(let code, _)?:
                        ended = true
                        await socket.close(code ?? WebSocketError.normalClosure, reason: "")
                    case nil:
                        let bytes = try await socket.connection.receive()
                        if bytes.isEmpty { ended = true }
                        frames.append(bytes)
                    }
                }
                return nil
            }

            /// The next event in the bytes received so far, if they hold one.
            private mutating func nextEvent() throws(WebSocketError) -> WebSocketEvent? {
                while let frame = try frames.next() {
                    if let event = try messages.receive(frame) { return event }
                }
                return nil
            }
        }
    }
}

/// The frames a WebSocket sends, in order, and none after its close frame.
actor WebSocketWriter {
    private let connection: SocketConnection
    /// Whether the close frame was sent.
    private(set) var isClosed = false

    init(connection: SocketConnection) {
        self.connection = connection
    }

    /// Sends `frame`.
    ///
    /// - Throws: ``WebSocketError`` once the close frame was sent; ``SocketError`` when
    ///   the client has gone.
    func send(_ frame: WebSocketFrame) async throws {
        guard !isClosed else {
            throw WebSocketError(WebSocketError.normalClosure, "The WebSocket is closed: nothing more is sent on it.")
        }
        try await connection.send(frame.encoded())
    }

    /// Sends the close frame, unless it was sent.
    func close(_ code: UInt16, reason: String) async {
        guard !isClosed else { return }
        isClosed = true
        try? await connection.send(WebSocketFrame.close(code, reason: reason).encoded())
    }
}
