import ViewEngineCore
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R10: `onReceive` subscribes on appear, resubscribes when a body evaluation
/// supplies a new sequence, and delivers each element in a frame of its own.
@MainActor
struct ReceiveTests {
    /// Counts how often it is subscribed to.
    final class Subscriptions {
        var count = 0
    }

    /// An `AsyncSequence` (the `onReceive` overload the package requires) that counts its
    /// subscriptions.
    struct Counted<Base: AsyncSequence>: AsyncSequence {
        let base: Base
        let subscriptions: Subscriptions
        func makeAsyncIterator() -> Base.AsyncIterator {
            subscriptions.count += 1
            return base.makeAsyncIterator()
        }
    }

    /// A publisher (SwiftUI's `onReceive`) that counts its subscriptions.
    struct CountedPublisher<Base: Publisher>: Publisher {
        typealias Output = Base.Output
        typealias Failure = Base.Failure
        let base: Base
        let subscriptions: Subscriptions
        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriptions.count += 1
            base.receive(subscriber: subscriber)
        }
    }

    struct CombineVersion2: View {
        let log: Log
        let subscriptions: Subscriptions
        @State var t = 0
        @State var n = 0
        var body: some View {
            VStack {
                Text("\(n)")
                Button("change n") {
                    n += 1
                    t += 0
                }
                Button("change t") { t += 1 }
                Button("assign t") { t += 0 }
            }
            .onReceive(Counted(base: Just(t), subscriptions: subscriptions)) { value in
                log("combine \(value)")
            }
            .onChange(of: t) { value in
                log("onChange \(value)")
            }
        }
    }

    @Test func justResubscribesAtEveryEvaluationEqualValueOrNot() async throws {
        let log = Log(), subscriptions = Subscriptions()
        let host = TestHost(CombineVersion2(log: log, subscriptions: subscriptions))
        #expect(subscriptions.count == 1)
        #expect(log.take() == [])
        await host.settle()
        #expect(log.take() == ["combine 0"])
        for _ in 0..<3 {
            host.tap("change n")
            await host.settle()
        }
        #expect(log.take() == ["combine 0", "combine 0", "combine 0"])
        #expect(subscriptions.count == 4)
        host.tap("change t")
        await host.settle()
        #expect(log.take() == ["onChange 1", "combine 1"])
        #expect(subscriptions.count == 5)
    }

    @Test func equalAssignmentAloneReEvaluatesNothingSoNothingFires() async throws {
        let log = Log(), subscriptions = Subscriptions()
        let host = TestHost(CombineVersion2(log: log, subscriptions: subscriptions))
        await host.settle()
        _ = log.take()
        host.tap("assign t")
        await host.settle()
        #expect(log.take() == [])
        #expect(subscriptions.count == 1)
    }

    struct Listener: View {
        let log: Log
        let subject: PassthroughSubject<Int, Never>
        let subscriptions: Subscriptions
        @State var received = 0
        @State var taps = 0
        var body: some View {
            VStack {
                Text("received \(received) taps \(taps)")
                Button("tap") { taps += 1 }
                Button("send") { subject.send(100) }
            }
            .onReceive(CountedPublisher(base: subject, subscriptions: subscriptions)) { value in
                log("received \(value)")
                received = value
            }
        }
    }

    @Test func sameSubjectKeepsItsSubscriptionAcrossEvaluations() async throws {
        let log = Log(), subscriptions = Subscriptions(), subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Listener(log: log, subject: subject, subscriptions: subscriptions))
        subject.send(1)
        await host.settle()
        #expect(log.take() == ["received 1"])
        host.tap("tap")
        host.tap("tap")
        subject.send(2)
        subject.send(3)
        await host.settle()
        #expect(log.take() == ["received 2", "received 3"])
        #expect(subscriptions.count == 1)
        #expect(host.render() == """
            VStack
              Text "received 3 taps 2"
              Button "tap"
              Button "send"
            """)
    }

    @Test func elementSentFromAnActionArrivesInAFrameOfItsOwn() async throws {
        let log = Log(), subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Listener(log: log, subject: subject, subscriptions: Subscriptions()))
        await host.settle()
        host.tap("send")
        #expect(log.take() == [])
        await host.settle()
        #expect(log.take() == ["received 100"])
        #expect(host.render().contains("Text \"received 100 taps 0\""))
    }

    struct FrameKindProbe: View {
        let subject: PassthroughSubject<Int, Never>
        let kinds: Kinds
        var body: some View {
            Text("probe").onReceive(subject) { _ in kinds.record() }
        }
    }

    @MainActor
    final class Kinds {
        var frameKind: (() -> FrameKind)?
        var seen: [FrameKind] = []
        func record() { if let frameKind { seen.append(frameKind()) } }
    }

    @Test func deliveryStartsAnAsynchronousFrame() async {
        let kinds = Kinds(), subject = PassthroughSubject<Int, Never>()
        let host = TestHost(FrameKindProbe(subject: subject, kinds: kinds))
        kinds.frameKind = { [unowned host] in host.host.currentFrameKind }
        subject.send(1)
        await host.settle()
        #expect(kinds.seen == [.asynchronous])
    }

    struct Toggling: View {
        let log: Log
        let subject: PassthroughSubject<Int, Never>
        let subscriptions: Subscriptions
        @State var show = true
        var body: some View {
            VStack {
                Button("toggle") { show.toggle() }
                if show {
                    Text("on").onReceive(CountedPublisher(base: subject, subscriptions: subscriptions)) { log("got \($0)") }
                }
            }
        }
    }

    @Test func disappearingUnsubscribesAndAppearingSubscribesAgain() async throws {
        let log = Log(), subscriptions = Subscriptions(), subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Toggling(log: log, subject: subject, subscriptions: subscriptions))
        subject.send(1)
        await host.settle()
        host.tap("toggle")
        subject.send(2)
        await host.settle()
        host.tap("toggle")
        subject.send(3)
        await host.settle()
        #expect(log.take() == ["got 1", "got 3"])
        #expect(subscriptions.count == 2)
    }

    /// Combine's `values`: "The publisher's elements, as an asynchronous sequence" — the
    /// iterator asks for one element per `next()`, ends with the publisher's completion
    /// and throws its failure.
    @Test func valuesEndWithTheCompletionAndThrowTheFailure() async throws {
        struct Boom: Error {}
        let finishing = CurrentValueSubject<Int, Never>(1)
        var iterator = finishing.values.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        finishing.send(completion: .finished)
        finishing.send(2)
        #expect(await iterator.next() == nil)

        var failing = Fail<Int, Boom>(error: Boom()).values.makeAsyncIterator()
        var failure: (any Error)?
        do { _ = try await failing.next() } catch { failure = error }
        #expect(failure is Boom)
        #expect(try await failing.next() == nil)
    }

    @Test func justEmitsOnceThenFinishes() async {
        var values: [Int] = []
        for await value in Just(42) { values.append(value) }
        #expect(values == [42])
    }
}
