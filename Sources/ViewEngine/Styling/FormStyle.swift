// The styles of forms: `formStyle(_:)` is recorded (``_AttributeModifier``), not shown
// (`formStyle: grouped`); a form's rows are written and driven the same in every style.

/// SwiftUI's `FormStyle`: the appearance and behaviour of the forms in a view.
///
/// ```swift
/// Form { Toggle("Wi-Fi", isOn: $wifi) }.formStyle(.grouped)
/// ```
import ViewEngineCore

public protocol FormStyle: Sendable {}

/// SwiftUI's `AutomaticFormStyle` (`.automatic`): the platform's default.
public struct AutomaticFormStyle: FormStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "automatic" }
}

/// SwiftUI's `GroupedFormStyle` (`.grouped`): rows in grouped sections.
public struct GroupedFormStyle: FormStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "grouped" }
}

/// SwiftUI's `ColumnsFormStyle` (`.columns`): labels and controls in trailing and leading columns.
public struct ColumnsFormStyle: FormStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "columns" }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading
    /// aligned column of values.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// SwiftUI's `formStyle(_:)`.
    public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("formStyle", ("", AnyArgument(style))) }
}
