import Foundation

/// A compact, universal identifier for a managed object: its entity and its row in the
/// store, temporary until the object is first saved (a saved object gets a new
/// identifier). A final class whose stored properties are `let`s of `Sendable` types, so
/// the compiler checks that it is `Sendable`.
public final class NSManagedObjectID: NSObject, Sendable {
    /// The entity of the object.
    public let entity: NSEntityDescription
    /// The store's key of the object; temporary identifiers have their own numbers.
    let key: Int64
    /// Whether the identifier is temporary: the object has not been saved.
    public let isTemporaryID: Bool

    init(entity: NSEntityDescription, key: Int64, temporary: Bool) {
        self.entity = entity
        self.key = key
        self.isTemporaryID = temporary
    }

    /// The identifier as a URI: `x-coredata:///Book/t3` while temporary,
    /// `x-coredata://store/Book/p3` once saved.
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(isTemporaryID ? "" : "store")/\(entity.name ?? "")/\(isTemporaryID ? "t" : "p")\(key)")!
    }

    /// Whether two identifiers name the same object.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.entity.name == entity.name && other.key == key && other.isTemporaryID == isTemporaryID
    }

    /// The identifier's hash.
    public override var hash: Int { (entity.name ?? "").hashValue ^ key.hashValue }

    /// The URI.
    public override var description: String { uriRepresentation().absoluteString }
}
