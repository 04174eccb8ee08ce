// The styles of tables: `tableStyle(_:)` is recorded (``_AttributeModifier``), not shown
// (`tableStyle: inset`); a table's rows are written and driven the same in every style.

/// SwiftUI's `TableStyle`: the appearance and behaviour of the tables in a view.
///
/// ```swift
/// Table(people) { TableColumn("Name", value: \.name) }.tableStyle(.inset)
/// ```
import ViewEngineCore

public protocol TableStyle: Sendable {}

/// SwiftUI's `AutomaticTableStyle` (`.automatic`): the platform's default.
public struct AutomaticTableStyle: TableStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "automatic" }
}

/// SwiftUI's `InsetTableStyle` (`.inset`): content inset from the table's edges.
public struct InsetTableStyle: TableStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "inset" }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its
    /// content and selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// SwiftUI's `tableStyle(_:)`: recorded.
    ///
    /// - Parameter style: The table style to use.
    public func tableStyle<S: TableStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("tableStyle", ("", AnyArgument(style))) }
}
