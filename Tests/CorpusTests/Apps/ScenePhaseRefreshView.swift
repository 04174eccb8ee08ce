import ViewEngine

struct ScenePhaseRefreshView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var lastRefresh = "never"
    @State private var refreshCount = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshCount) times")
            Text("Last: \(lastRefresh)").font(.footnote)
        }
        .onChange(of: scenePhase) { phase in
            switch phase {
            case .active:
                refreshCount += 1
                lastRefresh = "on activation"
                print("refresh #\(refreshCount)")
            case .background:
                print("saving state")
            default:
                break
            }
        }
    }
}
