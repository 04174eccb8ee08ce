import Foundation

/// A protocol used to implement custom event handling for a Safari view controller: every
/// method is optional (the defaults do nothing). Headless, a test drives the events
/// (`host.tapDone(inSafari:)`, `host.completeInitialLoad(successfully:inSafari:)`).
@MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// Tells the delegate that the person dismissed the view (tapped Done); the controller
    /// is dismissed afterwards.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// Tells the delegate that the first page finished loading, or failed to.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// Tells the delegate that the first page was redirected to `URL`.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// Tells the delegate that the person is opening the page in Safari.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    /// Does nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    /// Does nothing.
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    /// Does nothing.
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
