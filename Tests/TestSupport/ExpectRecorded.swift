import Testing
import ViewEngine

/// Checks what a recorded modifier (``RecordedModifier``: every appearance-only one, and
/// those with behaviour that record too, such as `animation(_:value:)`) recorded — its name and every argument, as
/// `recorded` writes them — and records an issue at the caller's line when it differs.
///
/// ```swift
/// expectRecorded(Text("a").kerning(2), "kerning: 2")
/// ```
///
/// A function, not a macro per modifier: the surface suites make hundreds of these
/// checks, and an `#expect` each would cost the build many seconds. Each mismatch is an
/// issue of its own, so a test cannot pass by forgetting a final `#expect`.
@MainActor
package func expectRecorded<V: View, M: RecordedModifier>(_ view: ModifiedContent<V, M>, _ expected: String,
                                                          sourceLocation: SourceLocation = #_sourceLocation) {
    let recorded = view.modifier.recorded
    if recorded != expected {
        Issue.record("recorded \"\(recorded)\", expected \"\(expected)\"", sourceLocation: sourceLocation)
    }
}
