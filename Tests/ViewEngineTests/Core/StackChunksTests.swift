import Testing
import ViewEngineCore

/// `StackChunks`: a container's member values made a chunk at a time on the stack and
/// handed over in order, each exactly once (the engine's fenced raw memory for `ForEach`).
@Suite("Stack chunks hand each value over once, in order")
struct StackChunksTests {
    final class Object {}
    /// A value with a reference in it (its copies count), 272 bytes wide.
    struct Tracked {
        let position: Int
        let object: Object
        let padding: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
            = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// The order of making and taking, for `count` values of `Value`.
    static func journal<Value>(_ count: Int, _ make: (Int) -> Value, _ position: (Value) -> Int) -> [String] {
        var journal: [String] = []
        StackChunks.forEach(count, of: Value.self) { positions, buffer in
            journal.append("make \(positions.lowerBound)..<\(positions.upperBound)")
            for index in positions { buffer.append(make(index)) }
        } take: { index, buffer in
            journal.append("take \(index)=\(position(buffer.removeFirst()))")
        }
        return journal
    }

    @Test func valuesAreTakenInOrderAChunkAtATime() {
        // 272-byte values: three to a 1 KiB chunk; seven values take three chunks.
        let object = Object()
        #expect(MemoryLayout<Tracked>.stride == 272)
        let journal = Self.journal(7, { Tracked(position: $0, object: object) }, \.position)
        #expect(journal == ["make 0..<3", "take 0=0", "take 1=1", "take 2=2",
                            "make 3..<6", "take 3=3", "take 4=4", "take 5=5",
                            "make 6..<7", "take 6=6"])
    }

    @Test func eachValueIsDestroyedOnceAfterItIsTaken() {
        weak var last: Object?
        do {
            var owners: [Object] = []
            StackChunks.forEach(5, of: Object.self) { positions, buffer in
                for _ in positions { buffer.append(Object()) }
            } take: { _, buffer in
                owners.append(buffer.removeFirst())
            }
            #expect(owners.count == 5)
            #expect(Set(owners.map(ObjectIdentifier.init)).count == 5)
            last = owners.last
            #expect(last != nil)
        }
        #expect(last == nil)   // taken values are moved out: the buffer keeps no reference
    }

    @Test func noValuesMakeNoChunk() {
        #expect(Self.journal(0, { $0 }, { $0 }).isEmpty)
    }

    @Test func aValueWiderThanAChunkIsOneAChunk() {
        struct Wide { var words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                      var more: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                      var rest: [Int] = Array(repeating: 0, count: 1)
                      var tail: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                                 Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                                 Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                                 Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                                 Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                                 Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
                          = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                             0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                             0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                      let position: Int }
        #expect(MemoryLayout<Wide>.stride > 1024)
        let journal = Self.journal(2, { Wide(position: $0) }, \.position)
        #expect(journal == ["make 0..<1", "take 0=0", "make 1..<2", "take 1=1"])
    }
}
