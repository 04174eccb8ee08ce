/// A dynamic property that scales a numeric value with the Dynamic Type size.
///
/// ```swift
/// struct Avatar: View {
///     @ScaledMetric(relativeTo: .body) private var size = 40.0
///     var body: some View { Circle().frame(width: size, height: size) }
/// }
/// ```
///
/// The value is the one given, times the factor by which the text style grows at the
/// environment's ``EnvironmentValues/dynamicTypeSize``: at `.large`, the default, it is the
/// value itself; at `.xxxLarge`, a `.body` metric is 23/17 of it. The factors are the ratios
/// of the text style's point sizes in Apple's Dynamic Type table (Human Interface
/// Guidelines, Typography: iOS and iPadOS Dynamic Type sizes) to its size at `.large`.
/// A view reading it re-evaluates when the size changes (Rules R16).
import ViewEngineCore

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private var size = DynamicTypeSize.large

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    ///
    /// ```swift
    /// @ScaledMetric(relativeTo: .largeTitle) private var iconSize = 24.0
    /// ```
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates the scaled metric with an unscaled value, scaled relative to `.body`.
    ///
    /// ```swift
    /// @ScaledMetric private var spacing = 8.0
    /// ```
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled for the current Dynamic Type size.
    public var wrappedValue: Value {
        baseValue * Value(DynamicTypeScale.factor(for: textStyle, at: size))
    }
}

extension ScaledMetric: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let node = context.node
        property.size = node.environment.read(by: node, slot: context.slot) { $0.dynamicTypeSize }
        return nil
    }
}

extension ScaledMetric: ViewInputComparable {
    /// The size comes from where the view is: only the unscaled value and the style are inputs.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.baseValue == rhs.baseValue && lhs.textStyle == rhs.textStyle
    }
}

/// Apple's Dynamic Type table: the point size of each text style at each size, from
/// `xSmall` to `accessibility5` (Human Interface Guidelines, Typography, iOS).
enum DynamicTypeScale {
    static func pointSizes(of style: Font.TextStyle) -> [Double] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// How much `style` grows at `size` compared with `.large`.
    static func factor(for style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        let sizes = pointSizes(of: style)
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        return sizes[index] / sizes[3]
    }
}
