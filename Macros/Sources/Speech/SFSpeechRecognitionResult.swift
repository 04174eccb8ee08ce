import Foundation

/// What a recognition task heard so far: its most likely transcription, and whether it
/// is the last result.
open class SFSpeechRecognitionResult: NSObject {
    /// The most likely transcription.
    public let bestTranscription: SFTranscription

    /// The transcriptions, most likely first: headless, the one the test said.
    public let transcriptions: [SFTranscription]

    /// Whether this is the final result: none comes after it.
    public let isFinal: Bool

    init(words: [String], isFinal: Bool) {
        bestTranscription = SFTranscription(words: words, isFinal: isFinal)
        transcriptions = [bestTranscription]
        self.isFinal = isFinal
    }
}

/// One way to read the speech: its text and its words.
open class SFTranscription: NSObject {
    /// The whole text, as shown to the person: the words said, one space apart.
    public let formattedString: String

    /// The words, each with where it lies in the text and in the audio.
    public let segments: [SFTranscriptionSegment]

    init(words: [String], isFinal: Bool) {
        formattedString = words.joined(separator: " ")
        var location = 0
        var segments: [SFTranscriptionSegment] = []
        for (index, word) in words.enumerated() {
            let length = (word as NSString).length
            segments.append(SFTranscriptionSegment(
                substring: word, substringRange: NSRange(location: location, length: length),
                timestamp: Double(index) * SFTranscriptionSegment.wordDuration,
                duration: SFTranscriptionSegment.wordDuration, confidence: isFinal ? 1 : 0))
            location += length + 1
        }
        self.segments = segments
    }
}

/// One word of a transcription.
///
/// Headless, the person says a word every 0.4 s (as `AVSpeechSynthesizer` speaks them);
/// a word's confidence is 0 in a partial result, as Apple's recognizer leaves it until it
/// is sure, and 1 in the final one.
open class SFTranscriptionSegment: NSObject {
    static let wordDuration: TimeInterval = 0.4

    /// The word.
    public let substring: String

    /// Where the word lies in the transcription's ``SFTranscription/formattedString``.
    public let substringRange: NSRange

    /// When the word starts, in seconds from the audio's start.
    public let timestamp: TimeInterval

    /// How long the word lasts, in seconds.
    public let duration: TimeInterval

    /// How sure the recognizer is of the word, 0 to 1.
    public let confidence: Float

    /// Other words the audio could be: none, headless.
    public let alternativeSubstrings: [String] = []

    init(substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval, confidence: Float) {
        self.substring = substring
        self.substringRange = substringRange
        self.timestamp = timestamp
        self.duration = duration
        self.confidence = confidence
    }
}
