import ViewEngine

extension Lab {
    /// Lets pending tasks and received elements run (``ViewHost/settle()``), with a step marker.
    ///
    /// ```swift
    /// await lab.settle(host)   // # settle
    /// ```
    public func settle<V: View>(_ host: ViewHost<V>) async {
        step("settle")
        await host.settle()
    }

    /// Moves the host's virtual clock forward (``ViewHost/advance(by:)``), with a step marker.
    ///
    /// ```swift
    /// await lab.advance(by: .seconds(3), host)   // # advance 3 s
    /// ```
    public func advance<V: View>(by duration: Duration, _ host: ViewHost<V>) async {
        step("advance \(duration.components.seconds) s")
        await host.advance(by: duration)
    }

    /// Types `text` into the text field titled `title`, one keystroke per frame, with a
    /// step marker.
    ///
    /// ```swift
    /// try lab.type("hello", into: "text:", in: host)   // # type "hello" into "text:"
    /// ```
    public func type<V: View>(_ text: String, into title: String, in host: ViewHost<V>) throws {
        step("type \"\(text)\" into \"\(title)\"")
        try host.type(text, into: title)
    }
}
