#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// `Subscribers.Demand`: "A requested number of items, sent to a publisher from a
/// subscriber through the subscription."
@Suite("Combine demand")
struct DemandTests {
    /// `Subscribers.Demand.max(_:)`: "Creates a demand for the given maximum number of
    /// elements." — a subscriber that asked for `.max(1)` gets one value.
    @Test func aSubscriberThatAskedForOneGetsOne() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        (1...5).publisher.subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "1"])
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.events == ["subscription", "1", "2", "3"])
        subscriber.cancel()
    }

    /// `Subscriber.receive(_:)`: "Returns: A Demand instance indicating how many more
    /// elements the subscriber expects to receive." — the returned demand adds up.
    @Test func demandReturnedFromReceiveAddsUp() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        [1, 2, 3].publisher.subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "1", "2", "3", "finished"])
    }

    /// `PassthroughSubject`: "A PassthroughSubject drops values if there are no
    /// subscribers, or its current demand is zero."
    @Test func passthroughSubjectDropsValuesWithoutDemand() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subscriber.subscription?.request(.max(1))
        subject.send(3)
        #expect(subscriber.events == ["subscription", "1", "3"])
        subscriber.cancel()
    }

    /// `CurrentValueSubject`: "Unlike PassthroughSubject, CurrentValueSubject maintains a
    /// buffer of the most recently published element." — a subscriber gets the current
    /// value at its first demand, and the latest one when it asks after missing some.
    @Test func currentValueSubjectReplaysItsValueWhenDemandComes() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        #expect(subscriber.events == ["subscription"])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.events == ["subscription", "1"])
        subject.send(2)
        subject.send(3)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.events == ["subscription", "1", "3"])
        subscriber.cancel()
    }

    /// `Subscribers.Sink`: "A simple subscriber that requests an unlimited number of
    /// values upon subscription."
    @Test func sinkRequestsUnlimited() {
        let out = Printed()
        let cancellable = (1...3).publisher
            .handleEvents(receiveRequest: { out.print("request \($0)") })
            .sink { out.print($0) }
        #expect(out.lines == ["request unlimited", "1", "2", "3"])
        withExtendedLifetime(cancellable) {}
    }

    /// `Publishers.Sequence` honours demand: the rest waits for the next request.
    @Test func aSequenceWaitsForDemand() {
        let subscriber = RecordingSubscriber<String, Never>(initialDemand: .max(2))
        ["a", "b", "c"].publisher.subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "a", "b"])
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.events == ["subscription", "a", "b", "c", "finished"])
    }

    /// Operators pass demand up: `map` asks its upstream for what its subscriber asked;
    /// `filter` asks for one more for each value it drops.
    @Test func operatorsPassDemandUp() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        (1...10).publisher.filter { $0.isMultiple(of: 3) }.map { $0 * 10 }.subscribe(subscriber)
        #expect(subscriber.events == ["subscription", "30", "60"])
        subscriber.cancel()
    }

    /// `-(_:_:)`: "When subtracting any value (including .unlimited) from .unlimited, the
    /// result is still .unlimited. Subtracting .unlimited from any value (except
    /// .unlimited) results in .max(0). A negative demand is impossible; when an operation
    /// would result in a negative value, Combine adjusts the value to .max(0)."
    @Test func demandSubtraction() {
        #expect(Subscribers.Demand.unlimited - .unlimited == .unlimited)
        #expect(Subscribers.Demand.unlimited - .max(5) == .unlimited)
        #expect(Subscribers.Demand.max(5) - .unlimited == .max(0))
        #expect(Subscribers.Demand.max(2) - .max(5) == .max(0))
        #expect(Subscribers.Demand.max(5) - 2 == .max(3))
        var demand = Subscribers.Demand.max(1)
        demand -= 3
        #expect(demand == .none)
    }

    /// `+(_:_:)`: "When adding any value to .unlimited, the result is .unlimited."
    @Test func demandAddition() {
        #expect(Subscribers.Demand.max(1) + .max(2) == .max(3))
        #expect(Subscribers.Demand.unlimited + .max(2) == .unlimited)
        #expect(Subscribers.Demand.max(2) + 3 == .max(5))
        #expect(Subscribers.Demand.max(2) * 3 == .max(6))
        #expect(Subscribers.Demand.unlimited * 3 == .unlimited)
        var demand = Subscribers.Demand.none
        demand += .max(1)
        demand += 1
        #expect(demand == .max(2))
    }

    /// `max`: "The value is nil if the demand is unlimited."; comparisons with numbers
    /// treat `.unlimited` as greater than any number.
    @Test func demandComparisonAndMax() {
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(3).max == 3)
        #expect(Subscribers.Demand.none == .max(0))
        #expect(Subscribers.Demand.max(1) < .unlimited)
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.max(0) == 0)
        #expect(Subscribers.Demand.unlimited != 0)
        #expect(0 < Subscribers.Demand.max(1))
        #expect(Subscribers.Demand.max(2) >= 2)
        #expect(Subscribers.Demand.max(2) <= 2)
        #expect("\(Subscribers.Demand.unlimited)" == "unlimited")
        #expect("\(Subscribers.Demand.max(4))" == "max(4)")
    }

    /// `max(_:)`: "Providing a negative value for this parameter results in a fatal
    /// error." — here it is `.none` instead (the engine never traps).
    @Test func aNegativeMaxIsNone() {
        #expect(Subscribers.Demand.max(-1) == .none)
    }
}
