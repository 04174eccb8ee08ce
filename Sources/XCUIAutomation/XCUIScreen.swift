// The screen's picture, as XCUITest's screenshots: the launched app's window drawn by the
// engine (an SVG picture a person opens in a browser), kept as a test's attachment.

import Foundation
import ViewEngine
import XCTest

/// The screen the app is shown on.
public final class XCUIScreen: Sendable {
    /// The device's screen.
    public static let main = XCUIScreen()

    private init() {}

    /// The screen's picture now: the window of the app launched last.
    public func screenshot() -> XCUIScreenshot {
        XCUIScreenshot(svg: MainThread.run("") { AppSession.latest?.picture ?? "" })
    }
}

extension XCUIElement {
    /// The element's picture: the window the element is in, as the engine draws it.
    public func screenshot() -> XCUIScreenshot {
        let session = locator.session
        return XCUIScreenshot(svg: MainThread.run("") { session.picture ?? "" })
    }
}

/// A picture of the screen.
public struct XCUIScreenshot: Sendable {
    /// The picture as SVG: what a browser shows.
    public let svgRepresentation: String

    init(svg: String) {
        svgRepresentation = svg
    }
}

/// Something a test keeps beside its result, as XCTest's attachments: a screenshot, a text.
/// `XCTestCase.add(_:)` writes it to the attachments folder (`.build/attachments/`, or
/// `XCTEST_ATTACHMENTS_DIRECTORY`), where a person opens it.
public final class XCTAttachment {
    /// How long the attachment is kept.
    public enum Lifetime: Sendable {
        /// Kept whether the test passes or fails.
        case keepAlways
        /// Deleted when the test passes.
        case deleteOnSuccess
    }

    /// Its name, which names its file.
    public var name: String?
    /// How long it is kept.
    public var lifetime: Lifetime = .deleteOnSuccess
    let contents: Data
    let fileExtension: String

    /// A screenshot, kept as an SVG file.
    public init(screenshot: XCUIScreenshot) {
        contents = Data(screenshot.svgRepresentation.utf8)
        fileExtension = "svg"
    }

    /// A text, kept as a text file.
    public init(string: String) {
        contents = Data(string.utf8)
        fileExtension = "txt"
    }

    /// Bytes, kept as a file.
    public init(data: Data) {
        contents = Data(data)
        fileExtension = "data"
    }

    /// Writes the attachment into `directory` as `<test>-<name>.<extension>` and returns its path.
    func write(into directory: URL, test: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let base = [test, name ?? "attachment"].joined(separator: "-")
            .map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        let url = directory.appendingPathComponent(String(base)).appendingPathExtension(fileExtension)
        try contents.write(to: url)
        return url
    }
}

extension XCTestCase {
    /// Keeps `attachment` with the test's result: a file in the attachments folder
    /// (`.build/attachments/`, or `XCTEST_ATTACHMENTS_DIRECTORY`), named in the log.
    public func add(_ attachment: XCTAttachment) {
        let environment = ProcessInfo.processInfo.environment["XCTEST_ATTACHMENTS_DIRECTORY"]
        let directory = environment.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/attachments")
        do {
            let url = try attachment.write(into: directory, test: name)
            print("Attachment \(attachment.name.map { "'\($0)' " } ?? "")written to \(url.path)")
        } catch {
            print("Attachment \(attachment.name ?? "") not written: \(error)")
        }
    }
}
