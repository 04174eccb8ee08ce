import Foundation
import Synchronization

/// What SwiftData knows of one model type: its persisted properties, found by name and by
/// key path, its uniqueness constraints and its relationships' inverses. Made once per
/// type, from what `@Model` wrote, and shared.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`, set in `init`, but
/// `inverses`, a `Mutex`.
final class EntityInfo: @unchecked Sendable {
    /// The model type.
    let type: any PersistentModel.Type
    /// The entity's name (the class's name).
    let name: String
    /// The persisted properties, in declaration order.
    let properties: [any ModelProperty]
    /// The attributes, in declaration order.
    let attributes: [any AttributeProperty]
    /// The relationships, in declaration order.
    let relationships: [any RelationshipProperty]
    /// The sets of property names whose values are unique together.
    let uniqueConstraints: [[String]]
    private let byKeyPath: [AnyKeyPath: any ModelProperty]
    /// The inverse of each relationship (by name), once looked up; `nil` for none.
    private let inverses = Mutex<[String: String?]>([:])

    private init(_ type: any PersistentModel.Type) {
        self.type = type
        name = String(describing: type)
        properties = type._$properties.map(\.property)
        attributes = properties.compactMap { $0 as? any AttributeProperty }
        relationships = properties.compactMap { $0 as? any RelationshipProperty }
        let byKeyPath = Dictionary(properties.map { ($0.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
        self.byKeyPath = byKeyPath
        var constraints = properties.filter(\.options.isUnique).map { [$0.name] }
        for keyPaths in type._$uniqueConstraints {
            let names = keyPaths.compactMap { byKeyPath[$0]?.name }
            if names.count == keyPaths.count, !names.isEmpty, !constraints.contains(names) { constraints.append(names) }
        }
        uniqueConstraints = constraints
    }

    /// The persisted property with this key path.
    func property(for keyPath: AnyKeyPath) -> (any ModelProperty)? { byKeyPath[keyPath] }

    /// The persisted property with this name.
    func property(named name: String) -> (any ModelProperty)? { properties.first { $0.name == name } }

    /// The relationship of the destination that is the inverse of `relationship`: the one
    /// `@Relationship(inverse:)` names on either side, or else the only relationship back
    /// when each side has exactly one to the other.
    func inverse(of relationship: any RelationshipProperty) -> (any RelationshipProperty)? {
        let destination = EntityInfo.of(relationship.destination)
        if let known = inverses.withLock({ $0[relationship.name] }) {
            return known.flatMap { name in destination.relationships.first { $0.name == name } }
        }
        let found = findInverse(of: relationship, in: destination)
        inverses.withLock { $0[relationship.name] = .some(found?.name) }
        return found
    }

    private func findInverse(of relationship: any RelationshipProperty, in destination: EntityInfo) -> (any RelationshipProperty)? {
        if let explicit = relationship.options.inverse {
            return destination.relationships.first { $0.keyPath == explicit }
        }
        if let declared = destination.relationships.first(where: { $0.options.inverse == relationship.keyPath }) {
            return declared
        }
        let mine = relationships.filter { ObjectIdentifier($0.destination) == ObjectIdentifier(destination.type) }
        let theirs = destination.relationships.filter {
            ObjectIdentifier($0.destination) == ObjectIdentifier(type) && $0.options.inverse == nil
        }
        guard mine.count == 1, theirs.count == 1, theirs[0].keyPath != relationship.keyPath else { return nil }
        return theirs[0]
    }

    private static let cache = Mutex<[ObjectIdentifier: EntityInfo]>([:])

    /// The description of `type`, made on first use.
    static func of(_ type: any PersistentModel.Type) -> EntityInfo {
        let key = ObjectIdentifier(type)
        if let info = cache.withLock({ $0[key] }) { return info }
        let info = EntityInfo(type)
        return cache.withLock { entries in
            if let existing = entries[key] { return existing }
            entries[key] = info
            return info
        }
    }

    /// The descriptions of `types` and of every type they relate to, each once, in order
    /// of discovery.
    static func closure(of types: [any PersistentModel.Type]) -> [EntityInfo] {
        var result: [EntityInfo] = []
        var seen: Set<ObjectIdentifier> = []
        var queue = types
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            let info = of(type)
            result.append(info)
            queue += info.relationships.map(\.destination)
        }
        return result
    }
}
