import Foundation

/// The text a scenario prints, collected instead of going to standard output.
///
/// Scenario code calls `print` as the articles do; inside this module `print` is
/// ``print(_:separator:terminator:)``, which appends to the current transcript.
///
/// Invariant (`@unchecked Sendable`): `text` and `generator` are read and written only
/// under `lock`.
public final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private var generator = SeededGenerator(seed: 0x5EED)

    /// The transcript of the scenario running in this task, if any.
    @TaskLocal public static var current: Transcript?

    /// Creates an empty transcript.
    public init() {}

    /// Appends text.
    public func write(_ string: String) {
        lock.withLock { text += string }
    }

    /// Everything written so far.
    public var contents: String { lock.withLock { text } }

    /// The next number of the scenario's reproducible random sequence.
    public func nextRandom(in range: ClosedRange<Int>) -> Int {
        lock.withLock { Int.random(in: range, using: &generator) }
    }
}

/// Writes the textual representations of the given items into the current
/// ``Transcript``, or to standard output when no scenario runs.
///
/// A module that imports `LabTranscript` gets this `print` instead of the standard
/// library's (an imported module's declaration shadows the standard library's), so the
/// articles' code prints into the transcript unchanged.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator) + terminator
    if let transcript = Transcript.current {
        transcript.write(line)
    } else {
        Swift.print(line, terminator: "")
    }
}

extension Int {
    /// A reproducible random number while a scenario runs (the articles' `Int.random(in:)`),
    /// so transcripts are the same on every run.
    public static func random(in range: ClosedRange<Int>) -> Int {
        if let transcript = Transcript.current { return transcript.nextRandom(in: range) }
        var generator = SystemRandomNumberGenerator()
        return Int.random(in: range, using: &generator)
    }
}

/// A small deterministic generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
