#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that displays an alert message — UIKit's `UIAlertController`, which apps
/// present from a window's root view controller when SwiftUI's `alert` is out of reach.
///
/// ```swift
/// let alert = UIAlertController(title: "Offline", message: "Check your connection", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in retry() })
/// window.rootViewController?.present(alert, animated: true)
/// ```
///
/// Headless, presenting keeps the alert (the presenter's `presentedViewController`) and
/// nothing is drawn. A test stands in for the user with ``tapAction(titled:)``: the alert is
/// dismissed and the action's handler runs, as a tap on its button does.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The text under the title.
    open var message: String?
    /// Whether the controller is an alert or an action sheet.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order they were added: the order of the buttons.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order they were added; `nil` when there are none.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    /// The action the Return key chooses; it must be one of ``actions``.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) { self.preferredAction = nil }
        }
    }
    private var fields: [UITextField] = []

    /// An alert (or action sheet) with `title` and `message`.
    ///
    /// ```swift
    /// UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    /// ```
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds `action` after the others. An alert has at most one cancel action: UIKit stops
    /// the app on a second, the engine does not add it.
    ///
    /// ```swift
    /// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    /// ```
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) { return }
        actions.append(action)
    }

    /// Adds a text field after the others, configured by `configurationHandler`. Only an
    /// alert has text fields: UIKit stops the app for an action sheet, the engine adds none.
    ///
    /// ```swift
    /// alert.addTextField { field in field.placeholder = "Name" }
    /// ```
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
    }

    /// The user tapped the button of the enabled action titled `title`: the alert is
    /// dismissed, then the action's handler runs. Returns whether there was such a button.
    ///
    /// ```swift
    /// alert.tapAction(titled: "OK")
    /// ```
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }

    /// The styles of an alert controller.
    public enum Style: Int, Sendable {
        /// A sheet of actions, from the bottom of the screen.
        case actionSheet = 0
        /// A modal alert.
        case alert = 1
    }
}

/// An action that can be taken when the user taps a button in an alert — UIKit's
/// `UIAlertAction`.
///
/// ```swift
/// UIAlertAction(title: "Delete", style: .destructive) { _ in model.delete(item) }
/// ```
@preconcurrency @MainActor
open class UIAlertAction {
    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    /// What runs when the button is tapped.
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` in `style`, running `handler` when it is tapped.
    ///
    /// ```swift
    /// UIAlertAction(title: "OK", style: .default)
    /// ```
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// The styles of an alert's buttons.
    public enum Style: Int, Sendable {
        /// The default style.
        case `default` = 0
        /// A button that cancels and leaves things as they were.
        case cancel = 1
        /// A button that may change or delete data.
        case destructive = 2
    }
}
#endif
