#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// `buffer(size:prefetch:whenFull:)`, from its documentation and its strategies'.
@Suite("Combine buffer")
struct BufferTests {
    /// `Publishers.PrefetchStrategy.keepFull`: "This strategy starts by making a demand
    /// equal to the buffer’s size from the upstream when the subscriber first connects.
    /// Afterwards, it continues to demand elements from the upstream to try to keep the
    /// buffer full."
    @Test func keepFullFillsTheBufferAndRefillsIt() {
        let subject = PassthroughSubject<Int, Never>()
        var requests: [String] = []
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject
            .handleEvents(receiveRequest: { requests.append("\($0)") })
            .buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest)
            .subscribe(subscriber)
        #expect(requests == ["max(3)"])
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(subscriber.events == ["subscription"])
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.events == ["subscription", "1", "2"])
        #expect(requests == ["max(3)", "max(2)"])
        subject.send(4)
        subject.send(5)
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.events == ["subscription", "1", "2", "3", "4", "5"])
        subscriber.cancel()
    }

    /// `Publishers.BufferingStrategy`: "When the buffer is full, discard the newly
    /// received element." / "… discard the oldest element in the buffer." — with
    /// `.byRequest` the upstream is asked for everything, and what the subscriber has not
    /// asked for waits, up to the size.
    @Test func aFullBufferDropsTheNewestOrTheOldest() {
        for (strategy, expected) in [(Publishers.BufferingStrategy<Never>.dropNewest, ["1", "2"]), (.dropOldest, ["4", "5"])] {
            let subject = PassthroughSubject<Int, Never>()
            var requests: [String] = []
            let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
            subject
                .handleEvents(receiveRequest: { requests.append("\($0)") })
                .buffer(size: 2, prefetch: .byRequest, whenFull: strategy)
                .subscribe(subscriber)
            #expect(requests == ["unlimited"])
            for value in 1...5 { subject.send(value) }
            subscriber.subscription?.request(.max(3))
            #expect(subscriber.events == ["subscription"] + expected)
            subject.send(6)
            #expect(subscriber.events == ["subscription"] + expected + ["6"])
            subject.send(7)
            subject.send(completion: .finished)
            #expect(subscriber.events == ["subscription"] + expected + ["6"])
            subscriber.subscription?.request(.max(1))
            #expect(subscriber.events == ["subscription"] + expected + ["6", "7", "finished"])
        }
    }

    /// `Publishers.BufferingStrategy.customError(_:)`: "When the buffer is full, execute
    /// the closure to provide a custom error." — the stream fails at once, and the
    /// upstream is cancelled.
    @Test func aFullBufferFailsWithTheCustomError() {
        let subject = PassthroughSubject<Int, TestError>()
        var cancelled = 0
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        subject
            .handleEvents(receiveCancel: { cancelled += 1 })
            .buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestError(9) })
            .subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        #expect(subscriber.events == ["subscription"])
        subject.send(3)
        #expect(subscriber.events == ["subscription", "failure(TestError(9))"])
        #expect(cancelled == 1)
    }

    /// `buffer(size:prefetch:whenFull:)`: "If the publisher completes before reaching the
    /// size threshold, it buffers the elements and publishes them downstream prior to
    /// completion." — a failure goes at once.
    @Test func finishedComesAfterTheBufferAndAFailureAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        let finishing = RecordingSubscriber<Int, TestError>(initialDemand: .max(1))
        subject.buffer(size: 5, prefetch: .keepFull, whenFull: .dropNewest).subscribe(finishing)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(finishing.events == ["subscription", "1"])
        finishing.subscription?.request(.max(1))
        #expect(finishing.events == ["subscription", "1", "2", "finished"])

        let other = PassthroughSubject<Int, TestError>()
        let failing = RecordingSubscriber<Int, TestError>(initialDemand: .none)
        other.buffer(size: 5, prefetch: .keepFull, whenFull: .dropNewest).subscribe(failing)
        other.send(1)
        other.send(completion: .failure(TestError(2)))
        #expect(failing.events == ["subscription", "failure(TestError(2))"])
    }

    /// The common use: a buffer before `flatMap(maxPublishers: .max(1))` keeps the values
    /// that arrive while one is being handled, in order.
    @Test func aBufferBeforeASerialFlatMapKeepsWhatArrivesMeanwhile() {
        let subject = PassthroughSubject<Int, Never>()
        var works: [PassthroughSubject<String, Never>] = []
        var received: [String] = []
        let cancellable = subject
            .buffer(size: 10, prefetch: .byRequest, whenFull: .dropOldest)
            .flatMap(maxPublishers: .max(1)) { value -> PassthroughSubject<String, Never> in
                let work = PassthroughSubject<String, Never>()
                works.append(work)
                received.append("start \(value)")
                return work
            }
            .sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(received == ["start 1"])
        works[0].send("done 1")
        works[0].send(completion: .finished)
        #expect(received == ["start 1", "done 1", "start 2"])
        works[1].send(completion: .finished)
        #expect(received == ["start 1", "done 1", "start 2", "start 3"])
        withExtendedLifetime(cancellable) {}
    }

    /// An upstream that completes as soon as it is asked: the subscriber has its
    /// subscription first.
    @Test func anEmptyUpstreamCompletesASubscribedSubscriber() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        [Int]().publisher.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "finished"])
        let kept = RecordingSubscriber<Int, Never>(initialDemand: .none)
        [1, 2, 3].publisher.buffer(size: 5, prefetch: .keepFull, whenFull: .dropNewest).subscribe(kept)
        #expect(kept.events == ["subscription"])
        kept.subscription?.request(.unlimited)
        #expect(kept.events == ["subscription", "1", "2", "3", "finished"])
    }
}
