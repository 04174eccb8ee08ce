import Testing
import ViewEngine
import TestSupport

/// `onChange(of:)` on a scene runs as the view modifier does (Rules R3–R8): the value is
/// compared each time the app's body (or the scene's own body) is evaluated, and the
/// action runs after that update when it changed. An app's or a scene's
/// `@Environment(\.scenePhase)` follows ``ViewHost/scenePhase``.
///
/// Apple's documentation of `ScenePhase`: "If you read the phase from within an App
/// instance, you obtain an aggregate value that reflects the phases of all the scenes in
/// your app" (a host is one scene, so the aggregate is its phase); of `Scene`: "Read the
/// scenePhase environment value from within a scene or one of its views to check whether
/// a scene is active or in some other state."
@MainActor
@Suite("Scenes: onChange of a scene, scenePhase")
struct ScenePhaseTests {
    struct PhaseText: View {
        let log: Log
        @Environment(\.scenePhase) var scenePhase
        var body: some View {
            Text("phase \(scenePhase)")
                .onChange(of: scenePhase) { log("view \($0)") }
        }
    }

    struct SavingApp: App {
        let log: Log
        init() { log = Log() }
        init(log: Log) { self.log = log }
        @Environment(\.scenePhase) private var scenePhase
        var body: some Scene {
            WindowGroup { PhaseText(log: log) }
                .onChange(of: scenePhase) { oldPhase, newPhase in log("app \(oldPhase) -> \(newPhase)") }
                .onChange(of: scenePhase) { newPhase in log("legacy \(newPhase)") }
                .onChange(of: scenePhase) { log("zero") }
        }
    }

    /// The scene's modifiers wrap its content: the content's own onChange runs first, then
    /// the scene's, in the order they were applied (Rules R5).
    @Test func theAppsOnChangeOfScenePhaseRunsWhenTheHostsPhaseChanges() {
        let log = Log()
        let host = ViewHost(testing: SavingApp(log: log))
        #expect(log.take() == [])
        host.scenePhase = .inactive
        #expect(log.take() == ["view inactive", "app active -> inactive", "legacy inactive", "zero"])
        host.scenePhase = .background
        #expect(log.take() == ["view background", "app inactive -> background", "legacy background", "zero"])
        #expect(host.render() == #"Text "phase background""#)
        host.scenePhase = .background
        #expect(log.take() == [])
    }

    struct Library: Scene {
        let log: Log
        @Environment(\.scenePhase) private var scenePhase
        var body: some Scene {
            WindowGroup { Text("library") }
                .onChange(of: scenePhase, initial: true) { oldPhase, newPhase in log("scene \(oldPhase) -> \(newPhase)") }
        }
    }

    struct LibraryApp: App {
        let log: Log
        init() { log = Log() }
        init(log: Log) { self.log = log }
        var body: some Scene { Library(log: log) }
    }

    /// With `initial: true` the action also runs when the scene's view appears, with the
    /// value as both old and new (Rules R8); a scene of the app's own reads the phase.
    @Test func aScenesOwnOnChangeWithInitialRunsAtAppearanceThenOnEachChange() {
        let log = Log()
        let host = ViewHost(testing: LibraryApp(log: log))
        #expect(log.take() == ["scene active -> active"])
        host.scenePhase = .background
        host.scenePhase = .active
        #expect(log.take() == ["scene active -> background", "scene background -> active"])
    }

    struct CounterApp: App {
        let log: Log
        init() { log = Log() }
        init(log: Log) { self.log = log }
        @State private var count = 0
        var body: some Scene {
            WindowGroup { Button("+") { count += 1 } }
                .onChange(of: count) { oldValue, newValue in log("count \(oldValue) -> \(newValue)") }
            Settings { Text("settings") }
                .onChange(of: count) { _, newValue in log("settings sees \(newValue)") }
        }
    }

    /// The app's own state drives a scene's onChange as it drives a view's; a scene the
    /// host does not show runs nothing.
    @Test func theAppsStateDrivesTheShownScenesOnChangeOnly() throws {
        let log = Log()
        let host = ViewHost(testing: CounterApp(log: log))
        try host.tap("+")
        try host.tap("+")
        #expect(log.take() == ["count 0 -> 1", "count 1 -> 2"])
    }
}
