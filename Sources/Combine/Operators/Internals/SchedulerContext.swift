import VirtualTime

/// A scheduler as a time operator uses it: with the host's clock that was current when
/// the operator was subscribed to (``VirtualClock/current``), so that a subscription made
/// in a host's frame or task — a `@StateObject` model's `init`, an action, a `.task` —
/// measures time on that host's clock even when its values come from elsewhere (a test
/// writing to the model). A subscription made outside any host uses whatever clock is
/// current at each call (real time outside any host).
struct SchedulerContext<Context: Scheduler> {
    let scheduler: Context
    let options: Context.SchedulerOptions?
    private let clock: VirtualClock?

    init(_ scheduler: Context, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.options = options
        clock = VirtualClock.current
    }

    @inline(__always)
    private func run<T>(_ body: () -> T) -> T {
        guard let clock, VirtualClock.current !== clock else { return body() }
        return VirtualClock.$current.withValue(clock, operation: body)
    }

    /// The scheduler's now.
    var now: Context.SchedulerTimeType { run { scheduler.now } }

    /// Runs `action` on the scheduler, as soon as it can.
    func schedule(_ action: @escaping () -> Void) {
        run { scheduler.schedule(options: options, action) }
    }

    /// Runs `action` on the scheduler at `date`.
    func schedule(after date: Context.SchedulerTimeType, _ action: @escaping () -> Void) {
        run { scheduler.schedule(after: date, tolerance: scheduler.minimumTolerance, options: options, action) }
    }

    /// Runs `action` on the scheduler at `date`, cancellably (a one-shot timer: the
    /// repeating form of the protocol, cancelled after its first run).
    func scheduleCancellable(after date: Context.SchedulerTimeType, interval: Context.SchedulerTimeType.Stride,
                             _ action: @escaping () -> Void) -> any Cancellable {
        let once = OnceBox()
        let cancellable = run {
            scheduler.schedule(after: date, interval: interval, tolerance: scheduler.minimumTolerance, options: options) {
                guard once.claim() else { return }
                action()
            }
        }
        once.onClaim = { cancellable.cancel() }
        if once.isClaimed { cancellable.cancel() }
        return AnyCancellable {
            _ = once.claim()
            cancellable.cancel()
        }
    }
}

/// Lets something happen once.
/// Invariant (`@unchecked Sendable`): `claimed` and the stored `onClaim` are read and written
/// only under `lock`.
final class OnceBox: @unchecked Sendable {
    private let lock = Lock()
    /// invariant: read and written only under `lock`; turns true once.
    private var claimed = false
    /// Run (outside the lock) by the first successful claim, if set by then.
    var onClaim: (() -> Void)? {
        get { lock.withLock { storedOnClaim } }
        set { lock.withLock { storedOnClaim = newValue } }
    }
    private var storedOnClaim: (() -> Void)?

    var isClaimed: Bool { lock.withLock { claimed } }

    /// `true` the first time only.
    func claim() -> Bool {
        let first: Bool = lock.withLock {
            defer { claimed = true }
            return !claimed
        }
        if first { onClaim?() }
        return first
    }
}
