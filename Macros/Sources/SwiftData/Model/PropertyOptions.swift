/// The options `@Attribute(...)` or `@Relationship(...)` gave a persisted property, as
/// `@Model` passes them on. Not for direct use.
public struct _PropertyOptions {
    var attributeOptions: [Schema.Attribute.Option] = []
    var relationshipOptions: [Schema.Relationship.Option] = []
    var originalName: String?
    var deleteRule: Schema.Relationship.DeleteRule = .nullify
    var minimumModelCount: Int?
    var maximumModelCount: Int?
    var inverse: AnyKeyPath?

    /// No attribute or relationship options.
    public static var none: _PropertyOptions { _PropertyOptions() }

    /// The options of `@Attribute(...)`, with its arguments.
    public static func attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil,
                                 hashModifier: String? = nil) -> _PropertyOptions {
        var result = _PropertyOptions()
        result.attributeOptions = options
        result.originalName = originalName
        return result
    }

    /// The options of `@Relationship(...)`, with its arguments.
    public static func relationship(
        _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
        minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
        inverse: AnyKeyPath? = nil, hashModifier: String? = nil
    ) -> _PropertyOptions {
        var result = _PropertyOptions()
        result.relationshipOptions = options
        result.deleteRule = deleteRule
        result.minimumModelCount = minimumModelCount
        result.maximumModelCount = maximumModelCount
        result.originalName = originalName
        result.inverse = inverse
        return result
    }

    /// Whether the property is stored in the store (not `.ephemeral`).
    var isStored: Bool { !attributeOptions.contains(.ephemeral) }
    /// Whether the property's value is unique among the entity's models.
    var isUnique: Bool { attributeOptions.contains(.unique) || relationshipOptions.contains(.unique) }
}
