import Foundation

/// The photo picker as one host sees it: whether a picker is presented, the items the
/// person is about to pick (set by `host.pick(photos:in:)`), and what happened. Kept by
/// the host's clock (`VirtualClock.service(_:)`), as UIKit's singletons are one per app.
///
/// Invariant (`@unchecked Sendable`): the presented count, the pending items, the rejection,
/// the log and the picker controller are read and written only under `lock`; `clock` is a weak reference (the clock
/// keeps the state) set in `init` and only read after.
final class PhotoLibraryState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    /// invariant: the fields below are read and written under `lock`.
    private var presentedCount = 0
    private var pending: [PhotosPickerItem]?
    private var rejection: String?
    private var log: [String] = []
    /// The `PHPickerViewController` the host made last, while it lives.
    private weak var pickerController: PHPickerViewController?

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = PhotoLibraryState(clock: nil)

    /// The current host's state, or the process's outside any host.
    static var current: PhotoLibraryState { state(of: VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func state(of clock: VirtualClock?) -> PhotoLibraryState {
        clock?.service { PhotoLibraryState(clock: $0) } ?? processWide
    }

    var isPresented: Bool { lock.withLock { presentedCount > 0 } }
    var events: [String] { lock.withLock { log } }

    func presented(_ filter: PHPickerFilter?) {
        lock.withLock {
            presentedCount += 1
            log.append("presented picker\(filter.map { " matching \($0)" } ?? "")")
        }
    }

    func dismissed() { lock.withLock { presentedCount = max(0, presentedCount - 1) } }

    func offer(_ items: [PhotosPickerItem]) {
        lock.withLock {
            pending = items
            rejection = nil
        }
    }

    func takePending() -> [PhotosPickerItem]? {
        lock.withLock {
            defer { pending = nil }
            return pending
        }
    }

    func reject(_ reason: String) { lock.withLock { rejection = reason } }

    func takeRejection() -> String? {
        lock.withLock {
            defer { rejection = nil }
            return rejection
        }
    }

    func record(_ event: String) { lock.withLock { log.append(event) } }

    /// Makes `picker` the one `host.pick(photos:)` picks in, and records it.
    func attach(_ picker: PHPickerViewController, filter: PHPickerFilter?) {
        lock.withLock {
            pickerController = picker
            log.append("presented PHPickerViewController\(filter.map { " matching \($0)" } ?? "")")
        }
    }

    /// The `PHPickerViewController` the host made last, if it still lives.
    var livePickerController: PHPickerViewController? { lock.withLock { pickerController } }
}
