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
        /// `onChange`): driver calls do not nest, so it did nothing (Rules R18).
        case calledDuringFrame
        /// The control exists, but it has no option with that label (a `Picker`);
        /// ``HostError/availableTitles`` lists the options.
        case optionNotFound(String)
        /// The option exists, but its tag is not of the selection's type, so choosing it
        /// cannot write the selection (SwiftUI ignores such a choice too).
        case optionUntagged(option: String, selectionType: String)
        /// The value asked for is outside the control's range (a `Stepper` at its bound,
        /// a `Slider` or `DatePicker` value outside its bounds).
        case outOfRange(value: String, range: String)
        /// ``ViewHost/dismiss()`` was called with nothing presented.
        case nothingToDismiss
        /// ``ViewHost/dismiss()`` performs the user's dismissing gesture (a swipe down, a
        /// tap outside), and the topmost presentation's content refuses it with
        /// `interactiveDismissDisabled(true)`; ``HostError/control`` names the presentation.
        case interactiveDismissDisabled
        /// ``ViewHost/back()`` was called with no navigation stack on screen that has a
        /// pushed view.
        case nothingToPop
        /// The control exists, but a presentation (a sheet, an alert, an open menu...)
        /// covers it: only the topmost presentation can be driven until it is dismissed.
        case covered(by: String)
        /// No view on screen shows or is titled with the scope of a scoped query
        /// (`within(_:_:)`, ``ViewHost/tap(_:in:)``); ``HostError/availableTitles``
        /// lists the texts and titles that are on screen.
        case scopeNotFound(String)
        /// ``ViewHost/release(_:)`` named a control no touch is pressing: press it first
        /// (``ViewHost/press(_:)``), or tap it.
        case notPressed
        /// ``ViewHost/press(_:)`` named a control a touch is pressing already: release it
        /// first (``ViewHost/release(_:)``).
        case alreadyPressed
        /// The control is inside a view that receives no touches (`hidden()`,
        /// `allowsHitTesting(false)`); the reason names the modifier.
        case notHitTestable(String)
        /// The drop destination does not accept items of the dragged item's type
        /// (``ViewHost/drop(_:on:)``): the drop is refused and nothing happens.
        case dropRefused(itemType: String)
        /// ``ViewHost/tap(at:)`` found no control drawn under the point (in window
        /// coordinates); ``HostError/availableTitles`` names the nearest controls, each
        /// with its frame.
        case nothingAt(x: Double, y: Double)
        /// Nothing a drag moves is under the start of ``ViewHost/drag(from:to:)`` (a
        /// slider, a row with swipe actions, a view with a drag gesture);
        /// ``HostError/availableTitles`` names the nearest such views, each with its frame.
        case nothingToDragAt(x: Double, y: Double)
        /// The point of ``ViewHost/tap(at:)`` is outside the window, whose size is given;
        /// ``HostError/availableTitles`` names the controls nearest to the point.
        case outsideWindow(x: Double, y: Double, width: Double, height: Double)
        /// A coordinate of the point of ``ViewHost/tap(at:)`` is negative or not finite:
        /// a point of the window is counted in points from its top leading corner.
        /// ``HostError/availableTitles`` names the controls nearest to it, a coordinate
        /// that is not finite taken at the window's nearest edge (`nan` at the top or
        /// leading edge).
        case invalidPoint(x: Double, y: Double)
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
    /// typing slips), nearest first; empty unless the reason is ``Reason/notFound``,
    /// ``Reason/optionNotFound(_:)`` or ``Reason/scopeNotFound(_:)``.
    public let suggestions: [String]
    /// The scopes the control was looked for in, outermost first (see
    /// `within(_:_:)`); empty for an unscoped call. For
    /// ``Reason/scopeNotFound(_:)``, the scopes around the one that was not found.
    public let scopes: [String]
    /// The accessibility identifiers that name visible controls of that kind, in tree
    /// order (a driver's title finds a view by its identifier too, as UI tests do).
    public let availableIdentifiers: [String]
    /// For an ambiguity that an accessibility identifier is part of, each view the title
    /// names and how: `"Save"` by its title, `"Done" (accessibilityIdentifier "Save")` by
    /// its identifier; empty otherwise.
    public let matches: [String]

    /// Creates an error for a driver call on `control` titled `title`.
    ///
    /// ```swift
    /// HostError(control: "Button", title: "Plus", reason: .notFound,
    ///           availableTitles: ["plus"], suggestions: ["plus"])
    /// ```
    ///
    /// `availableCount` defaults to the number of `availableTitles`.
    public init(control: String, title: String, reason: Reason, availableTitles: [String],
                availableCount: Int? = nil, suggestions: [String] = [], scopes: [String] = [],
                availableIdentifiers: [String] = [], matches: [String] = []) {
        self.control = control
        self.title = title
        self.reason = reason
        self.availableTitles = availableTitles
        self.availableCount = availableCount ?? availableTitles.count
        self.suggestions = suggestions
        self.scopes = scopes
        self.availableIdentifiers = availableIdentifiers
        self.matches = matches
    }

    /// A message that names the control asked for, the titles probably meant, and the
    /// controls that exist.
    ///
    /// ```swift
    /// try host.tap("Delete", in: "Row 9")
    /// // HostError: nothing on screen shows or is titled "Row 9" to look for the Button titled "Delete" in. ...
    /// ```
    public var description: String {
        switch reason {
        case .notFound where title.isEmpty:
            return "HostError: there is no \(control)\(inScopes) on screen."
        case .notFound:
            return "HostError: no \(control) titled \(quoted(title))\(inScopes).\(didYouMean) \(onScreen)"
        case .ambiguous(let count) where title.isEmpty:
            return "HostError: \(count) \(control)s are on screen\(inScopes); the call needs exactly one. \(onScreen)"
        case .ambiguous(let count) where !matches.isEmpty:
            return "HostError: \(count) \(control)s answer to \(quoted(title))\(inScopes) by title or accessibility identifier: \(matches.joined(separator: ", ")); a title must name one view to be driven. \(onScreen)"
        case .ambiguous(let count):
            return "HostError: \(count) \(control)s are titled \(quoted(title))\(inScopes); titles must be unique to be driven. \(onScreen)"
        case .disabled:
            return "HostError: the \(subject) is disabled. \(onScreen)"
        case .calledDuringFrame:
            return "HostError: the \(subject) was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."
        case .optionNotFound(let option):
            return "HostError: the \(subject) has no option \(quoted(option)).\(didYouMean) \(listed("Options"))"
        case .optionUntagged(let option, let selectionType):
            return "HostError: the option \(quoted(option)) of the \(subject) has no tag of the selection's type \(selectionType), so choosing it cannot change the selection; tag it with .tag(_:) of that type. \(listed("Options"))"
        case .outOfRange(let value, let range):
            return "HostError: the \(subject) cannot take \(value): its range is \(range), so nothing was done."
        case .nothingToDismiss:
            return "HostError: nothing is presented to dismiss (no sheet, full-screen cover, popover, alert, confirmation dialog or open menu)."
                + (availableCount > 0 ? " A navigation stack has a pushed view: back() pops it." : "")
        case .interactiveDismissDisabled:
            return "HostError: the \(control) cannot be dismissed by a swipe or a tap outside: its content has interactiveDismissDisabled(true), so nothing was done; a button that calls the \\.dismiss action or writes the presentation's binding still closes it."
        case .nothingToPop:
            return availableCount > 0
                ? "HostError: nothing to go back from: the navigation stack on screen shows its root view."
                : "HostError: nothing to go back from: there is no navigation stack on screen."
        case .covered(let layer):
            return "HostError: the \(subject) is covered by a \(layer); only the \(layer) can be driven until it is dismissed."
                + (title.isEmpty ? "" : " \(onScreen)")
        case .notPressed:
            return "HostError: the \(subject) is not pressed, so there is nothing to release; press(_:) it first, or tap(_:) it."
        case .notHitTestable(let modifier):
            return "HostError: the \(subject) receives no touches: it is inside a view with \(modifier), so nothing was done."
        case .alreadyPressed:
            return "HostError: the \(subject) is pressed already; release(_:) it before pressing it again."
        case .dropRefused(let itemType):
            return "HostError: the \(subject) does not accept items of type \(itemType), so the drop was refused and nothing happened. \(onScreen)"
        case .nothingAt(let x, let y):
            return "HostError: there is no control at \(point(x, y)) to tap, so nothing was done.\(nearest)"
        case .nothingToDragAt(let x, let y):
            return "HostError: nothing at \(point(x, y)) moves with a drag (a slider, a row with swipe actions, a view with a drag gesture), so nothing was done.\(nearest)"
        case .outsideWindow(let x, let y, let width, let height):
            return "HostError: the point \(point(x, y)) is outside the window, which is \(number(width)) × \(number(height)) points, so nothing was done.\(nearest)"
        case .invalidPoint(let x, let y):
            return "HostError: \(point(x, y)) is not a point of the window: its coordinates must be finite and not negative (points from the window's top leading corner), so nothing was done.\(nearest)"
        case .scopeNotFound(let scope):
            let place = scopes.isEmpty ? " on screen" : inScopes
            let looked = title.isEmpty ? control : "\(control) titled \(quoted(title))"
            return "HostError: nothing\(place) shows or is titled \(quoted(scope)) to look for the \(looked) in.\(didYouMean) \(listed("Texts and titles\(place)"))"
        }
    }

    /// `Button titled "Delete" in "Row 3"`, or `NavigationStack` for a control without a title.
    private var subject: String {
        title.isEmpty ? "\(control)\(inScopes)" : "\(control) titled \(quoted(title))\(inScopes)"
    }

    /// ` in "Row 3" in "Fruits"`: the scopes, innermost first; nothing for an unscoped call.
    private var inScopes: String {
        scopes.reversed().map { " in \(quoted($0))" }.joined()
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

    /// ` Nearest: Button "+" @ (191.83, 445.5) 9.33 × 20.33, ....` for an error of a point
    /// (``Reason/nothingAt(x:y:)``, ``Reason/outsideWindow(x:y:width:height:)``,
    /// ``Reason/invalidPoint(x:y:)``), or that no control is on screen.
    private var nearest: String {
        availableTitles.isEmpty ? " There are no controls on screen." : " Nearest: " + availableTitles.joined(separator: ", ") + "."
    }

    /// `Buttons on screen: "a", "b".`, capped at ``listedTitlesLimit`` titles.
    private var onScreen: String {
        guard availableCount > 0 else { return "There are no \(control)s on screen." }
        let identified = availableIdentifiers.isEmpty ? ""
            : " Their accessibility identifiers: " + availableIdentifiers.map(quoted).joined(separator: ", ") + "."
        return listed("\(control)s on screen") + identified
    }

    /// `heading: "a", "b", and 3 more.`, capped at ``listedTitlesLimit`` titles.
    private func listed(_ heading: String) -> String {
        guard availableCount > 0 else { return "\(heading): none." }
        let listed = availableTitles.prefix(Self.listedTitlesLimit).map(quoted).joined(separator: ", ")
        let more = availableCount - min(availableTitles.count, Self.listedTitlesLimit)
        return "\(heading): \(listed)" + (more > 0 ? ", and \(more) more." : ".")
    }

    /// `"11:01\u{202F}AM"`: the text in quotes, a character that cannot be seen or that
    /// looks like another — a space other than U+0020, a zero-width or format character,
    /// a control character — escaped as Swift writes it, so that two titles that differ
    /// only there do not read alike (a time's narrow no-break space, U+202F, beside a
    /// typed space).
    private func quoted(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            let hidden = scalar != " " && (properties.isWhitespace || properties.generalCategory == .format
                || properties.generalCategory == .control || properties.isDefaultIgnorableCodePoint)
            escaped += hidden ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
        }
        return "\"" + escaped + "\""
    }

    /// `(12.5, 700)`: a point as frames are written (`FrameText`).
    private func point(_ x: Double, _ y: Double) -> String { FrameText.point(x, y) }

    /// A coordinate as frames are written (`FrameText`): `12.5`, `700`, `nan`, `-inf`.
    private func number(_ value: Double) -> String { FrameText.number(value) }
}
