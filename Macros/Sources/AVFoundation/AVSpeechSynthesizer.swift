import Foundation
import VirtualTime

/// The rate an utterance is spoken at by default (0.5).
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// The slowest rate (0).
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest rate (1).
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// Text to speak, and how: its voice, rate, pitch, volume and the pauses around it.
public class AVSpeechUtterance: NSObject {
    /// The text.
    public let speechString: String
    /// The voice (the default voice for `nil`).
    public var voice: AVSpeechSynthesisVoice?
    /// The rate, from ``AVSpeechUtteranceMinimumSpeechRate`` to
    /// ``AVSpeechUtteranceMaximumSpeechRate`` (``AVSpeechUtteranceDefaultSpeechRate``).
    public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5 to 2 (1).
    public var pitchMultiplier: Float = 1
    /// The volume, 0 to 1 (1).
    public var volume: Float = 1
    /// Seconds of silence before the utterance.
    public var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after the utterance, before the next.
    public var postUtteranceDelay: TimeInterval = 0

    /// An utterance of `string`.
    public init(string: String) {
        speechString = string
    }

    /// How long the utterance takes to speak: the host's declared duration for its text
    /// (``HostMedia/setSpeechDuration(_:for:)``), else 0.4 s a word, at the default rate;
    /// a faster rate shortens it in proportion (rate 1 takes half as long, rate 0.25 twice
    /// as long; rates below 0.05 count as 0.05).
    func speakingTime(in state: MediaState) -> Int64 {
        let words = speechString.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).count
        let atDefault = state.speechDuration(of: speechString) ?? Int64(words) * 400_000_000
        let rate = rate.isNaN ? 0.05 : Double(Swift.min(Swift.max(rate, 0.05), AVSpeechUtteranceMaximumSpeechRate))
        return clampedNanoseconds(Double(atDefault) * Double(AVSpeechUtteranceDefaultSpeechRate) / rate)
    }
}

/// A voice to speak in.
public class AVSpeechSynthesisVoice: NSObject {
    /// The voice's BCP 47 language code (`en-US`).
    public let language: String
    /// The voice's identifier.
    public let identifier: String
    /// The voice's name.
    public let name: String

    private init(language: String) {
        self.language = language
        identifier = "com.apple.voice.compact.\(language).Samantha"
        name = "Samantha"
    }

    /// The voice of `languageCode` (the current language's for `nil`).
    public convenience init?(language languageCode: String?) {
        self.init(language: languageCode ?? Self.currentLanguageCode())
    }

    /// The voice of `identifier`, if it names one (`com.apple.voice.compact.en-US.Samantha`).
    public convenience init?(identifier: String) {
        let parts = identifier.split(separator: ".")
        guard parts.count == 6, identifier.hasPrefix("com.apple.voice.") else { return nil }
        self.init(language: String(parts[4]))
    }

    /// The voices: one for each of a few common languages.
    public class func speechVoices() -> [AVSpeechSynthesisVoice] {
        ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "ja-JP", "zh-CN"].map(AVSpeechSynthesisVoice.init(language:))
    }

    /// The current language's code (`en-US`).
    public class func currentLanguageCode() -> String {
        let locale = Locale.current
        let language = locale.language.languageCode?.identifier ?? "en"
        let region = locale.region?.identifier ?? "US"
        return "\(language)-\(region)"
    }
}

/// Where speech pauses or stops.
public enum AVSpeechBoundary: Int, Sendable {
    /// At once.
    case immediate = 0
    /// After the word being spoken (here, at once).
    case word = 1
}

/// Speaks utterances in turn, on the host's virtual clock: nothing is heard, and each
/// utterance takes its speaking time (``HostMedia/setSpeechDuration(_:for:)``, else 0.4 s a
/// word at the default rate).
///
/// ```swift
/// let synthesizer = AVSpeechSynthesizer()
/// synthesizer.delegate = self
/// synthesizer.speak(AVSpeechUtterance(string: "Hello there"))   // 0.8 s
/// await host.advance(by: .seconds(1))   // didStart at 0 s, didFinish at 0.8 s
/// ```
///
/// The delegate hears, for each utterance: `didStart` (after its pre-utterance delay),
/// then `didFinish` — or `didPause`, `didContinue`, `didCancel` as the app pauses,
/// continues and stops it.
public class AVSpeechSynthesizer: NSObject {
    /// The object told as utterances start, finish, pause, continue and are cancelled.
    public weak var delegate: (any AVSpeechSynthesizerDelegate)?
    private var queue: [AVSpeechUtterance] = []
    private var speaking: (utterance: AVSpeechUtterance, remaining: Int64, started: Bool)?
    private var resumedAt: Int64 = 0
    private var paused = false
    private weak var clock: VirtualClock?
    private var generation = 0

    /// A synthesizer.
    public override init() {
        super.init()
        clock = VirtualClock.current
    }

    /// Whether an utterance is being spoken or waits to be (also while paused).
    public var isSpeaking: Bool { speaking != nil || !queue.isEmpty }

    /// Whether speech is paused.
    public var isPaused: Bool { paused }

    /// Adds `utterance` to the queue: it is spoken after those before it.
    public func speak(_ utterance: AVSpeechUtterance) {
        if clock == nil { clock = VirtualClock.current }
        queue.append(utterance)
        if speaking == nil, !paused { startNext() }
    }

    /// Pauses speech at `boundary`; returns whether anything was speaking.
    @discardableResult
    public func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard let current = speaking, !paused else { return false }
        paused = true
        generation += 1
        speaking?.remaining = Swift.max(0, current.remaining - (now - resumedAt))
        if current.started { delegate?.speechSynthesizer(self, didPause: current.utterance) }
        return true
    }

    /// Continues paused speech; returns whether speech was paused.
    @discardableResult
    public func continueSpeaking() -> Bool {
        guard paused else { return false }
        paused = false
        guard let current = speaking else {
            startNext()
            return true
        }
        if current.started { delegate?.speechSynthesizer(self, didContinue: current.utterance) }
        resume()
        return true
    }

    /// Stops speech at `boundary` and empties the queue; the utterance being spoken is
    /// cancelled (`didCancel`). Returns whether anything was speaking.
    @discardableResult
    public func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard isSpeaking else { return false }
        generation += 1
        let current = speaking
        speaking = nil
        queue.removeAll()
        paused = false
        if let current, current.started { delegate?.speechSynthesizer(self, didCancel: current.utterance) }
        return true
    }

    private var now: Int64 { clock.map(MediaClock.nanoseconds(of:)) ?? 0 }

    private func startNext() {
        guard !queue.isEmpty else { return }
        let utterance = queue.removeFirst()
        let state = MediaState.state(of: clock)
        // The pre-utterance delay runs first; the utterance starts after it.
        let delay = Swift.max(0, clampedNanoseconds(utterance.preUtteranceDelay * 1e9))
        speaking = (utterance, delay, false)
        resumedAt = now
        state.record("AVSpeechSynthesizer: speak \"\(utterance.speechString)\"")
        resume()
    }

    /// Schedules the next step of the utterance being spoken: its start, or its end.
    private func resume() {
        generation += 1
        resumedAt = now
        guard let current = speaking, let clock else { return }
        let scheduled = generation
        MediaClock.schedule(on: clock, at: resumedAt + current.remaining) { [weak self] in
            guard let self, self.generation == scheduled else { return }
            self.step()
        }
    }

    private func step() {
        guard let current = speaking else { return }
        let state = MediaState.state(of: clock)
        if !current.started {
            speaking = (current.utterance, current.utterance.speakingTime(in: state), true)
            resume()
            delegate?.speechSynthesizer(self, didStart: current.utterance)
            return
        }
        speaking = nil
        let gap = Swift.max(0, clampedNanoseconds(current.utterance.postUtteranceDelay * 1e9))
        delegate?.speechSynthesizer(self, didFinish: current.utterance)
        guard !queue.isEmpty, !paused, speaking == nil, let clock else { return }
        if gap == 0 { return startNext() }
        generation += 1
        let scheduled = generation
        MediaClock.schedule(on: clock, at: now + gap) { [weak self] in
            guard let self, self.generation == scheduled, self.speaking == nil, !self.paused else { return }
            self.startNext()
        }
    }
}

/// What an ``AVSpeechSynthesizer`` tells its delegate (every method is optional).
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// The synthesizer started speaking `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// The synthesizer finished speaking `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// The synthesizer paused `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    /// The synthesizer continued `utterance`.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    /// The synthesizer stopped `utterance` before its end.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Does nothing (optional).
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    /// Does nothing (optional).
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    /// Does nothing (optional).
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    /// Does nothing (optional).
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    /// Does nothing (optional).
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
}
