#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// The mapping, filtering and reducing operators, with their documented examples.
@Suite("Combine mapping, filtering, reducing")
struct MappingAndFilteringTests {
    /// `map(_:)`: "Transforms all elements from the upstream publisher with a provided
    /// closure." — prints "V IV III II I (unknown)".
    @Test func mapExample() {
        let out = Printed()
        let numbers = [5, 4, 3, 2, 1, 0]
        let romanNumeralDict: [Int: String] = [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"]
        let cancellable = numbers.publisher
            .map { romanNumeralDict[$0] ?? "(unknown)" }
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "V IV III II I (unknown) ")
        withExtendedLifetime(cancellable) {}
    }

    struct Point { let x: Int; let y: Int }

    /// `map(_:)` with a key path: "Publishes the value of a key path."
    @Test func mapKeyPath() {
        var xs: [Int] = []
        _ = [Point(x: 1, y: 2), Point(x: 3, y: 4)].publisher.map(\.x).sink { xs.append($0) }
        #expect(xs == [1, 3])
    }

    /// `filter(_:)`: "Republishes all elements that match a provided closure." — "2 4".
    @Test func filterExample() {
        let out = Printed()
        let numbers: [Int] = [1, 2, 3, 4, 5]
        let cancellable = numbers.publisher
            .filter { $0 % 2 == 0 }
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "2 4 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `tryFilter(_:)`: "Republishes all elements that match a provided error-throwing
    /// closure." — a thrown error ends the stream.
    @Test func tryFilterFailsWithTheThrownError() {
        let subscriber = RecordingSubscriber<Int, any Error>(initialDemand: .unlimited)
        [1, 2, 3, 4].publisher
            .tryFilter { value in
                if value == 3 { throw TestError(3) }
                return value.isMultiple(of: 2)
            }
            .subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "2", "failure(TestError(3))"])
    }

    /// `compactMap(_:)`: "Calls a closure with each received element and publishes any
    /// returned optional that has a value." — "I II III V".
    @Test func compactMapExample() {
        let out = Printed()
        let numbers = (0...5)
        let romanNumeralDict: [Int: String] = [1: "I", 2: "II", 3: "III", 5: "V"]
        let cancellable = numbers.publisher
            .compactMap { romanNumeralDict[$0] }
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "I II III V ")
        withExtendedLifetime(cancellable) {}
    }

    /// `removeDuplicates()`: "Publishes only elements that don’t match the previous
    /// element." — "0 1 2 3 4 0".
    @Test func removeDuplicatesExample() {
        let out = Printed()
        let numbers = [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0]
        let cancellable = numbers.publisher
            .removeDuplicates()
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "0 1 2 3 4 0 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `removeDuplicates(by:)`: "Publishes only elements that don’t match the previous
    /// element, as evaluated by a provided closure." — "Point(x: 0, y: 0) Point(x: 1, y:
    /// 1) Point(x: 2, y: 1)".
    @Test func removeDuplicatesByExample() {
        let out = Printed()
        let points = [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 1)]
        let cancellable = points.publisher
            .removeDuplicates { prev, current in
                prev.x == current.x
            }
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "Point(x: 0, y: 0) Point(x: 1, y: 1) Point(x: 2, y: 1) ")
        withExtendedLifetime(cancellable) {}
    }

    /// `replaceNil(with:)`: "Replaces nil elements in the stream with the provided
    /// element." — "1.0 2.0 0.0 3.0".
    @Test func replaceNilExample() {
        let out = Printed()
        let numbers: [Double?] = [1.0, 2.0, nil, 3.0]
        let cancellable = numbers.publisher
            .replaceNil(with: 0.0)
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "1.0 2.0 0.0 3.0 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `scan(_:_:)`: "Transforms elements from the upstream publisher by providing the
    /// current element to a closure along with the last value returned by the closure." —
    /// "0 1 3 6 10 15".
    @Test func scanExample() {
        let out = Printed()
        let range = (0...5)
        let cancellable = range.publisher
            .scan(0) { return $0 + $1 }
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "0 1 3 6 10 15 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `reduce(_:_:)`: "Applies a closure that collects each element of a stream and
    /// publishes a final result upon completion." — "55".
    @Test func reduceExample() {
        let out = Printed()
        let numbers = (0...10)
        let cancellable = numbers.publisher
            .reduce(0, { accum, next in accum + next })
            .sink { out.print("\($0)") }
        #expect(out.lines == ["55"])
        withExtendedLifetime(cancellable) {}
    }

    /// `collect()`: "Collects all received elements, and emits a single array of the
    /// collection when the upstream publisher finishes." — and "If the upstream publisher
    /// fails with an error, this publisher forwards the error to the downstream receiver
    /// instead of sending its output."
    @Test func collectExample() {
        let out = Printed()
        let numbers = (0...10)
        let cancellable = numbers.publisher
            .collect()
            .sink { out.print("\($0)") }
        #expect(out.lines == ["[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"])
        withExtendedLifetime(cancellable) {}

        let subject = PassthroughSubject<Int, TestError>()
        let failing = RecordingSubscriber<[Int], TestError>(initialDemand: .unlimited)
        subject.collect().subscribe(failing)
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        #expect(failing.events == ["subscription", "failure(TestError(0))"])
    }

    /// `collect(_:)`: "Collects up to the specified number of elements, and then emits a
    /// single array of the collection." — "[0, 1, 2, 3, 4] [5, 6, 7, 8, 9] [10] "; a
    /// demand for one array asks the upstream for `count` elements.
    @Test func collectByCountExample() {
        let out = Printed()
        let numbers = (0...10)
        let cancellable = numbers.publisher
            .collect(5)
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "[0, 1, 2, 3, 4] [5, 6, 7, 8, 9] [10] ")
        withExtendedLifetime(cancellable) {}

        var asked: [String] = []
        let subscriber = RecordingSubscriber<[Int], Never>(initialDemand: .max(1))
        numbers.publisher.handleEvents(receiveRequest: { asked.append("\($0)") }).collect(3).subscribe(subscriber)
        #expect(asked == ["max(3)"])
        #expect(subscriber.events == ["subscription", "[0, 1, 2]"])
        subscriber.cancel()
    }

    /// `count()`: "Publishes the number of elements received from the upstream
    /// publisher."; `ignoreOutput()`: "Ignores all upstream elements, but passes along
    /// the upstream publisher’s completion state."
    @Test func countAndIgnoreOutput() {
        var counts: [Int] = []
        _ = ["a", "b", "c"].publisher.count().sink { counts.append($0) }
        #expect(counts == [3])
        let ignoring = RecordingSubscriber<Never, Never>(initialDemand: .unlimited)
        [1, 2].publisher.ignoreOutput().subscribe(ignoring)
        #expect(ignoring.events == ["subscription", "finished"])
    }

    /// `first()`: "Publishes the first element of a stream, then finishes." — "-10";
    /// `first(where:)` — "1".
    @Test func firstExamples() {
        let out = Printed()
        let numbers = (-10...10)
        let first = numbers.publisher
            .first()
            .sink { out.print("\($0)") }
        let firstWhere = numbers.publisher
            .first { $0 > 0 }
            .sink { out.print("\($0)") }
        #expect(out.lines == ["-10", "1"])
        withExtendedLifetime((first, firstWhere)) {}
    }

    /// `first()` cancels the upstream once it has its element.
    @Test func firstCancelsTheUpstream() {
        var cancelled = false
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        subject.handleEvents(receiveCancel: { cancelled = true }).first().subscribe(subscriber)
        subject.send(5)
        subject.send(6)
        #expect(subscriber.events == ["subscription", "5", "finished"])
        #expect(cancelled)
    }

    /// `last()`: "Publishes the last element of a stream, after the stream finishes." —
    /// "10"; `last(where:)` — "5".
    @Test func lastExamples() {
        let out = Printed()
        let numbers = (-10...10)
        let last = numbers.publisher
            .last()
            .sink { out.print("\($0)") }
        let lastWhere = numbers.publisher
            .last { $0 < 6 }
            .sink { out.print("\($0)") }
        #expect(out.lines == ["10", "5"])
        withExtendedLifetime((last, lastWhere)) {}
    }

    /// `dropFirst(_:)`: "Omits the specified number of elements before republishing
    /// subsequent elements." — "6 7 8 9 10".
    @Test func dropFirstExample() {
        let out = Printed()
        let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        let cancellable = numbers.publisher
            .dropFirst(5)
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "6 7 8 9 10 ")
        withExtendedLifetime(cancellable) {}
    }

    /// `drop(while:)`: "Omits elements from the upstream publisher until a given closure
    /// returns false, before republishing all remaining elements." — 10 0 22 41 -1 5.
    @Test func dropWhileExample() {
        let out = Printed()
        let numbers = [-62, -1, 0, 10, 0, 22, 41, -1, 5]
        let cancellable = numbers.publisher
            .drop { $0 <= 0 }
            .sink { out.print("\($0)") }
        #expect(out.lines == ["10", "0", "22", "41", "-1", "5"])
        withExtendedLifetime(cancellable) {}
    }

    /// `prefix(_:)`: "Republishes elements up to the specified maximum count." — "0 1";
    /// `prefix(while:)` — "0 1 2 3 4".
    @Test func prefixExamples() {
        let out = Printed()
        let numbers = (0...10)
        let prefix = numbers.publisher
            .prefix(2)
            .sink { out.print("\($0)", terminator: " ") }
        out.print("")
        let prefixWhile = numbers.publisher
            .prefix { $0 < 5 }
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "0 1 \n0 1 2 3 4 ")
        withExtendedLifetime((prefix, prefixWhile)) {}
    }

    /// `output(at:)`: "Publishes a specific element, indicated by its index in the
    /// sequence of published elements." — "3"; `output(in:)` — "2 2 3".
    @Test func outputExamples() {
        let out = Printed()
        let numbers = [1, 1, 2, 2, 2, 3, 4, 5, 6]
        let at = numbers.publisher
            .output(at: 5)
            .sink { out.print("\($0)") }
        let inRange = numbers.publisher
            .output(in: (3...5))
            .sink { out.print("\($0)", terminator: " ") }
        #expect(out.text == "3\n2 2 3 ")
        withExtendedLifetime((at, inRange)) {}
    }

    /// `replaceEmpty(with:)`: "Replaces an empty stream with the provided element." — the
    /// example publishes `Double.nan` for an empty array.
    @Test func replaceEmptyExample() {
        var values: [Double] = []
        let numbers: [Double] = []
        let cancellable = numbers.publisher
            .replaceEmpty(with: Double.nan)
            .sink { values.append($0) }
        #expect(values.count == 1 && values[0].isNaN)
        var kept: [Int] = []
        _ = [1].publisher.replaceEmpty(with: 0).sink { kept.append($0) }
        #expect(kept == [1])
        withExtendedLifetime(cancellable) {}
    }

    /// The try- variants fail with the thrown error: `tryScan`, `tryReduce`,
    /// `tryCompactMap`, `tryRemoveDuplicates`, `tryFirst(where:)`, `tryLast(where:)`,
    /// `tryDrop(while:)`, `tryPrefix(while:)`.
    @Test func tryVariantsFailWithTheThrownError() {
        func run<P: Publisher>(_ publisher: P) -> [String] where P.Failure == any Error {
            let subscriber = RecordingSubscriber<P.Output, any Error>(initialDemand: .unlimited)
            publisher.subscribe(subscriber)
            return subscriber.events
        }
        let numbers = [1, 2, 3].publisher
        func failOn3(_ value: Int) throws { if value == 3 { throw TestError(3) } }
        #expect(run(numbers.tryScan(0) { try failOn3($1); return $0 + $1 }) == ["subscription", "1", "3", "failure(TestError(3))"])
        #expect(run(numbers.tryReduce(0) { try failOn3($1); return $0 + $1 }) == ["subscription", "failure(TestError(3))"])
        #expect(run(numbers.tryCompactMap { try failOn3($0); return $0 == 1 ? nil : $0 }) == ["subscription", "2", "failure(TestError(3))"])
        #expect(run(numbers.tryRemoveDuplicates { _, new in try failOn3(new); return false }) == ["subscription", "1", "2", "failure(TestError(3))"])
        #expect(run(numbers.tryFirst { try failOn3($0); return false }) == ["subscription", "failure(TestError(3))"])
        #expect(run(numbers.tryLast { try failOn3($0); return true }) == ["subscription", "failure(TestError(3))"])
        #expect(run(numbers.tryDrop { try failOn3($0); return true }) == ["subscription", "failure(TestError(3))"])
        #expect(run(numbers.tryPrefix { try failOn3($0); return true }) == ["subscription", "1", "2", "failure(TestError(3))"])
        #expect(run(numbers.tryFirst { $0 == 2 }) == ["subscription", "2", "finished"])
    }
}
