import Foundation
import ViewEngine

/// A mark: a view never mounted, whose description the chart draws.
public protocol _Mark: ChartContent {
    var description: ChartMarkDescription { get }
}

extension _Mark {
    /// The mark.
    public func _chartMarks() -> [ChartMarkDescription] { [description] }
    /// Never mounted.
    public var body: EmptyView { EmptyView() }
}

/// A bar: a category's (or a date's) value as a rectangle from the baseline.
///
/// ```swift
/// BarMark(x: .value("Donut", sale.name), y: .value("Sales", sale.count))
/// ```
public struct BarMark: _Mark {
    /// The bar's description.
    public let description: ChartMarkDescription

    /// A vertical bar at `x`, from zero to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            stacking: MarkStackingMethod = .standard) {
        var mark = ChartMarkDescription(.bar)
        (mark.x, mark.y, mark.width) = (x.plotted, y.plotted, width)
        description = mark
    }

    /// A vertical bar at `x`, from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMarkDescription(.bar)
        (mark.x, mark.yStart, mark.yEnd, mark.width) = (x.plotted, yStart.plotted, yEnd.plotted, width)
        description = mark
    }

    /// A horizontal bar at `y`, from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMarkDescription(.bar)
        (mark.xStart, mark.xEnd, mark.y, mark.height) = (xStart.plotted, xEnd.plotted, y.plotted, height)
        description = mark
    }
}

/// How bars of one category stack.
public struct MarkStackingMethod: Hashable, Sendable {
    let name: String
    /// On top of each other.
    public static let standard = MarkStackingMethod(name: "standard")
    /// Stacked to fill the whole height.
    public static let normalized = MarkStackingMethod(name: "normalized")
    /// Stacked around the center.
    public static let center = MarkStackingMethod(name: "center")
    /// Not stacked: overlapping.
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// A line through its series' points, in the order of `x`.
public struct LineMark: _Mark {
    /// The point's description.
    public let description: ChartMarkDescription

    /// A point of the line at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMarkDescription(.line)
        (mark.x, mark.y) = (x.plotted, y.plotted)
        description = mark
    }

    /// A point of the line `series` at (`x`, `y`).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = ChartMarkDescription(.line)
        (mark.x, mark.y, mark.series) = (x.plotted, y.plotted, series.plotted)
        description = mark
    }
}

/// A point: a symbol at (`x`, `y`).
public struct PointMark: _Mark {
    /// The point's description.
    public let description: ChartMarkDescription

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMarkDescription(.point)
        (mark.x, mark.y) = (x.plotted, y.plotted)
        description = mark
    }
}

/// An area: its series' points, filled down to zero or between a start and an end.
public struct AreaMark: _Mark {
    /// The point's description.
    public let description: ChartMarkDescription

    /// A point of the area at (`x`, `y`), filled down to zero.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMarkDescription(.area)
        (mark.x, mark.y) = (x.plotted, y.plotted)
        description = mark
    }

    /// A point of the area at `x`, filled from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMarkDescription(.area)
        (mark.x, mark.yStart, mark.yEnd) = (x.plotted, yStart.plotted, yEnd.plotted)
        description = mark
    }

    /// A point of the area `series` at `x`, filled from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        var mark = ChartMarkDescription(.area)
        (mark.x, mark.yStart, mark.yEnd, mark.series) = (x.plotted, yStart.plotted, yEnd.plotted, series.plotted)
        description = mark
    }

    /// A point of the area `series` at (`x`, `y`).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var mark = ChartMarkDescription(.area)
        (mark.x, mark.y, mark.series) = (x.plotted, y.plotted, series.plotted)
        description = mark
    }
}

/// A rule: a line across the plot at a value (a target, an average).
public struct RuleMark: _Mark {
    /// The rule's description.
    public let description: ChartMarkDescription

    /// A horizontal rule at `y`, across the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = ChartMarkDescription(.rule)
        mark.y = y.plotted
        description = mark
    }

    /// A vertical rule at `x`, across the plot.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = ChartMarkDescription(.rule)
        mark.x = x.plotted
        description = mark
    }

    /// A horizontal rule at `y`, from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMarkDescription(.rule)
        (mark.xStart, mark.xEnd, mark.y) = (xStart.plotted, xEnd.plotted, y.plotted)
        description = mark
    }

    /// A vertical rule at `x`, from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMarkDescription(.rule)
        (mark.x, mark.yStart, mark.yEnd) = (x.plotted, yStart.plotted, yEnd.plotted)
        description = mark
    }
}

/// A rectangle: a cell at (`x`, `y`), or a region between starts and ends.
public struct RectangleMark: _Mark {
    /// The rectangle's description.
    public let description: ChartMarkDescription

    /// A cell at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        var mark = ChartMarkDescription(.rectangle)
        (mark.x, mark.y, mark.width, mark.height) = (x.plotted, y.plotted, width, height)
        description = mark
    }

    /// The band from `xStart` to `xEnd`, the plot's whole height.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        var mark = ChartMarkDescription(.rectangle)
        (mark.xStart, mark.xEnd) = (xStart.plotted, xEnd.plotted)
        description = mark
    }

    /// A rectangle at `x`, from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var mark = ChartMarkDescription(.rectangle)
        (mark.x, mark.yStart, mark.yEnd, mark.width) = (x.plotted, yStart.plotted, yEnd.plotted, width)
        description = mark
    }

    /// The region between `xStart`...`xEnd` and `yStart`...`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMarkDescription(.rectangle)
        (mark.xStart, mark.xEnd, mark.yStart, mark.yEnd) = (xStart.plotted, xEnd.plotted, yStart.plotted, yEnd.plotted)
        description = mark
    }
}

/// A sector of a pie or a donut: its angle is its value's share of the total.
public struct SectorMark: _Mark {
    /// The sector's description.
    public let description: ChartMarkDescription

    /// A sector whose angle is `angle`'s share of the chart's total.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = ChartMarkDescription(.sector)
        (mark.angle, mark.innerRadius, mark.outerRadius, mark.angularInset) = (angle.plotted, innerRadius, outerRadius, angularInset ?? 0)
        description = mark
    }
}
