import Foundation
import ViewEngine

/// A chart: its marks drawn on scales the data chooses, with axes and a legend.
///
/// ```swift
/// Chart(sales) { sale in
///     BarMark(x: .value("Donut", sale.name), y: .value("Sales", sale.count))
/// }
/// .chartYScale(domain: 0...100)
/// ```
///
/// A chart fills the space it is offered. The plot leaves room for the y axis' labels on
/// its trailing side and the x axis' below, as Apple's charts do; categories are bands in
/// the order they first appear, quantities a scale from zero (unless the domain says
/// otherwise) rounded to whole steps, dates a linear scale of time.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings

    /// A chart of `content`'s marks.
    public init(@ChartContentBuilder content: () -> Content) where Content == _ChartContentList {
        self.content = content()
    }

    /// A chart of the marks `content` makes of each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == _ChartContentList, Data.Element: Identifiable {
        self.content = _ChartContentList(marks: data.flatMap { content($0)._chartMarks() })
    }

    /// A chart of the marks `content` makes of each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == _ChartContentList {
        self.content = _ChartContentList(marks: data.flatMap { content($0)._chartMarks() })
    }

    /// The chart, drawn at the size it is given.
    public var body: some View {
        let marks = content._chartMarks()
        let settings = settings
        return GeometryReader { proxy in
            ChartCanvas(layout: ChartLayout(marks: marks, settings: settings, size: proxy.size))
        }
    }
}
