import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23: animations take virtual time. No frames are drawn in between; what code sees
/// is when completions run — when the host's clock passes the animation's end, never
/// before — and the transaction its views are updated in.
@MainActor
@Suite("R23 Animations take virtual time")
struct R23AnimationTests {
    struct Expander: View {
        let log: Log
        let animation: Animation
        var criteria: AnimationCompletionCriteria = .logicallyComplete
        @State var isExpanded = false
        @State var settled = false
        var body: some View {
            VStack {
                Text(isExpanded ? "expanded" : "collapsed")
                Text(settled ? "settled" : "moving")
                Button("Expand") {
                    withAnimation(animation, completionCriteria: criteria) {
                        isExpanded = true
                    } completion: {
                        log("completed")
                        settled = true
                    }
                }
            }
        }
    }

    /// `withAnimation(_:completionCriteria:_:completion:)`: "Returns the result of
    /// recomputing the view's body with the provided animation, and runs the completion when
    /// all animations are complete." `easeInOut(duration:)`: "The length of time, expressed
    /// in seconds, that the animation takes to complete."
    @Test func theCompletionRunsWhenTheClockPassesTheDurationAndNotBefore() async throws {
        let log = Log()
        let host = TestHost(Expander(log: log, animation: .easeInOut(duration: 1)))
        host.tap("Expand")
        #expect(host.render().contains("Text \"expanded\""))
        await host.settle()
        await host.advance(by: .milliseconds(999))
        #expect(log.take() == [])
        #expect(host.render().contains("Text \"moving\""))
        await host.advance(by: .milliseconds(1))
        #expect(log.take() == ["completed"])
        #expect(host.render().contains("Text \"settled\""))
    }

    /// The documented durations, measured the way code sees them: the time its completion
    /// takes on the host's clock, to the millisecond.
    func completionTime(_ animation: Animation, _ criteria: AnimationCompletionCriteria = .logicallyComplete,
                        upTo limit: Int = 5_000) async throws -> Int? {
        let log = Log()
        let host = ViewHost(testing: Expander(log: log, animation: animation, criteria: criteria))
        try host.tap("Expand")
        for elapsed in 0...limit {
            if elapsed > 0 { await host.advance(by: .milliseconds(1)) } else { await host.settle() }
            if !log.take().isEmpty { return elapsed }
        }
        return nil
    }

    /// `easeInOut`: "The `easeInOut` animation has a default duration of 0.35 seconds";
    /// `default`: "`spring(response:dampingFraction:blendDuration:)` with `response` equal to
    /// `0.55`"; `delay(_:)` starts it later; `speed(_:)` plays it faster; `repeatCount(_:)`
    /// plays it that many times.
    @Test func eachAnimationTakesItsDocumentedTime() async throws {
        #expect(try await completionTime(.easeInOut) == 350)
        #expect(try await completionTime(.linear(duration: 0.2)) == 200)
        #expect(try await completionTime(.default) == 550)
        #expect(try await completionTime(.spring(duration: 0.4, bounce: 0.2)) == 400)
        #expect(try await completionTime(.linear(duration: 1).delay(0.5)) == 1_500)
        #expect(try await completionTime(.linear(duration: 1).speed(2)) == 500)
        #expect(try await completionTime(.linear(duration: 0.25).repeatCount(3)) == 750)
        #expect(try await completionTime(.linear(duration: 0.1).repeatForever(), upTo: 1_000) == nil)
    }

    /// `AnimationCompletionCriteria.removed`: "The entire animation is finished and will now
    /// be removed" — a spring's long tail comes after its logical completion (the engine's
    /// settling model, Rules R23); a timing curve has none.
    @Test func aSpringIsRemovedAfterItLogicallyCompletes() async throws {
        #expect(try await completionTime(.smooth, .logicallyComplete) == 500)
        #expect(try await completionTime(.smooth, .removed) == 550)
        #expect(try await completionTime(.easeIn(duration: 0.3), .removed) == 300)
    }

    struct Fader: View {
        let log: Log
        @State var isShown = true
        var body: some View {
            VStack {
                if isShown { Text("Banner") }
                Button("Hide") {
                    var transaction = Transaction(animation: .linear(duration: 2))
                    transaction.addAnimationCompletion { log("faded") }
                    transaction.addAnimationCompletion(criteria: .removed) { log("removed") }
                    withTransaction(transaction) { isShown = false }
                }
                Button("Hide at once") {
                    var transaction = Transaction(animation: .linear(duration: 2))
                    transaction.disablesAnimations = true
                    transaction.addAnimationCompletion { log("done at once") }
                    withTransaction(transaction) { isShown.toggle() }
                }
            }
        }
    }

    /// `Transaction.addAnimationCompletion(criteria:_:)`: "Adds a completion to run when the
    /// animations created with this transaction are all complete"; "If no animations are
    /// created by the changes in body, then the callback will be called immediately after
    /// body."
    @Test func aTransactionsCompletionsRunAtItsAnimationsEnd() async throws {
        let log = Log()
        let host = TestHost(Fader(log: log))
        host.tap("Hide")
        await host.advance(by: .milliseconds(1_999))
        #expect(log.take() == [])
        await host.advance(by: .milliseconds(1))
        #expect(log.take() == ["faded", "removed"])
        host.tap("Hide at once")
        await host.settle()
        #expect(log.take() == ["done at once"])
    }

    /// What the views updated by an animated change see: the transaction of their update, in
    /// `transaction(_:)` — `withAnimation`'s animation; an `animation(_:value:)` above sets
    /// its own for the updates in which its value changed; `transaction(_:)` can take it away.
    struct Watched: View {
        let log: Log
        @State var count = 0
        @State var other = 0
        var body: some View {
            VStack {
                Text("count \(count), other \(other)")
                    .transaction { log("text sees \($0.animation?.description ?? "no animation")") }
                    .animation(.linear(duration: 3), value: count)
                Text("quiet \(count)")
                    .transaction { $0.animation = nil }
                    .transaction { log("quiet sees \($0.animation?.description ?? "no animation")") }
                Button("Animate other") { withAnimation(.easeIn) { other += 1 } }
                Button("Count") { count += 1 }
            }
        }
    }

    @Test func viewsSeeTheTransactionOfTheirUpdate() throws {
        let log = Log()
        let host = TestHost(Watched(log: log))
        #expect(log.take() == [])
        host.tap("Animate other")
        #expect(log.take() == ["text sees easeIn", "quiet sees easeIn"])
        host.tap("Count")
        #expect(log.take() == ["text sees linear(duration: 3)", "quiet sees no animation"])
    }

    struct Scoped: View {
        let log: Log
        @State var isActive = false
        var body: some View {
            VStack {
                Text(isActive ? "on" : "off")
                    .animation(.easeInOut) { content in
                        content
                            .opacity(isActive ? 1.0 : 0.0)
                            .transaction { log("body sees \($0.animation?.description ?? "no animation")") }
                    }
                Button("Toggle") { isActive.toggle() }
            }
        }
    }

    /// `animation(_:body:)`: "Applies the given animation to all animatable values within
    /// the `body` closure." "Any modifiers applied to the content of `body` will be applied
    /// to this view" — the iOS 17 form compiles (it was missing: issue 90, item 6), the
    /// body's modifiers apply to the view, and their update has the animation.
    @Test func aScopedAnimationAnimatesTheModifiersOfItsBody() throws {
        let log = Log()
        let host = TestHost(Scoped(log: log))
        _ = log.take()
        host.tap("Toggle")
        #expect(log.take() == ["body sees easeInOut"])
        #expect(host.render().contains(#"Text "on""#))
    }

    struct Pulse: View {
        let log: Log
        @State var taps = 0
        var body: some View {
            VStack {
                PhaseAnimator([1, 2, 3]) { phase in
                    Text("phase \(phase)")
                } animation: { phase in .linear(duration: Double(phase) / 10) }
                PhaseAnimator([false, true], trigger: taps) { isLarge in
                    Text(isLarge ? "large" : "small")
                        .onChange(of: isLarge) { log("large \($0)") }
                } animation: { _ in .easeIn(duration: 1) }
                Button("Tap") { taps += 1 }
            }
        }
    }

    func phases(_ host: TestHost<Pulse>) -> [String] {
        host.render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Text") }
    }

    /// `PhaseAnimator.init(_:content:animation:)`: "Cycles through a sequence of phases
    /// continuously, animating updates to a view on each phase change"; its `animation`:
    /// "A closure that takes the current phase as input. Return the animation to use when
    /// transitioning to the next phase"; with a trigger, "A value whose changes cause the
    /// animator to use the next phase" — through them all, back to the first.
    @Test func aPhaseAnimatorMovesThroughItsPhasesInVirtualTime() async throws {
        let log = Log()
        let host = TestHost(Pulse(log: log))
        #expect(phases(host) == ["Text \"phase 1\"", "Text \"small\""])
        await host.settle()
        #expect(phases(host) == ["Text \"phase 2\"", "Text \"small\""])   // from 1: 0.1 s
        await host.advance(by: .milliseconds(99))
        #expect(phases(host)[0] == "Text \"phase 2\"")
        await host.advance(by: .milliseconds(1))
        #expect(phases(host)[0] == "Text \"phase 3\"")                       // from 2: 0.2 s
        await host.advance(by: .milliseconds(200))
        #expect(phases(host)[0] == "Text \"phase 1\"")                       // from 3: 0.3 s
        await host.advance(by: .milliseconds(299))
        #expect(phases(host)[0] == "Text \"phase 1\"")
        await host.advance(by: .milliseconds(1))
        #expect(phases(host)[0] == "Text \"phase 2\"")
        #expect(log.take() == [])
        host.tap("Tap")
        await host.settle()
        #expect(phases(host)[1] == "Text \"large\"")
        await host.advance(by: .seconds(1))
        #expect(phases(host)[1] == "Text \"small\"")
        await host.advance(by: .seconds(5))
        #expect(phases(host)[1] == "Text \"small\"")
        #expect(log.take() == ["large true", "large false"])
    }
}
