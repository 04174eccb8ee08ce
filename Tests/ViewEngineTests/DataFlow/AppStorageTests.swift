import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `@AppStorage` reads and writes a store of the host's own: two hosts never share a
/// value, and every reader of a key in one host updates when it changes.
@MainActor
struct AppStorageTests {
    enum Theme: String { case light, dark }

    struct Volume: View {
        let log: Log
        let name: String
        @AppStorage("volume") var volume = 5
        var body: some View {
            let _ = log("\(name) body")
            Button("\(name) louder") { volume += 1 }
                .onChange(of: volume) { log("\(name) volume \($0)") }
        }
    }

    struct Panel: View {
        let log: Log
        @AppStorage("theme") var theme = Theme.light
        @AppStorage("sounds") var sounds = true
        var body: some View {
            VStack {
                Volume(log: log, name: "a")
                Volume(log: log, name: "b")
                Toggle("Sounds", isOn: $sounds)
                Button("dark") { theme = .dark }
                Text("\(theme.rawValue)")
            }
        }
    }

    @Test func everyReaderOfAKeyUpdatesAndHostsDoNotShareValues() throws {
        let log = Log()
        let first = TestHost(Panel(log: log))
        let second = TestHost(Panel(log: Log()))
        _ = log.take()
        first.tap("a louder")
        #expect(log.take() == ["a body", "b body", "a volume 6", "b volume 6"])
        #expect(first.render().contains("Button \"b louder\""))
        first.tap("dark")
        first.toggle("Sounds")
        #expect(first.render().hasSuffix("Toggle \"Sounds\" off\n  Button \"dark\"\n  Text \"dark\""))
        #expect(second.render().hasSuffix("Toggle \"Sounds\" on\n  Button \"dark\"\n  Text \"light\""))
    }

    @Test func theConfigurationSetsTheStartingValues() {
        var configuration = HostConfiguration()
        configuration.appStorage = ["theme": .string("dark"), "sounds": .bool(false)]
        let host = ViewHost(testing: Panel(log: Log()), configuration: configuration)
        #expect(host.render().hasSuffix("Toggle \"Sounds\" off\n  Button \"dark\"\n  Text \"dark\""))
    }

    struct Nickname: View {
        let log: Log
        @AppStorage("nickname") var nickname: String?
        var body: some View {
            VStack {
                Text(nickname ?? "none")
                Button("set") { nickname = "kit" }
                Button("clear") { nickname = nil }
            }
            .onChange(of: nickname) { log("nickname \($0 ?? "nil")") }
        }
    }

    @Test func anOptionalValueIsRemovedByNil() throws {
        let log = Log()
        let host = TestHost(Nickname(log: log))
        host.tap("set")
        host.tap("set")
        host.tap("clear")
        #expect(log.take() == ["nickname kit", "nickname nil"])
    }
}
