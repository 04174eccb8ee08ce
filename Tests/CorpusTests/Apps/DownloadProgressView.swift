import ViewEngine

@MainActor
final class FileDownloader: ObservableObject {
    @Published private(set) var progress = 0.0
    @Published private(set) var isFinished = false
    private var task: Task<Void, Never>?

    func start() {
        task?.cancel()
        progress = 0
        isFinished = false
        task = Task {
            for step in 1...4 {
                try? await Task.sleep(for: .milliseconds(500))
                guard !Task.isCancelled else { return }
                progress = Double(step) / 4
            }
            isFinished = true
        }
    }

    func cancel() {
        task?.cancel()
    }
}

struct DownloadProgressView: View {
    @StateObject private var downloader = FileDownloader()

    var body: some View {
        VStack(spacing: 12) {
            ProgressView("Downloading", value: downloader.progress)
            if downloader.isFinished {
                Label("Done", systemImage: "checkmark.circle.fill")
                    .foregroundColor(.green)
            }
            HStack {
                Button("Download") { downloader.start() }
                Button("Cancel", action: downloader.cancel)
            }
        }
        .padding()
        .onChange(of: downloader.progress) { progress in
            print("progress \(Int(progress * 100))%")
        }
        .onChange(of: downloader.isFinished) { finished in
            if finished { print("download finished") }
        }
    }
}
