import Observation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R2 for `@Observable` models: a body depends on the model properties it read,
/// and only on those; plain class properties are not state.
@MainActor
struct ObservationTrackingTests {
    @Observable final class Model {
        var x = 0
        var y = 0
        var name = ""
        var reference: Reference?
    }

    final class Reference {}

    final class Plain {
        var x = 0
    }

    struct Reader: View {
        let log: Log
        let model: Model
        var body: some View {
            let _ = log("body")
            Text("x: \(model.x)")
                .onChange(of: model.x) { value in log("onChange \(value)") }
        }
    }

    @Test func readPropertyReEvaluatesAndUnreadDoesNot() async {
        let log = Log(), model = Model()
        let host = TestHost(Reader(log: log, model: model))
        #expect(log.take() == ["body"])
        model.y = 1
        await host.settle()
        #expect(log.take() == [])
        model.x = 1
        await host.settle()
        #expect(log.take() == ["body", "onChange 1"])
        #expect(host.render() == "Text \"x: 1\"")
    }

    @Test func writeFromAnActionReEvaluatesInTheSameFrame() throws {
        struct Tapper: View {
            let log: Log
            let model: Model
            var body: some View {
                let _ = log("body \(model.x)")
                Button("+") { model.x += 1 }
            }
        }
        let log = Log(), model = Model()
        let host = TestHost(Tapper(log: log, model: model))
        host.tap("+")
        #expect(log.take() == ["body 0", "body 1"])
    }

    @Test func equalWriteDoesNotReEvaluate() async {
        let log = Log(), model = Model()
        let host = TestHost(Reader(log: log, model: model))
        _ = log.take()
        model.x = 0
        await host.settle()
        #expect(log.take() == [], "Observation (Swift 6.2+) skips notifying for an equal Equatable value")
    }

    @Test func sameReferenceInANonEquatablePropertyReEvaluates() async {
        struct ReferenceReader: View {
            let log: Log
            let model: Model
            var body: some View {
                let _ = log("body")
                Text(model.reference == nil ? "none" : "some")
            }
        }
        let log = Log(), model = Model(), reference = Reference()
        model.reference = reference
        let host = TestHost(ReferenceReader(log: log, model: model))
        _ = log.take()
        model.reference = reference
        await host.settle()
        #expect(log.take() == ["body"], "Optional<Reference> is not Equatable: Observation notifies, and the body re-runs")
    }

    @Test func plainClassPropertyIsNotState() async throws {
        struct PlainReader: View {
            let log: Log
            let plain: Plain
            var body: some View {
                let _ = log("body \(plain.x)")
                Button("+") { plain.x += 1 }
            }
        }
        let log = Log(), plain = Plain()
        let host = TestHost(PlainReader(log: log, plain: plain))
        host.tap("+")
        plain.x += 1
        await host.settle()
        #expect(log.take() == ["body 0"])
        #expect(plain.x == 2)
    }

    struct Editor: View {
        @Bindable var model: Model
        var body: some View {
            Form {
                Text("name: \(model.name)")
                TextField("Name", text: $model.name)
            }
        }
    }

    @Test func bindableGivesBindingsToModelProperties() throws {
        let model = Model()
        let host = TestHost(Editor(model: model))
        host.type("Ada", into: "Name")
        #expect(model.name == "Ada")
        #expect(host.render() == """
            Form
              Text "name: Ada"
              TextField "Name" = "Ada"
            """)
    }

    struct FieldOnly: View {
        @Bindable var model: Model
        var body: some View {
            TextField("Name", text: $model.name)
        }
    }

    /// The field reads the model through its binding, not the body: it must follow the
    /// model on its own (engine fix: controls track Observation reads too).
    @Test func fieldFollowsAModelPropertyItsBodyDidNotRead() async {
        let model = Model()
        let host = TestHost(FieldOnly(model: model))
        model.name = "from elsewhere"
        await host.settle()
        #expect(host.render() == "TextField \"Name\" = \"from elsewhere\"")
    }

    struct TaskWriter: View {
        let model: Model
        var body: some View {
            Text("x: \(model.x)").task {
                try? await Task.sleep(for: .seconds(1))
                model.x = 42
            }
        }
    }

    @Test func modelWrittenByATaskReEvaluatesTheReader() async {
        let model = Model()
        let host = TestHost(TaskWriter(model: model))
        await host.advance(by: .seconds(1))
        #expect(host.render() == "Text \"x: 42\"")
    }
}
