import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension DataModel {
    /// The model at `url`: a `.xcdatamodeld` folder (its current version, which
    /// `.xccurrentversion` names, else the latest: `Shop 3` after `Shop 2` and `Shop`), a
    /// `.xcdatamodel` folder, or the `contents` file of one.
    ///
    /// - Throws: ``DataModelError`` naming the file: no such model, no version inside, or
    ///   XML that is not a Core Data model.
    public init(contentsOf url: URL) throws {
        let contents = try Self.contentsFile(of: url)
        guard let data = FileManager.default.contents(atPath: contents.path) else {
            throw DataModelError("Cannot read the model at \(url.path): there is no file \(contents.path).")
        }
        try self.init(xml: data, path: url.path)
    }

    /// The model in `xml`, the text of a `contents` file; `path` names it in errors.
    public init(xml: Data, path: String = "the model") throws {
        let reader = ModelXMLReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        guard parser.parse(), reader.sawModel else {
            let reason = parser.parserError.map { "\($0)" } ?? "it has no <model> element"
            throw DataModelError("The model at \(path) is not a Core Data model: \(reason).")
        }
        self.init(entities: reader.entities)
    }

    /// The `contents` file of the model at `url`.
    public static func contentsFile(of url: URL) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DataModelError("Cannot find the model at \(url.path).")
        }
        guard isDirectory.boolValue else { return url }
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        // Xcode names versions "Shop", "Shop 2", "Shop 3": the latest is the last in that order.
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted { $0.dropLast(12).compare($1.dropLast(12), options: .numeric) == .orderedAscending }
        var current = versions.last
        if let plist = FileManager.default.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
           let values = try? PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any],
           let name = values["_XCCurrentVersionName"] as? String, versions.contains(name) {
            current = name
        }
        guard let current else {
            throw DataModelError("The model at \(url.path) has no .xcdatamodel version inside.")
        }
        return url.appendingPathComponent(current).appendingPathComponent("contents")
    }
}

/// The parser's delegate: an entity per `entity` element, with the `attribute` and
/// `relationship` elements inside it (fetched properties, constraints, fetch request
/// templates and the editor's layout are not read).
private final class ModelXMLReader: NSObject, XMLParserDelegate {
    var entities: [DataModel.Entity] = []
    var sawModel = false
    private var inEntity = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "model":
            sawModel = true
        case "entity":
            let name = attributes["name"] ?? ""
            var className = attributes["representedClassName"] ?? name
            if className.hasPrefix(".") { className.removeFirst() }
            entities.append(DataModel.Entity(
                name: name, className: className.isEmpty ? name : className,
                parentName: attributes["parentEntity"], isAbstract: attributes["isAbstract"] == "YES",
                codeGeneration: DataModel.CodeGeneration(rawValue: attributes["codeGenerationType"] ?? "") ?? .manual))
            inEntity = true
        case "attribute" where inEntity:
            entities[entities.count - 1].attributes.append(DataModel.Attribute(
                name: attributes["name"] ?? "", type: attributes["attributeType"] ?? "Undefined",
                isOptional: attributes["optional"] == "YES", isTransient: attributes["transient"] == "YES",
                usesScalarValueType: attributes["usesScalarValueType"] == "YES",
                defaultValue: attributes["defaultValueString"], customClassName: attributes["customClassName"]))
        case "relationship" where inEntity:
            let isToMany = attributes["toMany"] == "YES"
            entities[entities.count - 1].relationships.append(DataModel.Relationship(
                name: attributes["name"] ?? "", destination: attributes["destinationEntity"] ?? "",
                isToMany: isToMany, isOrdered: attributes["ordered"] == "YES",
                isOptional: attributes["optional"] == "YES", minCount: Int(attributes["minCount"] ?? "") ?? 0,
                maxCount: isToMany ? Int(attributes["maxCount"] ?? "") ?? 0 : 1,
                deletionRule: attributes["deletionRule"] ?? "Nullify", inverseName: attributes["inverseName"]))
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "entity" { inEntity = false }
    }
}
