import ViewEngine
import Combine

final class NetworkMonitor: ObservableObject {
    @Published var isOnline = true
    @Published var lastChange: String = "never"

    func simulateDrop() { isOnline = false }
    func simulateReconnect() { isOnline = true }
}

struct NetworkBannerView: View {
    @StateObject private var monitor = NetworkMonitor()
    @State private var showBanner = false

    var body: some View {
        VStack {
            if showBanner {
                Text("You're offline")
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(.white)
                    .padding(8)
                    .frame(maxWidth: .infinity)
                    .background(Color.red)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
            Button("Drop connection") { monitor.simulateDrop() }
            Button("Reconnect") { monitor.simulateReconnect() }
        }
        .animation(.default, value: showBanner)
        .onReceive(monitor.$isOnline) { online in
            withAnimation { showBanner = !online }
            print("network \(online ? "online" : "offline")")
        }
    }
}
