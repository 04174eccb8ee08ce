import ViewEngine
import Combine

struct CountdownTimerView: View {
    let duration = 5
    @State private var remaining = 5
    @State private var isRunning = false
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            Text("\(remaining)s")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()
            ProgressView(value: Double(duration - remaining), total: Double(duration))
                .progressViewStyle(.linear)
            HStack {
                Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
                Button("Reset") {
                    isRunning = false
                    remaining = duration
                }
            }
            .buttonStyle(.bordered)
        }
        .padding()
        .onReceive(timer) { _ in
            guard isRunning, remaining > 0 else { return }
            remaining -= 1
        }
        .onChange(of: remaining) { value in
            if value == 0 {
                isRunning = false
                print("time's up")
            }
        }
        .onChange(of: isRunning) { running in
            print(running ? "started at \(remaining)" : "stopped at \(remaining)")
        }
    }
}
