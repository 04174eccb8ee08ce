// AppKit's views that macOS apps wrap in NSViewRepresentable.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The infrastructure for drawing, printing, and handling events in an app — AppKit's
/// `NSView`, the base of the views a macOS app's `NSViewRepresentable` makes.
///
/// The engine draws no AppKit view: a view here keeps what is set on it, gets the frame
/// the layout gave its representable, and sizes the representable by its
/// ``intrinsicContentSize``, as ``UIView`` does.
@preconcurrency @MainActor
open class NSView: NSResponder {
    /// The view's rectangle in its superview's coordinates; for the view a representable
    /// shows, the rectangle the layout gave the representable, in the window.
    open var frame: NSRect = .zero
    /// The view's rectangle in its own coordinates: at the origin, the frame's size.
    open var bounds: NSRect {
        get { NSRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alphaValue: CGFloat = 1
    /// The help text shown when the pointer rests on the view.
    open var toolTip: String?
    /// The view's subviews, back to front.
    public private(set) var subviews: [NSView] = []
    /// The view this view is a subview of.
    public private(set) weak var superview: NSView?
    /// The window whose content view this view is (set by the window).
    weak var hostingWindow: NSWindow?
    private var intrinsicSizeChanged: (@MainActor () -> Void)?

    /// A view with a zero frame.
    nonisolated public required init() { super.init() }

    /// A view with `frameRect`.
    ///
    /// ```swift
    /// let view = NSView(frame: NSRect(x: 0, y: 0, width: 100, height: 40))
    /// ```
    public convenience init(frame frameRect: NSRect) {
        self.init()
        frame = frameRect
    }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.nextResponder = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        if let superview, nextResponder === superview { nextResponder = nil }
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// A side with no intrinsic size.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content asks for, a side at ``noIntrinsicMetric`` where it asks
    /// none; a representable of the view is sized by it.
    open var intrinsicContentSize: NSSize { NSSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// Says the intrinsic size changed: a representable of the view is measured again.
    open func invalidateIntrinsicContentSize() { intrinsicSizeChanged?() }

    /// The smallest size that fits the view's content: its intrinsic size, 0 on a side it
    /// does not size.
    open var fittingSize: NSSize {
        let size = intrinsicContentSize
        return NSSize(width: max(size.width, 0), height: max(size.height, 0))
    }
}

extension NSView: RepresentedViewSizing {
    var representedIntrinsicSize: CGSize { intrinsicContentSize }
    func representableWasPlaced(at frame: CGRect) { self.frame = frame }
    func observeIntrinsicSize(_ change: @escaping @MainActor () -> Void) { intrinsicSizeChanged = change }
}

/// A view that carries out an action when the user interacts with it — AppKit's
/// `NSControl`: a value, a target and an action.
@preconcurrency @MainActor
open class NSControl: NSView {
    /// The control's value as text.
    open var stringValue = ""
    /// The control's value as a number (its text read as one, 0 if it is none).
    open var doubleValue: Double {
        get { Double(stringValue) ?? 0 }
        set { stringValue = String(newValue) }
    }
    /// Whether the control reacts to the user.
    open var isEnabled = true
    /// The object the action is sent to.
    open weak var target: AnyObject?
    /// The action sent when the user acts.
    open var action: Selector?
    /// The control's size.
    open var controlSize: ControlSize = .regular

    /// The sizes of a control.
    public enum ControlSize: Int, Sendable {
        /// Regular.
        case regular
        /// Small.
        case small
        /// Mini.
        case mini
        /// Large.
        case large
    }

    /// Posted when a text field's text changed.
    nonisolated public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")
    /// Posted when a text field began editing.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("NSControlTextDidBeginEditingNotification")
    /// Posted when a text field ended editing.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("NSControlTextDidEndEditingNotification")
}

/// How a view draws its focus ring.
public enum NSFocusRingType: UInt, Sendable {
    /// The default.
    case `default`
    /// No focus ring.
    case none
    /// The exterior focus ring.
    case exterior
}

/// Text the user can select or edit — AppKit's `NSTextField`.
///
/// A test stands in for the user: ``type(_:)`` sets the text as typing does and tells the
/// delegate (`controlTextDidBeginEditing(_:)` once, then `controlTextDidChange(_:)`), and
/// ``endEditing()`` tells it `controlTextDidEndEditing(_:)`. Each notification's `object`
/// is the field.
@preconcurrency @MainActor
open class NSTextField: NSControl {
    /// The text shown while the field is empty.
    open var placeholderString: String?
    /// Whether the user can edit the text.
    open var isEditable = true
    /// Whether the field draws a bezel.
    open var isBezeled = true
    /// The bezel's style.
    open var bezelStyle: BezelStyle = .squareBezel
    /// How the field draws its focus ring.
    open var focusRingType: NSFocusRingType = .default
    /// The object told about the user's edits.
    open weak var delegate: (any NSTextFieldDelegate)?
    private var isEditing = false

    /// A field showing `stringValue`, editable.
    ///
    /// ```swift
    /// let field = NSTextField(string: text)
    /// ```
    public convenience init(string stringValue: String) {
        self.init()
        self.stringValue = stringValue
    }

    /// A label showing `stringValue`: not editable, no bezel.
    ///
    /// ```swift
    /// NSTextField(labelWithString: "Name")
    /// ```
    public convenience init(labelWithString stringValue: String) {
        self.init(string: stringValue)
        isEditable = false
        isBezeled = false
    }

    /// The user typed: the text becomes `text`, and the delegate is told.
    ///
    /// ```swift
    /// field.type("milk")
    /// ```
    public func type(_ text: String) {
        if !isEditing {
            isEditing = true
            delegate?.controlTextDidBeginEditing(Notification(name: NSControl.textDidBeginEditingNotification, object: self))
        }
        stringValue = text
        delegate?.controlTextDidChange(Notification(name: NSControl.textDidChangeNotification, object: self))
    }

    /// The user left the field: the delegate is told editing ended.
    public func endEditing() {
        isEditing = false
        delegate?.controlTextDidEndEditing(Notification(name: NSControl.textDidEndEditingNotification, object: self))
    }

    /// The styles of a text field's bezel.
    public enum BezelStyle: UInt, Sendable {
        /// Square corners.
        case squareBezel
        /// Rounded corners.
        case roundedBezel
    }
}

/// The methods a text field's delegate implements — AppKit's `NSTextFieldDelegate` with
/// `NSControlTextEditingDelegate`'s. Each has a default here, as each is optional.
@MainActor
public protocol NSTextFieldDelegate: AnyObject {
    /// The text changed; the notification's `object` is the field.
    func controlTextDidChange(_ obj: Notification)
    /// Editing began.
    func controlTextDidBeginEditing(_ obj: Notification)
    /// Editing ended.
    func controlTextDidEndEditing(_ obj: Notification)
}

extension NSTextFieldDelegate {
    /// Does nothing.
    public func controlTextDidChange(_ obj: Notification) {}
    /// Does nothing.
    public func controlTextDidBeginEditing(_ obj: Notification) {}
    /// Does nothing.
    public func controlTextDidEndEditing(_ obj: Notification) {}
}

/// A text field for search — AppKit's `NSSearchField`, driven as ``NSTextField`` is.
@preconcurrency @MainActor
open class NSSearchField: NSTextField {
    /// Whether each keystroke sends the action (rather than Return).
    open var sendsSearchStringImmediately = false
    /// The search field's recent searches.
    open var recentSearches: [String] = []
}

/// The methods a search field's delegate implements — AppKit's `NSSearchFieldDelegate`.
@MainActor
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {}

/// A view that shows that an operation is under way — AppKit's `NSProgressIndicator`: a
/// bar or a spinner.
@preconcurrency @MainActor
open class NSProgressIndicator: NSView {
    /// A bar or a spinner.
    open var style: Style = .bar
    /// Whether the progress is unknown (an animated bar or a spinner).
    open var isIndeterminate = true
    /// The progress, between ``minValue`` and ``maxValue``.
    open var doubleValue: Double = 0
    /// The least value.
    open var minValue: Double = 0
    /// The greatest value.
    open var maxValue: Double = 100
    /// Whether the indicator shows while it is stopped.
    open var isDisplayedWhenStopped = true
    /// The indicator's size.
    open var controlSize: NSControl.ControlSize = .regular
    /// Whether the indicator is animating (started and not stopped).
    public private(set) var isAnimating = false

    /// Starts the animation.
    ///
    /// ```swift
    /// indicator.startAnimation(nil)
    /// ```
    open func startAnimation(_ sender: Any?) { isAnimating = true }

    /// Stops the animation.
    open func stopAnimation(_ sender: Any?) { isAnimating = false }

    /// Adds `delta` to the value.
    open func increment(by delta: Double) { doubleValue = min(max(doubleValue + delta, minValue), maxValue) }

    /// The styles of a progress indicator.
    public enum Style: UInt, Sendable {
        /// A bar.
        case bar
        /// A spinner.
        case spinning
    }
}
#endif
