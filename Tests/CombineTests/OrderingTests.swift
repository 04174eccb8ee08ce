#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Testing

/// Delivery order and timing, as Combine's documentation states it: synchronous, and
/// `@Published` / `objectWillChange` before the value changes.
@Suite("Combine ordering: synchronous delivery, willSet")
struct OrderingTests {
    class Contact: ObservableObject {
        @Published var name: String
        @Published var age: Int

        init(name: String, age: Int) {
            self.name = name
            self.age = age
        }

        func haveBirthday() -> Int {
            age += 1
            return age
        }
    }

    /// `ObservableObject`: "By default an ObservableObject synthesizes an objectWillChange
    /// publisher that emits the changed value before any of its @Published properties
    /// changes." — the example prints "24 will change", then "25".
    @Test func observableObjectExamplePrintsWillChangeBeforeTheNewValue() {
        let out = Printed()
        let john = Contact(name: "John Appleseed", age: 24)
        let cancellable = john.objectWillChange
            .sink { _ in
                out.print("\(john.age) will change")
            }
        out.print(john.haveBirthday())
        #expect(out.lines == ["24 will change", "25"])
        withExtendedLifetime(cancellable) {}
    }

    class Weather {
        @Published var temperature: Double
        init(temperature: Double) {
            self.temperature = temperature
        }
    }

    /// `Published`: the example prints "Temperature now: 20.0", then "Temperature now:
    /// 25.0"; "publishing occurs in the property’s willSet block, meaning subscribers
    /// receive the new value before it’s actually set on the property … if the closure
    /// evaluated weather.temperature, the value returned would be 20."
    @Test func publishedExampleSendsTheCurrentValueThenEachNewOneInWillSet() {
        let out = Printed()
        let weather = Weather(temperature: 20)
        var readInClosure: [Double] = []
        let cancellable = weather.$temperature
            .sink() {
                out.print("Temperature now: \($0)")
                readInClosure.append(weather.temperature)
            }
        weather.temperature = 25
        #expect(out.lines == ["Temperature now: 20.0", "Temperature now: 25.0"])
        #expect(readInClosure == [20, 20])
        #expect(weather.temperature == 25)
        withExtendedLifetime(cancellable) {}
    }

    /// `ObservableObject`'s publisher is sent before the `$property` subscribers get the
    /// value ("emits the changed value before any of its @Published properties changes"),
    /// and a write of an equal value publishes too.
    @Test func objectWillChangeComesBeforeThePropertyPublisherAtEveryWrite() {
        let contact = Contact(name: "A", age: 1)
        var events: [String] = []
        let willChange = contact.objectWillChange.sink { events.append("will change") }
        let ages = contact.$age.dropFirst().sink { events.append("age \($0)") }
        contact.age = 2
        contact.age = 2
        #expect(events == ["will change", "age 2", "will change", "age 2"])
        withExtendedLifetime((willChange, ages)) {}
    }

    /// `PassthroughSubject.send(_:)`: "Sends a value to the subscriber." — delivery is
    /// synchronous: every subscriber has run when `send` returns, in the order they
    /// subscribed.
    @Test func passthroughSubjectDeliversBeforeSendReturns() {
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let first = subject.sink { received.append("first \($0)") }
        let second = subject.sink { received.append("second \($0)") }
        subject.send("hello")
        #expect(received == ["first hello", "second hello"])
        withExtendedLifetime((first, second)) {}
    }

    /// A subscriber that sends to the subject it listens to (re-entrancy) is served at
    /// once, inside its own call, as Combine serves it.
    @Test func aSubscriberMaySendToItsOwnSubject() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { value in
            received.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        #expect(received == [1, 2, 3])
        withExtendedLifetime(cancellable) {}
    }

    /// `ObservableObject.objectWillChange` can be a publisher the class declares itself;
    /// `Subject.send()`: "Sends a void value to the subscriber." (Output == Void).
    @Test func aDeclaredObjectWillChangeIsSentWithSendInWillSet() {
        final class Level: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            var value = 0 { willSet { objectWillChange.send() } }
        }
        let level = Level()
        var seen: [Int] = []
        let cancellable = level.objectWillChange.sink { seen.append(level.value) }
        level.value = 5
        level.value = 6
        #expect(seen == [0, 5])
        withExtendedLifetime(cancellable) {}
    }
}
