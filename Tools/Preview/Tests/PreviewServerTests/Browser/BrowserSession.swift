// A server and a browser on its page, for one test, and the page's state as the tests
// read it.

import Foundation
import Testing

/// A server on a package, and Chromium on its page.
struct BrowserSession {
    let server: ServerProcess
    let browser: WebDriver
    let address: String
    let port: Int
    /// The prefix of this session's screenshots (`lab`, `example`).
    let name: String

    /// Starts the server with `arguments` and a browser on its page, runs `body`, and stops
    /// both whatever happens.
    static func with(_ name: String, _ arguments: [String], _ body: (BrowserSession) async throws -> Void) async throws {
        let server = try ServerProcess(arguments)
        let browser: WebDriver
        do {
            browser = try await WebDriver.start()
        } catch {
            await server.stop()
            throw error
        }
        do {
            let address = try await server.address()
            let port = Int(address.split(separator: ":").last!.dropLast()) ?? 0
            let session = BrowserSession(server: server, browser: browser, address: address, port: port, name: name)
            try await browser.open(address)
            try await body(session)
        } catch {
            try? await browser.screenshot(to: ServerProcess.artifacts.appendingPathComponent("\(name)-failure.png"))
            await browser.quit()
            await server.stop()
            Issue.record("server output:\n\(server.output)\n\(server.errors)")
            throw error
        }
        await browser.quit()
        await server.stop()
    }

    /// A screenshot of the page, kept under `.build/preview-browser/`.
    func screenshot(_ step: String) async throws {
        try await browser.screenshot(to: ServerProcess.artifacts.appendingPathComponent("\(name)-\(step).png"))
    }

    /// How many states the page has shown.
    func version() async throws -> Int {
        Int(try await browser.run(#"return document.getElementById("screen").dataset.version"#) as? String ?? "0") ?? 0
    }

    /// A field of the last state the page showed (`render`, `console`, `trace`, `svg`...).
    func state(_ field: String) async throws -> String {
        let value = try await browser.run("return window.lastState ? window.lastState[arguments[0]] : null", [field])
        if let text = value as? String { return text }
        if let value, !(value is NSNull) { return "\(value)" }
        return ""
    }

    /// Runs `action`, then waits until the page shows a new state.
    func expectingNewState(timeout: Duration = .seconds(120), _ action: () async throws -> Void) async throws {
        let before = try await version()
        try await action()
        try await waitUntil("a new state on the page", timeout: timeout) { try await version() > before }
    }

    /// Opens the preview with the id `id` from the list.
    func open(_ id: String, timeout: Duration = .seconds(120)) async throws {
        let item = try await browser.waitForElement(#"li[data-preview-id="\#(id)"]"#, timeout: timeout)
        try await expectingNewState { try await browser.click(item) }
        try await waitUntil("the preview \(id) on screen", timeout: .seconds(30)) { try await state("preview") == id }
    }

    /// Clicks the control titled `title` in the picture (at its frame's center).
    func click(_ title: String) async throws {
        let target = try await browser.waitForElement(#"#targets [data-target-title="\#(title)"]"#)
        try await expectingNewState { try await browser.click(target) }
    }

    /// The text of the element with the id `id`.
    func text(of id: String) async throws -> String {
        (try await browser.run("return document.getElementById(arguments[0]).textContent", [id]) as? String) ?? ""
    }
}
