import ViewEngine

// @AppStorage: every view of a host that reads a key updates when it changes; each host
// has a store of its own, so a test never sees another's values.
struct VolumeBadge: View {
    @AppStorage("volume") var volume = 5
    var body: some View {
        Text("badge: \(volume)")
            .onChange(of: volume) { newValue in print("badge onChange \(newValue)") }
    }
}

struct AppStorageDemo: View {
    @AppStorage("volume") var volume = 5
    var body: some View {
        VStack {
            Button("louder") { volume += 1 }
            VolumeBadge()
        }
    }
}

extension Scenarios {
    static let appStorageDemo = Scenario(
        "AppStorageDemo", article: "SwiftUI documentation: AppStorage",
        summary: "@AppStorage: every reader of a key updates; each host has its own store"
    ) { lab in
        let host = lab.host(AppStorageDemo())
        try lab.tap("louder", in: host)
        try lab.tap("louder", in: host)
        let other = lab.host(AppStorageDemo())
        print(other.render())
    }
}
