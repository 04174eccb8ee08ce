/// The error a ``ViewHost`` driver call throws when it cannot find its control.
///
/// Its description names the controls of that kind that do exist, and the titles you
/// probably meant:
///
/// ```swift
/// try host.tap("Plus")
/// // HostError: no Button titled "Plus". Did you mean "plus"? Buttons on screen: "plus", "minus".
/// ```
///
/// Among many controls (a `ForEach` of 100 000 rows) it lists the first
/// ``listedTitlesLimit`` in tree order and says how many more there are.
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

    /// How many titles an error lists at most (in ``availableTitles`` and its description).
    ///
    /// ```swift
    /// HostError.listedTitlesLimit   // 20
    /// ```
    public static let listedTitlesLimit = 20

    /// The kind of control looked for, such as `Button` or `TextField`.
    public let control: String
    /// The title asked for.
    public let title: String
    /// Why it failed.
    public let reason: Reason
    /// The titles of the visible controls of that kind, in tree order: all of them, or
    /// the first ``listedTitlesLimit`` when there are more (see ``availableCount``).
    public let availableTitles: [String]
    /// How many visible controls of that kind there are.
    public let availableCount: Int
    /// The titles nearest to ``title`` (the same title in another case first, then small
    /// typing slips), nearest first; empty unless the reason is ``Reason/notFound``.
    public let suggestions: [String]

    /// Creates an error for a driver call on `control` titled `title`.
    ///
    /// ```swift
    /// HostError(control: "Button", title: "Plus", reason: .notFound,
    ///           availableTitles: ["plus"], suggestions: ["plus"])
    /// ```
    ///
    /// `availableCount` defaults to the number of `availableTitles`.
    public init(control: String, title: String, reason: Reason, availableTitles: [String],
                availableCount: Int? = nil, suggestions: [String] = []) {
        self.control = control
        self.title = title
        self.reason = reason
        self.availableTitles = availableTitles
        self.availableCount = availableCount ?? availableTitles.count
        self.suggestions = suggestions
    }

    /// A message that names the control asked for, the titles probably meant, and the
    /// controls that exist.
    public var description: String {
        switch reason {
        case .notFound:
            return "HostError: no \(control) titled \(quoted(title)).\(didYouMean) \(onScreen)"
        case .ambiguous(let count):
            return "HostError: \(count) \(control)s are titled \(quoted(title)); titles must be unique to be driven. \(onScreen)"
        case .disabled:
            return "HostError: the \(control) titled \(quoted(title)) is disabled. \(onScreen)"
        case .calledDuringFrame:
            return "HostError: the \(control) titled \(quoted(title)) was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."
        }
    }

    /// ` Did you mean "a", "b" or "c"?`, or nothing.
    private var didYouMean: String {
        guard let last = suggestions.last else { return "" }
        let quotedSuggestions = suggestions.map(quoted)
        let list = suggestions.count == 1
            ? quotedSuggestions[0]
            : quotedSuggestions.dropLast().joined(separator: ", ") + " or " + quoted(last)
        return " Did you mean \(list)?"
    }

    /// `Buttons on screen: "a", "b".`, capped at ``listedTitlesLimit`` titles.
    private var onScreen: String {
        guard availableCount > 0 else { return "There are no \(control)s on screen." }
        let listed = availableTitles.prefix(Self.listedTitlesLimit).map(quoted).joined(separator: ", ")
        let more = availableCount - min(availableTitles.count, Self.listedTitlesLimit)
        return "\(control)s on screen: \(listed)" + (more > 0 ? ", and \(more) more." : ".")
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
