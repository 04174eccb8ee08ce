/// The widgets of one host's app: the reloads it asked for and the widgets placed. Found
/// through the host's clock (``current``), as the engine's singletons are; outside any
/// host a process-wide center stands in.
///
/// Invariant (`@unchecked Sendable`): `reloads` and `placed` are read and written only
/// under `lock`; `clock` is a weak reference set in `init` and only read after; the
/// registry of centers is read and written only under `registryLock`.
final class WidgetCenterState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    private var reloads: [WidgetReload] = []
    private var placed: [ObjectIdentifier: WidgetInfo] = [:]
    private var placingOrder: [ObjectIdentifier] = []

    init(clock: VirtualClock?) { self.clock = clock }

    private static let registryLock = NSLock()
    /// invariant: read and written under `registryLock`; centers whose clock is gone are
    /// dropped when one is looked up.
    nonisolated(unsafe) private static var centers: [ObjectIdentifier: WidgetCenterState] = [:]
    private static let processWide = WidgetCenterState(clock: nil)

    /// The current host's center, or the process's outside any host.
    static var current: WidgetCenterState { center(of: VirtualClock.current) }

    static func center(of clock: VirtualClock?) -> WidgetCenterState {
        guard let clock else { return processWide }
        return registryLock.withLock {
            centers = centers.filter { $0.value.clock != nil }
            if let center = centers[ObjectIdentifier(clock)] { return center }
            let center = WidgetCenterState(clock: clock)
            centers[ObjectIdentifier(clock)] = center
            return center
        }
    }

    /// Records a reload the app asked for.
    func record(_ reload: WidgetReload) {
        lock.withLock { reloads.append(reload) }
    }

    /// Every reload asked for, in order.
    var recordedReloads: [WidgetReload] { lock.withLock { reloads } }

    /// The reloads asked for from index `start` on.
    func reloads(from start: Int) -> ArraySlice<WidgetReload> {
        lock.withLock { reloads[min(start, reloads.count)...] }
    }

    /// Places a widget (a ``WidgetHost`` that starts).
    func place(_ owner: ObjectIdentifier, _ info: WidgetInfo) {
        lock.withLock {
            placed[owner] = info
            placingOrder.append(owner)
        }
    }

    /// Removes a widget (a ``WidgetHost`` that goes away).
    func remove(_ owner: ObjectIdentifier) {
        lock.withLock {
            placed[owner] = nil
            placingOrder.removeAll { $0 == owner }
        }
    }

    /// The widgets placed, in the order they were.
    var configurations: [WidgetInfo] {
        lock.withLock { placingOrder.compactMap { placed[$0] } }
    }
}
