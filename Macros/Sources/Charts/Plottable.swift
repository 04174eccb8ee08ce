import Foundation
import ViewEngine

/// A value a chart can plot: a category (a string), a quantity (a number) or a date.
public protocol Plottable: Equatable {
    /// The value as the chart reads it.
    var _plotValue: PlotValue { get }
}

/// A plotted value as the chart reads it: a category, a quantity or a date.
public enum PlotValue: Hashable, Sendable, CustomStringConvertible {
    /// A category, placed in a band of its own in the order it first appears.
    case category(String)
    /// A quantity, placed on a linear scale.
    case number(Double)
    /// A date, placed on a linear scale of time.
    case date(Date)

    /// The value on a linear scale: the number, or the date's seconds since 1970.
    var linear: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }

    /// `Cake`, `3.5`, or the date.
    public var description: String {
        switch self {
        case .category(let name): name
        case .number(let value): value.formatted()
        case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

extension String: Plottable {
    /// A category.
    public var _plotValue: PlotValue { .category(self) }
}

extension Int: Plottable {
    /// A quantity.
    public var _plotValue: PlotValue { .number(Double(self)) }
}

extension Double: Plottable {
    /// A quantity.
    public var _plotValue: PlotValue { .number(self) }
}

extension Float: Plottable {
    /// A quantity.
    public var _plotValue: PlotValue { .number(Double(self)) }
}

extension CGFloat: Plottable {
    /// A quantity.
    public var _plotValue: PlotValue { .number(Double(self)) }
}

extension Date: Plottable {
    /// A date.
    public var _plotValue: PlotValue { .date(self) }
}

/// A value a mark plots, with its label (the axis' or the legend's title).
///
/// ```swift
/// BarMark(x: .value("Donut", sale.name), y: .value("Sales", sale.count))
/// ```
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    let unit: Calendar.Component?

    /// `value`, titled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, unit: nil)
    }

    /// A date binned by `unit` (a bar a day, a month...).
    public static func value<S: StringProtocol>(_ label: S, _ value: Value, unit: Calendar.Component) -> PlottableValue<Value>
    where Value == Date {
        PlottableValue(label: String(label), value: value, unit: unit)
    }

    var plotted: Plotted { Plotted(label: label, value: value._plotValue) }
}

/// A plotted value and its label.
public struct Plotted: Hashable, Sendable {
    let label: String
    let value: PlotValue
}
