// A small client of the W3C WebDriver protocol (chromedriver): enough to open a page in
// headless Chromium, find elements, click them, type, run a script and take screenshots.
// It speaks HTTP itself (HTTPExchange): Linux's URLSession refuses chromedriver's replies
// ("Failed writing header": chromedriver writes `Content-Length:249`, without the space
// after the colon, which swift-corelibs-foundation's header parsing requires).

import Foundation
import ProcessRunner

/// A browser session driven through chromedriver.
final class WebDriver: @unchecked Sendable {
    private let base: URL
    private let session: String
    private let driver: ChildProcess

    /// chromedriver, where Debian's chromium-driver puts it.
    static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first(where: FileManager.default.isExecutableFile)
    /// Chromium, where Debian's chromium puts it.
    static let chromium = ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].first(where: FileManager.default.isExecutableFile)
    /// Whether both are installed: the browser tests are skipped, saying so, without them.
    static var isInstalled: Bool { chromedriver != nil && chromium != nil }

    /// Starts chromedriver on a free port and opens a headless Chromium session.
    static func start() async throws -> WebDriver {
        guard let chromedriver, let chromium else {
            throw BrowserTestError("chromium or chromedriver is not installed: apt-get install -y chromium chromium-driver")
        }
        let port = try freePort()
        let driver = try ChildProcess.start([chromedriver, "--port=\(port)"], output: .null, errors: .null)
        let base = URL(string: "http://127.0.0.1:\(port)")!
        do {
            try await waitUntil("chromedriver answers", timeout: .seconds(120)) {
                (try? await WebDriver.request(base.appendingPathComponent("status"), method: "GET")) != nil
            }
        } catch {
            driver.signal(SIGKILL)
            throw error
        }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            // The page's console messages and errors, read back on a failure (pageLog()).
            "goog:loggingPrefs": ["browser": "ALL"],
            "goog:chromeOptions": [
                "binary": chromium,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1500,1100",
                         "--hide-scrollbars", "--force-device-scale-factor=1"],
            ],
        ]]]
        let reply = try await WebDriver.request(base.appendingPathComponent("session"), method: "POST", body: capabilities)
        guard let value = reply["value"] as? [String: Any], let session = value["sessionId"] as? String else {
            driver.signal(SIGKILL)
            throw BrowserTestError("chromedriver did not open a session: \(reply)")
        }
        return WebDriver(base: base, session: session, driver: driver)
    }

    private init(base: URL, session: String, driver: ChildProcess) {
        self.base = base
        self.session = session
        self.driver = driver
    }

    /// Closes the browser and stops chromedriver.
    func quit() async {
        _ = try? await command("", method: "DELETE")
        // chromedriver does not stop on SIGTERM; the signal reaches its browser too (its group).
        driver.signal(SIGKILL)
        driver.waitUntilExit()
    }

    /// Loads `url`.
    func open(_ url: String) async throws {
        _ = try await command("url", body: ["url": url])
    }

    /// The first element that matches the CSS selector, or `nil`.
    func element(_ selector: String) async throws -> String? {
        let reply = try? await command("element", body: ["using": "css selector", "value": selector])
        return (reply?["value"] as? [String: Any])?.values.first as? String
    }

    /// Waits for the element that matches `selector`.
    func waitForElement(_ selector: String, timeout: Duration = .seconds(120)) async throws -> String {
        var found: String?
        try await waitUntil("an element \(selector)", timeout: timeout) {
            found = try await self.element(selector)
            return found != nil
        }
        return found!
    }

    /// Clicks the element, at its center, as a user does.
    func click(_ element: String) async throws {
        _ = try await command("element/\(element)/click", body: [:])
    }

    /// Whether the element `selector` finds can take a click as a user's: it is in the page,
    /// shown (neither it nor a parent `hidden`, `display: none` or `visibility: hidden`),
    /// sized and not disabled.
    func isInteractable(_ selector: String) async throws -> Bool {
        try await run("""
            const element = document.querySelector(arguments[0]);
            if (!element || element.disabled) return false;
            const box = element.getBoundingClientRect();
            if (!(box.width > 0 && box.height > 0)) return false;
            for (let node = element; node; node = node.parentElement) {
                if (node.hidden) return false;
                const style = getComputedStyle(node);
                if (style.display === "none" || style.visibility === "hidden") return false;
            }
            return true
            """, [selector]) as? Bool == true
    }

    /// What the page wrote to its console (messages, errors, failed loads), oldest first,
    /// since the last call; a sentence when the driver cannot say.
    func pageLog() async -> String {
        do {
            let entries = try await command("se/log", body: ["type": "browser"])["value"] as? [[String: Any]] ?? []
            if entries.isEmpty { return "(the page wrote nothing to its console)" }
            return entries.map { "\($0["level"] ?? "?") \($0["message"] ?? "")" }.joined(separator: "\n")
        } catch {
            return "(the browser's log could not be read: \(error))"
        }
    }

    /// Clicks the page at (`x`, `y`), CSS pixels from the viewport's top left corner, as a
    /// mouse does there: whatever element is under the point takes the click.
    func click(atX x: Int, y: Int) async throws {
        let pointer: [String: Any] = ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": [
            ["type": "pointerMove", "origin": "viewport", "x": x, "y": y, "duration": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerUp", "button": 0],
        ]]
        _ = try await command("actions", body: ["actions": [pointer]])
        _ = try await command("actions", method: "DELETE")
    }

    /// Drags the mouse on the page from (`fromX`, `fromY`) to (`toX`, `toY`), CSS pixels
    /// from the viewport's top left corner: down at the first point, moved, up at the second.
    func drag(fromX: Int, fromY: Int, toX: Int, toY: Int) async throws {
        let pointer: [String: Any] = ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": [
            ["type": "pointerMove", "origin": "viewport", "x": fromX, "y": fromY, "duration": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerMove", "origin": "viewport", "x": (fromX + toX) / 2, "y": (fromY + toY) / 2, "duration": 50],
            ["type": "pointerMove", "origin": "viewport", "x": toX, "y": toY, "duration": 50],
            ["type": "pointerUp", "button": 0],
        ]]
        _ = try await command("actions", body: ["actions": [pointer]])
        _ = try await command("actions", method: "DELETE")
    }

    /// Resizes the browser's window to `width` × `height` CSS pixels.
    func resizeWindow(width: Int, height: Int) async throws {
        _ = try await command("window/rect", body: ["width": width, "height": height])
    }

    /// Types `text` into the element (key events, one per character).
    func type(_ text: String, into element: String) async throws {
        _ = try await command("element/\(element)/value", body: ["text": text])
    }

    /// The element's visible text.
    func text(_ element: String) async throws -> String {
        (try await command("element/\(element)/text", method: "GET")["value"] as? String) ?? ""
    }

    /// Runs `script` in the page (its `return` value comes back).
    func run(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("execute/sync", body: ["script": script, "args": arguments])["value"]
    }

    /// Runs `script`, which calls `arguments[arguments.length - 1]` with its result.
    func runAsync(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("execute/async", body: ["script": script, "args": arguments])["value"]
    }

    /// A PNG of the window, written to `file`.
    func screenshot(to file: URL) async throws {
        guard let encoded = try await command("screenshot", method: "GET")["value"] as? String,
              let data = Data(base64Encoded: encoded) else { throw BrowserTestError("no screenshot") }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    private func command(_ path: String, method: String = "POST", body: [String: Any]? = nil) async throws -> [String: Any] {
        var url = base.appendingPathComponent("session").appendingPathComponent(session)
        if !path.isEmpty { url = url.appendingPathComponent(path) }
        let reply = try await WebDriver.request(url, method: method, body: body)
        if let value = reply["value"] as? [String: Any], let error = value["error"] as? String {
            throw BrowserTestError("WebDriver \(path): \(error): \(value["message"] ?? "")")
        }
        return reply
    }

    private static func request(_ url: URL, method: String, body: [String: Any]? = nil) async throws -> [String: Any] {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let reply = try await HTTPExchange.send(method: method, to: url, body: payload)
        return (try JSONSerialization.jsonObject(with: reply.body)) as? [String: Any] ?? [:]
    }
}

/// A failure of the browser test's own machinery.
struct BrowserTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// Whether WebDriver refused a click on an element the page has since replaced or not
    /// yet sized (`stale element reference`, `element not interactable`).
    var isStaleOrHidden: Bool {
        description.contains("stale element reference") || description.contains("element not interactable")
    }
}

/// Waits, polling every 100 ms, until `condition` holds; throws after `timeout`. The
/// browser test waits on real things (a build, a browser, a WebSocket), not on a clock it
/// could advance, so it polls; each wait is bounded, and the suite's time limit bounds all.
func waitUntil(_ what: String, timeout: Duration, _ condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(100))
    }
    throw BrowserTestError("gave up waiting for \(what) after \(timeout)")
}

/// A TCP port nobody listens on now.
func freePort() throws -> Int {
    let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
    }
    guard bound else { throw BrowserTestError("no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
}
