#if !canImport(Darwin)
import Dispatch
import Foundation

// Dispatch's C function for a queue's label, as Darwin's Dispatch overlay names it in Swift
// (`dispatch_queue_get_label`, imported as `__dispatch_queue_get_label`): apps log the
// queue an action runs on with it. Linux's Dispatch module keeps its C functions private
// (checked with Swift 6.3.1: "cannot find '__dispatch_queue_get_label' in scope").

/// The label `queue` was created with, as a C string — Dispatch's
/// `dispatch_queue_get_label`; `nil` asks for the current queue's: the main queue's label
/// on the main queue (the main actor's) or the main thread, and an empty one elsewhere
/// (Linux's Dispatch does not say which other queue a block runs on). The string lives as
/// long as the program.
///
/// ```swift
/// let name = String(cString: __dispatch_queue_get_label(nil))   // "com.apple.main-thread"
/// ```
public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
    let labels = DispatchQueueLabels.shared
    let label = queue?.label ?? (labels.onMainQueue ? DispatchQueue.main.label : "")
    return labels.cString(for: label)
}

/// The labels handed out as C strings, one copy each, kept for the program's life.
///
/// Invariant (`@unchecked Sendable`): `strings` is read and written under `lock` only, and
/// its pointers are never freed; `mainQueueKey` is set on the main queue once, in `init`.
private final class DispatchQueueLabels: @unchecked Sendable {
    static let shared = DispatchQueueLabels()
    private let lock = NSLock()
    private var strings: [String: UnsafePointer<CChar>] = [:]
    private let mainQueueKey = DispatchSpecificKey<Bool>()

    private init() { DispatchQueue.main.setSpecific(key: mainQueueKey, value: true) }

    /// Whether the caller runs on the main queue (or the main thread).
    var onMainQueue: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    func cString(for label: String) -> UnsafePointer<CChar> {
        lock.withLock {
            if let string = strings[label] { return string }
            let string = UnsafePointer(strdup(label)!)
            strings[label] = string
            return string
        }
    }
}
#endif
