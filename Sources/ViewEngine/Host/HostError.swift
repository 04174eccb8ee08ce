/// The error a ``ViewHost`` driver call throws when it cannot find its control.
///
/// Its description names the controls of that kind that do exist:
///
/// ```swift
/// try host.tap("Save")
/// // HostError: no Button titled "Save". Buttons on screen: "change", "refresh".
/// ```
public struct HostError: Error, Equatable, CustomStringConvertible {
    /// Why the control could not be used.
    public enum Reason: Equatable, Sendable {
        /// No visible control of that kind has the title.
        case notFound
        /// Several visible controls of that kind have the title.
        case ambiguous(count: Int)
        /// The control exists but is disabled.
        case disabled
        /// The call was made while a frame was running (from a body, an action or an
        /// `onChange`): driver calls do not nest, so it did nothing (SPEC R18).
        case calledDuringFrame
    }

    /// The kind of control looked for, such as `Button` or `TextField`.
    public let control: String
    /// The title asked for.
    public let title: String
    /// Why it failed.
    public let reason: Reason
    /// The titles of the visible controls of that kind, in tree order.
    public let availableTitles: [String]

    /// Creates an error for a driver call on `control` titled `title`.
    public init(control: String, title: String, reason: Reason, availableTitles: [String]) {
        self.control = control
        self.title = title
        self.reason = reason
        self.availableTitles = availableTitles
    }

    /// A message that names the control asked for and the ones that exist.
    public var description: String {
        let available = availableTitles.isEmpty
            ? "There are no \(control)s on screen."
            : "\(control)s on screen: \(availableTitles.map { "\"\($0)\"" }.joined(separator: ", "))."
        switch reason {
        case .notFound:
            return "HostError: no \(control) titled \"\(title)\". \(available)"
        case .ambiguous(let count):
            return "HostError: \(count) \(control)s are titled \"\(title)\"; titles must be unique to be driven. \(available)"
        case .disabled:
            return "HostError: the \(control) titled \"\(title)\" is disabled. \(available)"
        case .calledDuringFrame:
            return "HostError: the \(control) titled \"\(title)\" was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."
        }
    }
}
