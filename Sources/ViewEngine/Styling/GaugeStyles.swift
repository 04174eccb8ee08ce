// The styles of gauges: `gaugeStyle(_:)` is recorded (``_AttributeModifier``), not shown;
// a built-in style is written as its shorthand (`gaugeStyle: accessoryCircular`).

/// SwiftUI's `GaugeStyle`: how the gauges in a view look.
public protocol GaugeStyle: Sendable {}

/// SwiftUI's `DefaultGaugeStyle` (`.automatic`).
public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `AccessoryCircularGaugeStyle` (`.accessoryCircular`): an open ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `AccessoryCircularCapacityGaugeStyle` (`.accessoryCircularCapacity`): a closed ring.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `AccessoryLinearGaugeStyle` (`.accessoryLinear`): a bar with a marker.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `AccessoryLinearCapacityGaugeStyle` (`.accessoryLinearCapacity`): a filled bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `LinearCapacityGaugeStyle` (`.linearCapacity`): a bar that fills.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle { public init() {} }

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
