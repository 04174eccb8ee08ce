import Foundation

/// The app storage of one host: its values by key and the views that read each key.
/// Invariant (`@unchecked Sendable`): `link` is a `let`; `values` and `readers` are written on
/// the main queue only (`write(_:for:)` checks, and diagnoses and drops a write from
/// elsewhere).
final package class AppStorageStore: @unchecked Sendable {
    /// Touched on the main thread only (checked at every access).
    private var values: [String: AppStorageValue]
    private var readers: [String: ReaderList] = [:]
    /// The way to the host's graph (the store can outlive it).
    private let link: GraphLink
    private var graph: ViewGraph? { link.graph }

    @MainActor package init(_ values: [String: AppStorageValue], graph: ViewGraph) {
        self.values = values
        self.link = graph.link
    }

    /// The value of `key` (a binding's location, per key).
    package subscript(key: String) -> AppStorageValue? { values[key] }

    /// Reads `key`; during a body evaluation the evaluating node becomes a reader.
    package func read(_ key: String) -> AppStorageValue? {
        if let reader = CurrentEvaluation.node { onMainActor(KeyRead(store: self, key: key), reader, recordAppStorageReader) }
        return values[key]
    }

    /// Records the node being evaluated, if any, as a reader of `key`.
    /// Records `reader` as a reader of `key` in `store`.
    @MainActor fileprivate func record(_ reader: Node, of key: String) {
        readers[key, default: ReaderList()].record(reader, isOwner: false)
    }

    /// Writes `key` (`nil` removes it) and invalidates its readers, unless the value is the
    /// same. A write from another thread is diagnosed and dropped, as for `@State`.
    package func write(_ value: AppStorageValue?, for key: String) {
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
            readers[key]?.invalidateAll(in: graph, owner: nil, cause: .appStorage(key: key))
        }
    }
}

/// A read of an app storage key.
private final class KeyRead {
    let store: AppStorageStore
    let key: String
    init(store: AppStorageStore, key: String) {
        self.store = store
        self.key = key
    }
}

/// Records a read of an app storage key (a global function: see ``onMainActor(_:_:_:)``).
@MainActor private func recordAppStorageReader(_ read: KeyRead, _ reader: Node) {
    read.store.record(reader, of: read.key)
}
