import Foundation
import VirtualTime

/// The host's virtual time as media playback reads it: nanoseconds since the clock's start,
/// and work run on the main actor when the clock reaches an instant (through the main
/// queue's scheduler, which runs on the host's clock while that clock is current).
enum MediaClock {
    /// `clock`'s time, in nanoseconds since its start.
    static func nanoseconds(of clock: VirtualClock) -> Int64 { nanoseconds(clock.now.offset) }

    /// `duration` in whole nanoseconds (rounded down).
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let parts = duration.components
        return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
    }

    /// Runs `action` on the main actor, in the host's turn, when `clock` reaches
    /// `nanoseconds` after its start (at once, in the next turn, if it has).
    /// A moment beyond ``mediaTimeLimit`` never comes: nothing is scheduled for it.
    static func schedule(on clock: VirtualClock, at nanoseconds: Int64, _ action: @escaping () -> Void) {
        let delay = Swift.max(0, nanoseconds - self.nanoseconds(of: clock))
        guard delay < mediaTimeLimit else { return }
        VirtualClock.$current.withValue(clock) {
            let queue = DispatchQueue.main
            queue.schedule(after: queue.now.advanced(by: .nanoseconds(Int(delay))), tolerance: .zero, options: nil, action)
        }
    }
}

/// A playback position that moves with the host's clock: where it was at an instant
/// (the anchor) and how fast it moves since (the rate), clamped to `[0, end]`.
struct MediaTimeline {
    /// The position at `anchorClock`, in nanoseconds of media time.
    var anchorPosition: Int64 = 0
    /// The clock's time of the anchor, in nanoseconds.
    var anchorClock: Int64 = 0
    /// Media seconds per clock second while running (0: stopped).
    var rate: Double = 0
    /// Where the media ends (nil: it does not).
    var end: Int64?

    /// The position at clock time `now`.
    func position(at now: Int64) -> Int64 {
        guard rate != 0 else { return clamp(anchorPosition) }
        return clamp(anchorPosition + clampedNanoseconds(Double(now - anchorClock) * rate, .down))
    }

    /// Makes `now` the anchor, keeping the position.
    mutating func reanchor(at now: Int64) {
        anchorPosition = position(at: now)
        anchorClock = now
    }

    /// The clock time at which the position reaches `target` (moving forward), if it does.
    func clockTime(reaching target: Int64) -> Int64? {
        guard rate > 0, target >= anchorPosition else { return nil }
        return anchorClock + clampedNanoseconds(Double(target - anchorPosition) / rate, .up)
    }

    func clamp(_ position: Int64) -> Int64 {
        Swift.min(Swift.max(0, position), end ?? mediaTimeLimit, mediaTimeLimit)
    }
}

/// The longest media time and delay kept, in nanoseconds (10^18: about 31 years): larger
/// values are clamped to it, so that no sum or product of them overflows.
let mediaTimeLimit: Int64 = 1_000_000_000_000_000_000

/// `value` nanoseconds rounded by `rule`, clamped to ±``mediaTimeLimit`` (0 for NaN): a
/// huge rate, delay or time never traps.
func clampedNanoseconds(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int64 {
    guard !value.isNaN else { return 0 }
    let limit = Double(mediaTimeLimit)
    return Int64(Swift.min(Swift.max(value.rounded(rule), -limit), limit))
}

/// `nanoseconds` as a media time (timescale 1 000 000 000, as players report times).
func mediaTime(nanoseconds: Int64) -> CMTime { CMTime(value: nanoseconds, timescale: 1_000_000_000) }

/// `time` in nanoseconds (0 for a time that is not a number), clamped to
/// ±``mediaTimeLimit``.
func nanoseconds(of time: CMTime) -> Int64 {
    guard time.isNumeric else { return 0 }
    if Swift.abs(time.seconds) >= 1e9 { return time.value < 0 ? -mediaTimeLimit : mediaTimeLimit }
    let product = time.value.multipliedFullWidth(by: 1_000_000_000)
    let (quotient, _) = Int64(time.timescale).dividingFullWidth(product)
    return quotient
}
