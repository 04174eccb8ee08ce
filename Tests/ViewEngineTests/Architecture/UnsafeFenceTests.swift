import Foundation
import Testing

/// The engine's unchecked casts, raw memory bindings and reflection are in one fenced
/// folder, `Sources/ViewEngineCore/Graph/Unsafe/`, each a named operation that states its
/// invariant and asserts it in debug builds (ARCHITECTURE.md, "Unsafe constructs"). A use
/// anywhere else in `Sources/ViewEngineCore` or `Sources/ViewEngine` fails here, with its
/// file and line: give the fence a named operation for it instead.
@Suite("Unsafe casts and reflection stay in Graph/Unsafe")
struct UnsafeFenceTests {
    /// The spellings the fence keeps in: unchecked casts, unmanaged references, memory
    /// bound to a type, the standard library's reflection (its SPI and `Mirror`).
    static let spellings = [
        "unsafeDowncast(", "unsafeBitCast(", " as! ", ".unsafelyUnwrapped", "Unmanaged",
        "assumingMemoryBound(", "bindMemory(", "withMemoryRebound(", "_forEachField(",
        "Mirror(reflecting",
    ]

    /// The lines of `text` that use one of ``spellings``, outside comments.
    static func unsafeUses(in text: String) -> [(line: Int, text: String)] { SourceLines.using(spellings, in: text) }

    @Test func noUnsafeCastOrReflectionOutsideTheFence() throws {
        var found: [String] = []
        let paths = LayeringTests.files(in: LayeringTests.coreSources) { _ in true } + LayeringTests.files { _ in true }
        for path in paths where !path.contains("/Graph/Unsafe/") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let relative = path.replacingOccurrences(of: LayeringTests.root.path + "/", with: "")
            found += Self.unsafeUses(in: text).map { "\(relative):\($0.line): \($0.text)" }
        }
        #expect(found.isEmpty, "outside Graph/Unsafe:\n\(found.joined(separator: "\n"))")
        #expect(paths.count > 300, "the sources were not found")
        #expect(paths.contains { $0.hasSuffix("Graph/Node.swift") }, "the engine's sources were not searched")
    }

    /// The check finds a use, and leaves comments alone.
    @Test func theCheckFindsAUseAndIgnoresComments() {
        let text = """
            /// unsafeDowncast(x, to: Box.self) in a doc comment
            let box = unsafeDowncast(object, to: Box.self)
            // let bits = unsafeBitCast(value, to: Int.self)
            let mirror = Mirror(reflecting: value)
            """
        #expect(Self.unsafeUses(in: text).map(\.line) == [2, 4])
    }
}
