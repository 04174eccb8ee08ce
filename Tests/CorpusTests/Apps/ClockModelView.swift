import ViewEngine
import Combine

final class ClockModel: ObservableObject {
    @Published var now = Date(timeIntervalSince1970: 0)
    @Published var ticks = 0

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .assign(to: &$now)
    }
}

struct ClockModelView: View {
    @StateObject private var clock = ClockModel()

    var body: some View {
        VStack {
            Text(clock.now, style: .time)
                .font(.largeTitle.monospacedDigit())
            Text("\(clock.ticks) ticks")
        }
        .onChange(of: clock.now) { date in
            clock.ticks += 1
            print("tick at \(Int(date.timeIntervalSince1970))")
        }
    }
}
