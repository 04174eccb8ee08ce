import Foundation
import VirtualTime

/// The media of one host: the durations a test declared for media files, the URLs that fail
/// to load, the person's answers to camera and microphone prompts, the audio session, and
/// what happened. Kept by the host's clock (`VirtualClock.service(_:)`), as an app has one
/// audio session and one set of privacy permissions; outside any host a process-wide state
/// stands in.
///
/// Invariant (`@unchecked Sendable`): every stored `var` is read and written only under
/// `lock`; `clock` is a weak reference (the clock keeps the state) set in `init` and only
/// read after.
final class MediaState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    private var urlDurations: [URL: Int64] = [:]
    private var dataDurations: [Data: Int64] = [:]
    private var failures: [URL: String] = [:]
    private var statuses: [AVMediaType: AVAuthorizationStatus] = [:]
    private var answers: [AVMediaType: HostMedia.Answer] = [:]
    private var log: [String] = []
    private var session = Session()
    private var sessionObject: AVAudioSession?
    private var speech: [String: Int64] = [:]

    /// The audio session's settings.
    struct Session {
        var category = AVAudioSession.Category.soloAmbient
        var mode = AVAudioSession.Mode.default
        var options: AVAudioSession.CategoryOptions = []
        var policy = AVAudioSession.RouteSharingPolicy.default
        var isActive = false
    }

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = MediaState(clock: nil)

    /// The current host's media, or the process's outside any host.
    static var current: MediaState { state(of: VirtualClock.current) }

    /// The media of the host whose clock is `clock`, or the process's for `nil`.
    static func state(of clock: VirtualClock?) -> MediaState {
        clock?.service { MediaState(clock: $0) } ?? processWide
    }

    // MARK: Media files

    func setDuration(_ nanoseconds: Int64, for url: URL) { lock.withLock { urlDurations[url] = nanoseconds } }
    func setDuration(_ nanoseconds: Int64, for data: Data) { lock.withLock { dataDurations[data] = nanoseconds } }
    func duration(of url: URL) -> Int64? { lock.withLock { urlDurations[url] } }
    func duration(of data: Data) -> Int64? { lock.withLock { dataDurations[data] } }
    func setFailure(_ description: String?, for url: URL) { lock.withLock { failures[url] = description } }
    func failure(of url: URL) -> String? { lock.withLock { failures[url] } }

    // MARK: Privacy

    func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        lock.withLock { statuses[mediaType] ?? .notDetermined }
    }

    func setAuthorizationStatus(_ status: AVAuthorizationStatus, for mediaType: AVMediaType) {
        lock.withLock { statuses[mediaType] = status }
    }

    func answer(for mediaType: AVMediaType) -> HostMedia.Answer { lock.withLock { answers[mediaType] ?? .allow } }
    func setAnswer(_ answer: HostMedia.Answer, for mediaType: AVMediaType) { lock.withLock { answers[mediaType] = answer } }

    /// Asks the person for access to `mediaType` if they were not asked yet, and returns
    /// whether access is granted: a status once decided stays (only Settings changes it).
    func requestAccess(for mediaType: AVMediaType, by caller: String) -> Bool {
        lock.withLock {
            let status = statuses[mediaType] ?? .notDetermined
            guard status == .notDetermined else {
                log.append("\(caller) \(mediaType.rawValue): already \(status)")
                return status == .authorized
            }
            let answer = answers[mediaType] ?? .allow
            statuses[mediaType] = answer == .allow ? .authorized : .denied
            log.append("\(caller) \(mediaType.rawValue): the person \(answer == .allow ? "allows" : "denies")")
            return answer == .allow
        }
    }

    // MARK: The audio session

    var sessionSettings: Session {
        get { lock.withLock { session } }
        set { lock.withLock { session = newValue } }
    }

    /// The host's one audio session object.
    func sharedSession(_ make: () -> AVAudioSession) -> AVAudioSession {
        lock.withLock {
            if let sessionObject { return sessionObject }
            let made = make()
            sessionObject = made
            return made
        }
    }

    // MARK: Speech

    func setSpeechDuration(_ nanoseconds: Int64, for text: String) { lock.withLock { speech[text] = nanoseconds } }
    func speechDuration(of text: String) -> Int64? { lock.withLock { speech[text] } }

    // MARK: What happened

    func record(_ event: String) { lock.withLock { log.append(event) } }
    var events: [String] { lock.withLock { log } }
}
