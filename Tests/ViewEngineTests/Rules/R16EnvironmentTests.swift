import Observation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R16: `.environment(\.key, value)` sets a value for a subtree; a view reading it
/// with `@Environment` re-evaluates only when the value it reads changes; `onChange(of:)`
/// of an environment value fires like any other input.
@MainActor
@Suite("R16 Environment")
struct R16EnvironmentTests {
    struct AccentKey: EnvironmentKey {
        static let defaultValue = "blue"
    }

    struct Reader: View {
        let log: Log
        let name: String
        @Environment(\.accent) var accent
        var body: some View {
            let _ = log("\(name) body")
            Text("\(name): \(accent)")
                .onChange(of: accent) { [accent] new in log("\(name) onChange \(accent) -> \(new)") }
        }
    }

    struct Bystander: View {
        let log: Log
        var body: some View {
            let _ = log("bystander body")
            Reader(log: log, name: "inner")
        }
    }

    struct Screen: View {
        let log: Log
        @State var accent = "red"
        @State var other = 0
        var body: some View {
            VStack {
                Button("accent") { accent = "green" }
                Button("same") { accent = accent + "" }
                Bystander(log: log)
                    .environment(\.accent, accent)
                Reader(log: log, name: "outside")
                Text("\(other)")
            }
        }
    }

    @Test func onlyReadersOfAChangedValueReEvaluateInTheSamePass() throws {
        let log = Log()
        let host = TestHost(Screen(log: log))
        #expect(log.take() == ["bystander body", "inner body", "outside body"])
        #expect(host.render().contains("Text \"inner: red\""))
        #expect(host.render().contains("Text \"outside: blue\""))
        host.tap("accent")
        #expect(log.take() == ["inner body", "inner onChange red -> green"])
        host.tap("same")
        #expect(log.take() == [])
    }

    struct Phases: View {
        let log: Log
        @Environment(\.scenePhase) var scenePhase
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            Text("\(scenePhase) \(colorScheme)")
                .onChange(of: scenePhase) { log("phase \($0)") }
                .onChange(of: colorScheme) { log("scheme \($0)") }
        }
    }

    @Test func theHostSetsScenePhaseAndColorScheme() {
        let log = Log()
        let host = TestHost(Phases(log: log))
        host.scenePhase = .background
        host.colorScheme = .dark
        host.colorScheme = .dark
        #expect(log.take() == ["phase background", "scheme dark"])
        #expect(host.render() == "Text \"background dark\"")
    }

    struct EnabledReader: View {
        let log: Log
        @Environment(\.isEnabled) var isEnabled
        var body: some View {
            Text("enabled: \(isEnabled)")
                .onChange(of: isEnabled) { log("isEnabled \($0)") }
        }
    }

    struct Lock: View {
        let log: Log
        @State var locked = false
        var body: some View {
            VStack {
                Button("lock") { locked.toggle() }
                EnabledReader(log: log).disabled(locked)
            }
        }
    }

    @Test func isEnabledFollowsDisabled() throws {
        let log = Log()
        let host = TestHost(Lock(log: log))
        host.tap("lock")
        #expect(log.take() == ["isEnabled false"])
        #expect(host.render().contains("Text \"enabled: false\""))
    }

    struct Transformed: View {
        let log: Log
        @State var accent = "red"
        var body: some View {
            VStack {
                Button("accent") { accent = "green" }
                Reader(log: log, name: "dimmed")
                    .transformEnvironment(\.accent) { $0 = "dim " + $0 }
            }
            .environment(\.accent, accent)
        }
    }

    // transformEnvironment(_:transform:): "Transforms the environment value of the specified
    // key path with the given function." — the function gets the value from above, and a
    // new value from above goes through it again.
    @Test func transformEnvironmentChangesTheValueFromAbove() {
        let log = Log()
        let host = TestHost(Transformed(log: log))
        #expect(host.render().contains("Text \"dimmed: dim red\""))
        _ = log.take()
        host.tap("accent")
        #expect(host.render().contains("Text \"dimmed: dim green\""))
        #expect(log.take() == ["dimmed body", "dimmed onChange dim red -> dim green"])
    }

    @Observable final class Library {
        var books = 1
    }

    struct Shelf: View {
        @Environment(Library.self) var library
        var body: some View { Text("\(library.books) books") }
    }

    struct MaybeShelf: View {
        @Environment(Library.self) var library: Library?
        var body: some View { Text(library == nil ? "no library" : "a library") }
    }

    @Test func anObservableObjectFromTheEnvironmentIsTrackedPerProperty() async {
        let library = Library()
        let host = TestHost(VStack { Shelf(); MaybeShelf() }.environment(library))
        library.books = 2
        await host.settle()
        #expect(host.render() == "VStack\n  Text \"2 books\"\n  Text \"a library\"")
    }

    @Test func aMissingObservableObjectIsDiagnosedAndTheOptionalFormGetsNil() {
        let host = TestHost(VStack { Shelf(); MaybeShelf() }, exhaustive: false)
        #expect(host.diagnostics.map(\.message) == ["No Observable object of type Library found. A View.environmentObject(_:) for Library may be missing as an ancestor of this view."])
        #expect(host.render() == "VStack\n  (Shelf not shown: no Observable object of type Library)\n  Text \"no library\"")
    }
}

extension EnvironmentValues {
    var accent: String {
        get { self[R16EnvironmentTests.AccentKey.self] }
        set { self[R16EnvironmentTests.AccentKey.self] = newValue }
    }
}
