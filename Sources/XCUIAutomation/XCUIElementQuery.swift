// A query for elements: the element it starts from, then steps over the accessibility
// tree — descendants or children of a type, a filter by identifier or label, a filter by
// what an element contains (ElementLocator.swift). It is evaluated each time it is used.

import Foundation
import ViewEngine

/// A query for elements of the application's accessibility tree.
///
/// ```swift
/// app.buttons["Add"]                          // the button identified or labelled "Add"
/// app.cells.element(boundBy: 0)               // the first row
/// app.navigationBars["Groceries"].buttons["Edit"]
/// ```
public final class XCUIElementQuery: XCUIElementTypeQueryProvider, CustomStringConvertible, Sendable {
    let base: ElementLocator
    let steps: [ElementLocator.Step]

    init(base: ElementLocator, steps: [ElementLocator.Step]) {
        self.base = base
        self.steps = steps
    }

    private func adding(_ step: ElementLocator.Step) -> XCUIElementQuery { XCUIElementQuery(base: base, steps: steps + [step]) }

    // MARK: Elements of the query

    /// The one element the query matches: using it fails when it matches none or several.
    public var element: XCUIElement { XCUIElement(base.appending(steps, .only)) }
    /// The first element the query matches.
    public var firstMatch: XCUIElement { XCUIElement(base.appending(steps, .first)) }
    /// The element at `index` of the matches, in reading order.
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(base.appending(steps, .index(index))) }
    /// The element identified, or labelled, `key`.
    public subscript(key: String) -> XCUIElement { adding(.identifierOrLabel(key)).element }
    /// The number of matches now.
    public var count: Int {
        let base = base, steps = steps
        return MainThread.run(0) { (try? base.matches(of: steps))?.count ?? 0 }
    }
    /// An element for each match now, by index.
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }
    /// An element for each match now, by index.
    public var allElementsBoundByAccessibilityElement: [XCUIElement] { allElementsBoundByIndex }

    // MARK: Refining

    /// The descendants of `type` of the matches.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { adding(.descendants(type)) }
    /// The children of `type` of the matches.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery { adding(.children(type)) }
    /// The matches whose identifier is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery { adding(.identifier(identifier)) }
    /// The matches of `elementType` identified, or labelled, `identifier`, when given.
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        adding(.type(elementType, identifier: identifier))
    }
    /// The matches with a descendant of `elementType` identified, or labelled, `identifier`, when given.
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        adding(.containing(elementType, identifier: identifier))
    }
    /// The matches `predicate` holds for, evaluated with each one's snapshot: its keys are
    /// `label`, `identifier`, `value`, `title`, `elementType`, `enabled`, `selected`,
    /// `hasFocus`, `placeholderValue`, `frame` (the engine's `NSPredicate(format:)`).
    ///
    /// ```swift
    /// app.buttons.matching(NSPredicate(format: "label BEGINSWITH[c] 'New'"))
    /// ```
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery { adding(.predicate(QueryPredicate(predicate: predicate))) }
    /// The matches with a descendant `predicate` holds for.
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        adding(.containingPredicate(QueryPredicate(predicate: predicate)))
    }
    /// The one match `predicate` holds for.
    public func element(matching predicate: NSPredicate) -> XCUIElement { matching(predicate).element }
    /// The element of `elementType` the query matches identified, or labelled, `identifier`.
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        matching(elementType, identifier: identifier).element
    }

    /// The query as XCUITest's messages describe it.
    public var description: String { ElementLocator.describe(base.chain, steps) }
}
