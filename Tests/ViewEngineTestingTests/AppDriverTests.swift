import Testing
import ViewEngine
import ViewEngineTesting

/// A `TestHost` hosts an app as `ViewHost(app:)` does; its first frame's diagnostics are
/// checked at the line that creates it, and `renderScenes()` is a driver call.
@MainActor
@Suite("TestHost of an app")
struct AppDriverTests {
    struct CounterApp: App {
        @State private var count = 0
        var body: some Scene {
            WindowGroup("Counter") {
                Button("+") { count += 1 }
                Text("\(count)")
            }
            .commands { CommandMenu("Count") { Button("Reset") { count = 0 } } }
            Settings { Text("Settings") }
        }
    }

    @Test func anAppIsDrivenThroughItsTestHost() {
        let host = TestHost(app: CounterApp())
        host.tap("+")
        host.tap("+")
        #expect(host.render() == """
            Button "+"
            Text "2"
            Commands
              CommandMenu "Count"
                Button "Reset"
            """)
        host.tap("Reset", in: "Count")
        #expect(host.render().hasPrefix("Button \"+\"\nText \"0\""))
        #expect(host.renderScenes() == "WindowGroup \"Counter\" (shown)\nSettings")
        #expect(TestHost(app: CounterApp(), scene: "Settings").renderScenes() == "WindowGroup \"Counter\"\nSettings (shown)")
    }

    @Test func aMissingSceneIsADiagnosticOfTheLineThatCreatesTheHost() {
        let message = """
            No scene named "About" in CounterApp; its scenes: WindowGroup "Counter", Settings. \
            A scene is named by its id, its title or its kind ("Settings").
            """
        let host = withExpectedDiagnostics(message) { TestHost(app: CounterApp(), scene: "About") }
        #expect(host.diagnostics.map(\.kind) == [.sceneNotFound])
    }
}
