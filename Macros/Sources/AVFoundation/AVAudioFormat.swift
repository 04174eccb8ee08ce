import Foundation

/// A number of sample frames.
public typealias AVAudioFrameCount = UInt32
/// A position in sample frames.
public typealias AVAudioFramePosition = Int64
/// A number of audio channels.
public typealias AVAudioChannelCount = UInt32
/// The index of a node's bus.
public typealias AVAudioNodeBus = Int

/// The kinds of samples a format holds.
public enum AVAudioCommonFormat: UInt, Sendable {
    /// A format that is none of the others.
    case otherFormat = 0
    /// 32-bit floating-point samples: the standard format's.
    case pcmFormatFloat32 = 1
    /// 64-bit floating-point samples.
    case pcmFormatFloat64 = 2
    /// 16-bit integer samples.
    case pcmFormatInt16 = 3
    /// 32-bit integer samples.
    case pcmFormatInt32 = 4
}

/// How audio is laid out: its sample rate, channel count and kind of samples. Headless, a
/// format is only described (no converter reads it).
open class AVAudioFormat: NSObject {
    /// Frames a second.
    public let sampleRate: Double
    /// The number of channels.
    public let channelCount: AVAudioChannelCount
    /// The kind of samples.
    public let commonFormat: AVAudioCommonFormat
    /// Whether the channels' samples alternate in one buffer.
    public let isInterleaved: Bool

    /// The standard format (deinterleaved 32-bit floats) at `sampleRate` with `channels`
    /// channels; `nil` when the format is invalid: no channel, or a rate that is not a
    /// positive number.
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard channels > 0, sampleRate.isFinite, sampleRate > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = .pcmFormatFloat32
        isInterleaved = false
    }

    /// A format of `format`'s samples at `sampleRate` with `channels` channels; `nil` when it
    /// is invalid, as ``init(standardFormatWithSampleRate:channels:)`` says, or of
    /// ``AVAudioCommonFormat/otherFormat``.
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard format != .otherFormat, channels > 0, sampleRate.isFinite, sampleRate > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
    }

    /// Whether this is the standard format: deinterleaved 32-bit floats.
    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    /// Formats are equal when their rate, channels, samples and layout are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return sampleRate == other.sampleRate && channelCount == other.channelCount
            && commonFormat == other.commonFormat && isInterleaved == other.isInterleaved
    }

    /// A hash of what ``isEqual(_:)`` compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(sampleRate)
        hasher.combine(channelCount)
        hasher.combine(commonFormat)
        hasher.combine(isInterleaved)
        return hasher.finalize()
    }

    /// `<AVAudioFormat: 1 ch, 48000 Hz, Float32, deinterleaved>`.
    open override var description: String {
        let samples = switch commonFormat {
        case .otherFormat: "other"
        case .pcmFormatFloat32: "Float32"
        case .pcmFormatFloat64: "Float64"
        case .pcmFormatInt16: "Int16"
        case .pcmFormatInt32: "Int32"
        }
        return "<AVAudioFormat: \(channelCount) ch, \(Int(sampleRate)) Hz, \(samples)\(isInterleaved ? ", interleaved" : ", deinterleaved")>"
    }
}

/// A buffer of audio in a format.
open class AVAudioBuffer: NSObject {
    /// The format of the buffer's audio.
    public let format: AVAudioFormat

    init(format: AVAudioFormat) {
        self.format = format
    }
}

/// A buffer of PCM audio: room for ``frameCapacity`` frames, of which ``frameLength`` hold
/// audio. Headless, no audio is ever written in one; a buffer carries its sizes.
open class AVAudioPCMBuffer: AVAudioBuffer {
    /// The number of frames the buffer has room for.
    public let frameCapacity: AVAudioFrameCount

    /// The number of frames that hold audio (0 when created); at most ``frameCapacity``.
    open var frameLength: AVAudioFrameCount = 0 {
        didSet {
            precondition(frameLength <= frameCapacity, "required condition is false: length <= mFrameCapacity")
        }
    }

    /// A buffer of `format` with room for `frameCapacity` frames.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard format.commonFormat != .otherFormat else { return nil }
        self.frameCapacity = frameCapacity
        super.init(format: format)
    }
}

/// A moment of audio: a position in sample frames at a sample rate (headless there is no
/// host clock, so only the sample time is valid).
open class AVAudioTime: NSObject {
    /// The position in sample frames.
    public let sampleTime: AVAudioFramePosition
    /// The rate ``sampleTime`` counts at.
    public let sampleRate: Double

    /// The moment `sampleTime` frames in at `sampleRate`.
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }

    /// Whether ``sampleTime`` is meaningful: always, for a time made of one.
    open var isSampleTimeValid: Bool { true }

    /// Whether ``hostTime`` is meaningful: never, headless.
    open var isHostTimeValid: Bool { false }

    /// The host's time in its ticks: 0, headless.
    open var hostTime: UInt64 { 0 }
}
