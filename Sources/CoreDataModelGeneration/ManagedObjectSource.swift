/// The Swift file Core Data's code generation writes for a target's models: for each entity
/// whose Codegen is "Class Definition", its `NSManagedObject` subclass, and for it and each
/// "Category/Extension" entity, the properties extension — `fetchRequest()`, a property per
/// attribute and relationship, the accessors of to-many relationships
/// (`addToBooks(_:)`...) and the `Identifiable` conformance. "Manual/None" entities get
/// nothing: the app's own files declare them.
///
/// The types are Xcode's: an object attribute is optional whatever the model says
/// (`String?`, `Date?`), a scalar one is not (`Int16`, `Bool`), a number without "Use Scalar
/// Type" is an `NSNumber?`, a to-many relationship an `NSSet?` (`NSOrderedSet?` when
/// ordered). The form is the one Linux needs: it has no Objective-C runtime, so
/// `@objc(Book)` and `@NSManaged` cannot compile there; each property is computed over
/// `value(forKey:)` and `setValue(_:forKey:)`, which is what Core Data's accessors do.
///
/// ```swift
/// let source = ManagedObjectSource(models: [try DataModel(contentsOf: url)])
/// try source.text.write(to: output, atomically: true, encoding: .utf8)
/// ```
public struct ManagedObjectSource: Sendable {
    /// The generated file's text.
    public let text: String
    /// The classes it declares (the "Class Definition" entities'), in the models' order.
    public let declaredClasses: [String]

    /// Generates the file for `models`, one target's; `module` is the module that declares
    /// Core Data's types (`CoreData`).
    public init(models: [DataModel], module: String = "CoreData") {
        var lines = [
            "// The classes Core Data's code generation writes for this target's models, written by",
            "// CoreDataModels (OnChangeKit) with computed properties, as Linux has no @NSManaged.",
            "// Do not edit: the models are the source.",
            "import Foundation",
            "import \(module)",
            "#if canImport(UIKit)",
            "import UIKit",
            "#endif",
        ]
        var declared: [String] = []
        for model in models {
            for entity in model.entities where entity.codeGeneration != .manual {
                if entity.codeGeneration == .classDefinition {
                    let parent = entity.parentName.flatMap(model.entity(named:))?.className ?? "NSManagedObject"
                    lines += ["", "public class \(entity.className): \(parent) {}"]
                    declared.append(entity.className)
                }
                lines += Self.propertyLines(entity, in: model)
            }
        }
        text = lines.joined(separator: "\n") + "\n"
        declaredClasses = declared
    }

    /// The properties extension of `entity`, its accessors and its `Identifiable` conformance.
    static func propertyLines(_ entity: DataModel.Entity, in model: DataModel) -> [String] {
        let type = entity.className
        var lines = [
            "",
            "extension \(type) {",
            "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(type)> {",
            "        NSFetchRequest<\(type)>(entityName: \"\(entity.name)\")",
            "    }",
        ]
        for attribute in entity.attributes {
            let (swiftType, fallback) = Self.swiftType(of: attribute)
            lines += property(attribute.name, type: swiftType, read: fallback.map { "as? \(swiftType) ?? \($0)" } ?? "as? \(swiftType.dropLast())")
        }
        for relationship in entity.relationships {
            let setType = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            let swiftType = relationship.isToMany ? setType : (model.entity(named: relationship.destination)?.className ?? "NSManagedObject")
            lines += property(relationship.name, type: swiftType + "?", read: "as? \(swiftType)")
        }
        lines.append("}")
        for relationship in entity.relationships where relationship.isToMany {
            lines += accessorLines(relationship, of: type, destination: model.entity(named: relationship.destination)?.className ?? "NSManagedObject")
        }
        lines += ["", "extension \(type): Identifiable {}"]
        return lines
    }

    /// A computed property over the object's value for `name`.
    static func property(_ name: String, type: String, read: String) -> [String] {
        [
            "    public var \(identifier(name)): \(type) {",
            "        get { value(forKey: \"\(name)\") \(read) }",
            "        set { setValue(newValue, forKey: \"\(name)\") }",
            "    }",
        ]
    }

    /// Xcode's four accessors of a to-many relationship: add or remove one object, or a set.
    static func accessorLines(_ relationship: DataModel.Relationship, of type: String, destination: String) -> [String] {
        let name = relationship.name
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        let set = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        let all = relationship.isOrdered ? "array" : "allObjects"
        let current = "(self.value(forKey: \"\(name)\") as? \(set))?.\(all) ?? []"
        let make = "\(set)(array:"
        return [
            "",
            "// MARK: Generated accessors for \(name)",
            "extension \(type) {",
            "    public func addTo\(capitalized)(_ value: \(destination)) {",
            "        setValue(\(make) (\(current)) + [value]), forKey: \"\(name)\")",
            "    }",
            "    public func removeFrom\(capitalized)(_ value: \(destination)) {",
            "        setValue(\(make) (\(current)).filter { ($0 as AnyObject) !== value }), forKey: \"\(name)\")",
            "    }",
            "    public func addTo\(capitalized)(_ values: \(set)) {",
            "        setValue(\(make) (\(current)) + values.\(all)), forKey: \"\(name)\")",
            "    }",
            "    public func removeFrom\(capitalized)(_ values: \(set)) {",
            "        setValue(\(make) (\(current)).filter { !values.contains($0) }), forKey: \"\(name)\")",
            "    }",
            "}",
        ]
    }

    /// The Swift type Xcode gives `attribute`'s property, and the value a scalar one reads
    /// when the object has none (`nil` for the optional types).
    static func swiftType(of attribute: DataModel.Attribute) -> (type: String, fallback: String?) {
        let scalars = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64",
                       "Double": "Double", "Float": "Float", "Boolean": "Bool"]
        if let scalar = scalars[attribute.type] {
            guard attribute.usesScalarValueType else { return ("NSNumber?", nil) }
            return (scalar, scalar == "Bool" ? "false" : "0")
        }
        let objects = ["String": "String", "Date": "Date", "Binary": "Data", "UUID": "UUID", "URI": "URL",
                       "Decimal": "NSDecimalNumber", "ObjectID": "NSManagedObjectID"]
        if let object = objects[attribute.type] { return (object + "?", nil) }
        return ((attribute.customClassName ?? "NSObject") + "?", nil)
    }

    /// `name`, in backticks where it is a Swift keyword.
    static func identifier(_ name: String) -> String {
        let keywords: Set<String> = ["class", "default", "func", "import", "in", "init", "let", "operator", "protocol",
                                     "return", "self", "static", "struct", "subscript", "super", "switch", "true",
                                     "false", "nil", "var", "where", "while", "enum", "extension", "case", "do",
                                     "else", "for", "guard", "if", "is", "as", "try", "throw", "repeat", "break",
                                     "continue", "defer", "fallthrough", "internal", "private", "public", "typealias"]
        return keywords.contains(name) ? "`\(name)`" : name
    }
}
