#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import Testing
import TestSignals

/// Completion and cancellation, from Combine's documentation of `Cancellable`,
/// `AnyCancellable`, `Subscribers.Completion`, the subjects and the simple publishers.
@Suite("Combine completion and cancellation", .timeLimit(.minutes(10)))
struct CompletionAndCancellationTests {
    /// `Subscribers.Completion`: "A signal that a publisher doesn’t produce additional
    /// elements, either due to normal completion or an error." — once the signal has gone
    /// out, the operators keep nothing of the subscriber: a subscriber that lets its
    /// subscription go on completion (as `Sink` does) is freed, whatever operators stood
    /// between it and its publishers, and the publishers still live.
    @Test func aCompletedStreamLetsItsSubscriberGo() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let streams: [(String, (RecordingSubscriber<Int, TestError>) -> Void, () -> Void)] = [
            ("merge", { a.merge(with: b).subscribe($0) }, { a.send(completion: .finished); b.send(completion: .finished) }),
            ("combineLatest", { a.combineLatest(b) { $0 + $1 }.subscribe($0) }, { a.send(completion: .failure(TestError(1))) }),
            ("zip", { a.zip(b) { $0 + $1 }.subscribe($0) }, { b.send(completion: .finished) }),
            ("flatMap", { a.flatMap { _ in b }.subscribe($0) }, { a.send(1); a.send(completion: .finished); b.send(completion: .finished) }),
            ("switchToLatest", { a.map { _ in b }.switchToLatest().subscribe($0) }, { a.send(1); b.send(completion: .failure(TestError(2))) }),
            ("map, filter, removeDuplicates", { a.map { $0 }.filter { _ in true }.removeDuplicates().subscribe($0) }, { a.send(completion: .finished) }),
            ("merge of eight", { a.merge(with: b, a, b, a, b, a, b).subscribe($0) }, { a.send(completion: .finished); b.send(completion: .finished) }),
            ("buffer", { a.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe($0) }, { a.send(completion: .finished) }),
            ("drop(untilOutputFrom:)", { a.drop(untilOutputFrom: b).subscribe($0) }, { a.send(1); a.send(completion: .finished) }),
            ("prefix(untilOutputFrom:)", { a.prefix(untilOutputFrom: b).subscribe($0) }, { b.send(1) }),
            ("max, contains", { a.max().combineLatest(a.contains(1)) { value, _ in value }.subscribe($0) }, { a.send(completion: .finished) }),
            ("collect by time", { a.collect(.byTimeOrCount(ImmediateScheduler.shared, 1, 2)).map(\.count).subscribe($0) },
             { a.send(completion: .failure(TestError(3))) }),
        ]
        for (name, subscribe, complete) in streams {
            weak var released: RecordingSubscriber<Int, TestError>?
            do {
                let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
                released = subscriber
                subscribe(subscriber)
                complete()
                #expect(subscriber.events.count == 2, "\(name): \(subscriber.events)")
            }
            #expect(released == nil, "\(name) keeps its subscriber after the stream completed")
        }
        withExtendedLifetime((a, b)) {}
    }

    /// `Cancellable.cancel()`: "Cancel the activity." — nothing is delivered after it.
    @Test func nothingIsDeliveredAfterCancel() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(received == [1])
    }

    /// `AnyCancellable`: "An AnyCancellable instance automatically calls cancel() when
    /// deinitialized."
    @Test func releasingAnAnyCancellableCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(received == [1])
        #expect(cancellable == nil)

        var cancelled = 0
        do { _ = AnyCancellable { cancelled += 1 } }
        #expect(cancelled == 1)
    }

    /// `AnyCancellable.store(in:)`: "Stores this type-erasing cancellable instance in the
    /// specified set." / "… collection." — kept alive there; a second `cancel()` does
    /// nothing.
    @Test func storeInASetOrAnArrayKeepsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { received.append("set \($0)") }.store(in: &set)
        subject.sink { received.append("array \($0)") }.store(in: &array)
        subject.send(1)
        #expect(received == ["set 1", "array 1"])
        #expect(set.count == 1 && array.count == 1)
        var cancels = 0
        let once = AnyCancellable { cancels += 1 }
        once.cancel()
        once.cancel()
        #expect(cancels == 1)
        set.removeAll()
        array.removeAll()
        subject.send(2)
        #expect(received == ["set 1", "array 1"])
    }

    /// `Subject.send(completion:)`: "Sends a completion signal to the subscriber." —
    /// nothing after it, and a late subscriber gets the completion at once.
    @Test func aCompletedSubjectSendsNothingMoreAndCompletesLateSubscribers() {
        let subject = PassthroughSubject<Int, TestError>()
        let early = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        subject.subscribe(early)
        subject.send(1)
        subject.send(completion: .failure(TestError(7)))
        subject.send(2)
        subject.send(completion: .finished)
        #expect(early.events == ["subscription", "1", "failure(TestError(7))"])
        let late = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        subject.subscribe(late)
        #expect(late.events == ["subscription", "failure(TestError(7))"])
    }

    /// `Just`: "A publisher that emits an output to each subscriber just once, and then
    /// finishes."
    @Test func justEmitsOnceThenFinishes() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Just(42).subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "42", "finished"])
        let waiting = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Just(42).subscribe(waiting)
        #expect(waiting.events == ["subscription"])
        waiting.subscription?.request(.max(1))
        #expect(waiting.events == ["subscription", "42", "finished"])
    }

    /// `Empty`: "A publisher that never publishes any values, and optionally finishes
    /// immediately." — `Empty(completeImmediately: false)` is a "Never" publisher.
    @Test func emptyFinishesOrNever() {
        let finishing = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Empty<Int, Never>().subscribe(finishing)
        #expect(finishing.events == ["subscription", "finished"])
        let never = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        #expect(never.events == ["subscription"])
        #expect(Empty<Int, Never>() == Empty<Int, Never>())
    }

    /// `Fail`: "A publisher that immediately terminates with the specified error."
    @Test func failTerminatesAtOnce() {
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        Fail<Int, TestError>(error: TestError(3)).subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "failure(TestError(3))"])
    }

    /// `Future`: "Use a future to perform some work and then asynchronously publish a
    /// single element." — the closure runs once, when the future is made; every
    /// subscriber, present or later, gets the result.
    @Test func futureRunsItsClosureOnceAndServesEverySubscriber() {
        var runs = 0
        var fulfill: ((Result<Int, Never>) -> Void)?
        let future = Future<Int, Never> { promise in
            runs += 1
            fulfill = promise
        }
        #expect(runs == 1)
        var received: [String] = []
        let first = future.sink { received.append("first \($0)") }
        #expect(received.isEmpty)
        fulfill?(.success(7))
        fulfill?(.success(8))
        let second = future.sink(receiveCompletion: { received.append("second \($0)") }, receiveValue: { received.append("second \($0)") })
        #expect(runs == 1)
        #expect(received == ["first 7", "second 7", "second finished"])
        withExtendedLifetime((first, second)) {}
    }

    /// `Future`'s documented example: a random number published after a delay, read with
    /// `sink` ("Got random number …") and with `await value`.
    @Test func futureExample() async throws {
        func generateAsyncRandomNumberFromFuture() -> Future <Int, Never> {
            return Future() { promise in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
                    let number = Int.random(in: 1...10)
                    promise(Result.success(number))
                }
            }
        }
        let out = Printed()
        let delivered = Awaitable<Int?>(nil)
        let cancellable = generateAsyncRandomNumberFromFuture()
            .sink { number in
                out.print("Got random number \(number).")
                delivered.deliver(number)
            }
        let number = try #require(await delivered.value(), "the future never published")
        cancellable.cancel()
        #expect((1...10).contains(number))
        #expect(out.lines == ["Got random number \(number)."])
        let awaited = await generateAsyncRandomNumberFromFuture().value
        #expect((1...10).contains(awaited))
    }

    /// `Future.value` of a future that can fail: "The published value of the future or an
    /// error, delivered asynchronously."
    @Test func futureValueThrowsItsFailure() async throws {
        let failing = Future<Int, TestError> { $0(.failure(TestError(5))) }
        await #expect(throws: TestError(5)) { try await failing.value }
        let succeeding = Future<Int, TestError> { $0(.success(9)) }
        #expect(try await succeeding.value == 9)
    }

    /// `Deferred`: "A publisher that awaits subscription before running the supplied
    /// closure to create a publisher for the new subscriber."
    @Test func deferredMakesAPublisherPerSubscription() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        var received: [Int] = []
        _ = deferred.sink { received.append($0) }
        _ = deferred.sink { received.append($0) }
        #expect(received == [1, 2])
    }

    /// `Record`: "A publisher that allows for recording a series of inputs and a
    /// completion, for later playback to each subscriber."
    @Test func recordPlaysItsRecordingToEachSubscriber() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError(1)))
        }
        for _ in 0..<2 {
            let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
            record.subscribe(subscriber)
            #expect(subscriber.events == ["subscription", "1", "2", "failure(TestError(1))"])
        }
        let finished = RecordingSubscriber<String, Never>(initialDemand: .unlimited)
        Record<String, Never>(output: ["a"], completion: .finished).subscribe(finished)
        #expect(finished.events == ["subscription", "a", "finished"])
    }

    /// `Subscribers.Assign`: "A simple subscriber that assigns received elements to a
    /// property indicated by a key path." — the `assign(to:on:)` example prints
    /// "anInt was set to: 0; anInt was set to: 1; anInt was set to: 2".
    @Test func assignToOnExample() {
        let out = Printed()
        class MyClass {
            let out: Printed
            init(out: Printed) { self.out = out }
            var anInt: Int = 0 {
                didSet {
                    out.print("anInt was set to: \(anInt)", terminator: "; ")
                }
            }
        }
        let myObject = MyClass(out: out)
        let myRange = (0...2)
        let cancellable = myRange.publisher
            .assign(to: \.anInt, on: myObject)
        #expect(out.text == "anInt was set to: 0; anInt was set to: 1; anInt was set to: 2; ")
        withExtendedLifetime(cancellable) {}
    }

    /// `assign(to:)` on a `@Published` property: "The assign(to:) operator manages the
    /// life cycle of the subscription, canceling the subscription automatically when the
    /// Published instance deinitializes."
    @Test func assignToPublishedLivesAsLongAsTheProperty() {
        final class Model: ObservableObject {
            @Published var latest = 0
            init(_ source: PassthroughSubject<Int, Never>) {
                source.assign(to: &$latest)
            }
        }
        let source = PassthroughSubject<Int, Never>()
        var model: Model? = Model(source)
        var willChange = 0
        let cancellable = model!.objectWillChange.sink { willChange += 1 }
        source.send(3)
        #expect(model?.latest == 3)
        #expect(willChange == 1)
        weak let released = model
        model = nil
        #expect(released == nil)
        source.send(4)
        #expect(willChange == 1)
        withExtendedLifetime(cancellable) {}
    }
}
