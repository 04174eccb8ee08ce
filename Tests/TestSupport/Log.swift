import ViewEngine

/// Collects what the views under test "print", in order.
///
/// ```swift
/// let log = Log()
/// log("frame")
/// #expect(log.take() == ["frame"])
/// ```
@MainActor
public final class Log {
    /// The lines logged since the last ``take()``.
    public private(set) var lines: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Appends `line`.
    public func callAsFunction(_ line: String) { lines.append(line) }

    /// Returns the lines logged since the last call and forgets them.
    public func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}
