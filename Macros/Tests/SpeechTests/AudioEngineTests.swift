import Speech
import Testing
import ViewEngine

/// AVAudioEngine: "start()", "stop()", "isRunning"; AVAudioNode:
/// "installTap(onBus:bufferSize:format:block:)", "removeTap(onBus:)"; AVAudioFormat and
/// AVAudioPCMBuffer.
@MainActor
@Suite("AVFoundation: an audio engine runs headless and its taps hear nothing")
struct AudioEngineTests {
    /// "isRunning: A Boolean value that indicates whether the audio engine is running" —
    /// false until started, true after `start()`, false after `stop()`.
    @Test func theEngineRunsFromStartToStop() throws {
        let engine = AVAudioEngine()
        #expect(!engine.isRunning)
        engine.prepare()
        try engine.start()
        #expect(engine.isRunning)
        engine.stop()
        #expect(!engine.isRunning)
    }

    /// "installTap: Installs an audio tap on a bus" and "removeTap(onBus:): Removes an audio
    /// tap on a bus" — a removed tap leaves the bus free for another (a second one on a
    /// tapped bus is ignored, never a trap); headless the tap's
    /// block is never called. The input's format is the hardware's, 48 000 Hz mono.
    @Test func aTapIsInstalledThenRemovedAndHearsNothing() async throws {
        try await inSpeechHost { host in
            let engine = AVAudioEngine()
            let format = engine.inputNode.outputFormat(forBus: 0)
            #expect(format.sampleRate == 48_000 && format.channelCount == 1 && format.isStandard)
            var buffers = 0
            engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { _, _ in buffers += 1 }
            // A second tap on the bus: Apple's engine raises; here it is ignored and said on
            // standard error, and the program goes on.
            engine.inputNode.installTap(onBus: 0, bufferSize: 512, format: nil) { _, _ in buffers += 1 }
            try engine.start()
            await host.settle()
            #expect(buffers == 0)
            engine.stop()
            engine.inputNode.removeTap(onBus: 0)
            engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: nil) { _, _ in buffers += 1 }
            engine.inputNode.removeTap(onBus: 0)
            #expect(buffers == 0)
        }
    }

    /// "init(standardFormatWithSampleRate:channels:)… Returns nil if the format is invalid",
    /// "frameCapacity" and "frameLength"; AVAudioTime "init(sampleTime:atRate:)".
    @Test func formatsBuffersAndTimesKeepTheirNumbers() throws {
        #expect(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 0) == nil)
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2))
        #expect(format.sampleRate == 44_100 && format.channelCount == 2)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4_096))
        #expect(buffer.frameCapacity == 4_096 && buffer.frameLength == 0 && buffer.format == format)
        buffer.frameLength = 1_024
        #expect(buffer.frameLength == 1_024)
        let time = AVAudioTime(sampleTime: 88_200, atRate: 44_100)
        #expect(time.sampleTime == 88_200 && time.sampleRate == 44_100 && time.isSampleTimeValid)
        let count: AVAudioFrameCount = 512
        #expect(count == 512)
    }
}
