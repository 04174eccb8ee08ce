#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// The error-handling operators, from their documentation.
@Suite("Combine errors")
struct ErrorTests {
    struct ParseError: Error {}

    func romanNumeral(from: Int) throws -> String {
        let romanNumeralDict: [Int: String] = [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"]
        guard let numeral = romanNumeralDict[from] else {
            throw ParseError()
        }
        return numeral
    }

    /// `tryMap(_:)`: "If your closure throws an error, the publisher fails with the thrown
    /// error." — the example prints "V IV III II I completion: failure(ParseError())".
    @Test func tryMapExample() {
        let out = Printed()
        let numbers = [5, 4, 3, 2, 1, 0]
        let cancellable = numbers.publisher
            .tryMap { try romanNumeral(from: $0) }
            .sink(
                receiveCompletion: { out.print("completion: \($0)") },
                receiveValue: { out.print("\($0)", terminator: " ") }
             )
        // The documentation ran in a playground; here the error's type prints with its module.
        #expect(out.text.withoutModules == "V IV III II I completion: failure(ParseError())\n")
        withExtendedLifetime(cancellable) {}
    }

    struct DivisionByZeroError: Error {}
    struct MyGenericError: Error { var wrappedError: Error }

    /// `mapError(_:)`: "Converts any failure from the upstream publisher into a new
    /// error." — the example's completion is `failure(MyGenericError(wrappedError:
    /// DivisionByZeroError()))`.
    @Test func mapErrorExample() {
        let out = Printed()
        func myDivide(_ dividend: Double, _ divisor: Double) throws -> Double {
            guard divisor != 0 else { throw DivisionByZeroError() }
            return dividend / divisor
        }
        let divisors: [Double] = [5, 4, 3, 2, 1, 0]
        let cancellable = divisors.publisher
            .tryMap { try myDivide(1, $0) }
            .mapError { MyGenericError(wrappedError: $0) }
            .sink(
                receiveCompletion: { out.print("completion: \($0)") },
                receiveValue: { out.print("value: \($0)", terminator: " ") }
            )
        #expect(out.text.withoutModules == "value: 0.2 value: 0.25 value: 0.3333333333333333 value: 0.5 value: 1.0 completion: failure(MyGenericError(wrappedError: DivisionByZeroError()))\n")
        withExtendedLifetime(cancellable) {}
    }

    struct SimpleError: Error {}

    /// `catch(_:)`: "Handles errors from an upstream publisher by replacing it with
    /// another publisher." — the example prints "-1".
    @Test func catchExample() {
        let out = Printed()
        let numbers = [5, 4, 3, 2, 1, 0, 9, 8, 7, 6]
        let cancellable = numbers.publisher
            .tryLast(where: {
                guard $0 != 0 else { throw SimpleError() }
                return true
            })
            .catch({ (error) in
                Just(-1)
            })
            .sink { out.print("\($0)") }
        #expect(out.lines == ["-1"])
        withExtendedLifetime(cancellable) {}
    }

    /// `catch(_:)` keeps the subscriber's demand: the replacing publisher serves what was
    /// not served yet.
    @Test func catchCarriesTheDemandOver() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        subject.catch { _ in [10, 20, 30].publisher }.subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        #expect(subscriber.events == ["subscription", "1", "10", "20"])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.events == ["subscription", "1", "10", "20", "30", "finished"])
    }

    /// `tryCatch(_:)`: "Handles errors from an upstream publisher by either replacing it
    /// with another publisher or throwing a new error."
    @Test func tryCatchReplacesOrThrows() {
        let recovering = RecordingSubscriber<Int, any Error>(initialDemand: .unlimited)
        Fail<Int, TestError>(error: TestError(1))
            .tryCatch { error -> Just<Int> in
                guard error.code == 1 else { throw error }
                return Just(99)
            }
            .subscribe(recovering)
        #expect(recovering.events == ["subscription", "99", "finished"])
        let throwing = RecordingSubscriber<Int, any Error>(initialDemand: .unlimited)
        Fail<Int, TestError>(error: TestError(2))
            .tryCatch { error -> Just<Int> in
                guard error.code == 1 else { throw TestError(20) }
                return Just(99)
            }
            .subscribe(throwing)
        #expect(throwing.events == ["subscription", "failure(TestError(20))"])
    }

    struct MyError: Error {}

    /// `replaceError(with:)`: "Replaces any errors in the stream with the provided
    /// element." — the example prints "(replacement element) finished".
    @Test func replaceErrorExample() {
        let out = Printed()
        let fail = Fail<String, MyError>(error: MyError())
        let cancellable = fail
            .replaceError(with: "(replacement element)")
            .sink(
                receiveCompletion: { out.print("\($0)") },
                receiveValue: { out.print("\($0)", terminator: " ") }
            )
        #expect(out.text == "(replacement element) finished\n")
        withExtendedLifetime(cancellable) {}
    }

    /// `retry(_:)`: "Attempts to recreate a failed subscription with the upstream
    /// publisher up to the number of times you specify."
    @Test func retryResubscribesUpToTheLimit() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<String, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: TestError(attempts)).eraseToAnyPublisher()
                : Just("attempt \(attempts)").setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let succeeding = RecordingSubscriber<String, TestError>(initialDemand: .unlimited)
        flaky.retry(2).subscribe(succeeding)
        #expect(succeeding.events == ["subscription", "attempt 3", "finished"])

        attempts = -10
        let failing = RecordingSubscriber<String, TestError>(initialDemand: .unlimited)
        flaky.retry(1).subscribe(failing)
        #expect(attempts == -8)
        #expect(failing.events == ["subscription", "failure(TestError(-8))"])
    }

    /// `setFailureType(to:)`: "Changes the failure type declared by the upstream
    /// publisher." — its example combines `[0...5].publisher` with a
    /// `CurrentValueSubject<Int, Error>` and prints "value: (5, 0)".
    @Test func setFailureTypeExample() {
        let out = Printed()
        let pub1 = [0, 1, 2, 3, 4, 5].publisher
        let pub2 = CurrentValueSubject<Int, Error>(0)
        let cancellable = pub1
            .setFailureType(to: Error.self)
            .combineLatest(pub2)
            .sink(
                receiveCompletion: { out.print("completed: \($0)") },
                receiveValue: { out.print("value: \($0)") }
            )
        #expect(out.lines == ["value: (5, 0)"])
        pub2.send(completion: .finished)
        #expect(out.lines.last == "completed: finished")
        withExtendedLifetime(cancellable) {}
    }

    /// `assertNoFailure(_:file:line:)`: "Raises a fatal error when its upstream publisher
    /// fails, and otherwise republishes all received input." — the engine never traps:
    /// the stream finishes instead (and the message goes to standard error).
    @Test func assertNoFailureRepublishesAndFinishesInsteadOfTrapping() {
        let subject = PassthroughSubject<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        subject.assertNoFailure("checked").subscribe(subscriber)
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        #expect(subscriber.events == ["subscription", "1", "finished"])
    }

    /// `Subscribers.Completion`: "A signal that a publisher doesn’t produce additional
    /// elements, either due to normal completion or an error."
    @Test func completionIsEquatableWhenItsErrorIs() {
        #expect(Subscribers.Completion<TestError>.failure(TestError(1)) == .failure(TestError(1)))
        #expect(Subscribers.Completion<TestError>.finished != .failure(TestError(1)))
    }
}
