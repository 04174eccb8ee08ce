import CoreDataModelGeneration
import Foundation
import Testing

/// The generated classes: "Core Data optionally generates two files to support your class:
/// a class file and a properties file" (Core Data, "Generating code"); here both in one file,
/// in the form Linux compiles (`Macros/Tests/CoreDataModelsPluginTests` runs it).
@Suite("The classes Core Data's code generation writes")
struct ManagedObjectSourceTests {
    static let source = ManagedObjectSource(models: [try! DataModel(xml: Data(shopModel.utf8))])

    @Test("Class Definition: the class, its parent entity's class as superclass; Category/Extension: properties only; Manual/None: nothing")
    func whatIsGenerated() {
        let text = Self.source.text
        #expect(Self.source.declaredClasses == ["Item", "Product"])
        #expect(text.contains("public class Item: NSManagedObject {}"))
        #expect(text.contains("public class Product: Item {}"))
        #expect(!text.contains("class Shop"), "the app declares a Category/Extension entity's class")
        #expect(text.contains("extension Shop {"))
        #expect(!text.contains("Owner"), "Manual/None")
        #expect(text.contains("extension Product: Identifiable {}"))
    }

    @Test("Xcode's types: objects optional whatever the model says, scalars not, NSNumber without Use Scalar Type")
    func types() {
        let text = Self.source.text
        #expect(text.contains("public var name: String? {"), "a mandatory String is still String?")
        #expect(text.contains("public var price: Double {"))
        #expect(text.contains("get { value(forKey: \"price\") as? Double ?? 0 }"))
        #expect(text.contains("public var stock: NSNumber? {"))
        #expect(text.contains("public var tags: [String]? {"), "a transformable of a custom class")
        #expect(text.contains("public var opened: Date? {"))
        #expect(text.contains("public var shop: Shop? {"), "to-one: the destination's class")
        #expect(text.contains("public var products: NSSet? {"), "to-many: a set")
    }

    @Test("a whole entity, exactly: fetchRequest(), the properties, the accessors of a to-many relationship")
    func exactText() throws {
        let model = DataModel(entities: [
            DataModel.Entity(name: "Shelf", codeGeneration: .classDefinition,
                             attributes: [DataModel.Attribute(name: "label", type: "String")],
                             relationships: [DataModel.Relationship(name: "books", destination: "Book", isToMany: true)]),
            DataModel.Entity(name: "Book"),
        ])
        let text = ManagedObjectSource(models: [model]).text
        let shelf = try #require(text.range(of: "public class Shelf"))
        #expect(String(text[shelf.lowerBound...]) == """
            public class Shelf: NSManagedObject {}

            extension Shelf {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Shelf> {
                    NSFetchRequest<Shelf>(entityName: "Shelf")
                }
                public var label: String? {
                    get { value(forKey: "label") as? String }
                    set { setValue(newValue, forKey: "label") }
                }
                public var books: NSSet? {
                    get { value(forKey: "books") as? NSSet }
                    set { setValue(newValue, forKey: "books") }
                }
            }

            // MARK: Generated accessors for books
            extension Shelf {
                public func addToBooks(_ value: Book) {
                    setValue(NSSet(array: ((self.value(forKey: "books") as? NSSet)?.allObjects ?? []) + [value]), forKey: "books")
                }
                public func removeFromBooks(_ value: Book) {
                    setValue(NSSet(array: ((self.value(forKey: "books") as? NSSet)?.allObjects ?? []).filter { ($0 as AnyObject) !== value }), forKey: "books")
                }
                public func addToBooks(_ values: NSSet) {
                    setValue(NSSet(array: ((self.value(forKey: "books") as? NSSet)?.allObjects ?? []) + values.allObjects), forKey: "books")
                }
                public func removeFromBooks(_ values: NSSet) {
                    setValue(NSSet(array: ((self.value(forKey: "books") as? NSSet)?.allObjects ?? []).filter { !values.contains($0) }), forKey: "books")
                }
            }

            extension Shelf: Identifiable {}

            """)
    }

    @Test("a property named as a Swift keyword is written in backticks")
    func keywords() {
        let model = DataModel(entities: [DataModel.Entity(name: "Setting", codeGeneration: .classDefinition,
                                                          attributes: [DataModel.Attribute(name: "default", type: "String")])])
        #expect(ManagedObjectSource(models: [model]).text.contains("public var `default`: String? {"))
    }
}
