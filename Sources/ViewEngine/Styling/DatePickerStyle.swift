// The styles of date pickers: `datePickerStyle(_:)` is recorded (``_AttributeModifier``),
// not shown; every style is driven the same way, with `ViewHost.select(_:in:)`.

/// SwiftUI's `DatePickerStyle`: the appearance and interaction of the date pickers in a view.
///
/// ```swift
/// DatePicker("Due", selection: $due).datePickerStyle(.graphical)
/// ```
import ViewEngineCore

public protocol DatePickerStyle: Sendable {}

/// SwiftUI's `DefaultDatePickerStyle` (`.automatic`).
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "automatic" }
}
/// SwiftUI's `CompactDatePickerStyle` (`.compact`): a compact, textual representation.
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "compact" }
}
/// SwiftUI's `GraphicalDatePickerStyle` (`.graphical`): an interactive calendar or clock.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "graphical" }
}
/// SwiftUI's `WheelDatePickerStyle` (`.wheel`): scrollable wheels.
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "wheel" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// SwiftUI's `datePickerStyle(_:)`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded(.datePickerStyle, ("", AnyArgument(style))) }
}
