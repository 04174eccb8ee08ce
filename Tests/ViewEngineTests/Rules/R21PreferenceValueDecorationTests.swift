import Foundation
import Testing
import ViewEngine
import TestSupport

/// Rules R21: `overlayPreferenceValue` and `backgroundPreferenceValue` make a view from the
/// value a preference of the content has, in front of it or behind it. Each test names the
/// sentence of Apple's documentation it encodes.
@MainActor
@Suite("R21 Preferences: views made from a preference's value")
struct R21PreferenceValueDecorationTests {
    struct SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Scores: View {
        @State private var bonus = 1
        var body: some View {
            VStack {
                Button("Bonus") { bonus += 1 }
                Text("a").preference(key: SumKey.self, value: 2)
                Text("b").preference(key: SumKey.self, value: bonus)
            }
            .overlayPreferenceValue(SumKey.self, alignment: .top) { total in Text("total \(total)") }
        }
    }

    /// `overlayPreferenceValue(_:_:)`: "Reads the specified preference value from the view,
    /// using it to produce a second view that is applied as an overlay to the original
    /// view." The overlay shows the combined value from the first frame, and is made again
    /// when it changes.
    @Test func theOverlayIsMadeFromTheValueAndFollowsIt() throws {
        let host = ViewHost(testing: Scores())
        #expect(host.render().contains("  overlay\n    Text \"total 3\""))
        try host.tap("Bonus")
        #expect(host.render().contains("  overlay\n    Text \"total 4\""))
        #expect(host.diagnostics.isEmpty)
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct Highlighted: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Header").frame(width: 200, height: 40)
                Text("Chosen")
                    .frame(width: 120, height: 30)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .backgroundPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let frame = proxy[anchor]
                        Color.yellow.frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY)
                    }
                }
            }
        }
    }

    /// `backgroundPreferenceValue(_:_:)`: "Reads the specified preference value from the
    /// view, using it to produce a second view that is applied as the background of the
    /// original view" — the common use, a highlight behind the view an anchor names,
    /// resolved in the background's coordinates.
    @Test func aBackgroundHighlightsTheAnchoredView() throws {
        let host = ViewHost(testing: Highlighted())
        // The stack (200 × 70) is centred in the safe area (y 59 to 818): its top at 403.5;
        // the chosen row's 120 × 30 frame under the 40-point header, centred in 200.
        let svg = host.snapshot()
        let yellow = svg.components(separatedBy: "\n").first { $0.contains(##"fill="#FFCC00""##) } ?? ""
        #expect(yellow.contains(#"x="136.5" y="443.5" width="120" height="30""#))
        // Behind the view: drawn before the texts.
        let lines = svg.components(separatedBy: "\n")
        let yellowLine = try #require(lines.firstIndex(of: yellow))
        let headerLine = try #require(lines.firstIndex { $0.contains(">Header</text>") })
        #expect(yellowLine < headerLine)
    }

    struct Labeled: View {
        let log: Log
        var body: some View {
            Text("x").preference(key: SumKey.self, value: 5)
                .overlayPreferenceValue(SumKey.self) { value in
                    Text("\(value)").preference(key: SumKey.self, value: 100)
                }
                .onPreferenceChange(SumKey.self) { log("parent sees \($0)") }
        }
    }

    /// "The values of the preference key from both views are combined and made visible to
    /// the parent view": the overlay reads only the content's value, and the view above
    /// sees the content's and the overlay's together.
    @Test func theParentSeesBothViewsValues() {
        let log = Log()
        let host = ViewHost(testing: Labeled(log: log))
        #expect(host.render().contains("Text \"5\""))
        #expect(log.take() == ["parent sees 105"])
    }

    /// A key whose value is not `Equatable`.
    struct NoteKey: PreferenceKey {
        struct Note { var text: String }
        static let defaultValue = Note(text: "none")
        static func reduce(value: inout Note, nextValue: () -> Note) { value.text += "+" + nextValue().text }
    }

    struct Notes: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Button("More") { count += 1 }
                Text("n").preference(key: NoteKey.self, value: NoteKey.Note(text: "note \(count)"))
            }
            .overlayPreferenceValue(NoteKey.self) { note in Text(note.text) }
        }
    }

    /// A value that cannot be compared is delivered each time the content's preference may
    /// have changed, and settles: no update loop.
    @Test func aValueThatCannotBeComparedSettles() throws {
        let host = ViewHost(testing: Notes())
        #expect(host.render().contains("Text \"note 0\""))
        try host.tap("More")
        #expect(host.render().contains("Text \"note 1\""))
        #expect(host.diagnostics.isEmpty)
    }
}
