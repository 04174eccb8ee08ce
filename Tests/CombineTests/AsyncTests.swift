#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// Combine and Swift concurrency: `values`.
@Suite("Combine values (AsyncPublisher)")
struct AsyncTests {
    /// `AsyncPublisher`: "A publisher that exposes its elements as an asynchronous
    /// sequence." — the example prints "2 4".
    @Test func valuesExample() async {
        let out = Printed()
        let numbers: [Int] = [1, 2, 3, 4, 5]
        let filtered = numbers.publisher
            .filter { $0 % 2 == 0 }

        for await number in filtered.values
        {
            out.print("\(number)", terminator: " ")
        }
        #expect(out.text == "2 4 ")
    }

    /// `AsyncThrowingPublisher`: "A publisher that exposes its elements as a throwing
    /// asynchronous sequence." — the failure is thrown after the elements.
    @Test func throwingValuesThrowTheFailure() async {
        let subject = CurrentValueSubject<Int, TestError>(1)
        var received: [Int] = []
        var iterator = subject.values.makeAsyncIterator()
        received.append(try! await iterator.next()!)
        subject.send(completion: .failure(TestError(2)))
        await #expect(throws: TestError(2)) { _ = try await iterator.next() }
        #expect(received == [1])
    }

    /// An iterator that goes away cancels its subscription.
    @Test func aDroppedIteratorCancels() async {
        var cancelled = false
        let subject = PassthroughSubject<Int, Never>()
        do {
            var iterator = subject.handleEvents(receiveCancel: { cancelled = true }).values.makeAsyncIterator()
            _ = iterator
            iterator = subject.handleEvents(receiveCancel: {}).values.makeAsyncIterator()
            _ = iterator
        }
        #expect(cancelled)
    }
}
