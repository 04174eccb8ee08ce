/// What a picture draws where a representable shows a platform object that says what it
/// shows (``_PicturePlaceholder``): a neutral page with lines of text centred on it and,
/// when ``bar`` is set, a bar across its top with a text in the middle and a button at the
/// leading edge, where iOS puts Safari's Done. A framework beside the engine fills one in
/// for its stand-ins (WebKit's web view: its URL and title; SafariServices' controller:
/// the host in a Safari-like bar and a Done button), so that the picture says what the
/// view is showing.
public struct _RepresentedPlaceholder: Hashable, Sendable {
    /// A bar across the top of the page: its text, centred, and its leading button's title.
    public struct Bar: Hashable, Sendable {
        /// The text in the bar's middle (a host name).
        public var text: String
        /// The title of the button at the bar's leading edge (`Done`), or `nil` for none.
        public var button: String?

        /// A bar with `text` in its middle and a `button` at its leading edge.
        public init(text: String, button: String? = nil) {
            self.text = text
            self.button = button
        }
    }

    /// The name the picture gives the page (`data-title`): the platform type's (`WKWebView`).
    public var name: String
    /// The lines on the page, top to bottom: the first in the headline font, the others
    /// in the footnote font and the secondary label color.
    public var lines: [String]
    /// The bar across the page's top, if any.
    public var bar: Bar?

    /// A page named `name` showing `lines`, under `bar` if there is one.
    public init(name: String, lines: [String], bar: Bar? = nil) {
        self.name = name
        self.lines = lines
        self.bar = bar
    }
}

/// A platform object (a `UIView`, a view controller) that says what a picture draws where a
/// representable shows it, instead of the neutral panel with the representable's name
/// (Rules R22, "Pictures of the window"). The picture asks the object a representable
/// made; when it does not say, a view controller's loaded view, then a view's subviews,
/// front to back, depth first (a web view inside a container view).
@MainActor
public protocol _PicturePlaceholder: AnyObject {
    /// The page the picture draws, as the object is now.
    var _placeholder: _RepresentedPlaceholder { get }
}
