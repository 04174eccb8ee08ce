// The names this server answers to. A page on another site can make a browser send
// requests to 127.0.0.1 (DNS rebinding: its own name resolving to loopback), but the
// browser then sends that site's name in the `Host` header, and a WebSocket opened by
// a page elsewhere carries that page's `Origin`: both are checked against the address
// the server listens on.

/// The `Host` and `Origin` values the server accepts.
struct HostCheck: Sendable {
    /// `host:port` values: the listening address, and on loopback `localhost` and both
    /// loopback addresses.
    let allowedHosts: Set<String>

    /// The check for a server listening on `host`, port `port`.
    init(host: String, port: Int) {
        var names = [host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host]
        if ["127.0.0.1", "::1", "localhost"].contains(host) { names += ["127.0.0.1", "localhost", "[::1]"] }
        allowedHosts = Set(names.map { "\($0):\(port)".lowercased() })
    }

    /// Whether a request with this `Host` header is for this server.
    func accepts(host: String?) -> Bool {
        guard let host else { return false }
        return allowedHosts.contains(host.lowercased())
    }

    /// Whether a WebSocket with this `Origin` header may connect: none (not a browser
    /// page), or a page of this server.
    func accepts(origin: String?) -> Bool {
        guard let origin else { return true }
        guard origin.lowercased().hasPrefix("http://") else { return false }
        return allowedHosts.contains(String(origin.lowercased().dropFirst("http://".count)))
    }

    /// The refusal of a request for another name.
    func refusal(host: String?) -> String {
        let names = allowedHosts.sorted().joined(separator: ", ")
        return "This preview server answers requests for \(names) only; this request was for \(host.map { "\"\($0)\"" } ?? "no host"). (A page on another site cannot reach it by DNS rebinding.)\n"
    }
}
