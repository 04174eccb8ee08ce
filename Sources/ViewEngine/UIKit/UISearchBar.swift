#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A specialized view for receiving search-related information from the user — UIKit's
/// `UISearchBar`, which apps wrap in a `UIViewRepresentable`.
///
/// A test stands in for the user: ``type(_:)`` sets the text as typing does and tells the
/// delegate (`searchBar(_:textDidChange:)`), ``search()`` and ``cancel()`` tap the keyboard's
/// Search button and the bar's Cancel button.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The search text.
    open var text: String?
    /// The text shown while the bar is empty.
    open var placeholder: String?
    /// Whether the Cancel button shows.
    open var showsCancelButton = false
    /// The bar's style.
    open var searchBarStyle: Style = .default
    /// The keyboard the bar asks for.
    open var keyboardType: UIKeyboardType = .default
    /// Whether the keyboard's Search key is off while the bar has no text, and on as soon
    /// as it has some: on by default for a search bar (an empty search is not sent), so
    /// ``search()`` on an empty bar does nothing until this is `false`.
    ///
    /// ```swift
    /// searchBar.enablesReturnKeyAutomatically = false   // searching for nothing lists everything
    /// ```
    open var enablesReturnKeyAutomatically = true
    /// The object told about the user's edits.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The user typed: the text becomes `text`, if the delegate does not refuse it, and
    /// the delegate is told it changed.
    ///
    /// ```swift
    /// searchBar.type("milk")
    /// ```
    public func type(_ text: String) {
        let old = self.text ?? ""
        let range = NSRange(location: 0, length: (old as NSString).length)
        if delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) == false { return }
        self.text = text
        delegate?.searchBar(self, textDidChange: text)
    }

    /// The user tapped the keyboard's Search button: the delegate is told, unless the bar
    /// is empty and ``enablesReturnKeyAutomatically`` keeps the button off.
    public func search() {
        if enablesReturnKeyAutomatically, (text ?? "").isEmpty { return }
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The user tapped the Cancel button.
    public func cancel() {
        delegate?.searchBarCancelButtonClicked(self)
    }

    /// The styles of a search bar.
    public enum Style: Int, Sendable {
        /// The default style.
        case `default`
        /// A translucent background, the search field opaque.
        case prominent
        /// No background, the search field translucent.
        case minimal
    }
}

/// The methods a search bar's delegate implements — UIKit's `UISearchBarDelegate`. Each has
/// a default here, as each is optional.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the text in `range` may be replaced with `text`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The Search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Yes.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
#endif
