import ViewEngineCore
import Foundation

// The styles of gauges: `gaugeStyle(_:)` is recorded (``_AttributeModifier``), not shown;
// a built-in style is written as its shorthand (`gaugeStyle: accessoryCircular`).

/// SwiftUI's `GaugeStyle`: how the gauges in a view look.
///
/// ```swift
/// struct SegmentedGaugeStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.label; Text("\(Int(configuration.value * 100)) %") }
///     }
/// }
/// ```
///
/// `gaugeStyle(_:)` is recorded; a custom style's `makeBody` is not called.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a gauge.
    typealias Configuration = GaugeStyleConfiguration
}

/// SwiftUI's `GaugeStyleConfiguration`: the properties of a gauge, for a ``GaugeStyle``.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View { public typealias Body = Never }
    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View { public typealias Body = Never }
    /// A type-erased value label of a gauge describing the minimum or maximum value.
    public struct MarkedValueLabel: View { public typealias Body = Never }
    /// The current value of the gauge, in the range 0.0 to 1.0.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: Label { Label() }
    /// A view that describes the current value.
    public var currentValueLabel: CurrentValueLabel? { CurrentValueLabel() }
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: MarkedValueLabel? { MarkedValueLabel() }
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: MarkedValueLabel? { MarkedValueLabel() }
    /// The marked values, as a view of their labels.
    public var markedValueLabels: MarkedValueLabel { MarkedValueLabel() }
}

extension GaugeStyleConfiguration.Label: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "" }
}

extension GaugeStyleConfiguration.CurrentValueLabel: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "" }
}

extension GaugeStyleConfiguration.MarkedValueLabel: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "" }
}

/// SwiftUI's `DefaultGaugeStyle` (`.automatic`).
public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The label, as the engine has no gauge to draw.
    public func makeBody(configuration: Configuration) -> GaugeStyleConfiguration.Label { configuration.label }
}
/// SwiftUI's `AccessoryCircularGaugeStyle` (`.accessoryCircular`): an open ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The label, as the engine has no gauge to draw.
    public func makeBody(configuration: Configuration) -> GaugeStyleConfiguration.Label { configuration.label }
}
/// SwiftUI's `AccessoryCircularCapacityGaugeStyle` (`.accessoryCircularCapacity`): a closed ring.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The label, as the engine has no gauge to draw.
    public func makeBody(configuration: Configuration) -> GaugeStyleConfiguration.Label { configuration.label }
}
/// SwiftUI's `AccessoryLinearGaugeStyle` (`.accessoryLinear`): a bar with a marker.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The label, as the engine has no gauge to draw.
    public func makeBody(configuration: Configuration) -> GaugeStyleConfiguration.Label { configuration.label }
}
/// SwiftUI's `AccessoryLinearCapacityGaugeStyle` (`.accessoryLinearCapacity`): a filled bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The label, as the engine has no gauge to draw.
    public func makeBody(configuration: Configuration) -> GaugeStyleConfiguration.Label { configuration.label }
}
/// SwiftUI's `LinearCapacityGaugeStyle` (`.linearCapacity`): a bar that fills.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The label, as the engine has no gauge to draw.
    public func makeBody(configuration: Configuration) -> GaugeStyleConfiguration.Label { configuration.label }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays a bar with a marker.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    /// SwiftUI's `gaugeStyle(_:)`: the style of the gauges in this view; recorded.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("gaugeStyle", ("", AnyArgument(style))) }
}
