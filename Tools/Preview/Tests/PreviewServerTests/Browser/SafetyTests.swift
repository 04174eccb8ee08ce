import Foundation
import Testing

extension EndToEnd {
    /// The server on a developer's machine: loopback only, requests for other names refused
    /// (DNS rebinding), WebSockets from other pages refused, no file outside its assets, and
    /// a malformed message refused with a clear error while the server goes on.
    @Suite("Safety: the running server", .needsChromium, .timeLimit(.minutes(30)))
    struct SafetyTests {
        @Test func theServerRefusesWhatIsNotForIt() async throws {
            try await BrowserSession.onLab("safety") { page in
                let port = page.port
                #expect(page.address == "http://127.0.0.1:\(port)/")   // loopback by default
                func get(_ path: String, host: String? = nil, extra: String = "") async throws -> String {
                    try await rawHTTP(port: port, "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(extra)Connection: close\r\n\r\n")
                }
                // DNS rebinding: the browser sends the attacker's name as the Host.
                let rebound = try await get("/", host: "attacker.example:\(port)")
                #expect(rebound.hasPrefix("HTTP/1.1 403"))
                #expect(rebound.contains("answers requests for 127.0.0.1:\(port), [::1]:\(port), localhost:\(port) only"))
                #expect(try await get("/", host: "localhost:\(port)").hasPrefix("HTTP/1.1 200"))
                // Only the page's own files, by name.
                #expect(try await get("/style.css").hasPrefix("HTTP/1.1 200"))
                for path in ["/../Package.swift", "/%2e%2e/Package.swift", "/Package.swift", "/Assets/app.js", "/app.js/../../Package.swift",
                             "/..%2f..%2fPackage.swift", "//etc/passwd", "/index.html"] {
                    let reply = try await get(path)
                    #expect(reply.hasPrefix("HTTP/1.1 404"), "\(path): \(reply.prefix(40))")
                    #expect(!reply.contains("swift-tools-version") && !reply.contains("root:"))
                }
                // A WebSocket opened by a page elsewhere carries that page's Origin.
                let upgrade = "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                let foreign = try await rawHTTP(port: port, "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(upgrade)Origin: http://attacker.example\r\n\r\n")
                #expect(!foreign.hasPrefix("HTTP/1.1 101"))
                let own = try await rawHTTP(port: port, "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(upgrade)Origin: http://127.0.0.1:\(port)\r\n\r\n")
                #expect(own.hasPrefix("HTTP/1.1 101"))

                // Malformed messages on the page's own WebSocket: each refused with a clear
                // error, and the server still answers a good one.
                _ = try await page.browser.waitForElement("nav li", timeout: .seconds(900))
                let replies = try await page.browser.runAsync("""
                    const done = arguments[arguments.length - 1];
                    const socket = new WebSocket(`ws://${location.host}/ws`);
                    const errors = [];
                    socket.onmessage = (event) => {
                      const message = JSON.parse(event.data);
                      if (message.type === "error") errors.push(message.message);
                      if (errors.length === 3 && message.type === "state") { socket.close(); done(errors.concat([message.state.preview])); }
                      if (errors.length === 3 && !done.sent) { done.sent = true;
                        socket.send(JSON.stringify({ type: "open", preview: "LabScenarios/Previews.swift#InitialContentView_Previews" })); }
                    };
                    socket.onopen = () => {
                      socket.send("not json");
                      socket.send(JSON.stringify({ type: "click", x: 1, y: 2, code: "exit(1)" }));
                      socket.send(JSON.stringify({ type: "open", preview: "../../etc/passwd" }));
                    };
                    """) as? [String] ?? []
                #expect(replies.count == 4)
                #expect(replies.first == #"A message is a JSON object with a "type", such as {"type":"click","x":120,"y":300}."#)
                #expect(replies.dropFirst().first == #"A click message has the fields type, x, y; "code" is not one of them."#)
                #expect(replies.dropFirst(2).first?.hasPrefix(#"No preview is named "../../etc/passwd". The previews: "#) == true)
                #expect(replies.last == "LabScenarios/Previews.swift#InitialContentView_Previews")
            }
        }
    }
}
