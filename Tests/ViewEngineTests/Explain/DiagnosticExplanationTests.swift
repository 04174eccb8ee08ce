import Testing
import ViewEngine
import TestSupport

/// A cut-off diagnostic explains itself: SwiftUI's text, the view and value types, the
/// observer's place in the source, what it wrote, and the frame's chain of firings.
@MainActor
struct DiagnosticExplanationTests {
    struct Loop: View {
        @State var t = 0
        var body: some View {
            Button("change") { t += 1 }
                .onChange(of: t) { _ in t += 1 }
        }
    }

    @Test func aCutOffNamesTheObserverWhatItWroteAndTheChain() throws {
        let host = ViewHost(testing: Loop())
        try host.tap("change")
        let diagnostic = try #require(host.diagnostics.first)
        #expect(diagnostic.message == "onChange(of: Int) action tried to update multiple times per frame.")
        #expect(diagnostic.viewType == "Loop")
        #expect(diagnostic.valueType == "Int")
        #expect(diagnostic.location == Diagnostic.Location(fileID: "ViewEngineTests/DiagnosticExplanationTests.swift", line: 13))
        let explanation = try #require(diagnostic.explanation)
        #expect(explanation.wrote == ["Loop._t"])
        #expect(explanation.firings.map { "\($0.oldValue) → \($0.newValue)" } == ["0 → 1", "1 → 2"])
        #expect(explanation.dropped?.description == "ViewEngineTests/DiagnosticExplanationTests.swift:13 (Loop): 2 → 3")
        #expect(explanation.description == """
            observer: onChange(of: Int) at ViewEngineTests/DiagnosticExplanationTests.swift:13, on Loop, ran 2 times in frame 2 (the limit)
            wrote: Loop._t
            onChange actions that ran in this frame:
              1. ViewEngineTests/DiagnosticExplanationTests.swift:13 (Loop): 0 → 1, wrote Loop._t
              2. ViewEngineTests/DiagnosticExplanationTests.swift:13 (Loop): 1 → 2, wrote Loop._t
              dropped: ViewEngineTests/DiagnosticExplanationTests.swift:13 (Loop): 2 → 3
            """)
    }

    struct Removed: View {
        let value: Int
        let onFire: () -> Void
        var body: some View {
            Color.red.onChange(of: value) { _ in onFire() }
        }
    }

    struct RemovesItsObserver: View {
        @State var t = 0
        @State var showsChild = true
        @State var label = "a"
        var body: some View {
            VStack {
                Button("change") { t += 1 }
                if showsChild { Removed(value: t) { showsChild = false; label += "b" } }
                Text(label).onChange(of: label) { _ in label += "b" }
            }
        }
    }

    /// The chain lists every action that ran in the frame, an observer that its own action
    /// removed included (kept for the frame: the chain refers to it unretained), and values
    /// of any type (a `String` is boxed, an `Int` kept as bytes).
    @Test func theChainNamesAnObserverRemovedInTheFrameAndValuesOfAnyType() throws {
        let host = ViewHost(testing: RemovesItsObserver())
        try host.tap("change")
        let diagnostic = try #require(host.diagnostics.first)
        #expect(diagnostic.valueType == "String")
        let explanation = try #require(diagnostic.explanation)
        #expect(explanation.firings.map(\.description) == [
            "ViewEngineTests/DiagnosticExplanationTests.swift:43 (Removed): 0 → 1, wrote RemovesItsObserver._showsChild, RemovesItsObserver._label",
            "ViewEngineTests/DiagnosticExplanationTests.swift:55 (RemovesItsObserver): \"a\" → \"ab\", wrote RemovesItsObserver._label",
            "ViewEngineTests/DiagnosticExplanationTests.swift:55 (RemovesItsObserver): \"ab\" → \"abb\", wrote RemovesItsObserver._label",
        ])
        #expect(explanation.dropped?.description == "ViewEngineTests/DiagnosticExplanationTests.swift:55 (RemovesItsObserver): \"abb\" → \"abbb\"")
    }

    struct WritesInBody: View {
        @State var count = 0
        var body: some View {
            let _ = { count += 1 }()
            Text("\(count)")
        }
    }

    @Test func aWriteDuringABodyNamesTheViewAndTheState() throws {
        let host = ViewHost(testing: WritesInBody())
        let diagnostic = try #require(host.diagnostics.first)
        #expect(diagnostic.message == "Modifying state during view update, this will cause undefined behavior.")
        #expect(diagnostic.viewType == "WritesInBody")
        #expect(diagnostic.explanation?.wrote == ["WritesInBody._count"])
        #expect(diagnostic.explanation?.subject == "the body of WritesInBody wrote state while it was being evaluated")
    }
}
