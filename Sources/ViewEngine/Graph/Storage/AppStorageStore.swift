import Foundation

/// The app storage of one host: its values by key and the views that read each key.
final class AppStorageStore: @unchecked Sendable {
    /// Touched on the main thread only (checked at every access).
    private var values: [String: AppStorageValue]
    private var readers: [String: ReaderList] = [:]
    private weak var graph: ViewGraph?

    @MainActor init(_ values: [String: AppStorageValue], graph: ViewGraph) {
        self.values = values
        self.graph = graph
    }

    /// The value of `key` (a binding's location, per key).
    subscript(key: String) -> AppStorageValue? { values[key] }

    /// Reads `key`; during a body evaluation the evaluating node becomes a reader.
    func read(_ key: String) -> AppStorageValue? {
        guard MainQueue.isCurrent else { return values[key] }
        return MainActor.assumeIsolated {
            if let reader = graph?.currentReader { readers[key, default: ReaderList()].record(reader) }
            return values[key]
        }
    }

    /// Writes `key` (`nil` removes it) and invalidates its readers, unless the value is the
    /// same. A write from another thread is diagnosed and dropped, as for `@State`.
    func write(_ value: AppStorageValue?, for key: String) {
        guard MainQueue.isCurrent else {
            let graph = self.graph
            Task { @MainActor in
                graph?.diagnose(.stateModifiedOffMainThread,
                                "Publishing changes from background threads is not allowed; the write to AppStorage \"\(key)\" was dropped.")
            }
            return
        }
        MainActor.assumeIsolated {
            guard values[key] != value else { return }
            values[key] = value
            guard let graph else { return }
            graph.explain.noteWrite("AppStorage \"\(key)\"")
            readers[key]?.invalidateAll(in: graph, cause: .appStorage(key: key))
        }
    }
}
