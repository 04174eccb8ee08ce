import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R3: onChange compares only when the view carrying it is re-evaluated, with
/// `==` against the value stored at the previous evaluation; any Equatable works,
/// Optional included.
@MainActor
@Suite("R3 When onChange fires")
struct R03WhenOnChangeFiresTests {
    final class PlainStore { var value = 0 }

    struct NonState: View {
        let log: Log
        let store: PlainStore
        @State var redraws = 0
        var body: some View {
            let _ = redraws
            Button("redraw") { redraws += 1 }
                .onChange(of: store.value) { newValue in log("store \(newValue)") }
        }
    }

    @Test func firesOnlyWhenTheViewIsReEvaluated() throws {
        let log = Log()
        let store = PlainStore()
        let host = TestHost(NonState(log: log, store: store))
        store.value = 1
        store.value = 2
        #expect(log.take() == [])      // nothing re-evaluated the view
        host.tap("redraw")
        #expect(log.take() == ["store 2"])
        host.tap("redraw")
        #expect(log.take() == [])      // re-evaluated, but the value did not change
    }

    struct Point: Equatable { var x: Int; var y: Int }

    struct Values: View {
        let log: Log
        @State var point = Point(x: 0, y: 0)
        @State var name: String? = nil
        var body: some View {
            VStack {
                Button("move") { point.x += 1 }
                Button("same point") { point = Point(x: point.x, y: point.y) }
                Button("name") { name = name == nil ? "a" : nil }
            }
            .onChange(of: point) { newValue in log("point \(newValue.x),\(newValue.y)") }
            .onChange(of: name) { newValue in log("name \(newValue ?? "nil")") }
        }
    }

    @Test func anyEquatableAndOptionalsWork() throws {
        let log = Log()
        let host = TestHost(Values(log: log))
        host.tap("move")
        host.tap("same point")
        host.tap("name")
        host.tap("name")
        #expect(log.take() == ["point 1,0", "name a", "name nil"])
    }
}
