import Foundation

extension ViewHost {
    /// The Safari view controllers the mounted representables made, presented ones
    /// included, in view-tree order.
    public var safariViewControllers: [SFSafariViewController] {
        _representedObjects.compactMap { $0 as? SFSafariViewController }
    }

    /// The messages of the mounted Safari view controllers made with a URL Safari cannot
    /// show (not `http` or `https`): Safari raises an exception there.
    ///
    /// ```swift
    /// host.safariDiagnostics   // ["The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported."]
    /// ```
    public var safariDiagnostics: [String] { safariViewControllers.compactMap(\.unsupportedURLMessage) }

    /// The person taps the dismiss button (Done) of `controller` (without it, the one
    /// mounted): its delegate hears `safariViewControllerDidFinish(_:)`, then it is
    /// dismissed — in a SwiftUI sheet, the sheet closes; the host then settles.
    ///
    /// - Throws: ``SafariDriverError`` when no Safari view controller is mounted, or several
    ///   are and none is named.
    public func tapDone(inSafari controller: SFSafariViewController? = nil) async throws {
        try safari(controller).finish()
        await settle()
    }

    /// The first page of `controller` (without it, the one mounted) finished loading, or
    /// failed to: its delegate hears `safariViewController(_:didCompleteInitialLoad:)`.
    ///
    /// - Throws: ``SafariDriverError`` when no Safari view controller is mounted, or several
    ///   are and none is named.
    public func completeInitialLoad(successfully: Bool = true, inSafari controller: SFSafariViewController? = nil) async throws {
        let safari = try safari(controller)
        safari.delegate?.safariViewController(safari, didCompleteInitialLoad: successfully)
        await settle()
    }

    private func safari(_ controller: SFSafariViewController?) throws -> SFSafariViewController {
        if let controller { return controller }
        let mounted = safariViewControllers
        guard mounted.count == 1, let only = mounted.first else {
            throw SafariDriverError(description: mounted.isEmpty ? "No Safari view controller is mounted."
                                    : "\(mounted.count) Safari view controllers are mounted: name the one with `inSafari:`.")
        }
        return only
    }
}

/// A driver call on Safari view controllers that cannot be made: none is mounted, or
/// several are and none is named.
public struct SafariDriverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String
}
