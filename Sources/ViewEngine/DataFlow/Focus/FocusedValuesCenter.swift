/// The focused values of one host: the views that publish them, the values a reader
/// sees where focus is now, and the views that read them.
///
/// Apple's documentation of `FocusedValue`: a value comes "from the focused view or one
/// of its ancestors", and "if multiple views publish values using the same key, the
/// wrapped property will reflect the value from the view closest to focus"; a value
/// published with `focusedSceneValue` is visible "regardless of where focus is located
/// in the active scene". So the values are: those of the scene publishers, in tree order
/// (a later one over an earlier one), then over them those of the publishers around the
/// focused field, from the outermost to the innermost. A host is one scene, always active.
///
/// Whenever a publisher appears, goes, publishes another value, or focus moves, the
/// values are recomputed, and the readers of each key whose value now comes from another
/// publisher, or changed, are invalidated — only those.
import ViewEngineCore

@MainActor
final class FocusedValuesCenter {
    private var publishers: [ObjectIdentifier: any FocusedValuePublisher] = [:]
    /// The values a reader sees now.
    private(set) var values = FocusedValues()
    /// Where each key's value comes from: its publisher and the publisher's version.
    private var sources: [ObjectIdentifier: Source] = [:]
    /// The readers of each key.
    private var readers: [ObjectIdentifier: [Reader]] = [:]
    /// The field that had focus when the values were computed.
    private weak var focusedField: Node?

    nonisolated init() {}

    private struct Source: Equatable {
        let publisher: ObjectIdentifier
        let version: Int
    }

    private struct Reader {
        weak var node: Node?
        let epoch: UInt64
        let slot: Int
    }

    // MARK: Publishers

    func add(_ publisher: any FocusedValuePublisher) {
        publishers[ObjectIdentifier(publisher)] = publisher
        recompute(in: publisher.graph)
    }

    func remove(_ publisher: any FocusedValuePublisher) {
        guard publishers.removeValue(forKey: ObjectIdentifier(publisher)) != nil else { return }
        recompute(in: publisher.graph)
    }

    /// A publisher publishes another value.
    func publisherChanged(_ publisher: any FocusedValuePublisher) {
        recompute(in: publisher.graph)
    }

    /// Focus moved (told by every publisher: the values are recomputed once per move).
    func focusMoved(in graph: ViewGraph) {
        guard graph.focus.focusedField !== focusedField else { return }
        recompute(in: graph)
    }

    // MARK: Reading

    /// The value `read` finds in the values, for `node`'s dynamic property in `slot`:
    /// the node becomes a reader of the keys it read.
    func read<Value>(_ read: (FocusedValues) -> Value, by node: Node, slot: Int) -> Value {
        var recording = values
        let recorder = FocusedValues.KeyRecorder()
        recording.readKeys = recorder
        let value = read(recording)
        for key in recorder.keys {
            readers[key, default: []].removeAll { $0.node == nil || $0.node === node }
            readers[key, default: []].append(Reader(node: node, epoch: node.epoch, slot: slot))
        }
        return value
    }

    // MARK: Recomputing

    private func recompute(in graph: ViewGraph) {
        let focused = graph.focus.focusedField
        focusedField = focused
        var order: [Node] = publishers.values.filter { $0.isMounted && $0.isScenePublisher }
        TreePosition.sort(&order)
        var aroundFocus: [Node] = []
        var ancestor = focused
        while let each = ancestor {
            if let publisher = publishers[ObjectIdentifier(each)], publisher.isMounted { aroundFocus.append(each) }
            ancestor = each.parent
        }
        order += aroundFocus.reversed()

        var newValues = FocusedValues()
        var newSources: [ObjectIdentifier: Source] = [:]
        for node in order {
            guard let publisher = node as? any FocusedValuePublisher else { continue }
            var published = FocusedValues()
            publisher.publish(into: &published)
            for key in published.keys {
                newSources[key] = Source(publisher: ObjectIdentifier(publisher), version: publisher.publishedVersion)
            }
            newValues.merge(published)
        }
        let changed = Set(newSources.keys).union(sources.keys).filter { newSources[$0] != sources[$0] }
        values = newValues
        sources = newSources
        for key in changed { invalidateReaders(of: key, in: graph) }
    }

    private func invalidateReaders(of key: ObjectIdentifier, in graph: ViewGraph) {
        guard let list = readers.removeValue(forKey: key) else { return }
        for reader in list {
            guard let node = reader.node, node.isMounted, node.epoch == reader.epoch else { continue }
            graph.invalidate(node, cause: .property(slot: reader.slot, what: "a focused value it read changed"))
        }
    }
}

/// A view that publishes focused values: the node of `focusedValue(_:_:)` and its kin.
@MainActor
protocol FocusedValuePublisher: Node {
    /// Whether its values are visible wherever focus is (`focusedSceneValue`).
    var isScenePublisher: Bool { get }
    /// Counts the changes of the values it publishes.
    var publishedVersion: Int { get }
    /// Writes the values it publishes.
    func publish(into values: inout FocusedValues)
}

private struct FocusedValuesCenterKey: EnvironmentKey {
    static var defaultValue: FocusedValuesCenter? { nil }
}

extension EnvironmentValues {
    /// The host's focused values (the host sets it at the root).
    var focusedValuesCenter: FocusedValuesCenter? {
        get { self[FocusedValuesCenterKey.self] }
        set { self[FocusedValuesCenterKey.self] = newValue }
    }
}
