#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// The combining operators, from their documentation.
@Suite("Combine combining operators")
struct CombiningTests {
    /// `combineLatest(_:)`: "Subscribes to an additional publisher and publishes a tuple
    /// upon receiving output from either publisher." — the documented transcript.
    @Test func combineLatestExample() {
        let out = Printed()
        let pub1 = PassthroughSubject<Int, Never>()
        let pub2 = PassthroughSubject<Int, Never>()

        let cancellable = pub1
            .combineLatest(pub2)
            .sink { out.print("Result: \($0).") }

        pub1.send(1)
        pub1.send(2)
        pub2.send(2)
        pub1.send(3)
        pub1.send(45)
        pub2.send(22)

        #expect(out.lines == ["Result: (2, 2).", "Result: (3, 2).", "Result: (45, 2).", "Result: (45, 22)."])
        withExtendedLifetime(cancellable) {}
    }

    /// `combineLatest(_:)`: "All upstream publishers need to finish for this publisher to
    /// finish. … If any of the combined publishers terminates with a failure, this
    /// publisher also fails."
    @Test func combineLatestFinishesWhenAllFinishAndFailsWhenOneFails() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<String, TestError>()
        let finishing = RecordingSubscriber<(Int, String), TestError>(initialDemand: .unlimited)
        a.combineLatest(b).subscribe(finishing)
        a.send(1)
        b.send("x")
        a.send(completion: .finished)
        b.send("y")
        #expect(finishing.events == ["subscription", "(1, \"x\")", "(1, \"y\")"])
        b.send(completion: .finished)
        #expect(finishing.events.last == "finished")

        let c = PassthroughSubject<Int, TestError>(), d = PassthroughSubject<Int, TestError>()
        let failing = RecordingSubscriber<(Int, Int), TestError>(initialDemand: .unlimited)
        c.combineLatest(d).subscribe(failing)
        c.send(completion: .failure(TestError(4)))
        #expect(failing.events == ["subscription", "failure(TestError(4))"])
    }

    /// `combineLatest(_:_:)` with a transform, and the three- and four-publisher forms.
    @Test func combineLatestOfThreeAndFourWithTransforms() {
        let a = CurrentValueSubject<Int, Never>(1), b = CurrentValueSubject<Int, Never>(10)
        let c = CurrentValueSubject<Int, Never>(100), d = CurrentValueSubject<Int, Never>(1000)
        var sums: [Int] = []
        var triples: [String] = []
        let sum = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.sink { sums.append($0) }
        let triple = a.combineLatest(b, c).sink { triples.append("\($0)") }
        b.value = 20
        #expect(sums == [1111, 1121])
        #expect(triples == ["(1, 10, 100)", "(1, 20, 100)"])
        withExtendedLifetime((sum, triple)) {}
    }

    /// `merge(with:)`: "Combines elements from this publisher with those from another
    /// publisher, delivering an interleaved sequence of elements." — "2 2 3 22 45 22 17".
    @Test func mergeExample() {
        let out = Printed()
        let publisher = PassthroughSubject<Int, Never>()
        let pub2 = PassthroughSubject<Int, Never>()

        let cancellable = publisher
            .merge(with: pub2)
            .sink { out.print("\($0)", terminator: " " )}

        publisher.send(2)
        pub2.send(2)
        publisher.send(3)
        pub2.send(22)
        publisher.send(45)
        pub2.send(22)
        publisher.send(17)

        #expect(out.text == "2 2 3 22 45 22 17 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `merge`: the merged publisher finishes when every upstream finished, fails when
    /// one fails; `MergeMany` merges any number.
    @Test func mergeCompletionAndMergeMany() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        a.merge(with: b).subscribe(subscriber)
        a.send(completion: .finished)
        b.send(1)
        #expect(subscriber.events == ["subscription", "1"])
        b.send(completion: .finished)
        #expect(subscriber.events == ["subscription", "1", "finished"])

        var merged: [Int] = []
        _ = Publishers.MergeMany([1, 2].publisher, [3].publisher, [4, 5].publisher).sink { merged.append($0) }
        #expect(merged == [1, 2, 3, 4, 5])
        var three: [Int] = []
        _ = [1].publisher.merge(with: [2].publisher, [3].publisher).sink { three.append($0) }
        #expect(three == [1, 2, 3])
    }

    /// `merge(with:_:_:)` and `zip(_:_:_:)` of four publishers; `multicast(subject:)`.
    @Test func fourPublishersAndAGivenSubject() {
        var merged: [Int] = []
        _ = [1].publisher.merge(with: [2].publisher, [3].publisher, [4].publisher).sink { merged.append($0) }
        #expect(merged == [1, 2, 3, 4])
        var zipped: [String] = []
        _ = [1, 2].publisher.zip(["a", "b"].publisher, [true, false].publisher, [0.5].publisher) { "\($0)\($1)\($2)\($3)" }
            .sink { zipped.append($0) }
        #expect(zipped == ["1atrue0.5"])
        let shared = [7, 8].publisher.multicast(subject: PassthroughSubject<Int, Never>())
        var received: [Int] = []
        let listening = shared.sink { received.append($0) }
        #expect(received.isEmpty)
        let connection = shared.connect()
        #expect(received == [7, 8])
        withExtendedLifetime((listening, connection)) {}
    }

    /// `merge` honours demand: it asks each upstream for what its subscriber asked, and a
    /// value an upstream sends beyond the subscriber's demand waits, in order. (A subject
    /// asked for nothing more drops what it is sent: "A PassthroughSubject drops values
    /// if there are no subscribers, or its current demand is zero.")
    @Test func mergeKeepsWhatDemandDoesNotAllowYet() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(subscriber.events == ["subscription", "1"])
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.events == ["subscription", "1", "2"])
        a.send(4)
        #expect(subscriber.events == ["subscription", "1", "2", "4"])
        subscriber.cancel()
    }

    /// `zip(_:)`: "The returned publisher waits until both publishers have emitted an
    /// event, then delivers the oldest unconsumed event from each publisher together as a
    /// tuple to the subscriber." — prints `(1, "A")` and `(2, "B")`.
    @Test func zipExample() {
        let out = Printed()
        let numbersPub = PassthroughSubject<Int, Never>()
        let lettersPub = PassthroughSubject<String, Never>()

        let cancellable = numbersPub
            .zip(lettersPub)
            .sink { out.print("\($0)") }
        numbersPub.send(1)    // numbersPub: 1      lettersPub:        zip output: <none>
        numbersPub.send(2)    // numbersPub: 1,2    lettersPub:        zip output: <none>
        lettersPub.send("A")  // numbersPub: 1,2    lettersPub: "A"    zip output: (1, "A")
        numbersPub.send(3)    // numbersPub: 2,3    lettersPub:        zip output: <none>
        lettersPub.send("B")  // numbersPub: 3      lettersPub: "B"    zip output: (2, "B")

        #expect(out.lines == ["(1, \"A\")", "(2, \"B\")"])
        withExtendedLifetime(cancellable) {}
    }

    /// `zip(_:)`: "delivers the oldest unconsumed event from each publisher together as a
    /// tuple" — also when many wait: 100 numbers kept before the first letter, taken one
    /// by one as the letters come, oldest first; the numbers still waiting are paired
    /// after the numbers' publisher finished, and the stream finishes with the last pair.
    @Test func zipPairsManyWaitingValuesOldestFirst() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let subscriber = RecordingSubscriber<(Int, String), Never>(initialDemand: .unlimited)
        numbers.zip(letters).subscribe(subscriber)
        for number in 0..<100 { numbers.send(number) }
        numbers.send(completion: .finished)
        for number in 0..<100 { letters.send("n\(number)") }
        #expect(subscriber.events == ["subscription"] + (0..<100).map { "(\($0), \"n\($0)\")" } + ["finished"])
    }

    /// `Publishers.Zip`: "If either upstream publisher finishes successfully or fails with
    /// an error, so too does the zipped publisher." (once its values are paired).
    @Test func zipFinishesWithEitherUpstream() {
        let first = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<(Int, Int), Never>(initialDemand: .unlimited)
        first.zip(Just(2)).subscribe(subscriber)
        #expect(subscriber.events == ["subscription"])
        first.send(1)
        #expect(subscriber.events == ["subscription", "(1, 2)", "finished"])

        var triples: [String] = []
        _ = [1, 2, 3].publisher.zip(["a", "b"].publisher, [true, false, true].publisher).sink { triples.append("\($0)") }
        #expect(triples == ["(1, \"a\", true)", "(2, \"b\", false)"])
        var joined: [String] = []
        _ = [1, 2].publisher.zip(["a", "b"].publisher) { "\($0)\($1)" }.sink { joined.append($0) }
        #expect(joined == ["1a", "2b"])
    }

    /// `flatMap(maxPublishers:_:)`: "Transforms all elements from an upstream publisher
    /// into a new publisher up to a maximum number of publishers you specify." — with
    /// `.max(1)` the next upstream element is asked for when the current publisher
    /// finishes.
    @Test func flatMapHonoursMaxPublishers() {
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        var asked: [String] = []
        let subscriber = RecordingSubscriber<String, Never>(initialDemand: .unlimited)
        [0, 1].publisher
            .handleEvents(receiveRequest: { asked.append("\($0)") })
            .flatMap(maxPublishers: .max(1)) { inners[$0] }
            .subscribe(subscriber)
        #expect(asked == ["max(1)"])
        inners[1].send("ignored: not subscribed yet")
        inners[0].send("a")
        inners[0].send(completion: .finished)
        #expect(asked == ["max(1)", "max(1)"])
        inners[1].send("b")
        inners[1].send(completion: .finished)
        #expect(subscriber.events == ["subscription", "a", "b", "finished"])
    }

    /// `flatMap` with unlimited publishers interleaves their elements as they come; a
    /// publisher of `Never` failure flat-maps into failing publishers (and back).
    @Test func flatMapInterleavesAndAdaptsFailureTypes() {
        let query = PassthroughSubject<String, Never>()
        func search(_ text: String) -> AnyPublisher<[String], TestError> {
            text == "boom" ? Fail(error: TestError(9)).eraseToAnyPublisher()
                           : Just([text, text + text]).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let subscriber = RecordingSubscriber<[String], TestError>(initialDemand: .unlimited)
        query.flatMap { search($0) }.subscribe(subscriber)
        query.send("a")
        query.send("boom")
        query.send("c")
        #expect(subscriber.events == ["subscription", "[\"a\", \"aa\"]", "failure(TestError(9))"])
        var doubled: [Int] = []
        _ = [1, 2].publisher.flatMap { Just($0 * 2) }.sink { doubled.append($0) }
        #expect(doubled == [2, 4])
    }

    /// `switchToLatest()`: "Republishes elements sent by the most recently received
    /// publisher." — "When this publisher receives a new publisher from the upstream
    /// publisher, it cancels its previous subscription."
    @Test func switchToLatestFollowsTheNewestPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        var firstCancelled = false
        var received: [Int] = []
        let cancellable = outer
            .map { inner in inner.handleEvents(receiveCancel: { if inner === first { firstCancelled = true } }) }
            .switchToLatest()
            .sink { received.append($0) }
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(received == [1, 3])
        #expect(firstCancelled)
        withExtendedLifetime(cancellable) {}
    }

    /// `prepend(_:)`: "Prefixes a publisher’s output with the specified values." — "0 1
    /// 255 0 1 2 3 4 5 6 7 8 9 10"; with a publisher — the same.
    @Test func prependExamples() {
        let out = Printed()
        let dataElements = (0...10)
        let values = dataElements.publisher
            .prepend(0, 1, 255)
            .sink { out.print("\($0)", terminator: " ") }
        out.print("")
        let prefixValues = [0, 1, 255]
        let publisher = dataElements.publisher
            .prepend(prefixValues.publisher)
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.lines == ["0 1 255 0 1 2 3 4 5 6 7 8 9 10 ", "0 1 255 0 1 2 3 4 5 6 7 8 9 10 "])
        withExtendedLifetime((values, publisher)) {}
    }

    /// `append(_:)`: "Appends a publisher’s output with the specified elements." — "0 1 2
    /// 3 4 5 6 7 8 9 10 0 1 255"; with a publisher — "car bus truck subway bicycle
    /// parasail jet helicopter rocket".
    @Test func appendExamples() {
        let out = Printed()
        let dataElements = (0...10)
        let values = dataElements.publisher
            .append(0, 1, 255)
            .sink { out.print("\($0)", terminator: " ") }
        out.print("")
        let groundTransport = ["car", "bus", "truck", "subway", "bicycle"]
        let airTransport = ["parasail", "jet", "helicopter", "rocket"]
        let publisher = groundTransport.publisher
            .append(airTransport.publisher)
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.lines == ["0 1 2 3 4 5 6 7 8 9 10 0 1 255 ", "car bus truck subway bicycle parasail jet helicopter rocket "])
        withExtendedLifetime((values, publisher)) {}
    }

    /// `Publishers.Concatenate`: "A publisher that emits all of one publisher’s elements
    /// before those from another publisher." — the suffix is not subscribed to before the
    /// prefix finishes, and a failing prefix ends the stream.
    @Test func concatenateWaitsForThePrefixToFinish() {
        let prefix = PassthroughSubject<Int, TestError>()
        var suffixSubscribed = false
        let suffix = [9].publisher.setFailureType(to: TestError.self).handleEvents(receiveSubscription: { _ in suffixSubscribed = true })
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        prefix.append(suffix).subscribe(subscriber)
        prefix.send(1)
        #expect(!suffixSubscribed)
        prefix.send(completion: .finished)
        #expect(subscriber.events == ["subscription", "1", "9", "finished"])

        let failing = PassthroughSubject<Int, TestError>()
        let failed = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        failing.append(9).subscribe(failed)
        failing.send(completion: .failure(TestError(1)))
        #expect(failed.events == ["subscription", "failure(TestError(1))"])
    }

    /// `Just` is a publisher and, for the engine's `onReceive` and `for await` (the API this package requires),
    /// an `AsyncSequence`; Combine's own `Just` operators keep the common calls
    /// unambiguous and compute at once: `Just.map` is a `Just`.
    @Test func justsOwnOperators() {
        let mapped: Just<Int> = Just(2).map { $0 * 10 }
        #expect(mapped.output == 20)
        var values: [String] = []
        _ = Just(3).filter { $0 > 5 }.sink(receiveCompletion: { values.append("\($0)") }, receiveValue: { values.append("\($0)") })
        _ = Just("42").compactMap { Int($0) }.sink { values.append("\($0)") }
        _ = Just(5).reduce(10, +).sink { values.append("\($0)") }
        _ = Just(1).dropFirst().sink(receiveCompletion: { values.append("\($0)") }, receiveValue: { values.append("\($0)") })
        _ = Just(3).flatMap { (1...$0).publisher }.sink(receiveCompletion: { _ in }, receiveValue: { values.append("\($0)") })
        _ = Just(4).prefix(1).first { $0 == 4 }.sink { values.append("\($0)") }
        #expect(values == ["finished", "42", "15", "finished", "1", "2", "3", "4"])
    }

    /// A `Just` iterated as an `AsyncSequence` gives its output once.
    @Test func justAsAnAsyncSequence() async {
        var values: [Int] = []
        for await value in Just(42) { values.append(value) }
        #expect(values == [42])
    }

    /// `merge(with:_:_:_:_:_:_:)`: "Combines elements from this publisher with those from
    /// seven other publishers, delivering an interleaved sequence of elements." — the
    /// documented transcript.
    @Test func mergeOfEightExample() {
        let out = Printed()
        let pubA = PassthroughSubject<Int, Never>(), pubB = PassthroughSubject<Int, Never>()
        let pubC = PassthroughSubject<Int, Never>(), pubD = PassthroughSubject<Int, Never>()
        let pubE = PassthroughSubject<Int, Never>(), pubF = PassthroughSubject<Int, Never>()
        let pubG = PassthroughSubject<Int, Never>(), pubH = PassthroughSubject<Int, Never>()

        let cancellable = pubA
            .merge(with: pubB, pubC, pubD, pubE, pubF, pubG, pubH)
            .sink { out.print("\($0)", terminator: " ") }

        pubA.send(1)
        pubB.send(40)
        pubC.send(90)
        pubD.send(-1)
        pubE.send(33)
        pubF.send(44)
        pubG.send(54)
        pubH.send(1000)

        pubA.send(2)
        pubB.send(50)
        pubC.send(100)
        pubD.send(-2)
        pubE.send(33)
        pubF.send(33)
        pubG.send(54)
        pubH.send(1001)

        #expect(out.text == "1 40 90 -1 33 44 54 1000 2 50 100 -2 33 33 54 1001 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `Publishers.Merge5` to `Merge7`: "A publisher created by applying the merge function
    /// to five (six, seven) upstream publishers." — each upstream's values as they come;
    /// finished when all finished, failed as soon as one fails.
    @Test func mergeOfFiveSixAndSeven() {
        let subjects = (0..<7).map { _ in PassthroughSubject<Int, TestError>() }
        let five = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        let six = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        let seven = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        Publishers.Merge5(subjects[0], subjects[1], subjects[2], subjects[3], subjects[4]).subscribe(five)
        subjects[0].merge(with: subjects[1], subjects[2], subjects[3], subjects[4], subjects[5]).subscribe(six)
        subjects[0].merge(with: subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6]).subscribe(seven)
        for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
        #expect(five.events == ["subscription", "4", "3", "2", "1", "0"])
        #expect(six.events == ["subscription", "5", "4", "3", "2", "1", "0"])
        #expect(seven.events == ["subscription", "6", "5", "4", "3", "2", "1", "0"])
        for subject in subjects.prefix(5) { subject.send(completion: .finished) }
        #expect(five.events.last == "finished")
        #expect(six.events.last == "0")
        subjects[5].send(completion: .failure(TestError(5)))
        #expect(six.events.last == "failure(TestError(5))")
        #expect(seven.events.last == "failure(TestError(5))")
    }

    /// `drop(untilOutputFrom:)`: "Ignores elements from the upstream publisher until it
    /// receives an element from a second publisher." — the documented example prints
    /// "3 4".
    @Test func dropUntilOutputFromExample() {
        let out = Printed()
        let upstream = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<String, Never>()
        let cancellable = upstream
            .drop(untilOutputFrom: second)
            .sink { out.print("\($0)", terminator: " ") }

        upstream.send(1)
        upstream.send(2)
        second.send("A")
        upstream.send(3)
        upstream.send(4)

        #expect(out.text == "3 4 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `drop(untilOutputFrom:)`: "This publisher requests a single value from the second
    /// publisher … After the second publisher produces an element, drop(untilOutputFrom:)
    /// cancels its subscription to the second publisher" — and a second publisher that
    /// completes first completes the stream; a trigger that fires at once (a `Just`)
    /// lets every element through.
    @Test func dropUntilOutputFromAsksForOneTriggerAndCancelsIt() {
        let upstream = PassthroughSubject<Int, TestError>()
        let second = PassthroughSubject<String, TestError>()
        var secondEvents: [String] = []
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        upstream
            .drop(untilOutputFrom: second.handleEvents(receiveCancel: { secondEvents.append("cancel") },
                                                       receiveRequest: { secondEvents.append("request \($0)") }))
            .subscribe(subscriber)
        #expect(secondEvents == ["request max(1)"])
        second.send("go")
        #expect(secondEvents == ["request max(1)", "cancel"])
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(subscriber.events == ["subscription", "1", "finished"])

        let other = PassthroughSubject<Int, TestError>()
        let failing = PassthroughSubject<String, TestError>()
        let failed = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        other.drop(untilOutputFrom: failing).subscribe(failed)
        other.send(1)
        failing.send(completion: .failure(TestError(3)))
        other.send(2)
        #expect(failed.events == ["subscription", "failure(TestError(3))"])

        let all = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        [1, 2, 3].publisher.drop(untilOutputFrom: Just(())).subscribe(all)
        #expect(all.events == ["subscription", "1", "2", "3", "finished"])
    }

    /// `prefix(untilOutputFrom:)`: "Republishes elements until another publisher emits an
    /// element. … After the second publisher publishes an element, the publisher returned
    /// by this method finishes." — its completion without an element changes nothing.
    @Test func prefixUntilOutputFromFinishesAtTheSecondPublishersElement() {
        let upstream = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Void, TestError>()
        var upstreamCancelled = 0
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        upstream
            .handleEvents(receiveCancel: { upstreamCancelled += 1 })
            .prefix(untilOutputFrom: second)
            .subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        second.send()
        upstream.send(3)
        #expect(subscriber.events == ["subscription", "1", "2", "finished"])
        #expect(upstreamCancelled == 1)

        let other = PassthroughSubject<Int, Never>()
        let ending = PassthroughSubject<Void, TestError>()
        let goesOn = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        other.prefix(untilOutputFrom: ending).subscribe(goesOn)
        other.send(1)
        ending.send(completion: .failure(TestError(1)))
        other.send(2)
        #expect(goesOn.events == ["subscription", "1", "2"])
        goesOn.cancel()

        let none = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        [1, 2].publisher.prefix(untilOutputFrom: Just(())).subscribe(none)
        #expect(none.events == ["subscription", "finished"])
    }
}
