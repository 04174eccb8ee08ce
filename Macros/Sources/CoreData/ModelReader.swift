import CoreDataModelGeneration
import Foundation

/// Reads the model Xcode keeps in a `.xcdatamodeld` folder (its current version's
/// `contents` file), through the root package's `DataModel`, which the CoreDataModels
/// plugin's generated classes come from too, and describes its entities.
enum ModelReader {
    /// The entities of the model at `url`.
    static func read(_ url: URL) throws -> [NSEntityDescription] {
        let model: DataModel
        do {
            model = try DataModel(contentsOf: url)
        } catch let error as DataModelError {
            throw CoreDataError(NSPersistentStoreIncompatibleVersionHashError, error.description)
        }
        let entities = model.entities.map(describe)
        let byName = Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        for entity in entities {
            for relationship in entity.properties.compactMap({ $0 as? NSRelationshipDescription }) {
                relationship.destinationEntity = byName[relationship.destinationName]
                if let inverse = relationship.inverseName {
                    relationship.inverseRelationship = byName[relationship.destinationName]?.relationshipsByName[inverse]
                }
            }
        }
        return entities
    }

    /// The description of one entity of the model, its relationships not yet linked.
    static func describe(_ entity: DataModel.Entity) -> NSEntityDescription {
        let description = NSEntityDescription()
        description.name = entity.name
        description.managedObjectClassName = entity.className
        let attributes = entity.attributes.map { attribute in
            let property = NSAttributeDescription()
            property.name = attribute.name
            property.isOptional = attribute.isOptional
            property.isTransient = attribute.isTransient
            property.attributeType = attributeType(attribute.type)
            property.usesScalarValueType = attribute.usesScalarValueType
            property.defaultValue = defaultValue(attribute.defaultValue, property.attributeType)
            property.entity = description
            return property as NSPropertyDescription
        }
        let relationships = entity.relationships.map { relationship in
            let property = NSRelationshipDescription()
            property.name = relationship.name
            property.isOptional = relationship.isOptional
            property.maxCount = relationship.maxCount
            property.minCount = relationship.minCount
            property.isOrdered = relationship.isOrdered
            property.deleteRule = switch relationship.deletionRule {
            case "Cascade": .cascadeDeleteRule
            case "Deny": .denyDeleteRule
            case "No Action": .noActionDeleteRule
            default: .nullifyDeleteRule
            }
            property.destinationName = relationship.destination
            property.inverseName = relationship.inverseName
            property.entity = description
            return property as NSPropertyDescription
        }
        description.properties = attributes + relationships
        return description
    }

    /// The `.xcdatamodeld` folders directly in `directory` and in its resource bundles.
    static func models(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var found = names.filter { $0.hasSuffix(".xcdatamodeld") }.map { directory.appendingPathComponent($0) }
        for bundle in names where bundle.hasSuffix(".resources") || bundle.hasSuffix(".bundle") {
            let inner = directory.appendingPathComponent(bundle)
            found += ((try? FileManager.default.contentsOfDirectory(atPath: inner.path)) ?? [])
                .filter { $0.hasSuffix(".xcdatamodeld") }.map { inner.appendingPathComponent($0) }
        }
        return found
    }

    /// The attribute type an `attributeType` value of the XML names.
    static func attributeType(_ name: String) -> NSAttributeType {
        switch name {
        case "Integer 16": .integer16AttributeType
        case "Integer 32": .integer32AttributeType
        case "Integer 64": .integer64AttributeType
        case "Decimal": .decimalAttributeType
        case "Double": .doubleAttributeType
        case "Float": .floatAttributeType
        case "String": .stringAttributeType
        case "Boolean": .booleanAttributeType
        case "Date": .dateAttributeType
        case "Binary": .binaryDataAttributeType
        case "UUID": .UUIDAttributeType
        case "URI": .URIAttributeType
        case "Transformable": .transformableAttributeType
        default: .undefinedAttributeType
        }
    }

    /// The default value a `defaultValueString` gives an attribute of `type`.
    static func defaultValue(_ string: String?, _ type: NSAttributeType) -> Any? {
        guard let string else { return nil }
        switch type {
        case .integer16AttributeType: return Int16(string)
        case .integer32AttributeType: return Int32(string)
        case .integer64AttributeType: return Int64(string)
        case .doubleAttributeType: return Double(string)
        case .floatAttributeType: return Float(string)
        case .decimalAttributeType: return Decimal(string: string)
        case .booleanAttributeType: return string == "YES" || string == "1"
        case .stringAttributeType: return string
        case .UUIDAttributeType: return UUID(uuidString: string)
        case .URIAttributeType: return URL(string: string)
        default: return nil
        }
    }
}
