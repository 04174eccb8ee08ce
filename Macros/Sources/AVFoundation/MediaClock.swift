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
    static func schedule(on clock: VirtualClock, at nanoseconds: Int64, _ action: @escaping () -> Void) {
        VirtualClock.$current.withValue(clock) {
            let delay = Swift.max(0, nanoseconds - self.nanoseconds(of: clock))
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
        let moved = (Double(now - anchorClock) * rate).rounded(.down)
        return clamp(anchorPosition + Int64(moved))
    }

    /// Makes `now` the anchor, keeping the position.
    mutating func reanchor(at now: Int64) {
        anchorPosition = position(at: now)
        anchorClock = now
    }

    /// The clock time at which the position reaches `target` (moving forward), if it does.
    func clockTime(reaching target: Int64) -> Int64? {
        guard rate > 0, target >= anchorPosition else { return nil }
        return anchorClock + Int64((Double(target - anchorPosition) / rate).rounded(.up))
    }

    func clamp(_ position: Int64) -> Int64 {
        Swift.min(Swift.max(0, position), end ?? .max)
    }
}

/// `nanoseconds` as a media time (timescale 1 000 000 000, as players report times).
func mediaTime(nanoseconds: Int64) -> CMTime { CMTime(value: nanoseconds, timescale: 1_000_000_000) }

/// `time` in nanoseconds (0 for a time that is not a number).
func nanoseconds(of time: CMTime) -> Int64 {
    guard time.isNumeric else { return 0 }
    if Swift.abs(time.seconds) >= 9.2e9 { return time.value < 0 ? .min : .max }
    let product = time.value.multipliedFullWidth(by: 1_000_000_000)
    let (quotient, _) = Int64(time.timescale).dividingFullWidth(product)
    return quotient
}
