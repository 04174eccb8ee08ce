import Foundation

/// The block a tap calls with each buffer of a node's output and the moment it was
/// captured.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A node of an audio engine: a source, a processor or an input or output of the device,
/// with busses whose formats it tells and taps that observe its output.
///
/// Headless, no audio flows: a tap is kept (``installTap(onBus:bufferSize:format:block:)``)
/// and removed, but its block is never called, as in a room where nothing sounds.
open class AVAudioNode: NSObject {
    struct Tap {
        let bufferSize: AVAudioFrameCount
        let format: AVAudioFormat?
        let block: AVAudioNodeTapBlock
    }

    var taps: [AVAudioNodeBus: Tap] = [:]
    let busFormat: AVAudioFormat

    init(format: AVAudioFormat) {
        busFormat = format
    }

    /// The engine the node is attached to.
    open internal(set) weak var engine: AVAudioEngine?

    /// The format of the input bus `bus`.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { busFormat }

    /// The format of the output bus `bus`.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { busFormat }

    /// Installs a tap on the output bus `bus`, to observe the node's output in buffers of
    /// about `bufferSize` frames. A bus takes one tap: Apple's engine raises on a second
    /// ("required condition is false: nullptr == Tap()"); here the first tap stays, and a
    /// line on standard error says so and names ``removeTap(onBus:)``.
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
                         block tapBlock: @escaping AVAudioNodeTapBlock) {
        guard taps[bus] == nil else {
            let message = "AVAudioNode: bus \(bus) already has a tap (Apple's engine raises \"required condition is false: "
                + "nullptr == Tap()\"); this installTap(onBus:bufferSize:format:block:) is ignored: call removeTap(onBus: \(bus)) first\n"
            FileHandle.standardError.write(Data(message.utf8))
            return
        }
        taps[bus] = Tap(bufferSize: bufferSize, format: format, block: tapBlock)
    }

    /// Removes the tap of the output bus `bus`, if it has one.
    open func removeTap(onBus bus: AVAudioNodeBus) {
        taps[bus] = nil
    }

    /// Clears the node's processing state.
    open func reset() {}

    /// Whether the output bus `bus` has a tap (a driver's view; Apple's node has no such
    /// property).
    func hasTap(onBus bus: AVAudioNodeBus) -> Bool { taps[bus] != nil }
}

/// A node that connects to the device's audio input or output.
open class AVAudioIONode: AVAudioNode {}

/// The device's audio input: the microphone. Its format is the hardware's, 48 000 Hz mono;
/// headless it hears nothing, so a tap on it receives no buffer.
open class AVAudioInputNode: AVAudioIONode {}

/// The device's audio output.
open class AVAudioOutputNode: AVAudioIONode {}

/// A graph of audio nodes that runs when started: here, the device's input and output
/// nodes.
///
/// ```swift
/// let engine = AVAudioEngine()
/// engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: nil) { buffer, when in }
/// engine.prepare()
/// try engine.start()     // engine.isRunning == true
/// ```
///
/// Headless, the engine starts and runs, but no audio flows: a tap on ``inputNode`` is
/// never called (the host has no microphone audio; Speech's `host.speech.hear(_:)` says
/// what a recognizer hears instead).
open class AVAudioEngine: NSObject {
    private var running = false

    /// An engine, stopped.
    public override init() {
        let hardware = AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1)!
        inputNode = AVAudioInputNode(format: hardware)
        outputNode = AVAudioOutputNode(format: AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2)!)
        super.init()
        inputNode.engine = self
        outputNode.engine = self
    }

    /// The device's audio input.
    public let inputNode: AVAudioInputNode

    /// The device's audio output.
    public let outputNode: AVAudioOutputNode

    /// Whether the engine runs: from ``start()`` until ``stop()`` or ``pause()``.
    open var isRunning: Bool { running }

    /// Allocates what the engine needs to start at once (nothing, headless).
    open func prepare() {}

    /// Starts the engine: ``isRunning`` is `true` after. Headless it never fails.
    open func start() throws {
        running = true
    }

    /// Pauses the engine, keeping what it allocated.
    open func pause() {
        running = false
    }

    /// Stops the engine and releases what ``prepare()`` allocated.
    open func stop() {
        running = false
    }

    /// Resets every node of the engine.
    open func reset() {
        inputNode.reset()
        outputNode.reset()
    }
}
