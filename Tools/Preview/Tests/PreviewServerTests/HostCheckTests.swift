import Testing
@testable import PreviewServer

/// The server answers only requests for the address it listens on, and WebSockets only
/// from its own page (DNS rebinding, cross-site WebSockets).
@Suite("Safety: the Host header and the WebSocket's Origin are checked")
struct HostCheckTests {
    @Test func onLoopbackTheLoopbackNamesAreAccepted() {
        let check = HostCheck(host: "127.0.0.1", port: 8080)
        #expect(check.accepts(host: "127.0.0.1:8080"))
        #expect(check.accepts(host: "localhost:8080"))
        #expect(check.accepts(host: "LOCALHOST:8080"))
        #expect(check.accepts(host: "[::1]:8080"))
    }

    /// A rebinding attack sends the attacker's own name, or the right name with another port.
    @Test func otherNamesAndPortsAreRefused() {
        let check = HostCheck(host: "127.0.0.1", port: 8080)
        #expect(!check.accepts(host: "evil.example:8080"))
        #expect(!check.accepts(host: "127.0.0.1:8081"))
        #expect(!check.accepts(host: "127.0.0.1"))
        #expect(!check.accepts(host: nil))
        #expect(check.refusal(host: "evil.example:8080") == "This preview server answers requests for 127.0.0.1:8080, [::1]:8080, localhost:8080 only; this request was for \"evil.example:8080\". (A page on another site cannot reach it by DNS rebinding.)\n")
    }

    @Test func anotherAddressAcceptsItsOwnNameOnly() {
        let check = HostCheck(host: "10.0.0.5", port: 9000)
        #expect(check.accepts(host: "10.0.0.5:9000"))
        #expect(!check.accepts(host: "localhost:9000"))
    }

    @Test func aWebSocketFromAnotherPageIsRefused() {
        let check = HostCheck(host: "127.0.0.1", port: 8080)
        #expect(check.accepts(origin: "http://127.0.0.1:8080"))
        #expect(check.accepts(origin: "http://localhost:8080"))
        #expect(check.accepts(origin: nil))   // not a browser page
        #expect(!check.accepts(origin: "http://evil.example"))
        #expect(!check.accepts(origin: "https://127.0.0.1:8080"))
        #expect(!check.accepts(origin: "null"))
    }
}
