import ViewEngineCore
import Foundation

/// URLs: what the views opened, and URLs delivered to the app.
extension ViewHost {
    /// The URLs that reached the system, in order: opened by a ``Link``, by the
    /// `@Environment(\.openURL)` action, or handed on by an `OpenURLAction` of your own
    /// that returned `.systemAction`. A URL that such an action handled or discarded is
    /// not here.
    ///
    /// ```swift
    /// try host.tap("Terms")       // Link("Terms", destination: termsURL)
    /// host.openedURLs             // [termsURL]
    /// ```
    public var openedURLs: [URL] { environmentSettings.urls.opened }

    /// The feedback the views played with `sensoryFeedback(_:trigger:)` and its forms, in
    /// order: each time a trigger changed (and its condition or closure chose a feedback),
    /// after the update's pass.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $isOn).sensoryFeedback(.selection, trigger: isOn)
    /// try host.toggle("Alarm")
    /// host.playedFeedback    // [.selection]
    /// ```
    public var playedFeedback: [SensoryFeedback] { environmentSettings.feedback.played }

    /// The windows the views asked to open or dismiss with `@Environment(\.openWindow)`
    /// and `@Environment(\.dismissWindow)`, in order, each as the call was written. The
    /// host is one window, as on an iPhone: it opens none and dismisses none (to show
    /// another scene of an app, host it by name: ``ViewHost/init(app:scene:configuration:)``).
    ///
    /// ```swift
    /// try host.tap("Show Activity")   // openWindow(id: "activity")
    /// host.windowRequests             // ["openWindow(id: \"activity\")"]
    /// ```
    public var windowRequests: [String] { environmentSettings.windows.lines }

    /// Delivers `url` to the app, as the system does when a link to it is followed: the
    /// `onOpenURL` handlers of the views on screen run, in tree order, in one frame.
    ///
    /// ```swift
    /// Inbox().onOpenURL { url in selected = url.lastPathComponent }
    /// try host.open(URL(string: "mail://inbox/42")!)
    /// ```
    ///
    /// - Throws: ``HostError`` if no view on screen has an `onOpenURL` handler.
    public func open(_ url: URL) throws {
        try beginDriverCall(ControlKind.openURLHandler.name, "")
        var handlers = graph.controls.visible(.openURLHandler).compactMap { $0 as? any URLReceiving }
        guard !handlers.isEmpty else {
            throw HostError(control: ControlKind.openURLHandler.name, title: "", reason: .notFound, availableTitles: [], scopes: scopes)
        }
        handlers.sort { TreePosition.precedes($0, $1) }
        graph.runFrame(.userEvent, cause: "open \(url.absoluteString)") {
            for handler in handlers where handler.isMounted { handler.receive(url) }
        }
    }
}
