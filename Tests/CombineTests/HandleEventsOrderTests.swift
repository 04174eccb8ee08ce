#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import Testing

/// Rules R20 ("Combine is Combine"): `handleEvents` calls its closures in the order the
/// events pass through it. Apple's documentation of
/// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`
/// gives each closure's moment; `Subscriber`'s gives their order: "the publisher invokes
/// the subscriber's receive(subscription:) method. This gives the subscriber a
/// Subscription instance, which it uses to demand elements from the publisher", so the
/// subscription comes before any request.
@Suite("R20 Combine is Combine: handleEvents reports each event in its place")
struct HandleEventsOrderTests {
    /// A log the closures write to, one line an event.
    final class Transcript: @unchecked Sendable {
        // invariant (`@unchecked Sendable`): `lines` is read and written only under `lock`.
        private let lock = NSLock()
        private var storedLines: [String] = []
        func write(_ line: String) { lock.withLock { storedLines.append(line) } }
        var lines: [String] { lock.withLock { storedLines } }
    }

    /// Every closure of `handleEvents`, each writing its event to `log`.
    private static func logged<P: Publisher>(_ upstream: P, _ log: Transcript) -> Publishers.HandleEvents<P> {
        upstream.handleEvents(receiveSubscription: { _ in log.write("subscription") },
                              receiveOutput: { log.write("output \($0)") },
                              receiveCompletion: { completion in
                                  switch completion {
                                  case .finished: log.write("completion finished")
                                  case .failure(let error): log.write("completion failure \(error)")
                                  }
                              },
                              receiveCancel: { log.write("cancel") },
                              receiveRequest: { log.write("request \($0)") })
    }

    /// A subscriber that asks for one element when it subscribes and one more after each
    /// element it receives, writing what it does to the same log.
    final class OneAtATime: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = Never
        // invariant (`@unchecked Sendable`): `log` is set in `init` and is itself locked;
        // the subscriber is used on one thread.
        private let log: Transcript
        init(log: Transcript) { self.log = log }

        func receive(subscription: any Subscription) {
            log.write("subscriber got subscription")
            subscription.request(.max(1))
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            log.write("subscriber got \(input)")
            return .max(1)
        }

        func receive(completion: Subscribers.Completion<Never>) {
            log.write("subscriber got finished")
        }
    }

    /// "receiveSubscription: An optional closure that executes when the publisher receives
    /// the subscription from the upstream publisher"; "receiveRequest: … when the publisher
    /// receives a request for more elements"; `sink(receiveValue:)` "creates the subscriber
    /// and immediately requests an unlimited number of values", from the subscription it
    /// was given. So: subscription, then the request, then the value and completion.
    @Test func justAndSinkReportSubscriptionThenRequestThenOutputThenCompletion() {
        let log = Transcript()
        let cancellable = Self.logged(Just(1), log).sink { _ in }
        #expect(log.lines == [
            "subscription",
            "request unlimited",
            "output 1",
            "completion finished",
        ])
        withExtendedLifetime(cancellable) {}
    }

    /// "receiveRequest: An optional closure that executes when the publisher receives a
    /// request for more elements": a subscriber that asks for one element at subscription
    /// and `.max(1)` more with each element (the demand a `receive(_:)` returns, "the
    /// number of additional elements the subscriber expects to receive") has each request
    /// reported where it is made, after the subscription.
    @Test func demandInStepsIsReportedInItsPlace() {
        let log = Transcript()
        let subscriber = OneAtATime(log: log)
        Self.logged([1, 2, 3].publisher, log).subscribe(subscriber)
        #expect(log.lines == [
            "subscription",
            "subscriber got subscription",
            "request max(1)",
            "output 1",
            "subscriber got 1",
            "request max(1)",
            "output 2",
            "subscriber got 2",
            "request max(1)",
            "output 3",
            "subscriber got 3",
            "request max(1)",
            "completion finished",
            "subscriber got finished",
        ])
    }

    /// The same over a subject, whose values are sent one by one after the subscriber's
    /// first request: each element's demand is reported after the subscriber received it.
    @Test func demandInStepsOverASubject() {
        let log = Transcript()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = OneAtATime(log: log)
        Self.logged(subject, log).subscribe(subscriber)
        subject.send(10)
        subject.send(20)
        subject.send(completion: .finished)
        #expect(log.lines == [
            "subscription",
            "subscriber got subscription",
            "request max(1)",
            "output 10",
            "subscriber got 10",
            "request max(1)",
            "output 20",
            "subscriber got 20",
            "request max(1)",
            "completion finished",
            "subscriber got finished",
        ])
    }

    /// "receiveCancel: An optional closure that executes when the downstream receiver
    /// cancels publishing"; after `cancel()` nothing is delivered (Rules R20) and no other
    /// closure runs: a later request, value or completion is not reported.
    @Test func cancelIsReportedAndNothingAfterIt() {
        let log = Transcript()
        let subject = PassthroughSubject<Int, Never>()
        var subscription: (any Subscription)?
        let subscriber = AnySubscriber<Int, Never>(receiveSubscription: {
            subscription = $0
            $0.request(.max(2))
        }, receiveValue: {
            log.write("subscriber got \($0)")
            return .none
        }, receiveCompletion: { _ in
            log.write("subscriber got finished")
        })
        Self.logged(subject, log).subscribe(subscriber)
        subject.send(1)
        subscription?.cancel()
        subscription?.request(.max(5))
        subscription?.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(log.lines == [
            "subscription",
            "request max(2)",
            "output 1",
            "subscriber got 1",
            "cancel",
        ])
        // The subscriber's closure holds the subscription, which holds the subscriber:
        // the test lets go of it, as a subscriber's owner does (the inner subscription
        // keeps its downstream after a cancel, where Combine lets go of it).
        subscription = nil
    }
}
