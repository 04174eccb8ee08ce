// CoreGraphics' line cap and join, which SwiftUI's `StrokeStyle` takes and Foundation on
// Linux does not declare.

/// Styles for rendering the endpoint of a stroked line.
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineCap: .round)
/// ```
import ViewEngineCore

public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// Junction types for stroked lines.
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineJoin: .round)
/// ```
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

extension CGLineCap: AttributeValue {}
extension CGLineJoin: AttributeValue {}
