import Foundation
import VirtualTime

/// Plays a sound from a file or from memory, on the host's virtual clock.
///
/// Nothing is decoded and nothing is heard. A sound's ``duration`` is what the host
/// declared for its URL or data (``HostMedia/setDuration(_:for:)``,
/// ``HostMedia/setDuration(_:forData:)``), or 0 when none was declared: such a sound
/// finishes as soon as it plays, in the host's next turn.
///
/// ```swift
/// let player = try AVAudioPlayer(contentsOf: soundURL)
/// player.delegate = self
/// player.play()
/// await host.advance(by: .seconds(2))   // a 2-second sound has finished:
///                                       // audioPlayerDidFinishPlaying(_:successfully: true)
/// ```
///
/// The player plays on the clock of the host that is current when it is made or first
/// played; outside any host it does not advance.
open class AVAudioPlayer: NSObject {
    /// The sound's file, if it was made from one.
    public let url: URL?
    /// The sound's data, if it was made from memory.
    public let data: Data?
    private let length: Int64
    private var timeline = MediaTimeline()
    private weak var clock: VirtualClock?
    private var generation = 0
    private var prepared = false

    /// The object told when the sound finishes.
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// A player of the sound in the file at `url`.
    ///
    /// - Throws: an `NSError` of `NSOSStatusErrorDomain` and code 2003334207
    ///   (`kAudioFileUnspecifiedError`, 'wht?'), as iOS reports it, when `url` is not a file
    ///   the host has: neither a file that exists nor a URL the host declared a duration for.
    public init(contentsOf url: URL) throws {
        let state = MediaState.current
        let declared = state.duration(of: url)
        guard declared != nil || (url.isFileURL && FileManager.default.fileExists(atPath: url.path)) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207,
                          userInfo: [NSLocalizedDescriptionKey: "The operation couldn’t be completed. (OSStatus error 2003334207.)"])
        }
        self.url = url
        data = nil
        length = declared ?? 0
        super.init()
        meetHost()
    }

    /// A player of the sound in the file at `url`; the type hint is accepted.
    public convenience init(contentsOf url: URL, fileTypeHint: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player of the sound in `data`.
    ///
    /// - Throws: an `NSError` of `NSOSStatusErrorDomain` and code 1954115647
    ///   (`kAudioFileUnsupportedFileTypeError`, 'typ?') for empty data.
    public init(data: Data) throws {
        guard !data.isEmpty else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 1_954_115_647,
                          userInfo: [NSLocalizedDescriptionKey: "The operation couldn’t be completed. (OSStatus error 1954115647.)"])
        }
        url = nil
        self.data = data
        length = MediaState.current.duration(of: data) ?? 0
        super.init()
        meetHost()
    }

    /// A player of the sound in `data`; the type hint is accepted.
    public convenience init(data: Data, fileTypeHint: String?) throws {
        try self.init(data: data)
    }

    // MARK: Playback

    /// Prepares the sound (nothing to buffer) and returns `true`.
    @discardableResult
    open func prepareToPlay() -> Bool {
        prepared = true
        return true
    }

    /// Plays the sound from ``currentTime``, and returns `true`. Plays ``numberOfLoops``
    /// more times after the first, and calls the delegate's
    /// ``AVAudioPlayerDelegate/audioPlayerDidFinishPlaying(_:successfully:)`` at the end.
    @discardableResult
    open func play() -> Bool {
        meetHost()
        prepared = true
        guard !isPlaying else { return true }
        timeline.anchorClock = now
        timeline.rate = Double(effectiveRate)
        reschedule()
        record("played at")
        return true
    }

    /// Pauses; ``play()`` resumes from where it paused.
    open func pause() {
        guard isPlaying else { return }
        stopMoving()
        record("paused at")
    }

    /// Stops playback. As Apple documents, `stop()` does not reset ``currentTime`` to 0,
    /// and the delegate is not told that the sound finished.
    open func stop() {
        prepared = false
        guard isPlaying else { return }
        stopMoving()
        record("stopped at")
    }

    /// Whether the sound is playing.
    open var isPlaying: Bool { timeline.rate != 0 }

    /// The sound's length in seconds (0 when the host declared none).
    open var duration: TimeInterval { Double(length) / 1e9 }

    /// The time within the sound, in seconds; setting it moves playback there.
    open var currentTime: TimeInterval {
        get { Double(positionInSound) / 1e9 }
        set {
            guard newValue.isFinite else { return }
            let loops = length > 0 ? timeline.position(at: now) / length : 0
            timeline.reanchor(at: now)
            timeline.anchorPosition = loops * length + Swift.min(Swift.max(0, clampedNanoseconds(newValue * 1e9)), length)
            reschedule()
        }
    }

    /// How many more times the sound plays after the first: 0 plays it once, a negative
    /// value loops it until ``stop()``.
    open var numberOfLoops = 0 {
        didSet {
            timeline.reanchor(at: now)
            timeline.end = end
            reschedule()
        }
    }

    /// The volume, 0 to 1.
    open var volume: Float = 1

    /// The stereo position, -1 (left) to 1 (right).
    open var pan: Float = 0

    /// Whether ``rate`` applies; as Apple documents, set it before ``prepareToPlay()`` or
    /// ``play()``.
    open var enableRate = false

    /// The playback rate, 0.5 to 2 (only with ``enableRate``; a rate that is not a number
    /// counts as 1).
    open var rate: Float = 1 {
        didSet {
            guard isPlaying else { return }
            timeline.reanchor(at: now)
            timeline.rate = Double(effectiveRate)
            reschedule()
        }
    }

    /// The number of audio channels (2).
    open var numberOfChannels: Int { 2 }

    /// The host's clock in seconds, the time base of `play(atTime:)`.
    open var deviceCurrentTime: TimeInterval { Double(now) / 1e9 }

    /// Whether metering is on.
    open var isMeteringEnabled = false

    /// Refreshes the meters (silence: nothing is heard).
    open func updateMeters() {}

    /// The average power of `channelNumber`, in decibels: -160 (silence).
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// The peak power of `channelNumber`, in decibels: -160 (silence).
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    // MARK: The clock

    private func meetHost() {
        guard clock == nil, let current = VirtualClock.current else { return }
        clock = current
        timeline.anchorClock = MediaClock.nanoseconds(of: current)
        timeline.end = end
    }

    private var now: Int64 { clock.map(MediaClock.nanoseconds(of:)) ?? timeline.anchorClock }

    /// The rate the sound moves at while playing.
    private var effectiveRate: Float { enableRate && !rate.isNaN ? Swift.min(Swift.max(rate, 0.5), 2) : 1 }

    /// Where all the loops end (nil: looping forever).
    private var end: Int64? {
        guard numberOfLoops >= 0 || length == 0 else { return nil }
        let (total, overflow) = length.multipliedReportingOverflow(by: Int64(Swift.max(numberOfLoops, 0)).addingReportingOverflow(1).partialValue)
        return overflow || total > mediaTimeLimit || numberOfLoops == .max ? nil : total
    }

    private var positionInSound: Int64 {
        let position = timeline.position(at: now)
        guard length > 0 else { return 0 }
        if let end, position >= end { return length }
        return position % length
    }

    private func stopMoving() {
        timeline.reanchor(at: now)
        timeline.rate = 0
        generation += 1
    }

    private func reschedule() {
        generation += 1
        timeline.end = end
        guard isPlaying, let clock, let end, let due = timeline.clockTime(reaching: end) else { return }
        let scheduled = generation
        MediaClock.schedule(on: clock, at: due) { [weak self] in
            guard let self, self.generation == scheduled else { return }
            self.finish()
        }
    }

    /// The sound played to its end: playback stops at the start, and the delegate is told.
    private func finish() {
        stopMoving()
        record("finished at")
        timeline.anchorPosition = 0
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
    }

    private func record(_ what: String) {
        guard let clock else { return }
        let name = url?.lastPathComponent ?? "(data)"
        MediaState.state(of: clock).record("AVAudioPlayer \(name): \(what) \(formatSeconds(timeline.position(at: now))) s")
    }
}

/// What an ``AVAudioPlayer`` tells its delegate.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// The sound finished playing (not after ``AVAudioPlayer/stop()``); `flag` is `false`
    /// if it could not be decoded.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// Decoding the sound failed.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing (the method is optional).
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing (the method is optional).
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}
