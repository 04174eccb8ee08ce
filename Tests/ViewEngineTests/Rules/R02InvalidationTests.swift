import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R2: writing state invalidates the views that read it; an equal write
/// invalidates nothing; non-state values never invalidate.
@MainActor
@Suite("R2 What invalidates")
struct R02InvalidationTests {
    final class PlainStore { var value = 0 }

    struct Reader: View {
        let log: Log
        @Binding var value: Int
        var body: some View {
            let _ = log("body Reader \(value)")
            Text("\(value)")
        }
    }

    struct Bystander: View {
        let log: Log
        var body: some View {
            let _ = log("body Bystander")
            Text("bystander")
        }
    }

    struct Screen: View {
        let log: Log
        let store: PlainStore
        @State var read = 0
        @State var unread = 0
        var body: some View {
            let _ = log("body Screen")
            VStack {
                Reader(log: log, value: $read)
                Bystander(log: log)
                Button("write read") { read += 1 }
                Button("write same") { read = read + 0 }
                Button("write unread") { unread += 1 }
                Button("write store") { store.value += 1 }
            }
        }
    }

    @Test func aWriteInvalidatesOnlyItsReaders() throws {
        let log = Log()
        let host = TestHost(Screen(log: log, store: PlainStore()))
        #expect(log.take() == ["body Screen", "body Reader 0", "body Bystander"])

        // Only Reader read `read` (through its binding): only Reader re-evaluates.
        host.tap("write read")
        #expect(log.take() == ["body Reader 1"])

        // Nobody read `unread`.
        host.tap("write unread")
        #expect(log.take() == [])
    }

    @Test func anEqualWriteInvalidatesNothing() throws {
        let log = Log()
        let host = TestHost(Screen(log: log, store: PlainStore()))
        _ = log.take()
        host.tap("write same")
        #expect(log.take() == [])
    }

    @Test func aPlainClassPropertyIsNotState() throws {
        let log = Log()
        let store = PlainStore()
        let host = TestHost(Screen(log: log, store: store))
        _ = log.take()
        host.tap("write store")
        #expect(store.value == 1)
        #expect(log.take() == [])
    }

    struct Rows: View {
        let log: Log
        @State var value = 0
        var body: some View {
            VStack {
                Button("+") { value += 1 }
                // `value` is read in the ForEach's content closure, which the engine runs
                // after `body` returns: it is still this view's dependency.
                ForEach(0..<2) { index in Text("row \(index): \(value)") }
            }
        }
    }

    @Test func aReadInsideForEachContentIsADependencyOfTheView() throws {
        let host = TestHost(Rows(log: Log()))
        host.tap("+")
        #expect(host.render() == "VStack\n  Button \"+\"\n  Text \"row 0: 1\"\n  Text \"row 1: 1\"")
    }
}
