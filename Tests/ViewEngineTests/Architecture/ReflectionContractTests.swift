import ViewEngineCore
import Testing
import ViewEngine

/// What the engine relies on from the standard library's private `_forEachField`
/// (`Graph/Unsafe/Reflection.swift`): for each type, its stored properties in declaration
/// order, with their names, offsets (the ones `MemoryLayout` gives), types and kinds, and
/// `nil` for a type without stored properties of its own. A toolchain that changes any
/// of it fails here, before the attaching of state and the comparing of views (Rules R12)
/// go wrong.
@Suite("Reflection contract")
struct ReflectionContractTests {
    private struct Sample {
        var flag: Bool
        var count: Int
        let title: String
        var object: AnyObject?
        var nested: Inner
    }

    private struct Inner { var x: Int8; var y: Double }

    private final class Box {}
    private enum Choice { case a, b(Int) }

    @Test func aStructsFieldsComeInOrderWithTheirOffsetsTypesAndKinds() throws {
        let fields = try #require(StoredField.fields(of: Sample.self))
        #expect(fields.map(\.name) == ["flag", "count", "title", "object", "nested"])
        #expect(fields.map(\.offset) == [
            MemoryLayout<Sample>.offset(of: \.flag), MemoryLayout<Sample>.offset(of: \.count),
            MemoryLayout<Sample>.offset(of: \.title), MemoryLayout<Sample>.offset(of: \.object),
            MemoryLayout<Sample>.offset(of: \.nested),
        ])
        #expect(ObjectIdentifier(fields[0].type) == ObjectIdentifier(Bool.self))
        #expect(ObjectIdentifier(fields[2].type) == ObjectIdentifier(String.self))
        #expect(ObjectIdentifier(fields[3].type) == ObjectIdentifier(Optional<AnyObject>.self))
        #expect(ObjectIdentifier(fields[4].type) == ObjectIdentifier(Inner.self))
        #expect(fields.map(\.isStruct) == [true, true, true, false, true])
    }

    @Test func aPropertyWrapperIsSeenAsItsStorage() throws {
        struct Counter { @State var count = 0; let step: Int }
        let fields = try #require(StoredField.fields(of: Counter.self))
        #expect(fields.map(\.name) == ["_count", "step"])
        #expect(ObjectIdentifier(fields[0].type) == ObjectIdentifier(State<Int>.self))
        #expect(fields[1].offset == MemoryLayout<Counter>.offset(of: \.step))
    }

    @Test func aTuplesElementsComeInOrder() throws {
        let fields = try #require(StoredField.fields(of: (Int8, String, Double).self))
        #expect(fields.count == 3)
        #expect(fields.map(\.offset) == [0, 8, 24])
        #expect(ObjectIdentifier(fields[1].type) == ObjectIdentifier(String.self))
    }

    @Test func typesNotMadeOfStoredPropertiesGiveNil() {
        // Enums and functions: no fields although their values have bytes (an empty list
        // would make any two values the same input, Rules R12); classes.
        #expect(StoredField.fields(of: Choice.self) == nil)
        #expect(StoredField.fields(of: (() -> Void).self) == nil)
        #expect(StoredField.fields(of: Box.self) == nil)
    }

    @Test func emptyTypesHaveNoFields() throws {
        struct Empty {}
        enum Single { case only }
        #expect(try #require(StoredField.fields(of: Empty.self)).isEmpty)
        #expect(try #require(StoredField.fields(of: Single.self)).isEmpty)
        #expect(try #require(StoredField.fields(of: Void.self)).isEmpty)
    }
}
