import Testing
import ViewEngine
import Updaters
import TestSupport

/// A square that logs each evaluation of its body.
struct Square: View {
    let log: Log
    let name: String
    let color: Color
    var body: some View {
        let _ = log("\(name) \(color)")
        color
    }
}

let palette: [Color] = [.red, .green, .blue]

/// Each updater's decisions over a scripted sequence of inputs, counted in body evaluations.
@MainActor
@Suite("Updaters decide when a view updates")
struct UpdatersTests {
    struct Board: View {
        let log: Log
        let refresh: PassthroughSubject<Void, Never>
        @State var index = 0
        @State var repaint = 0
        @State var isLive = true
        var body: some View {
            let color = palette[index % palette.count]
            let _ = repaint
            VStack {
                Square(log: log, name: "plain", color: color)
                Square(log: log, name: "nonduplicate", color: color)
                    .updater(Updaters.Nonduplicate(color))
                Square(log: log, name: "true", color: color)
                    .updater(Updaters.True(isLive))
                Square(log: log, name: "event", color: color)
                    .updater(Updaters.Event(refresh))
                Button("next") { index += 1 }
                Button("repaint") { repaint += 1 }
                Toggle("live", isOn: $isLive)
            }
        }
    }

    @Test func mountEvaluatesEveryBodyOnce() {
        let log = Log()
        _ = ViewHost(testing: Board(log: log, refresh: .init()))
        #expect(log.take() == ["plain red", "nonduplicate red", "true red", "event red"])
    }

    @Test func nonduplicateUpdatesOnlyWhenItsValueChanges() throws {
        let log = Log()
        let host = ViewHost(testing: Board(log: log, refresh: .init()))
        _ = log.take()
        try host.tap("repaint")          // the parent re-evaluates; the same colour is offered
        #expect(log.take() == [])        // True lets it through, but the square's inputs are unchanged (R12)
        try host.tap("next")             // a new colour
        #expect(log.take() == ["plain green", "nonduplicate green", "true green"])
    }

    @Test func trueUpdatesOnlyWhileTheLatestFlagIsTrue() throws {
        let log = Log()
        let host = ViewHost(testing: Board(log: log, refresh: .init()))
        _ = log.take()
        try host.toggle("live")          // flag false: the offer is refused
        #expect(log.take() == [])
        try host.tap("next")
        try host.tap("next")
        #expect(log.take() == ["plain green", "nonduplicate green", "plain blue", "nonduplicate blue"])
        try host.toggle("live")          // flag true again: updates with the latest colour
        #expect(log.take() == ["true blue"])
    }

    @Test func eventBlocksOutsideUpdatesAndUpdatesWhenItsSequenceEmits() async throws {
        let log = Log()
        let refresh = PassthroughSubject<Void, Never>()
        let host = ViewHost(testing: Board(log: log, refresh: refresh))
        await host.settle()
        _ = log.take()
        try host.tap("next")
        try host.tap("next")
        #expect(!log.take().contains { $0.hasPrefix("event") })
        refresh.send(())
        await host.settle()
        #expect(log.take() == ["event blue"])   // the colour its parent offered last
        refresh.send(())
        await host.settle()
        #expect(log.take() == [])               // re-evaluated, but nothing new was offered
        try host.tap("next")
        refresh.send(())
        await host.settle()
        #expect(log.take() == ["plain red", "nonduplicate red", "true red", "event red"])
    }

    struct Nested: View {
        let log: Log
        @State var index = 0
        @State var isLive = true
        var body: some View {
            let color = palette[index % palette.count]
            VStack {
                Square(log: log, name: "nested", color: color)
                    .updater(Updaters.Nonduplicate(index / 2))
                    .updater(Updaters.True(isLive))
                Button("next") { index += 1 }
                Toggle("live", isOn: $isLive)
            }
        }
    }

    @Test func nestedUpdatersMustBothAgree() throws {
        let log = Log()
        let host = ViewHost(testing: Nested(log: log))
        _ = log.take()
        try host.tap("next")             // index 1: index / 2 unchanged
        #expect(log.take() == [])
        try host.tap("next")             // index 2: both agree
        #expect(log.take() == ["nested blue"])
        try host.toggle("live")
        try host.tap("next")
        try host.tap("next")             // index 4: Nonduplicate would, True refuses
        #expect(log.take() == [])
    }

    struct Observer: View {
        let log: Log
        let value: Int
        var body: some View {
            Text("\(value)").onChange(of: value) { newValue in log("onChange \(newValue)") }
        }
    }

    struct OnChangeInside: View {
        let log: Log
        @State var value = 0
        @State var isLive = false
        var body: some View {
            VStack {
                Observer(log: log, value: value).updater(Updaters.True(isLive))
                Button("+") { value += 1 }
                Toggle("live", isOn: $isLive)
            }
        }
    }

    @Test func anOnChangeInsideFiresOnlyWhenTheWrappedViewIsReEvaluated() throws {
        let log = Log()
        let host = ViewHost(testing: OnChangeInside(log: log))
        try host.tap("+")
        try host.tap("+")
        #expect(log.take() == [])        // refused updates: the onChange never compared
        try host.toggle("live")          // one update: 0 → 2 in a single change
        #expect(log.take() == ["onChange 2"])
        try host.tap("+")
        #expect(log.take() == ["onChange 3"])
    }

    struct EndingEvents: View {
        let log: Log
        let events: PassthroughSubject<Void, Never>
        @State var index = 0
        var body: some View {
            VStack {
                Square(log: log, name: "event", color: palette[index % palette.count])
                    .updater(Updaters.Event(events))
                Button("next") { index += 1 }
            }
        }
    }

    @Test func anEventWhoseSequenceEndsStopsUpdating() async throws {
        let log = Log()
        let events = PassthroughSubject<Void, Never>()
        let host = ViewHost(testing: EndingEvents(log: log, events: events))
        await host.settle()
        try host.tap("next")
        events.send(())
        events.send(completion: .finished)
        await host.settle()
        try host.tap("next")
        events.send(())
        await host.settle()
        #expect(log.take() == ["event red", "event green"])
        #expect(host.diagnostics.isEmpty)
    }

    final class Token: Sendable {}

    /// Remembers, weakly, the token of the latest subscription's iterator.
    final class Probe: @unchecked Sendable {
        weak var token: Token?
    }

    /// A sequence whose iterators hold a token, to see whether a subscription stays alive.
    struct TokenSequence: AsyncSequence, Sendable {
        typealias Element = Void
        let probe: Probe
        let subject: PassthroughSubject<Void, Never>

        struct AsyncIterator: AsyncIteratorProtocol {
            let token: Token
            var base: AsyncPublisher<PassthroughSubject<Void, Never>>.Iterator
            mutating func next() async -> Void? { await base.next() }
        }

        func makeAsyncIterator() -> AsyncIterator {
            let token = Token()
            probe.token = token
            return AsyncIterator(token: token, base: subject.values.makeAsyncIterator())
        }
    }

    struct Switcher: View {
        let log: Log
        let events: TokenSequence
        @State var shown = true
        var body: some View {
            VStack {
                if shown {
                    Square(log: log, name: "event", color: .red).updater(Updaters.Event(events))
                }
                Button("hide") { shown = false }
            }
        }
    }

    @Test func anUnmountedEventViewCancelsItsSubscription() async throws {
        let log = Log()
        let subject = PassthroughSubject<Void, Never>()
        let probe = Probe()
        let host = ViewHost(testing: Switcher(log: log, events: TokenSequence(probe: probe, subject: subject)))
        await host.settle()
        #expect(probe.token != nil)          // subscribed
        try host.tap("hide")
        await host.settle()
        subject.send(())
        await host.settle()
        #expect(log.take() == ["event red"])
        #expect(probe.token == nil)          // the subscription and its iterator are gone
    }
}
