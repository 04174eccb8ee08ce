import ViewEngine

/// The intents one host's system ran, the answers its person gives, and the runs still
/// under way. Found through the host's clock, as the engine's singletons are; outside any
/// host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): `records`, `answers` and `pending` are read and
/// written only under `lock`; `clock` is a weak reference set in `init` and only read
/// after; the registry is read and written only under `registryLock`.
final class IntentsState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    private var records: [IntentRecord] = []
    private var answers: [String: [Any]] = [:]
    private var pending: [Task<Void, Never>] = []

    init(clock: VirtualClock?) { self.clock = clock }

    private static let registryLock = NSLock()
    /// invariant: read and written under `registryLock`; states whose clock is gone are
    /// dropped when one is looked up.
    nonisolated(unsafe) private static var states: [ObjectIdentifier: IntentsState] = [:]
    private static let processWide = IntentsState(clock: nil)

    /// The current host's state, or the process's outside any host.
    static var current: IntentsState { state(of: VirtualClock.current) }

    static func state(of clock: VirtualClock?) -> IntentsState {
        guard let clock else { return processWide }
        return registryLock.withLock {
            states = states.filter { $0.value.clock != nil }
            if let state = states[ObjectIdentifier(clock)] { return state }
            let state = IntentsState(clock: clock)
            states[ObjectIdentifier(clock)] = state
            return state
        }
    }

    func record(_ record: IntentRecord) { lock.withLock { records.append(record) } }

    var recorded: [IntentRecord] { lock.withLock { records } }

    func addAnswer(_ value: Any, for title: String) { lock.withLock { answers[title, default: []].append(value) } }

    /// The next answer the person gives for the parameter titled `title`, taken.
    func takeAnswer(for title: String) -> Any? {
        lock.withLock {
            guard var queue = answers[title], !queue.isEmpty else { return nil }
            let answer = queue.removeFirst()
            answers[title] = queue
            return answer
        }
    }

    func track(_ task: Task<Void, Never>) { lock.withLock { pending.append(task) } }

    /// The runs under way, taken.
    func takePending() -> [Task<Void, Never>] {
        lock.withLock {
            defer { pending = [] }
            return pending
        }
    }
}

/// The answers of the host whose intent is running, for `requestValue()`.
enum IntentAnswers {
    @TaskLocal static var current: IntentsState?
}

extension IntentsState {
    /// Takes the next answer for the parameter titled `title` (``IntentAnswers``).
    func take(for title: String) -> Any? { takeAnswer(for: title) }
}
