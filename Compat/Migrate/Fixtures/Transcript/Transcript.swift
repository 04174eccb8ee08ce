/// What the fixture views' actions did, in order: the behaviour proof compares the
/// transcript of a legacy fixture with that of its migrated twin.
///
/// ```swift
/// record("count 1")
/// Transcript.take()   // ["count 1"]
/// ```
///
/// A global, so that an action that records reads nothing of its view (a view property
/// holding a log would be view state the migration has to think about). Tests that use
/// it run serialized on the main actor.
public enum Transcript {
    // Invariant: the tests that use it run serialized on the main actor.
    nonisolated(unsafe) private static var lines: [String] = []

    /// Appends `line`.
    public static func record(_ line: String) { lines.append(line) }

    /// The lines recorded since the last call; forgets them.
    public static func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// Appends `line` to the ``Transcript``.
public func record(_ line: String) { Transcript.record(line) }
