import Testing
import ViewEngine
import TestSupport

// No `import Foundation`: `URL`, `Date`, `TimeInterval` and `UUID` come through ViewEngine,
// which re-exports Foundation as SwiftUI does.

/// A main-actor model, as apps have: only main-actor code may call it.
@MainActor final class Player {
    private(set) var played: [URL] = []
    func play(_ url: URL) { played.append(url) }
}

/// `View` is main-actor isolated as a whole (the current SDK): a view's helper method may
/// call a main-actor model without `@MainActor` of its own.
struct PlayerView: View {
    let player: Player
    let episode: URL
    @State var elapsed: TimeInterval = 0

    func start() {
        player.play(episode)
        elapsed += 1.5
    }

    var body: some View {
        VStack {
            Text("\(episode.lastPathComponent) at \(elapsed)")
            Button("Play") { start() }
        }
    }
}

/// A view with `Sendable` stored properties keeps a synthesized `==`, usable off the main actor.
struct Badge: View, Equatable {
    let count: Int
    let since: Date
    let id: UUID

    var body: some View { Text("\(count)") }
}

nonisolated func sameBadge(_ lhs: Badge, _ rhs: Badge) -> Bool { lhs == rhs }

/// Colors and texts are values, usable outside the main actor like SwiftUI's.
nonisolated func describeOffTheMainActor() -> [String] {
    [Color.red.description, "\(Text("hi") == Text("hi"))"]
}

@MainActor
@Suite("Views are main-actor isolated; Foundation is re-exported")
struct ViewIsolationTests {
    @Test func aViewsHelperMethodCallsAMainActorModel() throws {
        let player = Player()
        let url = URL(string: "https://example.com/episodes/42.mp3")!
        let host = ViewHost(testing: PlayerView(player: player, episode: url))
        try host.tap("Play")
        #expect(player.played == [url])
        // `elapsed` is a Double: SwiftUI writes it with its default specifier, `%lf`.
        #expect(host.render() == """
            VStack
              Text "42.mp3 at 1.500000"
              Button "Play"
            """)
    }

    @Test func aSynthesizedEqualityWorksOffTheMainActor() async {
        let id = UUID()
        let since = Date(timeIntervalSince1970: 0)
        let same = await Task.detached { sameBadge(Badge(count: 1, since: since, id: id), Badge(count: 1, since: since, id: id)) }.value
        let different = await Task.detached { sameBadge(Badge(count: 1, since: since, id: id), Badge(count: 2, since: since, id: id)) }.value
        #expect(same)
        #expect(!different)
        #expect(await Task.detached { describeOffTheMainActor() }.value == ["red", "true"])
    }
}
