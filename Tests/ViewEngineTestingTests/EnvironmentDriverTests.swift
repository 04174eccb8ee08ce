import Testing
import ViewEngine
import ViewEngineTesting

/// The `TestHost` twin of `ViewHost.setEnvironment(_:_:)`.
@MainActor
@Suite("TestHost: setting the host's environment")
struct EnvironmentDriverTests {
    struct Adaptive: View {
        @Environment(\.horizontalSizeClass) var horizontalSizeClass
        var body: some View { Text(horizontalSizeClass == .regular ? "two columns" : "one column") }
    }

    @Test func setEnvironmentReEvaluatesTheReaders() {
        let host = TestHost(Adaptive())
        #expect(host.render() == #"Text "one column""#)
        host.setEnvironment(\.horizontalSizeClass, .regular)
        #expect(host.render() == #"Text "two columns""#)
    }
}
