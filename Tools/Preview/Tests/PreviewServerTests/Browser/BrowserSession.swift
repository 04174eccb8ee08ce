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
        do {
            try await with(name, on: server, body)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A browser on the page of the lab's shared server (``SharedLabServer``), which goes on
    /// serving after `body`: the next test opens its own page on it.
    static func onLab(_ name: String, _ body: (BrowserSession) async throws -> Void) async throws {
        guard let holder = SharedLabServer.current else {
            return try await with(name, ["--package", ServerProcess.repository.path], body)
        }
        try await with(name, on: try holder.get(), body)
    }

    /// A browser on `server`'s page for `body`; the browser is closed whatever happens.
    private static func with(_ name: String, on server: ServerProcess, _ body: (BrowserSession) async throws -> Void) async throws {
        let browser = try await WebDriver.start()
        do {
            let address = try await server.address()
            let port = Int(address.split(separator: ":").last!.dropLast()) ?? 0
            let session = BrowserSession(server: server, browser: browser, address: address, port: port, name: name)
            try await browser.open(address)
            try await body(session)
        } catch {
            let screenshot = ServerProcess.artifacts.appendingPathComponent("\(name)-failure.png")
            let shot = (try? await browser.screenshot(to: screenshot)) != nil ? screenshot.path : "none (the browser took none)"
            let log = await browser.pageLog()
            await browser.quit()
            Issue.record("""
                \(name) failed: \(error)
                screenshot: \(shot)
                the page's log:
                \(log)
                the server's output:
                \(server.output)
                \(server.errors)
                """)
            throw error
        }
        await browser.quit()
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
        let item = #"li[data-preview-id="\#(id)"]"#
        _ = try await browser.waitForElement(item, timeout: timeout)
        try await expectingNewState { try await clickWhenInteractable(item) }
        try await waitUntil("the preview \(id) on screen", timeout: .seconds(60)) { try await state("preview") == id }
    }

    /// Clicks the control titled `title` in the picture (at its frame's center), and waits
    /// for the state the click brings.
    func click(_ title: String) async throws {
        try await expectingNewState { try await clickWhenInteractable(#"#targets [data-target-title="\#(title)"]"#) }
    }

    /// Clicks the element `selector` finds once it can take a click (``WebDriver/isInteractable(_:)``
    /// of `selector`, or of `readiness` when the element is one WebDriver clicks through
    /// another: a `<select>`'s option), as a user waits to see a control before clicking it.
    /// The page replaces its list and targets with each state it shows, and sizes the
    /// targets once the device frame is fitted to the stage: a click that WebDriver refuses
    /// because the element went stale or is not interactable yet is tried again on the
    /// element found then, until `timeout`.
    func clickWhenInteractable(_ selector: String, readiness: String? = nil, timeout: Duration = .seconds(120)) async throws {
        var lastError: (any Error)?
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if try await browser.isInteractable(readiness ?? selector), let element = try await browser.element(selector) {
                do {
                    try await browser.click(element)
                    return
                } catch let error as BrowserTestError where error.isStaleOrHidden {
                    lastError = error
                }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        let box = try await browser.run("""
            const element = document.querySelector(arguments[0]);
            return element ? JSON.stringify(element.getBoundingClientRect()) + " at scale " + (typeof state === "undefined" ? "?" : state.scale) : "none"
            """, [readiness ?? selector]) ?? "none"
        throw BrowserTestError("\(selector) never took a click within \(timeout) (its box: \(box)); last: \(lastError.map { "\($0)" } ?? "never interactable")")
    }

    /// The text of the element with the id `id`.
    func text(of id: String) async throws -> String {
        (try await browser.run("return document.getElementById(arguments[0]).textContent", [id]) as? String) ?? ""
    }
}
