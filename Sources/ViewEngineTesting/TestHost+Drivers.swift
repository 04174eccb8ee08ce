import Testing
import ViewEngine

// The drivers: one line each over the `ViewHost` driver of the same name. A new driver
// of `ViewHost` gets its twin here as
//     public func name(args, sourceLocation: SourceLocation = #_sourceLocation) { drive(sourceLocation) { try $0.name(args) } }

extension TestHost {
    /// Taps the button titled `title`; a missing, ambiguous or disabled button is an
    /// `Issue` at this call.
    ///
    /// ```swift
    /// host.tap("+")
    /// ```
    public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.tap(title) }
    }

    /// Types `text` into the text field titled `title`, one keystroke per frame.
    ///
    /// ```swift
    /// host.type("Ada", into: "name")
    /// ```
    public func type(_ text: String, into title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.type(text, into: title) }
    }

    /// Flips the toggle titled `title`.
    ///
    /// ```swift
    /// host.toggle("dark mode")
    /// ```
    public func toggle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.toggle(title) }
    }

    /// Selects the tab whose item is labelled `title`.
    ///
    /// ```swift
    /// host.select(tab: "Settings")
    /// ```
    public func select(tab title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { try $0.select(tab: title) }
    }

    /// Replaces the root view, as a parent passing new inputs would.
    ///
    /// ```swift
    /// host.setRoot(Greeting(name: "Grace"))
    /// ```
    public func setRoot(_ root: Root, sourceLocation: SourceLocation = #_sourceLocation) {
        drive(sourceLocation) { $0.root = root }
    }

    /// Moves the virtual clock forward by `duration`, running what wakes up on the way.
    ///
    /// ```swift
    /// await host.advance(by: .seconds(1))
    /// ```
    public func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        await drive(sourceLocation) { await $0.advance(by: duration) }
    }

    /// Runs pending tasks and received elements until nothing is left to do.
    ///
    /// ```swift
    /// await host.settle()
    /// ```
    public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
        await drive(sourceLocation) { await $0.settle() }
    }

    /// The current tree as indented text. Rendering runs a frame that asynchronous work
    /// asked for, so it is a driver call too.
    ///
    /// ```swift
    /// #expect(host.render() == #"Button "+""#)
    /// ```
    public func render(sourceLocation: SourceLocation = #_sourceLocation) -> String {
        drive(sourceLocation) { $0.render() } ?? ""
    }
}
