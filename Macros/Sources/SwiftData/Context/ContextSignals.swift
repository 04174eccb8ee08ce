import Observation

/// What views observe of a context: a count of its changes (a `@Query` fetches again
/// when it moves), whether it has unsaved changes, and the changes an autosaving context
/// has to save (the `.modelContainer` and `.modelContext` modifiers save when it moves).
@Observable
final class ContextSignals {
    /// Moves at every change of the context's models or store.
    var version = 0
    /// Whether the context has unsaved changes.
    var hasChanges = false
    /// Moves at every change an autosaving context has not saved yet.
    var saveRequests = 0
}
