import CoreDataModelGeneration
import Foundation
import Testing

/// A model file as Xcode writes it: one entity of each Codegen setting, a parent entity,
/// the attribute types apps use, to-one and to-many relationships.
let shopModel = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES" codeGenerationType="class">
            <attribute name="name" attributeType="String"/>
        </entity>
        <entity name="Product" representedClassName=".Product" parentEntity="Item" syncable="YES" codeGenerationType="class">
            <attribute name="price" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
            <attribute name="stock" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
            <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
            <relationship name="shop" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shop" inverseName="products" inverseEntity="Shop"/>
            <uniquenessConstraints><uniquenessConstraint><constraint value="name"/></uniquenessConstraint></uniquenessConstraints>
        </entity>
        <entity name="Shop" representedClassName="Shop" syncable="YES" codeGenerationType="category">
            <attribute name="opened" attributeType="Date" usesScalarValueType="NO"/>
            <relationship name="products" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Product" inverseName="shop" inverseEntity="Product"/>
        </entity>
        <entity name="Owner" representedClassName="Owner" syncable="YES">
            <attribute name="isActive" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
        </entity>
        <elements>
            <element name="Item" positionX="0" positionY="0" width="128" height="44"/>
        </elements>
    </model>
    """

/// Reading a model: "After you define your entities, their attributes, and relationships
/// [...] specify the classes that you'll use to create instances of your entities"
/// (Core Data, "Generating code").
@Suite("Core Data models as Xcode keeps them")
struct DataModelTests {
    @Test("entities in the file's order, each with its class, parent and Codegen setting")
    func entities() throws {
        let model = try DataModel(xml: Data(shopModel.utf8))
        #expect(model.entities.map(\.name) == ["Item", "Product", "Shop", "Owner"])
        #expect(model.entities.map(\.codeGeneration) == [.classDefinition, .classDefinition, .category, .manual])
        let product = try #require(model.entity(named: "Product"))
        #expect(product.className == "Product", "a leading . means the current module")
        #expect(product.parentName == "Item")
        #expect(model.entity(named: "Item")?.isAbstract == true)
        #expect(product.attributes.map(\.name) == ["price", "stock", "tags"], "constraints are not attributes")
        #expect(product.attributes[0] == DataModel.Attribute(name: "price", type: "Double", isOptional: true,
                                                             usesScalarValueType: true, defaultValue: "0.0"))
        #expect(product.attributes[2].customClassName == "[String]")
    }

    @Test("relationships: destination, inverse, delete rule, to-one or to-many")
    func relationships() throws {
        let model = try DataModel(xml: Data(shopModel.utf8))
        let shop = try #require(model.entity(named: "Product")?.relationships.first)
        #expect(shop == DataModel.Relationship(name: "shop", destination: "Shop", isOptional: true, maxCount: 1,
                                               deletionRule: "Nullify", inverseName: "products"))
        let products = try #require(model.entity(named: "Shop")?.relationships.first)
        #expect(products.isToMany && products.maxCount == 0 && products.deletionRule == "Cascade")
    }

    @Test("a .xcdatamodeld folder: the version .xccurrentversion names, else the latest (Shop 3 after Shop 2 and Shop)")
    func currentVersion() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("DataModelTests-\(UUID().uuidString)/Shop.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (version, entity) in [("Shop", "Old"), ("Shop 2", "Current"), ("Shop 3", "Draft")] {
            let path = folder.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            try Data("<model><entity name=\"\(entity)\"/></model>".utf8).write(to: path.appendingPathComponent("contents"))
        }
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["_XCCurrentVersionName": "Shop 2.xcdatamodel"], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent(".xccurrentversion"))
        #expect(try DataModel(contentsOf: folder).entities.map(\.name) == ["Current"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".xccurrentversion"))
        #expect(try DataModel(contentsOf: folder).entities.map(\.name) == ["Draft"], "without it, the latest version")
    }

    @Test("no such model, or XML that is not a model: an error naming the file")
    func badInput() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/Shop.xcdatamodeld")
        #expect(throws: DataModelError("Cannot find the model at /nonexistent/Shop.xcdatamodeld.")) {
            try DataModel(contentsOf: missing)
        }
        let error = try #require(throws: DataModelError.self) {
            try DataModel(xml: Data("<plist><dict/></plist>".utf8), path: "Shop.xcdatamodel/contents")
        }
        #expect(error.description == "The model at Shop.xcdatamodel/contents is not a Core Data model: it has no <model> element.")
    }
}
