#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A control that displays editable text — UIKit's `UITextField`, whose appearance proxy
/// apps set (`UITextField.appearance().clearButtonMode = .whileEditing`). Its settings are
/// kept and read back; the engine's `TextField` is driven by its own rules.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The field's text.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The text's color.
    open var textColor: UIColor?
    /// The text's font.
    open var font: UIFont?
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// The keyboard the field asks for.
    open var keyboardType: UIKeyboardType = .default

    /// When an overlay view of the field shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While the field is being edited.
        case whileEditing
        /// While it is not.
        case unlessEditing
        /// Always.
        case always
    }
}
#endif
