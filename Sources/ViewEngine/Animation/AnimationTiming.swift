// How long an animation takes, by the model its documentation gives (Rules R23): the engine
// draws no frames in between, but runs completions when the host's virtual clock passes
// the end.
import Foundation

/// When an animation started now ends, in seconds: when it logically completes (a timing
/// curve's duration; a spring's perceptual duration) and when it is removed (a spring
/// once it has settled); `nil` for one that never ends (`repeatForever`).
///
/// - Timing curves (`linear`, `easeIn`, `easeOut`, `easeInOut`) last their `duration`;
///   without one, 0.35 seconds ("The `easeInOut` animation has a default duration of 0.35
///   seconds").
/// - Springs logically complete after their perceptual duration (`duration`, or
///   `response`: "The stiffness of the spring, defined as an approximate duration in
///   seconds"); `default` is `spring(response: 0.55, dampingFraction: 1.0)`, `smooth`,
///   `snappy` and `bouncy` have a duration of 0.5 and a bounce of 0, 0.15 and 0.3 (Apple's
///   documentation of each). They are removed when they have settled: the engine's model
///   is the time the spring's envelope, `exp(-ζ·ω₀·t)` with `ω₀ = 2π / duration` and the
///   damping ratio `ζ` (`1 − bounce`, or `1 / (1 + bounce)` for a negative bounce), falls
///   to 0.1 %, and never before the perceptual duration. An undamped spring never settles.
/// - `delay(_:)` adds its delay before the animation; `speed(_:)` divides every time by the
///   speed; `repeatCount(_:autoreverses:)` plays the animation that many times, one after
///   another (the last one's tail after the others' logical durations);
///   `repeatForever(autoreverses:)` never completes.
package struct AnimationTiming: Hashable, Sendable {
    /// Seconds before the animation starts.
    package var delay: Double = 0
    /// Seconds from the start to its logical completion; `nil`: never.
    package var logical: Double?
    /// Seconds from the start to its removal; `nil`: never.
    package var removal: Double?

    /// A timing curve of `duration` seconds.
    static func curve(_ duration: Double) -> AnimationTiming {
        AnimationTiming(logical: max(0, duration), removal: max(0, duration))
    }

    /// The default duration of a timing curve.
    static let defaultCurveDuration = 0.35

    /// A spring of perceptual `duration` and damping ratio `damping`.
    static func spring(duration: Double, damping: Double) -> AnimationTiming {
        let duration = max(0, duration)
        guard damping > 0, duration > 0 else { return AnimationTiming(logical: duration, removal: damping > 0 ? duration : nil) }
        let omega = 2 * Double.pi / duration
        // The slowest decaying part of the motion: for an overdamped spring, its slow pole.
        let decay = damping <= 1 ? damping * omega : omega * (damping - (damping * damping - 1).squareRoot())
        let settling = -log(settlingFraction) / decay
        return AnimationTiming(logical: duration, removal: max(duration, settling))
    }

    /// A spring of perceptual `duration` and `bounce` (−1 to 1).
    static func spring(duration: Double, bounce: Double) -> AnimationTiming {
        spring(duration: duration, damping: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring of `mass`, `stiffness` and `damping`.
    static func spring(mass: Double, stiffness: Double, damping: Double) -> AnimationTiming {
        guard mass > 0, stiffness > 0 else { return .curve(0) }
        let omega = (stiffness / mass).squareRoot()
        return spring(duration: 2 * Double.pi / omega, damping: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// What is left of a spring's motion when the engine counts it as settled.
    static let settlingFraction = 0.001

    /// Starts `delay` seconds later.
    func delayed(by seconds: Double) -> AnimationTiming {
        var timing = self
        timing.delay += max(0, seconds)
        return timing
    }

    /// Plays `speed` times as fast (a speed of zero or less: never ends).
    func sped(by speed: Double) -> AnimationTiming {
        guard speed > 0 else { return AnimationTiming(delay: delay, logical: nil, removal: nil) }
        return AnimationTiming(delay: delay / speed, logical: logical.map { $0 / speed }, removal: removal.map { $0 / speed })
    }

    /// Played `count` times in a row.
    func repeated(_ count: Int) -> AnimationTiming {
        guard let logical, count > 1 else { return self }
        let before = Double(count - 1) * logical
        return AnimationTiming(delay: delay, logical: before + logical, removal: removal.map { before + $0 })
    }

    /// Never ends.
    var forever: AnimationTiming { AnimationTiming(delay: delay, logical: nil, removal: nil) }

    /// Seconds from now until the animation meets `criteria`, `nil` if it never does.
    func end(_ criteria: AnimationCompletionCriteria) -> Double? {
        let span = criteria == .removed ? removal : logical
        return span.map { delay + $0 }
    }
}
