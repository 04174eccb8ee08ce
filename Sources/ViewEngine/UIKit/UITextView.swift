#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore
import Foundation

/// A scrollable, multiline text region — UIKit's `UITextView`, which apps wrap in a
/// `UIViewRepresentable` for a text editor of their own.
///
/// Headless, the view keeps its text and settings. Its ``delegate`` hears what UIKit would
/// tell it when a user edits: ``replaceText(in:with:)`` is that user, asking
/// `textView(_:shouldChangeTextIn:replacementText:)` first and then telling
/// `textViewDidChange(_:)`, as typing does; ``becomeFirstResponder()`` and
/// ``resignFirstResponder()`` tell it that editing began and ended.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The text shown.
    open var text: String! = ""
    /// The text's color.
    open var textColor: UIColor?
    /// The text's font.
    open var font: UIFont?
    /// Whether the user can edit the text.
    open var isEditable = true
    /// Whether the user can select the text.
    open var isSelectable = true
    /// The text's alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// The keyboard the view asks for.
    open var keyboardType: UIKeyboardType = .default
    /// The object told about editing.
    open weak var delegate: (any UITextViewDelegate)?
    /// Whether the view is being edited.
    public private(set) var isEditing = false

    /// The size of the text the view scrolls over, as UIKit lays it out: the view's width,
    /// and the height of the text's lines in its ``font`` (the body style's when unset),
    /// wrapped at the view's width less the line fragments' padding (5 points a side), plus
    /// the text container's insets (8 points above and below). A view with no width yet
    /// (before the layout places it) wraps nothing: a line per paragraph. UIKit sets this
    /// from the text; a value set here is not kept.
    ///
    /// ```swift
    /// func textViewDidChange(_ textView: UITextView) {
    ///     height = textView.contentSize.height
    /// }
    /// ```
    open override var contentSize: CGSize {
        get {
            let font = font ?? UIFont.preferredFont(forTextStyle: .body)
            let resolved = ResolvedFont(pointSize: font.pointSize, isMonospaced: false, leadingAdjustment: 0, tracking: 0)
            let width = bounds.width - 2 * Self.lineFragmentPadding
            let proposal = ProposedViewSize(width: bounds.width > 0 ? max(0, width) : nil, height: nil)
            let text = TextLayout.layout(text ?? "", font: resolved, proposal: proposal, lineLimit: nil,
                                             addsLineGap: false)   // TextKit: no line gap (Measures §4 "Line gap")
            return CGSize(width: bounds.width, height: text.size.height + 2 * Self.textContainerInset)
        }
        set {}
    }

    /// The padding at each end of a line of text (UIKit's `lineFragmentPadding`).
    static let lineFragmentPadding: CGFloat = 5
    /// The inset above and below the text (UIKit's `textContainerInset`'s top and bottom).
    static let textContainerInset: CGFloat = 8

    /// Editing begins if the view is editable: the delegate is told.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard isEditable, !isEditing else { return isEditing }
        if delegate?.textViewShouldBeginEditing(self) == false { return false }
        isEditing = true
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Editing ends: the delegate is told.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return false }
        isEditing = false
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// Replaces the characters in `range` (UTF-16 offsets, as `NSRange` counts) with
    /// `replacement`, as a user's typing does: the delegate may refuse it; if not, the text
    /// changes and the delegate is told. Returns whether it changed.
    ///
    /// ```swift
    /// textView.replaceText(in: NSRange(location: 0, length: 0), with: "Hello")
    /// ```
    @discardableResult
    public func replaceText(in range: NSRange, with replacement: String) -> Bool {
        let current = text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        if delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) == false { return false }
        text = current.replacingCharacters(in: swiftRange, with: replacement)
        delegate?.textViewDidChange(self)
        return true
    }
}

/// The methods a text view's delegate implements — UIKit's `UITextViewDelegate`. Each has a
/// default here, as each is optional in UIKit.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` may be replaced with `text`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Yes.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Yes.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
}
#endif
