import Foundation

/// An object that provides a visible standard interface for browsing the web: Safari's
/// page with its bar and a Done button, inside an app. Apps wrap it in a
/// `UIViewControllerRepresentable` and present it in a sheet.
///
/// ```swift
/// struct SafariView: UIViewControllerRepresentable {
///     let url: URL
///     func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
///     func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
/// }
/// ```
///
/// Headless, nothing loads: a picture shows the page's URL under a bar with its host and
/// the dismiss button; a test taps that button with `host.tapDone(inSafari:)` and reports
/// the first load with `host.completeInitialLoad(successfully:inSafari:)`.
///
/// The URL must use the `http` or `https` scheme. Where Safari raises an exception for
/// another (`NSInvalidArgumentException`: "The specified URL has an unsupported scheme.
/// Only HTTP and HTTPS URLs are supported."), the controller here writes that message to
/// standard error, shows it on its page and keeps it (``ViewHost/safariDiagnostics``): the
/// app goes on.
@MainActor
open class SFSafariViewController: UIViewController, _PicturePlaceholder {
    /// The URL the controller was made with.
    let initialURL: URL
    private var storedConfiguration: Configuration?
    /// The exception Safari would raise for the URL, if it would.
    let unsupportedURLMessage: String?
    /// The controller's delegate.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The color of the navigation bar and the toolbar.
    open var preferredBarTintColor: UIColor?
    /// The color of the controls on the bars.
    open var preferredControlTintColor: UIColor?
    /// The style of the button that dismisses the controller.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// Safari's message for a URL that is not `http` or `https`.
    nonisolated static let unsupportedScheme = "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported."

    /// A controller that loads `URL` (an `http` or `https` URL), behaving as
    /// `configuration` says (a copy is kept: changing it later does nothing).
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        let scheme = URL.scheme?.lowercased()
        unsupportedURLMessage = scheme == "http" || scheme == "https" ? nil : Self.unsupportedScheme
        super.init()
        storedConfiguration = configuration.copied()
        if let unsupportedURLMessage {
            FileHandle.standardError.write(Data("SFSafariViewController: \(unsupportedURLMessage) (\(URL.absoluteString)); headless, the controller shows this message instead of raising NSInvalidArgumentException.\n".utf8))
        }
    }

    /// A controller that loads `URL` (an `http` or `https` URL) with the default configuration.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A controller of `about:blank`: Safari's controller cannot be made without a URL;
    /// use ``init(url:)``.
    nonisolated public required init() {
        initialURL = URL(string: "about:blank")!
        unsupportedURLMessage = Self.unsupportedScheme
        super.init()
    }

    /// A copy of the configuration the controller was made with: changing it does not
    /// change the controller.
    open var configuration: Configuration { (storedConfiguration ?? Configuration()).copied() }

    /// The person taps the dismiss button: the delegate hears
    /// `safariViewControllerDidFinish(_:)`, then the controller is dismissed (closing the
    /// SwiftUI presentation it is shown in).
    func finish() {
        delegate?.safariViewControllerDidFinish(self)
        dismiss(animated: true)
    }

    /// Safari's bar with the page's host and the dismiss button, over the page's URL (or
    /// the message for a URL Safari cannot show).
    public var _placeholder: _RepresentedPlaceholder {
        let host = initialURL.host ?? initialURL.absoluteString
        let lines = unsupportedURLMessage.map { [$0, initialURL.absoluteString] } ?? [initialURL.absoluteString]
        return _RepresentedPlaceholder(name: "SFSafariViewController", lines: lines,
                                       bar: .init(text: host, button: dismissButtonStyle.title))
    }
}
