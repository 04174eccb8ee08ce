import ViewEngine

// @Environment and @EnvironmentObject (Rules R15, R16): the scene phase and color scheme
// the host sets, a value set for a subtree, and an object an ancestor supplies — or does
// not, which SwiftUI stops on and the engine diagnoses.
final class Session: ObservableObject {
    @Published var user = "guest"
}

struct ScenePhaseReader: View {
    @Environment(\.scenePhase) var scenePhase
    var body: some View {
        let _ = print("ScenePhaseReader body")
        Text("phase: \(scenePhase)")
            .onChange(of: scenePhase) { phase in print("onChange(of: scenePhase) \(phase)") }
    }
}

struct UserBadge: View {
    @EnvironmentObject var session: Session
    var body: some View {
        Text("user: \(session.user)")
            .onChange(of: session.user) { user in print("onChange(of: session.user) \(user)") }
    }
}

struct EnvironmentDemo: View {
    let session: Session
    @State var signedIn = false
    var body: some View {
        let _ = print("EnvironmentDemo body")
        VStack {
            ScenePhaseReader()
            Button("provide session") { signedIn = true }
            if signedIn {
                UserBadge().environmentObject(session)
            } else {
                UserBadge()
            }
        }
    }
}

extension Scenarios {
    static let environmentDemo = Scenario(
        "EnvironmentDemo", article: "SwiftUI documentation: Environment",
        summary: "@Environment readers re-evaluate alone; a missing @EnvironmentObject is diagnosed"
    ) { lab in
        let session = Session()
        let host = lab.host(EnvironmentDemo(session: session))
        lab.step("host.scenePhase = .background")
        host.scenePhase = .background
        try lab.tap("provide session", in: host)
        lab.step("session.user = \"kit\"")
        session.user = "kit"
        await lab.settle(host)
        print(host.render())
    }
}
