import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R12: when a parent re-evaluates, a child whose new value is the same input as
/// the kept one skips its body; Equatable views are compared with `==` only, and while
/// judged equal the kept value stays.
@MainActor
@Suite("R12 Unchanged views skip their body")
struct R12UnchangedViewsTests {
    final class Model {}

    struct Plain: View {
        let log: Log
        let name: String
        let model: Model
        var body: some View {
            let _ = log("body Plain \(name)")
            Text(name)
        }
    }

    struct WithClosure: View {
        let log: Log
        let action: () -> Void
        var body: some View {
            let _ = log("body WithClosure")
            Button("run", action: action)
        }
    }

    struct WithBinding: View {
        let log: Log
        @Binding var value: Int
        var body: some View {
            let _ = log("body WithBinding")
            Text("binding")
        }
    }

    struct Parent: View {
        let log: Log
        let model: Model
        @State var tick = 0
        @State var bound = 0
        var body: some View {
            let _ = log("body Parent \(tick)")
            VStack {
                Plain(log: log, name: "fixed", model: model)
                Plain(log: log, name: "tick \(tick)", model: model)
                WithClosure(log: log) {}
                WithBinding(log: log, value: $bound)
                Button("tick") { tick += 1 }
            }
        }
    }

    @Test func fieldByFieldComparison() throws {
        let log = Log()
        let host = TestHost(Parent(log: log, model: Model()))
        _ = log.take()
        host.tap("tick")
        // Equal fields (String ==, class identity, same binding storage) skip the body;
        // a changed field or a closure field (cannot be compared) does not.
        #expect(log.take() == ["body Parent 1", "body Plain tick 1", "body WithClosure"])
    }

    struct Score: View, Equatable {
        let log: Log
        let points: Int
        let note: String
        @State var taps = 0
        var body: some View {
            let _ = log("body Score \(points) \(note) taps \(taps)")
            Button("tap score") { taps += 1 }
        }
        // Only `points` matters: `note` and `log` are ignored by the comparison.
        nonisolated static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }
    }

    struct Board: View {
        let log: Log
        @State var points = 0
        @State var note = "a"
        var body: some View {
            VStack {
                Score(log: log, points: points, note: note)
                Button("note") { note += "a" }
                Button("points") { points += 1 }
            }
        }
    }

    @Test func equatableViewsUseTheirEqualityAndKeepThePreviousValue() throws {
        let log = Log()
        let host = TestHost(Board(log: log))
        #expect(log.take() == ["body Score 0 a taps 0"])

        host.tap("note")            // judged equal: body skipped, kept value stays
        #expect(log.take() == [])
        host.tap("tap score")       // its own state re-evaluates it with the kept inputs
        #expect(log.take() == ["body Score 0 a taps 1"])
        host.tap("points")          // unequal: the new value is taken
        #expect(log.take() == ["body Score 1 aa taps 1"])
    }

    struct Wrapped: View {
        let log: Log
        @State var points = 0
        @State var note = "a"
        var body: some View {
            VStack {
                Score(log: log, points: points, note: note).equatable()
                Button("note") { note += "a" }
            }
        }
    }

    @Test func equatableModifierWrapsInEquatableView() throws {
        let log = Log()
        let host = TestHost(Wrapped(log: log))
        _ = log.take()
        host.tap("note")
        #expect(log.take() == [])
    }

    /// An enum is not made of stored properties: a view that is an enum, and not
    /// `Equatable`, counts as changed at every new value (a case with another payload is
    /// another view value).
    enum Status: View {
        case loading
        case loaded(String)
        var body: some View {
            switch self {
            case .loading: Text("loading")
            case .loaded(let title): Text(title)
            }
        }
    }

    struct StatusScreen: View {
        @State var title = "first"
        var body: some View {
            VStack {
                Button("next") { title = "second" }
                Status.loaded(title)
            }
        }
    }

    @Test func anEnumViewTakesANewPayload() throws {
        let host = TestHost(StatusScreen())
        #expect(host.render().contains("Text \"first\""))
        host.tap("next")
        #expect(host.render().contains("Text \"second\""))
    }
}
