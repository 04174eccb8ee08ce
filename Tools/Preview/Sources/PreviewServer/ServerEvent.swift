// What the server sends the page: one JSON object per WebSocket message, with a `type`.

import Foundation
import PreviewProtocol

/// A message to the page.
struct ServerEvent: Encodable, Sendable {
    /// `hello`, `build`, `previews`, `state`, `refused`, `error`, `trap` or `reload`.
    var type: String
    /// A sentence: why a message was refused, what a trap said.
    var message: String?
    /// More: a trap's standard error, a build's output.
    var details: String?
    /// For `build`: `building`, `failed` or `ready`.
    var phase: String?
    /// For a failed build: the compiler's errors.
    var errors: [CompilerError]?
    /// For `build`: the product built; the files whose change started it.
    var product: String?
    var changedFiles: [String]?
    /// For `build` while it runs: its last step (`Compiling App View.swift`), and how many
    /// of how many steps are done.
    var step: String?
    var done: Int?
    var total: Int?
    /// For `previews`.
    var previews: [PreviewEntry]?
    /// For `state` and `refused`: the preview on screen.
    var state: PreviewState?
    /// For `trap`: the preview that trapped.
    var preview: String?
    /// For `trap`: the innermost frame in the user's sources (`File.swift:12:5 in body`),
    /// and the stack, innermost first, demangled, with files and lines.
    var location: String?
    var stack: [String]?
    /// For `trap`: the index in `stack` of the frame `location` names.
    var userFrame: Int?
    /// For `hello`: the package, the devices, the Dynamic Type sizes and the display.
    var package: String?
    var devices: [DeviceInfo]?
    var dynamicTypeSizes: [String]?
    var display: DisplaySettings?

    init(type: String) { self.type = type }

    /// The event as JSON text.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"error","message":"unencodable"}"#
    }

    /// An `error` event: a message of the page that was refused.
    static func error(_ message: String) -> ServerEvent {
        var event = ServerEvent(type: "error")
        event.message = message
        return event
    }
}

/// A device as the page lists it.
struct DeviceInfo: Encodable, Sendable {
    let id: String, name: String
    let width: Double, height: Double
}
