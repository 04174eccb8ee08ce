import Foundation
import Testing
import ViewEngine
import TestSupport

/// `LabeledContent`'s titles, as its initializers' documentation gives them: a literal is
/// a key — `init(_:content:)` "treats the localized key similar to
/// `init(_:tableName:bundle:comment:)`" — and any other string is shown as it is —
/// `init(_:value:)` with `S1: StringProtocol` "treats the title similar to `init(_:)`".
/// The keys are looked up in the fixture catalog of ``StringCatalogTests``.
@MainActor
@Suite("LabeledContent: a literal title is a localized key, a string value is shown as it is")
struct LabeledContentTitleTests {
    /// A generic caller reaches the `StringProtocol` initializers, as in SwiftUI.
    static func row<S: StringProtocol>(_ title: S) -> some View {
        LabeledContent(title) { Text(verbatim: "x") }
    }

    static func formatted<S: StringProtocol>(_ title: S, _ count: Int) -> some View {
        LabeledContent(title, value: count, format: .number)
    }

    static func lines<V: View>(_ view: V, locale: String) -> [String] {
        StringCatalogTests.host(view, locale: locale).render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `init(_:value:)`, `init(_:value:format:)` and `init(_:content:)` with a literal: the
    /// title is the catalog's string in the locale; the value is never a key.
    @Test func aLiteralTitleIsLookedUp() {
        let lines = Self.lines(VStack {
            LabeledContent("Overview", value: "Overview")
            LabeledContent("Overview", value: 3, format: .number)
            LabeledContent("Overview") { Text(verbatim: "x") }
        }, locale: "es")
        #expect(lines == [
            "VStack",
            "LabeledContent \"Descripción\" = \"Overview\"",
            "LabeledContent \"Descripción\" = \"3\"",
            "LabeledContent \"Descripción\"",
            "Text \"x\"",
        ], "\(lines)")
    }

    /// `init<S1, S2>(_:value:)`, `init<S, F>(_:value:format:)` and `init<S>(_:content:)`:
    /// a `String` or `Substring` title — a generic caller's too — is shown as it is.
    @Test func aStringTitleIsShownAsItIs() {
        let title = "Overview"
        let lines = Self.lines(VStack {
            LabeledContent(title, value: title)
            LabeledContent(title.prefix(4), value: title.suffix(4))
            Self.formatted(title, 1200)
            Self.row(title)
        }, locale: "es")
        #expect(lines == [
            "VStack",
            "LabeledContent \"Overview\" = \"Overview\"",
            "LabeledContent \"Over\" = \"view\"",
            "LabeledContent \"Overview\" = \"1,200\"",
            "LabeledContent \"Overview\"",
            "Text \"x\"",
        ], "\(lines)")
    }
}
