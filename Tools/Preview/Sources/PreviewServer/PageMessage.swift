// What the page may send over its WebSocket, read strictly: a JSON object with a known
// `type` and exactly that type's fields, each of the right kind and range. Anything else
// is refused with an error that says what a message may be; nothing in a message is run
// or opened (a click names a point; the host finds the control there).

import Foundation
import PreviewProtocol

/// A message from the page.
enum PageMessage: Equatable {
    /// Show the preview with this id.
    case open(preview: String)
    /// Show the preview with other display settings.
    case display(DisplaySettings)
    /// A click at a point of the window, in points.
    case click(x: Double, y: Double)
    /// A drag from a point of the window to another, in points.
    case drag(fromX: Double, fromY: Double, toX: Double, toY: Double)
    /// A key for the focused field.
    case key(KeyPress)
    /// Move the virtual clock on.
    case advance(seconds: Double)

    /// The longest message read, in bytes.
    static let maximumLength = 16_384

    /// The fields of each type, `type` first.
    static let fields: [String: [String]] = [
        "open": ["type", "preview"],
        "display": ["type", "device", "width", "height", "colorScheme", "dynamicTypeSize"],
        "click": ["type", "x", "y"],
        "drag": ["type", "fromX", "fromY", "toX", "toY"],
        "key": ["type", "text", "key"],
        "advance": ["type", "seconds"],
    ]

    /// The message `text` says.
    ///
    /// - Throws: ``PageMessageError`` saying what is wrong and what a message may be.
    static func decode(_ text: String) throws(PageMessageError) -> PageMessage {
        let length = text.utf8.count
        guard length <= maximumLength else {
            throw PageMessageError("A message is at most \(maximumLength) bytes; this one has \(length).")
        }
        guard case .object(let object)? = JSONValue.parse(text) else {
            throw PageMessageError(#"A message is a JSON object with a "type", such as {"type":"click","x":120,"y":300}."#)
        }
        guard case .string(let type)? = object["type"] else {
            throw PageMessageError(#"A message needs a "type": one of \#(typeList)."#)
        }
        guard let allowed = fields[type] else {
            throw PageMessageError("Unknown message type \(quoted(type)); the types are \(typeList).")
        }
        if let extra = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw PageMessageError("A \(type) message has the fields \(allowed.joined(separator: ", ")); \(quoted(extra)) is not one of them.")
        }
        let reader = FieldReader(type: type, object: object)
        switch type {
        case "open":
            return .open(preview: try reader.string("preview", maximumLength: 1_000))
        case "click":
            let range = 0...DisplaySettings.sideRange.upperBound
            return .click(x: try reader.number("x", in: range), y: try reader.number("y", in: range))
        case "drag":
            let range = 0...DisplaySettings.sideRange.upperBound
            return .drag(fromX: try reader.number("fromX", in: range), fromY: try reader.number("fromY", in: range),
                         toX: try reader.number("toX", in: range), toY: try reader.number("toY", in: range))
        case "advance":
            return .advance(seconds: try reader.number("seconds", in: 0.001...3_600))
        case "key":
            return .key(try keyPress(reader, object))
        default:
            return .display(try displaySettings(reader, object))
        }
    }

    private static var typeList: String { fields.keys.sorted().joined(separator: ", ") }

    private static func keyPress(_ reader: FieldReader, _ object: [String: JSONValue]) throws(PageMessageError) -> KeyPress {
        switch (object["text"], object["key"]) {
        case (.some, .none):
            let text = try reader.string("text", maximumLength: 256)
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw PageMessageError(#"A key message's "text" is the characters typed: not empty, no control characters."#)
            }
            return .text(text)
        case (.none, .some):
            switch try reader.string("key", maximumLength: 16) {
            case "backspace": return .deleteBackward
            case "return": return .submit
            case let other: throw PageMessageError(#"A key message's "key" is "backspace" or "return"; got \#(quoted(other))."#)
            }
        default:
            throw PageMessageError(#"A key message has either "text" (the characters typed) or "key" ("backspace" or "return")."#)
        }
    }

    private static func displaySettings(_ reader: FieldReader, _ object: [String: JSONValue]) throws(PageMessageError) -> DisplaySettings {
        let deviceID = try reader.string("device", maximumLength: 64)
        var settings: DisplaySettings
        if deviceID == "custom" {
            let range = DisplaySettings.sideRange
            settings = DisplaySettings(width: try reader.number("width", in: range), height: try reader.number("height", in: range))
        } else if let device = Device.all.first(where: { $0.id == deviceID }) {
            if object["width"] != nil || object["height"] != nil {
                throw PageMessageError(#"Only a "custom" device takes a "width" and a "height"."#)
            }
            settings = device.settings()
        } else {
            let ids = Device.all.map(\.id) + ["custom"]
            throw PageMessageError("Unknown device \(quoted(deviceID)); the devices are \(ids.joined(separator: ", ")).")
        }
        settings.colorScheme = try reader.choice("colorScheme", DisplaySettings.colorSchemes)
        settings.dynamicTypeSize = try reader.choice("dynamicTypeSize", DisplaySettings.dynamicTypeSizes)
        return settings
    }
}

/// Reads the fields of one message, each with an error that names it.
private struct FieldReader {
    let type: String
    let object: [String: JSONValue]

    func string(_ name: String, maximumLength: Int) throws(PageMessageError) -> String {
        guard case .string(let value)? = object[name] else {
            throw PageMessageError("A \(type) message needs \(quoted(name)), a string.")
        }
        guard value.count <= maximumLength else {
            throw PageMessageError("A \(type) message's \(quoted(name)) is at most \(maximumLength) characters.")
        }
        return value
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws(PageMessageError) -> Double {
        guard case .number(let value)? = object[name], value.isFinite, range.contains(value) else {
            throw PageMessageError("A \(type) message needs \(quoted(name)), a number from \(format(range.lowerBound)) to \(format(range.upperBound)).")
        }
        return value
    }

    func choice(_ name: String, _ choices: [String]) throws(PageMessageError) -> String {
        let value = try string(name, maximumLength: 64)
        guard choices.contains(value) else {
            throw PageMessageError("A \(type) message's \(quoted(name)) is one of \(choices.joined(separator: ", ")); got \(quoted(value)).")
        }
        return value
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}

/// A message from the page that was refused, with why.
struct PageMessageError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `"text"`, with quotes and escapes as JSON writes them, cut at 80 characters.
func quoted(_ text: String) -> String {
    let cut = text.count > 80 ? String(text.prefix(80)) + "…" : text
    let data = try? JSONSerialization.data(withJSONObject: [cut], options: [.withoutEscapingSlashes])
    let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"?\"]"
    return String(array.dropFirst().dropLast())
}
