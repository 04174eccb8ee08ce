// An element of the app's screen, as XCUITest finds it: where it is (ElementLocator),
// resolved each time it is used. Its actions drive the app through the host as a finger
// does (a tap at the element's center, keys typed into the focused field), then let the
// app settle on its virtual clock, as XCUITest waits for the app to idle.

import Foundation
import ViewEngine

/// An element of the application's user interface.
///
/// ```swift
/// let add = app.buttons["Add"]
/// XCTAssertTrue(add.waitForExistence(timeout: 2))
/// add.tap()
/// ```
public class XCUIElement: XCUIElementTypeQueryProvider, CustomStringConvertible {
    let locator: ElementLocator

    init(_ locator: ElementLocator) {
        self.locator = locator
    }

    /// This element as the first match of its query: where the query matches several
    /// elements, the first, rather than a failure ("Multiple matching elements found").
    ///
    /// ```swift
    /// app.staticTexts["total"].firstMatch.label
    /// ```
    public var firstMatch: XCUIElement { XCUIElement(locator.firstMatch) }

    // MARK: State

    /// Whether the element is on screen now (for a query's only match: whether it matches
    /// at least one element).
    public var exists: Bool {
        let locator = locator
        return MainThread.run(false) { locator.exists }
    }

    /// Whether a tap at the element's center reaches it: it exists, its center is in the
    /// window, and no other control is drawn over it there.
    public var isHittable: Bool {
        let locator = locator
        return MainThread.run(false) {
            guard let element = try? locator.resolve() else { return false }
            return locator.session.isHittable(element)
        }
    }

    /// Its label, as VoiceOver reads it.
    public var label: String { now?.label ?? "" }
    /// Its `accessibilityIdentifier`.
    public var identifier: String { now?.identifier ?? "" }
    /// Its value: a switch's `"0"` or `"1"`, a text field's text (or its prompt while
    /// empty), a slider's percent.
    public var value: Any? { now?.value }
    /// A text field's prompt.
    public var placeholderValue: String? { now?.placeholderValue }
    /// Its title (an iOS element has none but its label).
    public var title: String { "" }
    /// Its frame, in the window's points.
    public var frame: CGRect { now?.frame ?? .zero }
    /// Whether it takes input.
    public var isEnabled: Bool { now?.isEnabled ?? false }
    /// Whether it is selected.
    public var isSelected: Bool { now?.isSelected ?? false }
    /// Whether it has keyboard focus.
    public var hasFocus: Bool { now?.hasFocus ?? false }
    /// Its type.
    public var elementType: XCUIElement.ElementType { now.map { ElementType($0.role) } ?? .any }

    /// The element now; when it does not resolve, the failure is recorded, as XCUITest
    /// fails a test that reads an element it cannot find, and `nil`. (A property has no
    /// caller's line: the failure is the test's, at this file's.)
    private var now: AccessibilityElement? {
        let locator = locator
        return MainThread.run(nil) { locator.resolved(file: #filePath, line: #line) }
    }

    /// Waits until the element exists, at most `timeout` seconds of the app's virtual
    /// clock — its timers and sleeping tasks run as the time passes, and nothing waits in
    /// real time.
    ///
    /// - Returns: whether it exists.
    @discardableResult
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        let locator = locator
        return MainThread.run(false) { locator.session.wait(upTo: timeout) { locator.exists } }
    }

    /// Waits until the element does not exist, at most `timeout` seconds of virtual time.
    ///
    /// - Returns: whether it no longer exists.
    @discardableResult
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        let locator = locator
        return MainThread.run(false) { locator.session.wait(upTo: timeout) { !locator.exists } }
    }

    // MARK: Queries

    /// The descendants of `type` of this element.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(base: locator, steps: [.descendants(type)])
    }

    /// The children of `type` of this element.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(base: locator, steps: [.children(type)])
    }

    // MARK: Actions

    /// Taps the element at its center, as a finger does, then lets the app settle.
    ///
    /// Fails, as XCUITest fails, when it matches nothing or several, or is not hittable.
    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        let locator = locator
        MainThread.run(file: file, line: line) {
            guard let element = locator.resolved(file: file, line: line) else { return }
            guard locator.session.isHittable(element) else {
                return XCUIFailure.record("Failed to tap \(element.summary): the element is not hittable "
                                          + "(its center \(element.center) is outside the window or under another view)",
                                          file: file, line: line)
            }
            let key = locator.session.keyboardAction(of: element)
            locator.session.perform(file: file, line: line) { host in
                switch key {
                case .type(let character)?: return try host.typeKeystroke(character)
                case .delete?: return try host.deleteBackward()
                case .submit?: return try host.submitFocusedField()
                case .shift?: return
                case nil: break
                }
                do {
                    _ = try host.click(at: element.center)
                } catch let error as HostError where error.reason == .disabled {
                    // A disabled control takes the tap and does nothing, as on iOS.
                }
            }
        }
    }

    /// Taps twice.
    public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        tap(file: file, line: line)
        tap(file: file, line: line)
    }

    /// Types `text` into the element, which must have keyboard focus (tap a field first,
    /// as XCUITest requires): one keystroke a frame; `"\n"` and ``XCUIKeyboardKey/return``
    /// submit the field, ``XCUIKeyboardKey/delete`` deletes the last character.
    public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let locator = locator
        MainThread.run(file: file, line: line) {
            guard let element = locator.resolved(file: file, line: line) else { return }
            guard element.hasFocus || element.descendants.contains(where: \.hasFocus) else {
                return XCUIFailure.record("Neither element nor any descendant has keyboard focus. Element: \(element.summary)",
                                          file: file, line: line)
            }
            locator.session.perform(file: file, line: line) { host in
                for character in text {
                    switch String(character) {
                    case "\n", XCUIKeyboardKey.return.rawValue, XCUIKeyboardKey.enter.rawValue: try host.submitFocusedField()
                    case XCUIKeyboardKey.delete.rawValue: try host.deleteBackward()
                    default: try host.typeKeystroke(String(character))
                    }
                }
            }
        }
    }

    // MARK: Describing

    /// The element as XCUITest's messages describe it.
    public var description: String {
        guard let last = locator.chain.last else { return "Application" }
        return ElementLocator.describe(Array(locator.chain.dropLast()), last.steps)
    }

    /// The accessibility tree from this element, as text.
    public var debugDescription: String {
        let locator = locator
        return MainThread.run(nil) { try? locator.resolve() }?.description ?? description
    }
}

extension ElementLocator {
    /// The element now, or the failure recorded at the test's line and `nil`.
    @MainActor func resolved(file: StaticString, line: UInt) -> AccessibilityElement? {
        do {
            return try resolve()
        } catch {
            XCUIFailure.record(error.message, file: file, line: line)
            return nil
        }
    }
}
