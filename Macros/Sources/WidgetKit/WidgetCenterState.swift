/// The widgets of one host's app: the reloads it asked for and the widgets placed. Kept
/// by the host's clock (``current``, `VirtualClock.service(_:)`); outside any
/// host a process-wide center stands in.
///
/// Invariant (`@unchecked Sendable`): `reloads` and `placed` are read and written only
/// under `lock`; `clock` is a weak reference (the clock keeps the center) set in
/// `init` and only read after.
final class WidgetCenterState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    private var reloads: [WidgetReload] = []
    private var placed: [ObjectIdentifier: WidgetInfo] = [:]
    private var placingOrder: [ObjectIdentifier] = []

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = WidgetCenterState(clock: nil)

    /// The current host's center, or the process's outside any host.
    static var current: WidgetCenterState { center(of: VirtualClock.current) }

    /// The center of the host whose clock is `clock`, or the process's for `nil`.
    static func center(of clock: VirtualClock?) -> WidgetCenterState {
        clock?.service { WidgetCenterState(clock: $0) } ?? processWide
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
