// Where an element is: the application's session, then a chain of queries each narrowed
// to one of its matches. A value, resolved on the main actor against the tree as it is
// when it is used, as XCUITest resolves an element each time.

import Foundation
@_spi(Predicates) import ViewEngine

/// The path from the application to an element.
struct ElementLocator: Sendable {
    /// One step of a query.
    enum Step: Sendable {
        case descendants(XCUIElement.ElementType)
        case children(XCUIElement.ElementType)
        case identifier(String)
        case identifierOrLabel(String)
        case type(XCUIElement.ElementType, identifier: String?)
        case containing(XCUIElement.ElementType, identifier: String?)
        /// The elements a predicate holds for, evaluated with each one's snapshot.
        case predicate(QueryPredicate)
        /// The elements with a descendant the predicate holds for.
        case containingPredicate(QueryPredicate)
    }

    /// Which of a query's matches an element is.
    enum Pick: Sendable {
        /// The only match: none or several is a failure.
        case only
        /// The first match.
        case first
        /// The match at an index.
        case index(Int)
    }

    /// A query from the element before, and which of its matches this one is.
    struct Link: Sendable {
        var steps: [Step]
        var pick: Pick
    }

    let session: AppSession
    let chain: [Link]

    /// The element the match of `steps` from this one is.
    func appending(_ steps: [Step], _ pick: Pick) -> ElementLocator {
        ElementLocator(session: session, chain: chain + [Link(steps: steps, pick: pick)])
    }

    /// This element as the first match of its query rather than its only one; the app
    /// itself is its own first match.
    var firstMatch: ElementLocator {
        guard let last = chain.last, case .only = last.pick else { return self }
        return ElementLocator(session: session, chain: chain.dropLast() + [Link(steps: last.steps, pick: .first)])
    }

    /// The element this one is now.
    ///
    /// - Throws: ``XCUIFailure`` in XCUITest's words when a query matches nothing or, for
    ///   an only match, several.
    @MainActor func resolve() throws(XCUIFailure) -> AccessibilityElement {
        var element = try session.tree()
        for (index, link) in chain.enumerated() {
            let matches = try Self.matches(of: link.steps, from: element)
            let query = Self.describe(Array(chain.prefix(index)), link.steps)
            switch link.pick {
            case .only:
                guard matches.count <= 1 else {
                    throw XCUIFailure(message: "Multiple matching elements found for \(query).\n"
                                      + matches.prefix(5).map { "  " + $0.summary }.joined(separator: "\n"))
                }
                guard let match = matches.first else { throw Self.noMatch(query, in: element) }
                element = match
            case .first:
                guard let match = matches.first else { throw Self.noMatch(query, in: element) }
                element = match
            case .index(let position):
                guard matches.indices.contains(position) else {
                    throw XCUIFailure(message: "No matches found for element \(position) of \(query) (\(matches.count) matches)")
                }
                element = matches[position]
            }
        }
        return element
    }

    /// The matches of a query of `steps` from this element, now.
    @MainActor func matches(of steps: [Step]) throws(XCUIFailure) -> [AccessibilityElement] {
        try Self.matches(of: steps, from: try resolve())
    }

    /// Whether the element exists now: its every query matches (an only match: at least once).
    @MainActor var exists: Bool {
        guard session.isRunning else { return false }
        guard let last = chain.last else { return true }
        let parent = ElementLocator(session: session, chain: Array(chain.dropLast()))
        guard let matches = try? parent.matches(of: last.steps) else { return false }
        if case .index(let position) = last.pick { return matches.indices.contains(position) }
        return !matches.isEmpty
    }

    private static func matches(of steps: [Step], from element: AccessibilityElement) throws(XCUIFailure) -> [AccessibilityElement] {
        var current = [element]
        for step in steps { current = try apply(step, to: current) }
        return current
    }

    private static func apply(_ step: Step, to elements: [AccessibilityElement]) throws(XCUIFailure) -> [AccessibilityElement] {
        switch step {
        case .predicate(let predicate):
            var held: [AccessibilityElement] = []
            for element in elements where try predicate.holds(for: element) { held.append(element) }
            return held
        case .containingPredicate(let predicate):
            var held: [AccessibilityElement] = []
            for element in elements {
                for descendant in element.descendants where try predicate.holds(for: descendant) {
                    held.append(element)
                    break
                }
            }
            return held
        case .descendants(let type):
            return elements.flatMap { $0.descendants.filter { XCUIElement.ElementType($0.role).isMatched(by: type) } }
        case .children(let type):
            return elements.flatMap { $0.children.filter { XCUIElement.ElementType($0.role).isMatched(by: type) } }
        case .identifier(let identifier):
            return elements.filter { $0.identifier == identifier }
        case .identifierOrLabel(let key):
            return elements.filter { $0.isNamed(key) }
        case .type(let type, let identifier):
            return elements.filter { XCUIElement.ElementType($0.role).isMatched(by: type) && identifier.map($0.isNamed) ?? true }
        case .containing(let type, let identifier):
            return elements.filter { element in
                element.descendants.contains { XCUIElement.ElementType($0.role).isMatched(by: type) && identifier.map($0.isNamed) ?? true }
            }
        }
    }

    private static func noMatch(_ query: String, in element: AccessibilityElement) -> XCUIFailure {
        let shown = element.descendants.filter { $0.role != .cell && $0.role != .collectionView }
        return XCUIFailure(message: "No matches found for \(query) from input {\(shown.prefix(12).map(\.summary).joined(separator: ", "))}")
    }

    /// A query as XCUITest's messages describe it:
    /// `Application → Descendants matching type Button → Elements matching identifier or label "Add"`.
    static func describe(_ chain: [Link], _ steps: [Step]) -> String {
        var parts = ["Application"]
        for link in chain {
            let query = link.steps.map(\.description).joined(separator: " → ")
            let picked = switch link.pick {
            case .only: query
            case .first: "first match of \(query)"
            case .index(let position): "element \(position) of \(query)"
            }
            parts.append(picked)
        }
        return (parts + steps.map(\.description)).joined(separator: " → ")
    }
}

extension ElementLocator.Step: CustomStringConvertible {
    var description: String {
        switch self {
        case .descendants(let type): "Descendants matching type \(type.displayName)"
        case .children(let type): "Children matching type \(type.displayName)"
        case .identifier(let identifier): "Elements matching identifier \"\(identifier)\""
        case .identifierOrLabel(let key): "Elements matching identifier or label \"\(key)\""
        case .type(let type, let identifier): "Elements of type \(type.displayName)" + (identifier.map { " matching \"\($0)\"" } ?? "")
        case .containing(let type, let identifier): "Elements containing \(type.displayName)" + (identifier.map { " \"\($0)\"" } ?? "")
        case .predicate(let predicate): "Elements matching predicate '\(predicate)'"
        case .containingPredicate(let predicate): "Elements containing elements matching predicate '\(predicate)'"
        }
    }
}

/// A query's predicate, evaluated with each element's snapshot as XCUITest evaluates it.
///
/// Invariant (`@unchecked Sendable`, needed because `NSPredicate` is not `Sendable` and a
/// query is): the predicate is a `let` that is only evaluated, and a format predicate's
/// evaluation reads its parsed tree only (the engine's `NSPredicate(format:)`).
struct QueryPredicate: @unchecked Sendable, CustomStringConvertible {
    let predicate: NSPredicate

    /// Whether the predicate holds for `element`.
    ///
    /// - Throws: when it names a key an element does not have, in Foundation's words.
    func holds(for element: AccessibilityElement) throws(XCUIFailure) -> Bool {
        do {
            return try PredicateErrors.collecting { predicate.evaluate(with: ElementSnapshot(element)) }
        } catch {
            throw XCUIFailure(message: "\(error)")
        }
    }

    /// Its format string, or `BLOCKPREDICATE` as Apple's describes a block's.
    var description: String { predicate.formatString ?? "BLOCKPREDICATE" }
}

extension AccessibilityElement {
    /// Every element inside this one, in reading order (depth first).
    var descendants: [AccessibilityElement] { children.flatMap { [$0] + $0.descendants } }

    /// Whether a query's key names it: its identifier, or its label.
    func isNamed(_ key: String) -> Bool { identifier == key || label == key }

    /// `Button, label: 'Add'`, as XCUITest's messages name an element.
    var summary: String {
        var text = XCUIElement.ElementType(role).displayName
        if !identifier.isEmpty { text += ", identifier: '\(identifier)'" }
        if !label.isEmpty { text += ", label: '\(label)'" }
        if let value { text += ", value: \(value)" }
        if !isEnabled { text += ", Disabled" }
        return text
    }

    /// The point a tap reaches it at.
    var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}
