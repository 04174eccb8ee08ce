// The system's Copy, Cut and Paste commands, through the host's pasteboard.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore
import Foundation

extension ViewHost {
    /// Issues the Copy command while the `copyable` view that shows `title` has focus, as
    /// Command-C does: its items, made now, replace what ``pasteboard`` held.
    ///
    /// ```swift
    /// Text("Fruits").copyable(fruits)
    /// try host.copy("Fruits")          // host.pasteboard.strings == fruits
    /// ```
    ///
    /// The view is named as ``drop(_:on:)`` names its views: by its text, the string of one
    /// `Text` or the title of one control inside, or an accessibility identifier.
    ///
    /// - Throws: ``HostError`` if no copyable view shows `title`, or several do.
    public func copy(_ title: String) throws {
        let source = try control(.copyable, title, anyTitle: true) { $0.shows(title) }
        graph.runFrame(.userEvent, cause: "copy \"\(title)\"") { pasteboard.setTransferables(source.items()) }
    }

    /// Issues the Cut command while the `cuttable` view that shows `title` has focus, as
    /// Command-X does: its action runs, and the items it returns replace what
    /// ``pasteboard`` held.
    ///
    /// ```swift
    /// Text("Fruits").cuttable(for: String.self) { defer { fruits = [] }; return fruits }
    /// try host.cut("Fruits")           // fruits == [], on the pasteboard
    /// ```
    ///
    /// - Throws: ``HostError`` if no cuttable view shows `title`, or several do.
    public func cut(_ title: String) throws {
        let source = try control(.cuttable, title, anyTitle: true) { $0.shows(title) }
        graph.runFrame(.userEvent, cause: "cut \"\(title)\"") {
            guard source.isMounted else { return }
            pasteboard.setTransferables(source.items())
        }
    }

    /// Issues the Paste command while the `pasteDestination` view that shows `title` has
    /// focus, as Command-V does: the pasteboard's items of the destination's type go
    /// through its validator, and its action gets those the validator returns. Returns
    /// whether anything was pasted: `false`, and neither closure runs, when the pasteboard
    /// holds no item of the type; `false`, and the action does not run, when the validator
    /// keeps none.
    ///
    /// ```swift
    /// Text("Basket").pasteDestination(for: String.self) { basket += $0 }
    /// host.pasteboard.string = "Apple"
    /// try host.paste(into: "Basket")   // basket == ["Apple"]
    /// ```
    ///
    /// - Throws: ``HostError`` if no paste destination shows `title`, or several do.
    @discardableResult
    public func paste(into title: String) throws -> Bool {
        let target = try control(.pasteDestination, title, anyTitle: true) { $0.shows(title) }
        var pasted = false
        graph.runFrame(.userEvent, cause: "paste into \"\(title)\"") {
            guard target.isMounted else { return }
            pasted = target.paste(pasteboard.values)
        }
        return pasted
    }
}
#endif
