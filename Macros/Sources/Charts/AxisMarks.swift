import Foundation
import ViewEngine

/// A mark an axis draws at each of its values: a grid line, a tick or a label (Charts'
/// `AxisMark`).
public protocol AxisMark {
    /// The parts this mark draws at one value.
    func _axisParts() -> [AxisPart]
}

/// The content of an axis: one ``AxisMarks``, or the several an ``AxisContentBuilder``
/// makes (Charts' `AxisContent`).
///
/// ```swift
/// @AxisContentBuilder var xAxis: some AxisContent {
///     AxisMarks(values: .stride(by: .day))
/// }
/// ```
public protocol AxisContent {
    /// The sets of marks this content draws, in order.
    var _axisMarks: [AxisMarks] { get }
}

extension Array: AxisContent where Element: AxisContent {
    /// Each element's marks, in order.
    public var _axisMarks: [AxisMarks] { flatMap(\._axisMarks) }
}

/// A part of an axis at one value.
public enum AxisPart {
    /// A grid line across the plot.
    case gridLine
    /// A tick at the axis.
    case tick
    /// A label: the value written by `format`, or a view of the app's.
    case label(AnyView?, format: ((PlotValue) -> String)?)
}

/// Builds axis marks from grid lines, ticks, labels and `if`s.
@MainActor @resultBuilder
public enum AxisMarkBuilder {
    /// One part.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisPartList { _AxisPartList(parts: mark._axisParts()) }
    /// Parts in order.
    public static func buildBlock(_ parts: _AxisPartList...) -> _AxisPartList { _AxisPartList(parts: parts.flatMap(\.parts)) }
    /// An `if` without `else`.
    public static func buildOptional(_ part: _AxisPartList?) -> _AxisPartList { part ?? _AxisPartList(parts: []) }
    /// An `if`'s first branch.
    public static func buildEither(first part: _AxisPartList) -> _AxisPartList { part }
    /// An `if`'s second branch.
    public static func buildEither(second part: _AxisPartList) -> _AxisPartList { part }
}

/// Builds an axis from `AxisMarks`, arrays of them and other axis content.
@MainActor @resultBuilder
public enum AxisContentBuilder {
    /// One set of marks, an array of them, or another content's (an
    /// `@AxisContentBuilder` property's).
    public static func buildExpression<C: AxisContent>(_ content: C) -> [AxisMarks] { content._axisMarks }
    /// Sets in order.
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
    /// A `for` loop's sets, in order.
    public static func buildArray(_ parts: [[AxisMarks]]) -> [AxisMarks] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [AxisMarks]?) -> [AxisMarks] { part ?? [] }
    /// An `if`'s first branch.
    public static func buildEither(first part: [AxisMarks]) -> [AxisMarks] { part }
    /// An `if`'s second branch.
    public static func buildEither(second part: [AxisMarks]) -> [AxisMarks] { part }
}

/// A list of axis parts, as ``AxisMarkBuilder`` makes it.
public struct _AxisPartList: AxisMark {
    let parts: [AxisPart]
    /// The parts.
    public func _axisParts() -> [AxisPart] { parts }
}

/// A grid line across the plot at the axis' value.
public struct AxisGridLine: AxisMark {
    /// A grid line.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    /// A grid line.
    public func _axisParts() -> [AxisPart] { [.gridLine] }
}

/// A tick at the axis' value.
public struct AxisTick: AxisMark {
    /// A tick.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    /// A tick.
    public func _axisParts() -> [AxisPart] { [.tick] }
}

/// The label of the axis' value.
public struct AxisValueLabel: AxisMark {
    let content: AnyView?
    let format: ((PlotValue) -> String)?

    /// The value, written as the chart writes it.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        content = nil
        format = nil
    }

    /// The value, written by `format`.
    public init<F: FormatStyle>(format style: F, centered: Bool? = nil) where F.FormatOutput == String {
        content = nil
        format = { value in
            switch value {
            case .number(let number):
                (number as? F.FormatInput).map(style.format) ?? (Int(exactly: number) as? F.FormatInput).map(style.format) ?? value.description
            case .date(let date): (date as? F.FormatInput).map(style.format) ?? value.description
            case .category(let name): (name as? F.FormatInput).map(style.format) ?? name
            }
        }
    }

    /// `label` in place of the value.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil) {
        content = AnyView(Text(String(label)))
        format = nil
    }

    /// `content` in place of the value.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        format = nil
    }

    /// The label.
    public func _axisParts() -> [AxisPart] { [.label(content, format: format)] }
}

/// How overlapping axis labels are resolved.
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart chooses.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Labels are greedily left out where they would overlap.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Labels are drawn even where they overlap.
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// How axis labels are turned.
public struct AxisValueLabelOrientation: Sendable {
    /// The chart chooses.
    public static let automatic = AxisValueLabelOrientation()
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation()
    /// Vertical.
    public static let vertical = AxisValueLabelOrientation()
}

/// A value of an axis, handed to an ``AxisMarks`` builder.
public struct AxisValue {
    let value: PlotValue
    /// Its place among the axis' values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int

    /// The value as `type`, or `nil` when it is another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .category(let name): name as? P
        case .number(let number): (number as? P) ?? (Int(exactly: number) as? P) ?? (Float(number) as? P) ?? (CGFloat(number) as? P)
        case .date(let date): date as? P
        }
    }
}

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind { case automatic(desiredCount: Int?), stride(Calendar.Component?, Double), values([PlotValue]) }
    let kind: Kind

    /// The chart chooses about five values.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    /// The chart chooses about `desiredCount` values.
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// Every `count` of `component` (dates).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(component, Double(count)))
    }
    /// Every `step` (numbers).
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(nil, step))
    }
    /// Exactly `values`.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(kind: .values(values.map(\._plotValue)))
    }
}

/// The grid lines, ticks and labels of an axis at its values.
///
/// ```swift
/// .chartYAxis {
///     AxisMarks { value in
///         AxisGridLine()
///         AxisValueLabel(format: IntegerFormatStyle<Int>())
///     }
/// }
/// ```
public struct AxisMarks: AxisContent {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    let content: (AxisValue) -> [AxisPart]

    /// The default marks (grid line, tick, label) at the chart's values.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.values = values
        self.position = position
        content = { _ in [.gridLine, .tick, .label(nil, format: nil)] }
    }

    /// `content`'s marks at each of `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisPartList) {
        self.values = values
        self.position = position
        self.content = { content($0).parts }
    }

    /// `content`'s marks at each of `values`.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisPartList) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }

    /// These marks.
    public var _axisMarks: [AxisMarks] { [self] }
}

/// A preset look of axis marks.
public struct AxisMarkPreset: Sendable {
    /// The chart chooses.
    public static let automatic = AxisMarkPreset()
    /// Labels outside the plot.
    public static let extended = AxisMarkPreset()
    /// Labels inside the plot.
    public static let inset = AxisMarkPreset()
    /// Labels aligned to their grid lines.
    public static let aligned = AxisMarkPreset()
}

/// Which side of the plot an axis' labels are on.
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    /// The chart chooses: the x axis below, the y axis on the trailing side.
    public static let automatic = AxisMarkPosition(name: "automatic")
    /// Leading.
    public static let leading = AxisMarkPosition(name: "leading")
    /// Trailing.
    public static let trailing = AxisMarkPosition(name: "trailing")
    /// Above.
    public static let top = AxisMarkPosition(name: "top")
    /// Below.
    public static let bottom = AxisMarkPosition(name: "bottom")
}
