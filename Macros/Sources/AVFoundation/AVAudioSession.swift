import Foundation

/// How the app uses audio: its category, mode and options, whether its session is active,
/// and its permission to record. One per host (``sharedInstance()``), as an app has one.
///
/// ```swift
/// try AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
/// try AVAudioSession.sharedInstance().setActive(true)
/// ```
///
/// Recording permission is the microphone's: ``requestRecordPermission(_:)`` asks the
/// person as ``AVCaptureDevice/requestAccess(for:completionHandler:)`` with `.audio` does
/// (the host's ``HostMedia/microphoneAnswer``), and either's answer is the other's.
open class AVAudioSession: NSObject {
    let state: MediaState

    init(state: MediaState) {
        self.state = state
    }

    /// The current host's audio session (the process's outside any host).
    open class func sharedInstance() -> AVAudioSession {
        let state = MediaState.current
        return state.sharedSession { AVAudioSession(state: state) }
    }

    // MARK: Category, mode, options

    /// An audio session category: how the app's audio mixes with others and whether it
    /// records.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// Apple's name of the category.
        public let rawValue: String
        /// A category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Sound that is not the app's point, mixed with others and silenced by the
        /// Silent switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: playback silenced by the Silent switch, interrupting others.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that is the app's point (music, video).
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback (calls, voice chat).
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Several routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
        /// Offline audio processing.
        public static let audioProcessing = Category(rawValue: "AVAudioSessionCategoryAudioProcessing")
    }

    /// An audio session mode: a specialization of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// Apple's name of the mode.
        public let rawValue: String
        /// A mode named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The default mode.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Voice over IP.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Video chat.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Game chat.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// Video recording.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Measurement: minimal processing.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Movie playback.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Spoken audio (podcasts, audiobooks).
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Voice prompts (navigation).
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Options of a category.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of the bits of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Mixes with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lowers other apps' audio while this app plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Bluetooth hands-free devices as inputs (recording categories only).
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// The built-in speaker rather than the receiver (`.playAndRecord` only).
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Interrupts spoken audio of other apps and mixes with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Bluetooth A2DP devices as outputs.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// AirPlay devices as outputs.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Keeps the session when the microphone is muted.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options of ``setActive(_:options:)``.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of the bits of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Tells other apps when this session deactivates, so they may resume.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// The category (``Category/soloAmbient`` until set).
    open var category: Category { state.sessionSettings.category }

    /// The mode (``Mode/default`` until set).
    open var mode: Mode { state.sessionSettings.mode }

    /// The category's options.
    open var categoryOptions: CategoryOptions { state.sessionSettings.options }

    /// Sets the category, mode and options.
    ///
    /// - Throws: an `NSError` of `NSOSStatusErrorDomain` and code -50 (`paramErr`), and
    ///   nothing changes, when an option does not fit the category: `.defaultToSpeaker`
    ///   outside `.playAndRecord`, `.allowBluetooth` outside `.record` and `.playAndRecord`.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        let speakerMisfit = options.contains(.defaultToSpeaker) && category != .playAndRecord
        let bluetoothMisfit = options.contains(.allowBluetooth) && ![.record, .playAndRecord].contains(category)
        if speakerMisfit || bluetoothMisfit {
            state.record("setCategory \(category.shortName): paramErr")
            throw NSError(domain: NSOSStatusErrorDomain, code: -50,
                          userInfo: [NSLocalizedDescriptionKey: "The operation couldn’t be completed. (OSStatus error -50.)"])
        }
        var settings = state.sessionSettings
        settings.category = category
        settings.mode = mode
        settings.options = options
        state.sessionSettings = settings
        state.record("setCategory \(category.shortName) mode \(mode.shortName)")
    }

    /// How the session's audio is routed: with other apps' (the default), or as long-form
    /// audio or video (music, podcasts, films) that follows the system's route for them.
    public enum RouteSharingPolicy: UInt, Sendable {
        /// The system's default routing.
        case `default` = 0
        /// Long-form audio, routed as music and podcasts are.
        case longFormAudio = 1
        /// Routed independently of other apps.
        case independent = 2
        /// Long-form video, routed as films are.
        case longFormVideo = 3

        /// Apple's former name of ``longFormAudio``.
        public static let longForm = RouteSharingPolicy.longFormAudio
    }

    /// The route-sharing policy (``RouteSharingPolicy/default`` until set).
    open var routeSharingPolicy: RouteSharingPolicy { state.sessionSettings.policy }

    /// Sets the category, mode, route-sharing policy and options, by the rules of
    /// ``setCategory(_:mode:options:)``.
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
        var settings = state.sessionSettings
        settings.policy = policy
        state.sessionSettings = settings
    }

    /// Sets the category and options, keeping the mode.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }

    /// Sets the mode.
    open func setMode(_ mode: Mode) throws {
        try setCategory(category, mode: mode, options: categoryOptions)
    }

    /// Activates or deactivates the app's audio session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        var settings = state.sessionSettings
        settings.isActive = active
        state.sessionSettings = settings
        state.record("setActive \(active)")
    }

    /// Whether the session is active (a driver's view; Apple's session has no such
    /// property).
    var isActive: Bool { state.sessionSettings.isActive }

    /// Whether another app plays audio: never, on a headless host.
    open var isOtherAudioPlaying: Bool { false }

    /// Whether another app's primary audio plays: never.
    open var secondaryAudioShouldBeSilencedHint: Bool { false }

    /// The system's output volume, 0 to 1 (0.5).
    open var outputVolume: Float { 0.5 }

    /// The hardware sample rate (48 000 Hz).
    open var sampleRate: Double { 48_000 }

    // MARK: Recording permission

    /// Whether the app may record.
    public enum RecordPermission: UInt, Sendable {
        /// The person has not been asked.
        case undetermined = 1_970_168_948
        /// The person denied recording.
        case denied = 1_684_369_017
        /// The person allowed recording.
        case granted = 1_735_552_628
    }

    /// Whether the app may record: the microphone's permission.
    open var recordPermission: RecordPermission {
        switch state.authorizationStatus(for: .audio) {
        case .notDetermined: .undetermined
        case .authorized: .granted
        case .denied, .restricted: .denied
        }
    }

    /// Asks the person for permission to record, the first time, and calls `response` with
    /// whether it is granted: later, in the host's next turn (at once outside any host).
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        let granted = state.requestAccess(for: .audio, by: "requestRecordPermission")
        guard let clock = state.clock else { return response(granted) }
        MediaClock.schedule(on: clock, at: MediaClock.nanoseconds(of: clock)) { response(granted) }
    }

    // MARK: Notifications

    /// Posted when the session is interrupted (a call) and when the interruption ends.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes (headphones plugged in or out).
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}

/// The app's audio, as iOS 17 names it: its permission to record.
public final class AVAudioApplication: NSObject {
    let state: MediaState

    init(state: MediaState) {
        self.state = state
    }

    /// The current host's audio application.
    public static var shared: AVAudioApplication { AVAudioApplication(state: .current) }

    /// Whether the app may record (Apple's Swift name is `recordPermission`, as the
    /// property's; Swift source cannot declare both, and apps compare with the cases).
    public enum RecordPermission: Int, Sendable {
        /// The person has not been asked.
        case undetermined = 1_970_168_948
        /// The person denied recording.
        case denied = 1_684_369_017
        /// The person allowed recording.
        case granted = 1_735_552_628
    }

    /// Whether the app may record: the microphone's permission.
    public var recordPermission: RecordPermission {
        switch state.authorizationStatus(for: .audio) {
        case .notDetermined: .undetermined
        case .authorized: .granted
        case .denied, .restricted: .denied
        }
    }

    /// Asks the person for permission to record, the first time, and calls
    /// `response` with the answer in the host's next turn.
    public static func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        AVAudioSession.sharedInstance().requestRecordPermission { response($0) }
    }

    /// Asks the person for permission to record, the first time, and returns whether it is
    /// granted.
    public static func requestRecordPermission() async -> Bool {
        MediaState.current.requestAccess(for: .audio, by: "requestRecordPermission")
    }
}

extension AVAudioSession.Category {
    /// The name without Apple's prefix: `playback`.
    var shortName: String { shortened(rawValue, prefix: "AVAudioSessionCategory") }
}

extension AVAudioSession.Mode {
    /// The name without Apple's prefix: `moviePlayback`.
    var shortName: String { shortened(rawValue, prefix: "AVAudioSessionMode") }
}

private func shortened(_ name: String, prefix: String) -> String {
    guard name.hasPrefix(prefix) else { return name }
    let rest = name.dropFirst(prefix.count)
    return rest.prefix(1).lowercased() + rest.dropFirst()
}
