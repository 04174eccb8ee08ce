import Foundation
import ProcessRunner
import Testing

/// `OnceValue`: a value set once, which threads and tasks wait for — a child's end, a
/// server that listens.
@Suite("OnceValue: set once, waited for by threads and tasks", .timeLimit(.minutes(2)))
struct OnceValueTests {
    @Test func theFirstValueStaysAndEveryWaiterGetsIt() async {
        let once = OnceValue<Int>()
        #expect(once.value == nil)
        async let first = once.wait()
        async let second = once.wait()
        let thread = Task.detached { once.waitBlocking() }
        once.fire(1)
        once.fire(2)
        #expect(await [first, second] == [1, 1])
        #expect(await thread.value == 1)
        #expect(once.value == 1)
        #expect(await once.wait() == 1)
    }

    @Test func aCancelledWaiterGetsNilAndTheValueComesLater() async {
        let once = OnceValue<Void>()
        let waiter = Task { await once.wait() }
        waiter.cancel()
        #expect(await waiter.value == nil)
        once.fire(())
        #expect(await once.wait() != nil)
    }
}
