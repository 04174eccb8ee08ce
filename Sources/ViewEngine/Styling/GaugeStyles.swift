import ViewEngineCore
import Foundation

// The styles of gauges: a custom one is a view (Rules R23); a built-in style is recorded by
// its shorthand (`gaugeStyle: accessoryCircular`).

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
/// A custom style is a view (Rules R23): a gauge shows its `makeBody(configuration:)`,
/// with the gauge's own labels in the configuration. The built-in styles keep the engine's
/// line, recorded by their shorthand.
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
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// A type-erased value label of a gauge describing the minimum or maximum value.
    public struct MarkedValueLabel: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// The current value of the gauge, in the range 0.0 to 1.0.
    public var value: Double
    let labelView: Label
    let currentValueLabelView: CurrentValueLabel?
    let minimumValueLabelView: MarkedValueLabel?
    let maximumValueLabelView: MarkedValueLabel?
    let markedValueLabelsView: MarkedValueLabel
    /// A view that describes the purpose of the gauge.
    public var label: Label { labelView }
    /// A view that describes the current value (`nil` without one).
    public var currentValueLabel: CurrentValueLabel? { currentValueLabelView }
    /// A view that describes the minimum of the range for the current value (`nil` without one).
    public var minimumValueLabel: MarkedValueLabel? { minimumValueLabelView }
    /// A view that describes the maximum of the range for the current value (`nil` without one).
    public var maximumValueLabel: MarkedValueLabel? { maximumValueLabelView }
    /// The marked values, as a view of their labels (the engine's gauges have none).
    public var markedValueLabels: MarkedValueLabel { markedValueLabelsView }
}

extension GaugeStyleConfiguration.Label: StyleContentProxy {}

extension GaugeStyleConfiguration.CurrentValueLabel: StyleContentProxy {}

extension GaugeStyleConfiguration.MarkedValueLabel: StyleContentProxy {}

/// The gauge styles set above a view (``StyleStack``); `nil` is a built-in style.
struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<(any GaugeStyle)?> { StyleStack() }
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
    /// SwiftUI's `gaugeStyle(_:)`: the gauges inside show a custom style's
    /// `makeBody(configuration:)` (Rules R23); recorded by the style's shorthand or type's name.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry<(any GaugeStyle)?>(style is any BuiltInStyle ? nil : style)
        return recorded("gaugeStyle", writing: { $0[GaugeStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
}
