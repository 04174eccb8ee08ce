#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import Testing

/// Sharing and connecting: `share`, `multicast`, `makeConnectable`.
@MainActor
@Suite("Combine sharing and connectable publishers")
struct SharingTests {
    /// `share()`: "Shares the output of an upstream publisher with multiple subscribers."
    /// — in the example both streams receive the same random values, each made once.
    @Test func shareExample() {
        let time = VirtualTimeDriver()
        let out = Printed()
        var randoms = [20, 85, 98].makeIterator()
        let pub = time.run {
            (1...3).publisher
                .delay(for: 1, scheduler: DispatchQueue.main)
                .map( { _ in return randoms.next()! } )
                .print("Random", to: PrintedStream(out))
                .share()
        }
        // Subscribed where a host's clock is current (as in a model made by @StateObject),
        // the delay runs on that clock.
        let (cancellable1, cancellable2) = time.run {
            (pub.sink { out.print("Stream 1 received: \($0)") },
             pub.sink { out.print("Stream 2 received: \($0)") })
        }
        time.advance(by: .seconds(1))
        #expect(out.lines.filter { !$0.contains("subscription") && !$0.contains("request") } == [
            "Random: receive value: (20)", "Stream 1 received: 20", "Stream 2 received: 20",
            "Random: receive value: (85)", "Stream 1 received: 85", "Stream 2 received: 85",
            "Random: receive value: (98)", "Stream 1 received: 98", "Stream 2 received: 98",
            "Random: receive finished",
        ])
        withExtendedLifetime((cancellable1, cancellable2)) {}
    }

    /// `share()` subscribes the upstream once for all subscribers, and cancels it when the
    /// last one leaves.
    @Test func shareSubscribesOnceAndLetsGoWithTheLastSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0, cancels = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancels += 1 }).share()
        var first: AnyCancellable? = shared.sink { _ in }
        var second: AnyCancellable? = shared.sink { _ in }
        #expect(subscriptions == 1)
        first = nil
        #expect(cancels == 0)
        second = nil
        #expect(cancels == 1)
        _ = (first, second)
        #expect(shared == shared)
    }

    /// `multicast(_:)`: "Applies a closure to create a subject that delivers elements to
    /// subscribers." — after `connect()`, each value is made once and goes to both
    /// streams. (The documentation's transcript lists stream 2 before stream 1: Combine
    /// does not specify the order among a subject's subscribers; here it is the order
    /// they subscribed.)
    @Test func multicastExample() {
        let out = Printed()
        var randoms = [9, 46, 26].makeIterator()
        let pub = ["First", "Second", "Third"].publisher
            .map( { return ($0, randoms.next()!) } )
            .print("Random", to: PrintedStream(out))
            .multicast { PassthroughSubject<(String, Int), Never>() }

        let cancellable1 = pub
            .sink { out.print("Stream 1 received: \($0)") }
        let cancellable2 = pub
            .sink { out.print("Stream 2 received: \($0)") }
        #expect(out.lines.isEmpty)
        let connection = pub.connect()
        #expect(out.lines.filter { $0.contains("value") || $0.contains("received") } == [
            "Random: receive value: ((\"First\", 9))", "Stream 1 received: (\"First\", 9)", "Stream 2 received: (\"First\", 9)",
            "Random: receive value: ((\"Second\", 46))", "Stream 1 received: (\"Second\", 46)", "Stream 2 received: (\"Second\", 46)",
            "Random: receive value: ((\"Third\", 26))", "Stream 1 received: (\"Third\", 26)", "Stream 2 received: (\"Third\", 26)",
        ])
        withExtendedLifetime((cancellable1, cancellable2, connection)) {}
    }

    /// `makeConnectable()`: "Creates a connectable wrapper around the publisher." — the
    /// example's two streams both receive "Sent", the second subscribing before
    /// `connect()`.
    @Test func makeConnectableExample() {
        let out = Printed()
        let subject = Just<String>("Sent")
        let pub = subject.makeConnectable()
        let cancellable1 = pub.sink { out.print("Stream 1 received: \($0)") }
        #expect(out.lines.isEmpty)
        let cancellable2 = pub.sink { out.print("Stream 2 received: \($0)") }
        let connectable = pub.connect()
        #expect(out.lines == ["Stream 1 received: Sent", "Stream 2 received: Sent"])
        withExtendedLifetime((cancellable1, cancellable2, connectable)) {}
    }

    /// `Publisher.subscribe(_:)` with a subject: "Attaches the specified subject to this
    /// publisher." — it republishes the upstream; the cancellable ends that.
    @Test func aSubjectSubscribedToAPublisherRepublishesIt() {
        let relay = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let listening = relay.sink { received.append($0) }
        let upstream = PassthroughSubject<Int, Never>()
        let link = upstream.subscribe(relay)
        upstream.send(1)
        link.cancel()
        upstream.send(2)
        #expect(received == [1])
        withExtendedLifetime(listening) {}
    }
}

/// A `TextOutputStream` that writes to a ``Printed``.
struct PrintedStream: TextOutputStream {
    let printed: Printed
    init(_ printed: Printed) { self.printed = printed }
    mutating func write(_ string: String) { printed.print(string, terminator: "") }
}
