import Foundation
import SQLiteStore

/// One persisted property of a model type, as `@Model` describes it: made by the
/// `_$property` overloads, which the compiler picks by the property's type. Not for direct use.
public struct _PropertyDescriptor {
    let property: any ModelProperty
}

/// A persisted property.
protocol ModelProperty {
    /// The property's name.
    var name: String { get }
    /// The key path of the property (the observed one, not its storage).
    var keyPath: AnyKeyPath { get }
    /// What `@Attribute` or `@Relationship` said.
    var options: _PropertyOptions { get }
}

/// A persisted property whose value is a `Codable` value.
protocol AttributeProperty: ModelProperty {
    /// The type of the value, for the schema and errors.
    var valueType: Any.Type { get }
    /// Whether the value may be `nil`.
    var isOptional: Bool { get }
    /// Whether the property can be written after the model's initializer (not a `let`).
    var isWritable: Bool { get }
    /// The property's value of `model`, as the store keeps it.
    func storedValue(of model: any PersistentModel) throws -> StoredValue
    /// Writes the value the store kept into `model` (Observation told when `notifying`);
    /// `false` when it is not a value of the property's type.
    func load(_ value: StoredValue, into model: any PersistentModel, notifying: Bool) -> Bool
    /// Writes the value of `source` into `target` (Observation told).
    func copy(from source: any PersistentModel, to target: any PersistentModel)
}

/// A persisted property whose value is a model, an optional model, or models.
protocol RelationshipProperty: ModelProperty {
    /// The related models' type.
    var destination: any PersistentModel.Type { get }
    /// Whether it holds any number of models (an array).
    var isToMany: Bool { get }
    /// Whether it may hold no model (an optional, or an array).
    var isOptional: Bool { get }
    /// The models `model` relates to through it.
    func related(of model: any PersistentModel) -> [any PersistentModel]
    /// Replaces the related models of `model` without tracking (loading and refreshing;
    /// Observation told when `notifying`).
    func load(_ models: [any PersistentModel], into model: any PersistentModel, notifying: Bool)
    /// Adds `other` to the related models of `model`, as a tracked edit that leaves the
    /// inverse alone (it is the inverse being kept in step).
    func add(_ other: any PersistentModel, to model: any PersistentModel)
    /// Removes `other` from the related models of `model`, likewise.
    func remove(_ other: any PersistentModel, from model: any PersistentModel)
}

// MARK: - Attributes

/// An attribute: a `var` (written through its storage) or a `let` (set by the model's
/// initializer or the loader, never written after).
struct AttributeDescriptor<Model: PersistentModel, Value: Codable>: AttributeProperty {
    let name: String
    let key: KeyPath<Model, Value>
    /// Where a `var` keeps its value; `nil` for a `let`.
    let storage: ReferenceWritableKeyPath<Model, Value>?
    let options: _PropertyOptions

    var keyPath: AnyKeyPath { key }
    var valueType: Any.Type { Value.self }
    var isOptional: Bool { Value.self is any ExpressibleByNilLiteral.Type }
    var isWritable: Bool { storage != nil }

    func storedValue(of model: any PersistentModel) throws -> StoredValue {
        guard let model = model as? Model else { return .null }
        return try AttributeCoding<Value>.encode(model[keyPath: storage ?? key])
    }

    func load(_ value: StoredValue, into model: any PersistentModel, notifying: Bool) -> Bool {
        guard let model = model as? Model, let decoded = AttributeCoding<Value>.decode(value) else { return false }
        guard let storage else { return true }
        if notifying {
            model._$backing.registrar.withMutation(of: model, keyPath: key) { model[keyPath: storage] = decoded }
        } else {
            model[keyPath: storage] = decoded
        }
        return true
    }

    func copy(from source: any PersistentModel, to target: any PersistentModel) {
        guard let storage, let source = source as? Model, let target = target as? Model else { return }
        let value = source[keyPath: storage]
        target._$backing.registrar.withMutation(of: target, keyPath: key) { target[keyPath: storage] = value }
    }
}

// MARK: - Relationships

/// How a relationship's Swift type holds its models: `[T]`, `[T]?`, `T?` or `T`.
protocol RelationshipShape {
    associatedtype Destination: PersistentModel
    static var isToMany: Bool { get }
    static var isOptional: Bool { get }
}

extension Array: RelationshipShape where Element: PersistentModel {
    typealias Destination = Element
    static var isToMany: Bool { true }
    static var isOptional: Bool { true }
}

/// A relationship `var` of any shape.
struct RelationshipDescriptor<Model: PersistentModel, Value, Shape: RelationshipShape>: RelationshipProperty {
    let name: String
    let key: ReferenceWritableKeyPath<Model, Value>
    let storage: ReferenceWritableKeyPath<Model, Value>
    let options: _PropertyOptions
    /// The models a value holds, and the value holding models.
    let unwrap: (Value) -> [Shape.Destination]
    let wrap: ([Shape.Destination]) -> Value?

    var keyPath: AnyKeyPath { key }
    var destination: any PersistentModel.Type { Shape.Destination.self }
    var isToMany: Bool { Shape.isToMany }
    var isOptional: Bool { Shape.isOptional }

    func related(of model: any PersistentModel) -> [any PersistentModel] {
        guard let model = model as? Model else { return [] }
        return unwrap(model[keyPath: storage])
    }

    func load(_ models: [any PersistentModel], into model: any PersistentModel, notifying: Bool) {
        guard let model = model as? Model, let value = wrap(models.compactMap { $0 as? Shape.Destination }) else { return }
        if notifying {
            model._$backing.registrar.withMutation(of: model, keyPath: key) { model[keyPath: storage] = value }
        } else {
            model[keyPath: storage] = value
        }
    }

    func add(_ other: any PersistentModel, to model: any PersistentModel) {
        guard let model = model as? Model, let other = other as? Shape.Destination else { return }
        var models = unwrap(model[keyPath: storage])
        guard !models.contains(where: { $0 === other }) else { return }
        models = Shape.isToMany ? models + [other] : [other]
        if let value = wrap(models) { model.write(key, storage, value, maintainingInverse: false) }
    }

    func remove(_ other: any PersistentModel, from model: any PersistentModel) {
        guard let model = model as? Model else { return }
        let models = unwrap(model[keyPath: storage])
        guard models.contains(where: { $0 === other }) else { return }
        if let value = wrap(models.filter { $0 !== other }) { model.write(key, storage, value, maintainingInverse: false) }
    }
}

// MARK: - The overloads @Model calls

extension PersistentModel {
    /// Describes an attribute `var` (any `Codable` value).
    @_disfavoredOverload
    public static func _$property<Value: Codable>(
        _ name: String, _ key: ReferenceWritableKeyPath<Self, Value>, _ storage: ReferenceWritableKeyPath<Self, Value>,
        _ options: _PropertyOptions
    ) -> _PropertyDescriptor {
        _PropertyDescriptor(property: AttributeDescriptor(name: name, key: key, storage: storage, options: options))
    }

    /// Describes an attribute `let`.
    @_disfavoredOverload
    public static func _$property<Value: Codable>(_ name: String, _ key: KeyPath<Self, Value>, _ options: _PropertyOptions) -> _PropertyDescriptor {
        _PropertyDescriptor(property: AttributeDescriptor<Self, Value>(name: name, key: key, storage: nil, options: options))
    }

    /// Describes a to-many relationship (`[T]`).
    public static func _$property<T: PersistentModel>(
        _ name: String, _ key: ReferenceWritableKeyPath<Self, [T]>, _ storage: ReferenceWritableKeyPath<Self, [T]>,
        _ options: _PropertyOptions
    ) -> _PropertyDescriptor {
        _PropertyDescriptor(property: RelationshipDescriptor<Self, [T], [T]>(
            name: name, key: key, storage: storage, options: options, unwrap: { $0 }, wrap: { $0 }))
    }

    /// Describes an optional to-many relationship (`[T]?`).
    public static func _$property<T: PersistentModel>(
        _ name: String, _ key: ReferenceWritableKeyPath<Self, [T]?>, _ storage: ReferenceWritableKeyPath<Self, [T]?>,
        _ options: _PropertyOptions
    ) -> _PropertyDescriptor {
        _PropertyDescriptor(property: RelationshipDescriptor<Self, [T]?, [T]>(
            name: name, key: key, storage: storage, options: options, unwrap: { $0 ?? [] }, wrap: { $0 }))
    }

    /// Describes an optional to-one relationship (`T?`).
    public static func _$property<T: PersistentModel>(
        _ name: String, _ key: ReferenceWritableKeyPath<Self, T?>, _ storage: ReferenceWritableKeyPath<Self, T?>,
        _ options: _PropertyOptions
    ) -> _PropertyDescriptor {
        _PropertyDescriptor(property: RelationshipDescriptor<Self, T?, ToOne<T>>(
            name: name, key: key, storage: storage, options: options, unwrap: { $0.map { [$0] } ?? [] }, wrap: { .some($0.first) }))
    }

    /// Describes a required to-one relationship (`T`): it cannot be emptied.
    public static func _$property<T: PersistentModel>(
        _ name: String, _ key: ReferenceWritableKeyPath<Self, T>, _ storage: ReferenceWritableKeyPath<Self, T>,
        _ options: _PropertyOptions
    ) -> _PropertyDescriptor {
        _PropertyDescriptor(property: RelationshipDescriptor<Self, T, RequiredToOne<T>>(
            name: name, key: key, storage: storage, options: options, unwrap: { [$0] }, wrap: { $0.first }))
    }
}

/// The shape of an optional to-one relationship.
struct ToOne<T: PersistentModel>: RelationshipShape {
    typealias Destination = T
    static var isToMany: Bool { false }
    static var isOptional: Bool { true }
}

/// The shape of a required to-one relationship.
struct RequiredToOne<T: PersistentModel>: RelationshipShape {
    typealias Destination = T
    static var isToMany: Bool { false }
    static var isOptional: Bool { false }
}
