import ViewEngine
import Updaters

// The example app of "SwiftUI: controlling View updates": a colour cycles through a
// list; four squares are all given the current colour, each with a different updater,
// and end up showing different colours.

/// What each square showed at its latest body evaluation, for the transcript.
@MainActor
final class ShownColors {
    private var colors: [(name: String, color: Color)] = []

    func record(_ name: String, _ color: Color) {
        if let index = colors.firstIndex(where: { $0.name == name }) {
            colors[index].color = color
        } else {
            colors.append((name, color))
        }
    }

    var summary: String {
        colors.map { "\($0.name)=\($0.color)" }.joined(separator: " ")
    }
}

struct ColorSquare: View {
    let name: String
    let color: Color
    let shown: ShownColors
    var body: some View {
        let _ = shown.record(name, color)
        HStack {
            Text(name)
            color
        }
    }
}

struct UpdatersDemo: View {
    static let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    static let warmColors: Set<Color> = [.red, .orange, .yellow]

    let shown: ShownColors
    let refresh: PassthroughSubject<Void, Never>
    @State var index = 0
    @State var isLive = true

    var body: some View {
        let color = Self.colors[index % Self.colors.count]
        VStack {
            Text("The current color is \(color).")
            ColorSquare(name: "none", color: color, shown: shown)
            // Updates only when the colour's temperature changes.
            ColorSquare(name: "nonduplicate", color: color, shown: shown)
                .updater(Updaters.Nonduplicate(Self.warmColors.contains(color)))
            ColorSquare(name: "true", color: color, shown: shown)
                .updater(Updaters.True(isLive))
            ColorSquare(name: "event", color: color, shown: shown)
                .updater(Updaters.Event(refresh))
            Button("next color") { index += 1 }
            Toggle("live", isOn: $isLive)
            Button("refresh") { refresh.send(()) }
        }
    }
}

extension Scenarios {
    static let updatersDemo = Scenario(
        "Updaters", article: "SwiftUI: controlling View updates",
        summary: "Squares given the same colour with different updaters show different colours"
    ) { lab in
        let shown = ShownColors()
        let host = lab.host(UpdatersDemo(shown: shown, refresh: PassthroughSubject()))
        await host.settle()
        @MainActor func report() { print(shown.summary) }
        report()
        try lab.tap("next color", in: host)
        report()
        lab.step("toggle \"live\"")
        try host.toggle("live")
        report()
        for _ in 1...3 {
            try lab.tap("next color", in: host)
            report()
        }
        try lab.tap("refresh", in: host)
        await lab.settle(host)
        report()
        try lab.tap("next color", in: host)
        report()
        lab.step("render")
        print(host.render())
    }
}
