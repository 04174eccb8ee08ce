#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Debugging operators, notifications and type erasure.
@Suite("Combine events, notifications, type erasure")
struct EventsAndTypeErasureTests {
    /// `handleEvents(…)`: "Performs the specified closures when publisher events occur." —
    /// the documented example, its lines in the order Combine calls them: the subscription
    /// first ("receiveSubscription … executes when the publisher receives the subscription"),
    /// then the sink's demand, which it can only request from a subscription it received
    /// (Apple's page prints the demand first; issue 91).
    @Test func handleEventsExample() {
        let out = Printed()
        let integers = (0...2)
        var identifier = ""
        let cancellable = integers.publisher
            .handleEvents(receiveSubscription: { subs in
                identifier = "\(subs.combineIdentifier)"
                out.print("Subscription: \(subs.combineIdentifier)")
            }, receiveOutput: { anInt in
                out.print("in output handler, received \(anInt)")
            }, receiveCompletion: { _ in
                out.print("in completion handler")
            }, receiveCancel: {
                out.print("received cancel")
            }, receiveRequest: { (demand) in
                out.print("received demand: \(demand.description)")
            })
            .sink { _ in return }
        #expect(out.lines == [
            "Subscription: \(identifier)",
            "received demand: unlimited",
            "in output handler, received 0",
            "in output handler, received 1",
            "in output handler, received 2",
            "in completion handler",
        ])
        #expect(identifier.hasPrefix("0x"))
        withExtendedLifetime(cancellable) {}
    }

    /// `print(_:to:)`: "Prints log messages for all publishing events." — the documented
    /// transcript.
    @Test func printExample() {
        let out = Printed()
        let integers = (1...2)
        let cancellable = integers.publisher
           .print("Logged a message", to: PrintedStream(out))
           .sink { _ in }
        #expect(out.lines == [
            "Logged a message: receive subscription: (1...2)",
            "Logged a message: request unlimited",
            "Logged a message: receive value: (1)",
            "Logged a message: receive value: (2)",
            "Logged a message: receive finished",
        ])
        withExtendedLifetime(cancellable) {}
    }

    /// `print` reports a cancellation and a failure in its words.
    @Test func printReportsCancellationAndFailure() {
        let out = Printed()
        let subject = PassthroughSubject<Int, TestError>()
        let cancellable = subject.print(to: PrintedStream(out)).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        cancellable.cancel()
        let failing = Fail<Int, TestError>(error: TestError(1)).print("f", to: PrintedStream(out)).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(out.lines.contains("receive cancel"))
        #expect(out.lines.last == "f: receive error: (TestError(1))")
        withExtendedLifetime(failing) {}
    }

    /// `NotificationCenter.Publisher`: "A publisher that emits elements when broadcasting
    /// notifications." — delivered as they are posted; none after cancelling.
    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("didSave")
        var received: [String] = []
        let cancellable = center.publisher(for: name).sink { received.append($0.name.rawValue) }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(received == ["didSave"])
        cancellable.cancel()
        center.post(name: name, object: nil)
        #expect(received == ["didSave"])
        #expect(center.publisher(for: name) == center.publisher(for: name))
    }

    /// `NotificationCenter.publisher(for:object:)` with an object: only that sender's.
    @Test func notificationCenterPublisherForAnObject() {
        final class Sender {}
        let center = NotificationCenter()
        let name = Notification.Name("changed")
        let mine = Sender(), other = Sender()
        var count = 0
        let cancellable = center.publisher(for: name, object: mine).sink { _ in count += 1 }
        center.post(name: name, object: other)
        center.post(name: name, object: mine)
        #expect(count == 1)
        withExtendedLifetime(cancellable) {}
    }

    /// `AnySubscriber`: "A type-erasing subscriber." — made from closures, or wrapping a
    /// subscriber or a subject.
    @Test func anySubscriber() {
        var received: [String] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: { received.append("\($0)"); return .none },
            receiveCompletion: { received.append("\($0)") })
        (1...3).publisher.subscribe(subscriber)
        #expect(received == ["1", "2"])

        let relay = PassthroughSubject<Int, Never>()
        var relayed: [Int] = []
        let listening = relay.sink { relayed.append($0) }
        [7, 8].publisher.subscribe(AnySubscriber(relay))
        #expect(relayed == [7, 8])

        let recorder = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        let erased = AnySubscriber(recorder)
        #expect(erased.combineIdentifier == recorder.combineIdentifier)
        Just(1).subscribe(erased)
        #expect(recorder.events == ["subscription", "1", "finished"])
        withExtendedLifetime(listening) {}
    }

    /// `AnyPublisher`: "A publisher that performs type erasure by wrapping another
    /// publisher." — a subscriber of it subscribes to the wrapped publisher; it cannot
    /// `send`.
    @Test func anyPublisher() {
        final class Catalog {
            private let subject = PassthroughSubject<[String], Never>()
            var titles: AnyPublisher<[String], Never> { subject.eraseToAnyPublisher() }
            func load() { subject.send(["A", "B"]) }
        }
        let catalog = Catalog()
        var received: [[String]] = []
        let cancellable = catalog.titles.sink { received.append($0) }
        catalog.load()
        #expect(received == [["A", "B"]])
        let twice = AnyPublisher(catalog.titles)
        #expect("\(twice)" == "AnyPublisher")
        withExtendedLifetime(cancellable) {}
    }

    /// `CombineIdentifier`: "A unique identifier for identifying publisher streams."
    @Test func combineIdentifiers() {
        let a = CombineIdentifier(), b = CombineIdentifier()
        #expect(a != b)
        let object = PassthroughSubject<Int, Never>()
        #expect(CombineIdentifier(object) == CombineIdentifier(object))
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(sink.combineIdentifier == CombineIdentifier(sink))
    }

    /// `Optional.Publisher` and `Result.Publisher`: "A publisher that publishes an optional
    /// value to each subscriber exactly once, if the optional has a value." / "… or fails
    /// immediately without producing any elements."
    @Test func optionalAndResultPublishers() {
        let some = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Optional(3).publisher.subscribe(some)
        #expect(some.events == ["subscription", "3", "finished"])
        let none = RecordingSubscriber<Int, Never>(initialDemand: .unlimited)
        Int?.none.publisher.subscribe(none)
        #expect(none.events == ["subscription", "finished"])
        let failure = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        Result<Int, TestError>.failure(TestError(2)).publisher.subscribe(failure)
        #expect(failure.events == ["subscription", "failure(TestError(2))"])
    }

    /// `breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)`: "Raises a
    /// debugger signal when a provided closure needs to stop the process in the
    /// debugger." — the engine never stops the program: the event goes to standard error,
    /// and on downstream (the documented example, which Combine interrupts).
    @Test func breakpointWritesTheEventInsteadOfStopping() {
        let out = Printed()
        let publisher = PassthroughSubject<String?, Never>()
        var asked: [String] = []
        let cancellable = publisher
            .breakpoint(receiveOutput: { value in
                asked.append(value ?? "nil")
                return value == "DEBUGGER"
            })
            .sink { out.print("\(String(describing: $0))", terminator: " ") }
        let written = capturingStandardError {
            publisher.send("DEBUGGER")
            publisher.send("later")
        }
        #expect(asked == ["DEBUGGER", "later"])
        #expect(out.text == #"Optional("DEBUGGER") Optional("later") "#)
        #expect(written.contains(#"Breakpoint: receive value: (Optional("DEBUGGER"))"#))
        #expect(!written.contains(#"receive value: (Optional("later"))"#))
        withExtendedLifetime(cancellable) {}
    }

    struct CustomError: Error, CustomStringConvertible {
        var description: String { "CustomError()" }
    }

    /// `breakpointOnError()`: "Raises a debugger signal upon receiving a failure." — the
    /// failure is written to standard error and still reaches the subscriber.
    @Test func breakpointOnErrorWritesTheFailure() {
        let out = Printed()
        let publisher = PassthroughSubject<String?, Error>()
        let cancellable = publisher
            .tryMap { _ -> String? in throw CustomError() }
            .breakpointOnError()
            .sink(receiveCompletion: { completion in out.print("Completion: \(String(describing: completion))") },
                  receiveValue: { aValue in out.print("Result: \(String(describing: aValue))") })
        let written = capturingStandardError { publisher.send("TEST DATA") }
        #expect(out.lines == ["Completion: failure(CustomError())"])
        #expect(written.contains("Breakpoint: receive error: (CustomError())"))
        withExtendedLifetime(cancellable) {}
    }
}

/// Serializes ``capturingStandardError(_:)``: tests run in parallel, and two captures that
/// overlapped would restore each other's descriptor.
private let standardErrorCapture = NSLock()

/// What `body` writes to standard error (the file descriptor, for the time `body` runs).
func capturingStandardError(_ body: () -> Void) -> String {
    standardErrorCapture.lock()
    defer { standardErrorCapture.unlock() }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = open(path, O_WRONLY)
    let saved = dup(STDERR_FILENO)
    dup2(file, STDERR_FILENO)
    body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    close(file)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
