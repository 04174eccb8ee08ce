/// Why a node was invalidated: what the trace says, and which of the view's own dynamic
/// properties `_printChanges()` names.
package enum InvalidationCause {
    /// No cause worth naming (a control following its binding).
    case unspecified
    /// A `@State` (or `@FocusState`) box was written; `label` names it (`Counter._count`).
    case state(box: AnyObject, label: StateLabel?)
    /// The dynamic property in the node's storage slot `slot` changed: an environment
    /// value it read, or the object it observes.
    case property(slot: Int, what: String)
    /// An `@Observable` property the body read changed.
    case observation
    /// An `@AppStorage` key the body read changed.
    case appStorage(key: String)

    /// The cause as the trace prints it.
    package var description: String {
        switch self {
        case .unspecified: "its input changed"
        case .state(_, let label): "\(label?.description ?? "state") written"
        case .property(_, let what): what
        case .observation: "an @Observable property it read changed"
        case .appStorage(let key): "app storage \"\(key)\" written"
        }
    }
}

/// Why a body is being evaluated, in `_printChanges()`'s terms (`@self`,
/// `@identity`, `_name`): collected between two evaluations of a node while the host
/// records reasons (tracing on, or a body called `_printChanges()`).
struct EvaluationReasons {
    /// The parent supplied a view value that is not the same input (Rules R12).
    var selfChanged = false
    /// The storage slots of the view's own dynamic properties that changed.
    package var properties: Set<Int> = []
    /// Something else the body read changed (`@Observable` properties, bindings to other
    /// views' state, app storage).
    package var dependencies = false

    /// The reasons as `_printChanges()` prints them: `@self, @identity, _count` or
    /// empty when nothing changed. A first evaluation names every dynamic property.
    package func names(isFirst: Bool, fieldNames: [String]) -> [String] {
        var names: [String] = []
        if isFirst || selfChanged { names.append("@self") }
        if isFirst { names.append("@identity") }
        for (slot, name) in fieldNames.enumerated() where isFirst || properties.contains(slot) {
            names.append(name)
        }
        if dependencies && !isFirst { names.append("@dependencies") }
        return names
    }

    @MainActor mutating package func add(_ cause: InvalidationCause, storage: NodeStorage?) {
        switch cause {
        case .unspecified: break
        case .state(let box, _):
            if let slot = storage?.slot(of: box) { properties.insert(slot) } else { dependencies = true }
        case .property(let slot, _): properties.insert(slot)
        case .observation, .appStorage: dependencies = true
        }
    }
}
