import Foundation
import Observation

/// An interface that enables SwiftData to manage a Swift class as a stored model.
///
/// You don't conform to it yourself: `@Model` does, and writes its requirements (the
/// ones with `_$` names, which are not for direct use).
///
/// ```swift
/// @Model final class Trip { var name: String; init(name: String) { self.name = name } }
///
/// let trip = Trip(name: "Paris")
/// trip.modelContext            // nil
/// context.insert(trip)
/// trip.modelContext === context   // true
/// trip.hasChanges              // true, until the context saves
/// ```
///
/// Two models are equal when they are the same instance: a context keeps one instance
/// per stored model, so within a context that means the same stored model.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// What the framework keeps for the instance: its context, identifier and state.
    var _$backing: _ModelBacking { get }
    /// The persisted properties, in declaration order.
    static var _$properties: [_PropertyDescriptor] { get }
    /// The sets of properties whose values are unique together (`#Unique`).
    static var _$uniqueConstraints: [[AnyKeyPath]] { get }
    /// Makes an instance of a stored model, its values read by `_$loader`.
    init(_$loader: _ModelLoader) throws
}

extension PersistentModel {
    /// No `#Unique` constraints.
    public static var _$uniqueConstraints: [[AnyKeyPath]] { [] }

    /// The identifier of the model: temporary until the model's context saves it.
    public var persistentModelID: PersistentIdentifier {
        _$backing.identifier(entityName: Self.entityName)
    }

    /// The context the model is inserted in, or `nil` (not inserted, discarded, or deleted
    /// and saved).
    public var modelContext: ModelContext? { _$backing.context }

    /// Whether the model is marked for deletion in its context, and the context has not
    /// saved yet.
    public var isDeleted: Bool { _$backing.isDeleted }

    /// Whether the model has changes its context has not saved: it is inserted, deleted,
    /// or a persisted property was written.
    public var hasChanges: Bool { _$backing.context?.hasPendingChanges(self) ?? false }

    /// The model's stable identity: its persistent identifier.
    public var id: PersistentIdentifier { persistentModelID }

    /// Whether two models are the same instance.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The entity's name: the class's name.
    static var entityName: String { String(describing: Self.self) }

    /// Reads a persisted property, for `@Model`'s getter: Observation records the read.
    public func _$get<Value>(_ key: KeyPath<Self, Value>, _ storage: KeyPath<Self, Value>) -> Value {
        _$backing.registrar.access(self, keyPath: key)
        return self[keyPath: storage]
    }

    /// Writes a persisted property, for `@Model`'s setter: Observation is told, and the
    /// model's context records the change (and its undo), keeps the relationship's inverse
    /// in step, and inserts models newly related to an inserted one.
    public func _$set<Value>(_ key: ReferenceWritableKeyPath<Self, Value>, _ storage: ReferenceWritableKeyPath<Self, Value>,
                             _ newValue: Value) {
        write(key, storage, newValue, maintainingInverse: true)
    }

    /// Writes a persisted property through Observation and the context; with
    /// `maintainingInverse`, the inverse relationship of the models it adds or removes too.
    func write<Value>(_ key: ReferenceWritableKeyPath<Self, Value>, _ storage: ReferenceWritableKeyPath<Self, Value>,
                      _ newValue: Value, maintainingInverse: Bool) {
        let edit = ModelEdit(model: self, key: key)
        let old = self[keyPath: storage]
        _$backing.registrar.withMutation(of: self, keyPath: key) { self[keyPath: storage] = newValue }
        if let undoManager = edit.undoManager {
            undoManager.registerUndo(withTarget: self) { model in model[keyPath: key] = old }
        }
        edit.finish(maintainingInverse: maintainingInverse)
    }
}
