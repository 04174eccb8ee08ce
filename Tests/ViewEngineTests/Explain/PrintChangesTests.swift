import Testing
import ViewEngine
import TestSupport

/// `Self._printChanges()` prints why a body is evaluated, in SwiftUI's format.
@MainActor
struct PrintChangesTests {
    struct Counter: View {
        let log: Log
        let label: String
        @State var count = 0
        var body: some View {
            let _ = Self._printChanges()
            Button("\(label) \(count)") { count += 1 }
        }
    }

    struct Parent: View {
        let log: Log
        @State var label = "a"
        @State var generation = 0
        @State var unrelated = 0
        var body: some View {
            VStack {
                Counter(log: log, label: label).id(generation)
                Button("relabel") { label += "a" }
                Button("new identity") { generation += 1 }
                Button("unrelated \(unrelated)") { unrelated += 1 }
            }
        }
    }

    static func host(_ log: Log) -> ViewHost<Parent> {
        var configuration = HostConfiguration()
        configuration.printChangesHandler = { line in log(line) }
        return ViewHost(testing: Parent(log: log), configuration: configuration)
    }

    @Test func aNewViewPrintsSelfIdentityAndItsProperties() {
        let log = Log()
        _ = Self.host(log)
        #expect(log.take() == ["Counter: @self, @identity, _count changed."])
    }

    @Test func aStateChangeNamesTheProperty() throws {
        let log = Log()
        let host = Self.host(log)
        _ = log.take()
        try host.tap("a 0")
        #expect(log.take() == ["Counter: _count changed."])
    }

    @Test func aParentInputChangeIsSelf() throws {
        let log = Log()
        let host = Self.host(log)
        _ = log.take()
        try host.tap("relabel")
        #expect(log.take() == ["Counter: @self changed."])
    }

    @Test func aNewIdentityStartsOver() throws {
        let log = Log()
        let host = Self.host(log)
        try host.tap("a 0")
        _ = log.take()
        try host.tap("new identity")
        #expect(log.take() == ["Counter: @self, @identity, _count changed."])
    }

    @Test func noChangeMeansNoEvaluationAndNothingPrinted() throws {
        let log = Log()
        let host = Self.host(log)
        _ = log.take()
        try host.tap("unrelated 0")     // the parent re-evaluates; Counter's inputs are the same
        #expect(log.take() == [])
    }
}
