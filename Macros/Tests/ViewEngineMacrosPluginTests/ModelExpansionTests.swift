import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViewEngineMacroExpansions

@Suite("@Model expansions")
struct ModelExpansionTests {
    @Test func aModel() {
        assertExpansion("""
            @Model final class Trip {
                @Attribute(.unique) var name: String
                var count = 0
                @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
                let id: UUID
                @Transient var isSelected = false
                var computed: Int { count + 1 }
                static var shared = 1
                init(name: String) { self.name = name; id = UUID() }
            }
            """, expandsTo: """
            final class Trip {
                var name: String {
                    @storageRestrictions(initializes: _name)
                    init(initialValue) {
                        _name = initialValue
                    }
                    get {
                        _$get(\\.name, \\._name)
                    }
                    set {
                        _$set(\\.name, \\._name, newValue)
                    }
                }

                private var _name: String
                var count {
                    @storageRestrictions(initializes: _count)
                    init(initialValue) {
                        _count = initialValue
                    }
                    get {
                        _$get(\\.count, \\._count)
                    }
                    set {
                        _$set(\\.count, \\._count, newValue)
                    }
                }

                private var _count = 0
                var stops: [Stop] {
                    @storageRestrictions(initializes: _stops)
                    init(initialValue) {
                        _stops = initialValue
                    }
                    get {
                        _$get(\\.stops, \\._stops)
                    }
                    set {
                        _$set(\\.stops, \\._stops, newValue)
                    }
                }

                private var _stops: [Stop] = []
                let id: UUID
                var isSelected = false
                var computed: Int { count + 1 }
                static var shared = 1
                init(name: String) { self.name = name; id = UUID() }

                let _$backing = _ModelBacking()

                static var _$properties: [_PropertyDescriptor] {
                    [
                        _$property("name", \\Trip.name, \\Trip._name, .attribute(.unique)),
                        _$property("count", \\Trip.count, \\Trip._count, .none),
                        _$property("stops", \\Trip.stops, \\Trip._stops, .relationship(deleteRule: .cascade, inverse: \\Stop.trip)),
                        _$property("id", \\Trip.id, .none),
                    ]
                }

                required init(_$loader: _ModelLoader) throws {
                    _name = try _$loader.value("name")
                    _count = try _$loader.value("count")
                    _stops = try _$loader.value("stops")
                    id = try _$loader.value("id")
                }
            }

            extension Trip: PersistentModel {
            }

            extension Trip: Observation.Observable {
            }
            """)
    }

    @Test func aPublicClassThatIsNotFinal() {
        // A class that is not final, public: its members are public, the initializer required.
        assertExpansion("""
            @Model public class Note {
                public var text = ""
                public init() {}
            }
            """, expandsTo: """
            public class Note {
                public var text {
                    @storageRestrictions(initializes: _text)
                    init(initialValue) {
                        _text = initialValue
                    }
                    get {
                        _$get(\\.text, \\._text)
                    }
                    set {
                        _$set(\\.text, \\._text, newValue)
                    }
                }

                private var _text = ""
                public init() {}

                public let _$backing = _ModelBacking()

                public static var _$properties: [_PropertyDescriptor] {
                    [
                        _$property("text", \\Note.text, \\Note._text, .none),
                    ]
                }

                public required init(_$loader: _ModelLoader) throws {
                    _text = try _$loader.value("text")
                }
            }

            extension Note: PersistentModel {
            }

            extension Note: Observation.Observable {
            }
            """)
    }

    @Test func uniqueConstraintsAreDescribed() {
        assertExpansion("""
            @Model final class Person {
                #Unique<Person>([\\.givenName, \\.familyName])
                let givenName: String
                let familyName: String
                init(givenName: String, familyName: String) { self.givenName = givenName; self.familyName = familyName }
            }
            """, expandsTo: """
            final class Person {
                let givenName: String
                let familyName: String
                init(givenName: String, familyName: String) { self.givenName = givenName; self.familyName = familyName }

                let _$backing = _ModelBacking()

                static var _$properties: [_PropertyDescriptor] {
                    [
                        _$property("givenName", \\Person.givenName, .none),
                        _$property("familyName", \\Person.familyName, .none),
                    ]
                }

                required init(_$loader: _ModelLoader) throws {
                    givenName = try _$loader.value("givenName")
                    familyName = try _$loader.value("familyName")
                }

                static var _$uniqueConstraints: [[AnyKeyPath]] {
                    [
                        Schema.Unique<Person>([\\.givenName, \\.familyName]).keyPaths,
                    ].flatMap {
                        $0
                    }
                }
            }

            extension Person: PersistentModel {
            }

            extension Person: Observation.Observable {
            }
            """)
    }

    @Test func whatCannotBePersistedIsAnError() {
        assertExpansion("""
            @Model struct Value {
                var name: String
            }
            """, expandsTo: """
            struct Value {
                var name: String
            }
            """, diagnostics: [
                DiagnosticSpec(message: "'@Model' makes a class a persistent model; declare the type as a class", line: 1, column: 1),
            ])
        assertExpansion("""
            @Model final class Broken {
                @Transient var cache: [String]
                var a = 1, b = 2
                var watched = 0 { didSet { print(watched) } }
                init() {}
            }
            """, expandsTo: """
            final class Broken {
                var cache: [String]
                var a = 1, b = 2
                var watched = 0 { didSet { print(watched) } }
                init() {}
            }

            extension Broken: PersistentModel {
            }

            extension Broken: Observation.Observable {
            }
            """, diagnostics: [
                DiagnosticSpec(message: "a '@Transient' property needs a default value: a model read from its store is made without running your initializer", line: 2, column: 20),
                DiagnosticSpec(message: "declare each persisted property of a '@Model' class with its own 'var' or 'let'", line: 3, column: 9),
                DiagnosticSpec(message: "a persisted property of a '@Model' class cannot have 'willSet' or 'didSet'; observe it with Observation, or mark it '@Transient'", line: 4, column: 21),
            ])
    }

    // A marker before an initializer: Xcode builds RsyncUI's `Log` model, whose
    // `@Relationship(inverse:)` stands above its `init`; here it builds too, unchanged, and
    // a warning says the marker does nothing there.
    @Test func aMarkerBeforeAnInitializerWarnsAndAddsNothing() {
        assertExpansion("""
            final class Log {
                var logrecord: LogRecords?
                @Relationship(inverse: \\LogRecords.records)
                init() {}
            }
            """, expandsTo: """
            final class Log {
                var logrecord: LogRecords?
                init() {}
            }
            """, diagnostics: [
                DiagnosticSpec(message: "'@Relationship' has no effect here: it marks a property of a '@Model' class",
                               line: 3, column: 5, severity: .warning),
            ])
    }
}
