import Foundation
import Observation
import Synchronization
import SQLiteStore

/// What SwiftData keeps for each model instance: its observation registrar, its context,
/// its identifier and the values last read from or written to its store. `@Model` gives
/// every model one. Not for direct use.
public final class _ModelBacking {
    /// The registrar of the model's observable properties.
    let registrar = ObservationRegistrar()
    /// The context the model is inserted in.
    weak var context: ModelContext?
    /// The identifier once saved (or read from a store).
    var savedIdentifier: PersistentIdentifier?
    /// The temporary key, made when first asked for.
    private var temporaryKey: UInt64?
    /// Whether the model is deleted (pending in its context, or saved).
    var isDeleted = false
    /// The persisted properties written since the model was last saved or read.
    var changedProperties: Set<String> = []
    /// The values of the attributes as the store has them (after the last read or save).
    var committedValues: [String: StoredValue] = [:]
    /// The related models' keys as the store has them.
    var committedRelations: [String: [Int64]] = [:]

    /// Makes the backing of a model not yet inserted.
    public init() {}

    /// The model's identifier: its saved one, or a temporary one made once.
    func identifier(entityName: String) -> PersistentIdentifier {
        if let savedIdentifier { return savedIdentifier }
        let key = temporaryKey ?? Self.nextTemporaryKey()
        temporaryKey = key
        return PersistentIdentifier(entityName: entityName, storeIdentifier: nil, key: .temporary(key))
    }

    private static let counter = Mutex<UInt64>(0)

    private static func nextTemporaryKey() -> UInt64 {
        counter.withLock { value in
            value += 1
            return value
        }
    }
}
