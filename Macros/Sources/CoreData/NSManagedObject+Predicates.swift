// A managed object as a format predicate reads it (`NSPredicate(format:)`, declared by the
// engine for Foundation on Linux): its attributes and relationships by name, as Apple's
// key-value coding reads them, and its identity.

@_spi(Predicates) import ViewEngine

extension NSManagedObject: PredicateObject {
    /// The value of the attribute or relationship named `key`.
    ///
    /// - Throws: when the entity has no property of that name (an entity with no described
    ///   properties reads any key).
    public func predicateValue(forKey key: String) throws -> Any? {
        guard entity.propertiesByName[key] != nil || entity.properties.isEmpty else {
            throw PredicateEvaluationError(description: "keypath \(key) not found in entity \(entity.name ?? "?")")
        }
        return primitiveValue(forKey: key)
    }

    /// Whether `other` is this object, or its object ID.
    public func isPredicateEqual(to other: Any) -> Bool {
        switch other {
        case let object as NSManagedObject: object === self
        case let id as NSManagedObjectID: objectID == id
        default: false
        }
    }
}
