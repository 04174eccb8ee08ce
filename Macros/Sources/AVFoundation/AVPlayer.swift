import Foundation
import Observation
import VirtualTime

/// Plays one item at a time on the host's virtual clock.
///
/// Nothing is decoded and nothing is heard: the player keeps its item's time, which moves
/// only as the host's clock does (`host.advance(by:)`), at the player's ``rate``.
///
/// ```swift
/// let player = AVPlayer(url: URL(string: "https://example.com/intro.mp4")!)
/// player.play()
/// await host.advance(by: .seconds(3))
/// player.currentTime().seconds          // 3.0
/// ```
///
/// A player plays on the clock of the first host it meets: the host whose frame, task or
/// action creates it, plays it or reads it, or whose `VideoPlayer` shows it. Until then
/// (outside any host) it waits: ``timeControlStatus`` is
/// ``TimeControlStatus/waitingToPlayAtSpecifiedRate`` while ``rate`` is not zero.
///
/// When the item reaches its end (its duration is what the host declared,
/// ``HostMedia/setDuration(_:for:)``; an undeclared duration is indefinite and playback
/// never ends) the player does what ``actionAtItemEnd`` says — with `.pause` (the
/// default) its rate becomes 0 — and then posts
/// ``Foundation/NSNotification/Name/AVPlayerItemDidPlayToEndTime`` with the item as its
/// object, on the main actor.
open class AVPlayer: NSObject {
    private var item: AVPlayerItem?
    private var requestedRate: Float = 0
    private var timeline = MediaTimeline()
    private weak var clock: VirtualClock?
    private var generation = 0
    private var observers: [PeriodicTimeObserver] = []
    private var reachedEnd = false
    /// What a `VideoPlayer` shows, observed by its views.
    let display = PlayerDisplay()
    private var displayObserver: PeriodicTimeObserver?

    /// A player with no item.
    public override init() {
        super.init()
        meetHost()
    }

    /// A player of the media at `url`.
    public convenience init(url: URL) {
        self.init(playerItem: AVPlayerItem(url: url))
    }

    /// A player of `item` (none for `nil`).
    public init(playerItem item: AVPlayerItem?) {
        self.item = item
        super.init()
        item?.player = self
        meetHost()
    }

    // MARK: State

    /// Whether the player can play.
    public enum Status: Int, Sendable {
        /// Not yet known.
        case unknown = 0
        /// Ready to play.
        case readyToPlay = 1
        /// Cannot play.
        case failed = 2
    }

    /// Whether playback is playing, paused, or waiting to play.
    public enum TimeControlStatus: Int, Sendable, CustomStringConvertible {
        /// Paused: ``AVPlayer/rate`` is 0.
        case paused = 0
        /// The rate is not 0 but the player cannot play yet: no item, an item that is not
        /// ready or failed, or no host to play on.
        case waitingToPlayAtSpecifiedRate = 1
        /// Playing.
        case playing = 2

        /// `paused`, `waitingToPlayAtSpecifiedRate`, `playing`.
        public var description: String {
            switch self {
            case .paused: "paused"
            case .waitingToPlayAtSpecifiedRate: "waitingToPlayAtSpecifiedRate"
            case .playing: "playing"
            }
        }
    }

    /// Why the player waits to play.
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        /// The reason's name.
        public let rawValue: String
        /// A reason named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The player waits for its item to buffer enough.
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        /// The player is evaluating the buffering rate.
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        /// The player has no item it can play.
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }

    /// What the player does when its item reaches its end.
    public enum ActionAtItemEnd: Int, Sendable {
        /// Plays the next item (an `AVQueuePlayer`'s); an AVPlayer, which has none, pauses.
        case advance = 0
        /// Pauses: the rate becomes 0.
        case pause = 1
        /// Nothing: the rate stays, and the time stays at the end until a seek.
        case none = 2
    }

    /// Whether the player can play: ready, as a player has nothing to set up.
    open var status: Status { .readyToPlay }

    /// Why the player failed: never.
    open var error: Error? { nil }

    /// The item the player plays.
    open var currentItem: AVPlayerItem? { item }

    /// The playback rate: 0 paused, 1 the natural rate; setting another value plays at it
    /// (2 plays twice as fast, a negative rate plays backwards to the start). A rate that
    /// is not a finite number is ignored.
    open var rate: Float {
        get { requestedRate }
        set { change { setRate(newValue) } }
    }

    /// The rate ``play()`` plays at (1).
    open var defaultRate: Float = 1

    /// Whether playback plays, is paused, or waits.
    open var timeControlStatus: TimeControlStatus {
        meetHost()
        if requestedRate == 0 { return .paused }
        let holdsAtEnd = reachedEnd && actionAtItemEnd == .none && clock != nil
        return runningRate != 0 || holdsAtEnd ? .playing : .waitingToPlayAtSpecifiedRate
    }

    /// Why the player waits (nil unless ``timeControlStatus`` is
    /// ``TimeControlStatus/waitingToPlayAtSpecifiedRate``).
    open var reasonForWaitingToPlay: WaitingReason? {
        timeControlStatus == .waitingToPlayAtSpecifiedRate ? .noItemToPlay : nil
    }

    /// What the player does when its item ends (``ActionAtItemEnd/pause``).
    open var actionAtItemEnd: ActionAtItemEnd = .pause {
        didSet { change {} }
    }

    /// The audio volume, 0 (silent) to 1 (full).
    open var volume: Float = 1

    /// Whether the audio is muted.
    open var isMuted = false

    /// Whether the player waits to minimize stalls before playing (nothing stalls here).
    open var automaticallyWaitsToMinimizeStalling = true

    /// Whether the player may play on an external screen.
    open var allowsExternalPlayback = true

    /// Whether video playback keeps the display awake.
    open var preventsDisplaySleepDuringVideoPlayback = true

    // MARK: Playback

    /// Plays the current item at ``defaultRate``.
    open func play() {
        change { setRate(defaultRate) }
    }

    /// Pauses: the rate becomes 0.
    open func pause() {
        change { setRate(0) }
    }

    /// The current item's time (zero without an item).
    open func currentTime() -> CMTime {
        meetHost()
        guard item != nil else { return .zero }
        return mediaTime(nanoseconds: timeline.position(at: now))
    }

    /// Moves the current item's time to `time`, clamped to the item's start and end, and
    /// posts ``Foundation/NSNotification/Name/AVPlayerItemTimeJumped``. A seek completes at
    /// once (nothing buffers); an invalid time is ignored.
    open func seek(to time: CMTime) {
        seek(to: time) { _ in }
    }

    /// Moves to `time` and calls `completionHandler` with `true` once the seek finished
    /// (at once: nothing buffers).
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        guard time.isValid, !time.isIndefinite else { return completionHandler(false) }
        change {
            let target = time.isPositiveInfinity ? mediaTimeLimit : time.isNegativeInfinity ? 0 : nanoseconds(of: time)
            timeline.anchorPosition = timeline.clamp(target)
            reachedEnd = false
            jumped = true
        }
        record("sought to")
        if let item { NotificationCenter.default.post(name: .AVPlayerItemTimeJumped, object: item) }
        completionHandler(true)
    }

    /// Moves to `time` within the tolerances (the seek is exact).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        seek(to: time)
    }

    /// Moves to `time` within the tolerances (the seek is exact), then calls
    /// `completionHandler`.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Makes `item` the player's item, at its start; the rate stays.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        change {
            if self.item?.player === self { self.item?.player = nil }
            self.item = item
            item?.player = self
            if let clock { item?.load(from: .state(of: clock)) }
            timeline.anchorPosition = 0
            reachedEnd = false
            jumped = true
        }
    }

    // MARK: Observing time

    /// Calls `block` with the current time every `interval` of the item's time while it
    /// plays (at the multiples of `interval`), and at once whenever playback starts or
    /// stops and whenever the time jumps (a seek, a new item). Returns the observer to give
    /// ``removeTimeObserver(_:)``. `queue` is accepted (the block runs on the main actor,
    /// as with `.main`); an interval that is not a positive number never repeats.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping (CMTime) -> Void) -> Any {
        let observer = PeriodicTimeObserver(interval: interval.isNumeric ? nanoseconds(of: interval) : 0, block: block)
        change { observers.append(observer) }
        return observer
    }

    /// Stops the observer `observer` that ``addPeriodicTimeObserver(forInterval:queue:using:)``
    /// returned.
    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? PeriodicTimeObserver else { return }
        change { observers.removeAll { $0 === observer } }
    }

    // MARK: The clock

    /// Binds the player to the current host's clock the first time one is current, and
    /// loads its item there.
    func meetHost() {
        guard clock == nil, let current = VirtualClock.current else { return }
        clock = current
        timeline.anchorClock = MediaClock.nanoseconds(of: current)
        item?.load(from: .state(of: current))
        timeline.end = item?.endNanoseconds
        timeline.rate = runningRate
        reschedule()
    }

    private var now: Int64 { clock.map(MediaClock.nanoseconds(of:)) ?? timeline.anchorClock }

    /// The rate the item's time moves at: the requested rate while the player has a ready
    /// item and a host to play on.
    private var runningRate: Double {
        guard clock != nil, let item, item.status == .readyToPlay else { return 0 }
        if reachedEnd, requestedRate > 0 { return 0 }
        return Double(requestedRate)
    }

    /// Whether the change in progress made the time jump.
    private var jumped = false

    private func setRate(_ rate: Float) {
        guard rate.isFinite else { return }
        if rate > 0, actionAtItemEnd != .none { reachedEnd = false }
        let verb = rate == 0 ? "paused at" : "played at"
        if rate != requestedRate { pendingRecord = verb }
        requestedRate = rate
    }

    private var pendingRecord: String?

    /// Applies `body` at the current time, then schedules the next moment to stop at, and
    /// calls the periodic observers if playback started, stopped or jumped.
    private func change(_ body: () -> Void) {
        meetHost()
        let wasRunning = timeline.rate != 0
        timeline.reanchor(at: now)
        jumped = false
        pendingRecord = nil
        body()
        timeline.end = item?.endNanoseconds
        timeline.anchorPosition = timeline.clamp(timeline.anchorPosition)
        timeline.rate = runningRate
        reschedule()
        if let pendingRecord { record(pendingRecord) }
        if jumped || wasRunning != (timeline.rate != 0) { notifyObservers(except: []) }
    }

    /// Schedules the next moment the player must act at: the item's end, or the next
    /// multiple of a periodic observer's interval.
    private func reschedule() {
        generation += 1
        timeline.end = item?.endNanoseconds
        display.update(isPlaying: timeControlStatus == .playing, time: timeline.anchorPosition, end: timeline.end)
        guard let clock, timeline.rate > 0 else { return }
        let position = timeline.anchorPosition
        var targets = observers.filter { $0.interval > 0 }.map { (position / $0.interval + 1) * $0.interval }
        if let end = timeline.end, !reachedEnd { targets.append(end) }
        guard let target = targets.min(), let due = timeline.clockTime(reaching: target) else { return }
        let scheduled = generation
        MediaClock.schedule(on: clock, at: due) { [weak self] in
            guard let self, self.generation == scheduled else { return }
            self.timeReached()
        }
    }

    /// The clock reached a scheduled moment: calls the observers whose interval's multiple
    /// was crossed and, at the item's end, does the end's action and posts the notification.
    private func timeReached() {
        let before = timeline.anchorPosition
        timeline.reanchor(at: now)
        let position = timeline.anchorPosition
        let crossed = observers.filter { $0.interval > 0 && position / $0.interval > before / $0.interval }
        var ended = false
        if let end = timeline.end, position >= end, !reachedEnd {
            reachedEnd = true
            ended = true
            if actionAtItemEnd != .none { requestedRate = 0 }
        }
        timeline.rate = runningRate
        reschedule()
        let time = mediaTime(nanoseconds: position)
        for observer in crossed { observer.block(time) }
        guard ended, let item else { return }
        record("played to the end at")
        if actionAtItemEnd != .none { notifyObservers(except: crossed) }
        NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: item)
    }

    private func notifyObservers(except skipped: [PeriodicTimeObserver]) {
        let time = currentTime()
        for observer in observers where !skipped.contains(where: { $0 === observer }) { observer.block(time) }
    }

    private func record(_ what: String) {
        guard let clock else { return }
        let name = ((item?.asset as? AVURLAsset)?.url.lastPathComponent) ?? "(no item)"
        MediaState.state(of: clock).record("AVPlayer \(name): \(what) \(formatSeconds(timeline.position(at: now))) s")
    }

    /// What a `VideoPlayer` shows: the player keeps it current to the second from the first
    /// time it is asked for (and binds to the current host's clock).
    package var displayState: PlayerDisplay {
        showTime()
        return display
    }

    private func showTime() {
        meetHost()
        guard displayObserver == nil else { return }
        let observer = PeriodicTimeObserver(interval: 1_000_000_000) { _ in }
        displayObserver = observer
        change { observers.append(observer) }
    }
}

/// A periodic time observer of an ``AVPlayer``: the token
/// ``AVPlayer/addPeriodicTimeObserver(forInterval:queue:using:)`` returns.
final class PeriodicTimeObserver {
    let interval: Int64
    let block: (CMTime) -> Void

    init(interval: Int64, block: @escaping (CMTime) -> Void) {
        self.interval = interval
        self.block = block
    }
}

/// What a `VideoPlayer` shows of its player: whether it plays, and its time to the second.
@Observable
package final class PlayerDisplay {
    /// Whether the player plays.
    package private(set) var isPlaying = false
    /// The item's time, in whole seconds.
    package private(set) var second: Int64 = 0
    /// The item's duration in whole seconds, if it ends.
    package private(set) var duration: Int64?

    func update(isPlaying: Bool, time: Int64, end: Int64?) {
        if self.isPlaying != isPlaying { self.isPlaying = isPlaying }
        let second = time / 1_000_000_000
        if self.second != second { self.second = second }
        let duration = end.map { $0 / 1_000_000_000 }
        if self.duration != duration { self.duration = duration }
    }
}

/// `nanoseconds` as seconds with at least one decimal: `3.0`, `1.25`.
func formatSeconds(_ nanoseconds: Int64) -> String {
    let seconds = Double(nanoseconds) / 1e9
    return seconds == seconds.rounded() ? String(format: "%.1f", seconds) : "\(seconds)"
}
