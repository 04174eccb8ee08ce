#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// `contains`, `allSatisfy`, `min` and `max` (and their `try` forms), with their
/// documented examples.
@Suite("Combine matching and comparing")
struct MatchingAndComparingTests {
    struct IllegalValueError: Error, CustomStringConvertible {
        var description: String { "IllegalValueError()" }
    }

    /// `contains(_:)`: "Publishes a Boolean value upon receiving an element equal to the
    /// argument." — the example prints "true".
    @Test func containsExample() {
        let out = Printed()
        let numbers = [-1, 5, 10, 5]
        let cancellable = numbers.publisher
            .contains(5)
            .sink { out.print("\($0)") }
        #expect(out.lines == ["true"])
        withExtendedLifetime(cancellable) {}
    }

    /// `contains(_:)`: "Upon finding the first match, it emits true and finishes normally.
    /// If the upstream finishes normally without producing a matching element, this
    /// publisher emits false and finishes." — and the match cancels the upstream.
    @Test func containsFinishesAtTheFirstMatchOrEmitsFalse() {
        let subject = PassthroughSubject<Int, TestError>()
        var cancelled = 0
        let matching = RecordingSubscriber<Bool, TestError>(initialDemand: .max(1))
        subject.handleEvents(receiveCancel: { cancelled += 1 }).contains(2).subscribe(matching)
        subject.send(1)
        #expect(matching.events == ["subscription"])
        subject.send(2)
        #expect(matching.events == ["subscription", "true", "finished"])
        #expect(cancelled == 1)

        let missing = RecordingSubscriber<Bool, TestError>(initialDemand: .max(1))
        [1, 3].publisher.setFailureType(to: TestError.self).contains(2).subscribe(missing)
        #expect(missing.events == ["subscription", "false", "finished"])

        let failing = RecordingSubscriber<Bool, TestError>(initialDemand: .max(1))
        let other = PassthroughSubject<Int, TestError>()
        other.contains(2).subscribe(failing)
        other.send(completion: .failure(TestError(7)))
        #expect(failing.events == ["subscription", "failure(TestError(7))"])
    }

    /// `contains(where:)`: "Publishes a Boolean value upon receiving an element that
    /// satisfies the predicate closure." — the example prints "true".
    @Test func containsWhereExample() {
        let out = Printed()
        let numbers = [-1, 0, 10, 5]
        let cancellable = numbers.publisher
            .contains { $0 > 7 }
            .sink { out.print("\($0)") }
        #expect(out.lines == ["true"])
        withExtendedLifetime(cancellable) {}
    }

    /// `tryContains(where:)`: "If this closure throws, the publisher terminates with a
    /// failure" — true at the first match; the thrown error if it comes first.
    @Test func tryContainsWhereMatchesOrFails() {
        let out = Printed()
        func check(_ numbers: [Int]) -> AnyCancellable {
            numbers.publisher
                .tryContains {
                    if $0 == 0 { throw IllegalValueError() }
                    return $0 > 7
                }
                .sink(receiveCompletion: { out.print("completion: \($0)") },
                      receiveValue: { out.print("value: \($0)") })
        }
        let found = check([3, 2, 10, 5, 0, 9])
        #expect(out.take() == ["value: true", "completion: finished"])
        let failed = check([3, 2, 0, 10, 5, 9])
        #expect(out.take() == ["completion: failure(IllegalValueError())"])
        withExtendedLifetime((found, failed)) {}
    }

    /// `allSatisfy(_:)`: "Publishes a single Boolean value that indicates whether all
    /// received elements pass a given predicate." — the example prints "true"; "If the
    /// predicate returns false, the publisher produces a false value and finishes."
    @Test func allSatisfyExample() {
        let out = Printed()
        let targetRange = (-1...100)
        let numbers = [-1, 0, 10, 5]
        let cancellable = numbers.publisher
            .allSatisfy { targetRange.contains($0) }
            .sink { out.print("\($0)") }
        #expect(out.lines == ["true"])

        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Bool, Never>(initialDemand: .unlimited)
        subject.allSatisfy { $0 > 0 }.subscribe(subscriber)
        subject.send(3)
        #expect(subscriber.events == ["subscription"])
        subject.send(-3)
        #expect(subscriber.events == ["subscription", "false", "finished"])
        withExtendedLifetime(cancellable) {}
    }

    /// `tryAllSatisfy(_:)`: "The closure may throw an error, in which case the publisher
    /// cancels the upstream publisher and fails with the thrown error."
    @Test func tryAllSatisfyAnswersOrFails() {
        let out = Printed()
        let targetRange = (-1...7)
        func check(_ numbers: [Int]) -> AnyCancellable {
            numbers.publisher
                .tryAllSatisfy { anInt in
                    guard anInt != 7 else { throw IllegalValueError() }
                    return targetRange.contains(anInt)
                }
                .sink(receiveCompletion: { out.print("completion: \($0)") },
                      receiveValue: { out.print("value: \($0)") })
        }
        let answered = check([-1, 0, 10, 5])
        #expect(out.take() == ["value: false", "completion: finished"])
        let allIn = check([-1, 0, 5])
        #expect(out.take() == ["value: true", "completion: finished"])
        let failed = check([-1, 7, 10])
        #expect(out.take() == ["completion: failure(IllegalValueError())"])
        withExtendedLifetime((answered, allIn, failed)) {}
    }

    /// `min()`: "Publishes the minimum value received from the upstream publisher, after
    /// it finishes." — "-1"; `max()` — "10".
    @Test func minAndMaxExamples() {
        let out = Printed()
        let least = [-1, 0, 10, 5].publisher
            .min()
            .sink { out.print("\($0)") }
        let greatest = [0, 10, 5].publisher
            .max()
            .sink { out.print("\($0)") }
        #expect(out.lines == ["-1", "10"])
        withExtendedLifetime((least, greatest)) {}
    }

    enum Rank: Int {
        case ace = 1, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king
    }

    /// `min(by:)`: "Publishes the minimum value received from the upstream publisher,
    /// after it finishes." — the card example prints "ace"; `max(by:)` with the same
    /// ordering ("returns true if they’re in increasing order") gives the king.
    @Test func minAndMaxByExamples() {
        let out = Printed()
        let cards: [Rank] = [.five, .queen, .ace, .eight, .king]
        let least = cards.publisher
            .min { $0.rawValue < $1.rawValue }
            .sink { out.print("\($0)") }
        let greatest = cards.publisher
            .max { $0.rawValue < $1.rawValue }
            .sink { out.print("\($0)") }
        #expect(out.lines == ["ace", "king"])
        withExtendedLifetime((least, greatest)) {}
    }

    /// `tryMin(by:)`: "If this closure throws, the publisher terminates with a
    /// Subscribers.Completion.failure(_:)." — the example prints
    /// "completion: failure(IllegalValueError())"; `tryMax(by:)` publishes the maximum
    /// when nothing throws.
    @Test func tryMinAndTryMax() {
        let out = Printed()
        let numbers: [Int] = [0, 10, 6, 13, 22, 22]
        let failed = numbers.publisher
            .tryMin { first, second -> Bool in
                if first % 2 != 0 { throw IllegalValueError() }
                return first < second
            }
            .sink(receiveCompletion: { out.print("completion: \($0)") },
                  receiveValue: { out.print("value: \($0)") })
        #expect(out.take() == ["completion: failure(IllegalValueError())"])
        let greatest = numbers.publisher
            .tryMax { $0 < $1 }
            .sink(receiveCompletion: { out.print("completion: \($0)") },
                  receiveValue: { out.print("value: \($0)") })
        #expect(out.take() == ["value: 22", "completion: finished"])
        withExtendedLifetime((failed, greatest)) {}
    }

    /// `min()`/`max()`: "After this publisher receives a request for more than 0 items, it
    /// requests unlimited items from its upstream publisher." — and an empty upstream
    /// publishes nothing.
    @Test func minAsksForEverythingAtTheFirstDemand() {
        var requests: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.handleEvents(receiveRequest: { requests.append("\($0)") }).min().subscribe(subscriber)
        #expect(requests == [])
        subscriber.subscription?.request(.max(1))
        #expect(requests == ["unlimited"])
        subject.send(4)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(subscriber.events == ["subscription", "2", "finished"])

        let empty = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Empty<Int, Never>().max().subscribe(empty)
        #expect(empty.events == ["subscription", "finished"])
    }

    /// `Just`'s own `contains`, `allSatisfy`, `min` and `max` (Combine's `Just` operators),
    /// which also keep these calls unambiguous with `AsyncSequence`'s, in async code.
    @Test func justsOwnMatchingAndComparing() async {
        var results: [String] = []
        _ = Just(5).contains(5).sink { results.append("contains \($0)") }
        _ = Just(5).contains { $0 > 7 }.sink { results.append("where \($0)") }
        _ = Just(5).allSatisfy { $0 > 0 }.sink { results.append("all \($0)") }
        _ = Just(5).min().sink { results.append("min \($0)") }
        _ = Just(5).max(by: <).sink { results.append("max \($0)") }
        _ = Just(5).tryAllSatisfy { _ in throw IllegalValueError() }
            .sink(receiveCompletion: { results.append("try \($0)") }, receiveValue: { _ in })
        #expect(results == ["contains true", "where false", "all true", "min 5", "max 5",
                            "try failure(IllegalValueError())"])
    }
}
