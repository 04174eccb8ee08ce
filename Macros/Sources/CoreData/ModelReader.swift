import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the model Xcode keeps in a `.xcdatamodeld` folder: the current version (named
/// by `.xccurrentversion`, else the only `.xcdatamodel` inside), whose `contents` file is
/// XML with an `entity` element per entity, and `attribute` and `relationship` elements in
/// it.
enum ModelReader {
    /// The entities of the model at `url`.
    static func read(_ url: URL) throws -> [NSEntityDescription] {
        let contents = try contentsFile(url)
        guard let data = FileManager.default.contents(atPath: contents.path) else {
            throw CoreDataError(NSPersistentStoreIncompatibleVersionHashError, "Cannot read the model at \(url.path): there is no file \(contents.path).")
        }
        let delegate = ModelXML()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), delegate.sawModel else {
            let reason = parser.parserError.map { "\($0)" } ?? "it has no <model> element"
            throw CoreDataError(NSPersistentStoreIncompatibleVersionHashError, "The model at \(url.path) is not a Core Data model: \(reason).")
        }
        let entities = delegate.entities
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

    /// The `contents` file of the model at `url`.
    static func contentsFile(_ url: URL) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CoreDataError(NSPersistentStoreIncompatibleVersionHashError, "Cannot find the model at \(url.path).")
        }
        guard isDirectory.boolValue else { return url }
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.filter { $0.hasSuffix(".xcdatamodel") }.sorted() ?? []
        var current = versions.last
        if let plist = FileManager.default.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
           let values = try? PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any],
           let name = values["_XCCurrentVersionName"] as? String, versions.contains(name) {
            current = name
        }
        guard let current else {
            throw CoreDataError(NSPersistentStoreIncompatibleVersionHashError, "The model at \(url.path) has no .xcdatamodel version inside.")
        }
        return url.appendingPathComponent(current).appendingPathComponent("contents")
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

/// The parser's delegate: builds the entities as the elements come.
final class ModelXML: NSObject, XMLParserDelegate {
    var entities: [NSEntityDescription] = []
    var sawModel = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "model":
            sawModel = true
        case "entity":
            let entity = NSEntityDescription()
            entity.name = attributes["name"]
            entity.managedObjectClassName = attributes["representedClassName"] ?? attributes["name"]
            entities.append(entity)
        case "attribute":
            guard let entity = entities.last else { return }
            let attribute = NSAttributeDescription()
            attribute.name = attributes["name"] ?? ""
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = attributes["transient"] == "YES"
            attribute.attributeType = ModelReader.attributeType(attributes["attributeType"] ?? "")
            attribute.usesScalarValueType = attributes["usesScalarValueType"] == "YES"
            attribute.defaultValue = ModelReader.defaultValue(attributes["defaultValueString"], attribute.attributeType)
            attribute.entity = entity
            entity.properties.append(attribute)
        case "relationship":
            guard let entity = entities.last else { return }
            let relationship = NSRelationshipDescription()
            relationship.name = attributes["name"] ?? ""
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.maxCount = attributes["toMany"] == "YES" ? Int(attributes["maxCount"] ?? "") ?? 0 : 1
            relationship.minCount = Int(attributes["minCount"] ?? "") ?? 0
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship.deleteRule = switch attributes["deletionRule"] {
            case "Cascade": .cascadeDeleteRule
            case "Deny": .denyDeleteRule
            case "No Action": .noActionDeleteRule
            default: .nullifyDeleteRule
            }
            relationship.destinationName = attributes["destinationEntity"] ?? ""
            relationship.inverseName = attributes["inverseName"]
            relationship.entity = entity
            entity.properties.append(relationship)
        default:
            break
        }
    }
}
