import ViewEngine

/// A property of an entity that the system shows and people can filter and sort by in the
/// Shortcuts app: `@Property` on an entity's property.
///
/// ```swift
/// struct BackyardEntity: AppEntity {
///     var id: UUID
///     @Property(title: "Name") var name: String
///     init(id: UUID, name: String) { self.id = id; self.name = name }
///     ...
/// }
/// ```
///
/// A property is a class, as Apple's is: copies of an entity share it. Reading one that
/// was never set is a programming error, as on iOS; set it in the entity's initializer.
///
/// Invariant (`@unchecked Sendable`): `stored` is read and written only under `lock`; the
/// title is a constant set in `init`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    /// The property's name, as the Shortcuts app shows it.
    public let title: LocalizedStringResource

    /// A property with a title, set later (in the entity's initializer).
    ///
    /// ```swift
    /// @Property(title: "Name") var name: String
    /// ```
    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// A property with a title and a first value.
    ///
    /// ```swift
    /// @Property(title: "Feeders") var feeders: Int = 0
    /// ```
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        stored = wrappedValue
    }

    /// The property's value.
    ///
    /// ```swift
    /// backyard.name = "Meadow"
    /// ```
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ stored }) { return value }
            if let none = (Value.self as? any NilLiteralValue.Type)?.nilValue as? Value { return none }
            preconditionFailure("The entity property \"\(String(localized: title))\" was read before it was set: set it in the entity's initializer.")
        }
        set { lock.withLock { stored = newValue } }
    }

    /// The property itself (`$name`), to name it in a query's comparators.
    ///
    /// ```swift
    /// backyard.$name.title   // "Name"
    /// ```
    public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
    /// An entity's property: `@Property(title: "Name") var name: String`.
    public typealias Property<Value> = EntityProperty<Value>
}
