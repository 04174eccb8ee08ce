import ViewEngine

/// The intents one host's system ran, the answers its person gives, and the runs still
/// under way. Kept by the host's clock (`VirtualClock.service(_:)`); outside any
/// host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): `records`, `answers` and `pending` are read and
/// written only under `lock`; `clock` is a weak reference (the clock keeps the state)
/// set in `init` and only read after.
final class IntentsState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    /// One slot per run, in the order the runs started; a run still under way has none yet.
    private var records: [IntentRecord?] = []
    private var answers: [String: [Any]] = [:]
    private var pending: [Task<Void, Never>] = []

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = IntentsState(clock: nil)

    /// The current host's state, or the process's outside any host.
    static var current: IntentsState { state(of: VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func state(of clock: VirtualClock?) -> IntentsState {
        clock?.service { IntentsState(clock: $0) } ?? processWide
    }

    /// A slot for a run that starts now: runs are recorded in the order they started,
    /// whichever finishes first.
    func reserve() -> Int {
        lock.withLock {
            records.append(nil)
            return records.count - 1
        }
    }

    /// Records how the run of `slot` (``reserve()``) went.
    func record(_ record: IntentRecord, at slot: Int) { lock.withLock { records[slot] = record } }

    /// The runs that finished, in the order they started.
    var recorded: [IntentRecord] { lock.withLock { records.compactMap { $0 } } }

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
