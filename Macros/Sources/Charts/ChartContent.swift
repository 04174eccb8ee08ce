import Foundation
import ViewEngine

/// What a chart draws: marks, and groups of them (`ForEach`, a builder's list). A mark is a
/// view that is never mounted (its body is empty): the chart reads its description
/// (``_chartMarks()``) and draws it. Refining `View` lets `ForEach` hold marks, and lets a
/// mark's own modifiers (``foregroundStyle(_:)``...) win over the views' same-named ones.
public protocol ChartContent: View {
    /// The marks this content describes, in order.
    func _chartMarks() -> [ChartMarkDescription]
}

/// A list of chart content, as ``ChartContentBuilder`` makes it.
public struct _ChartContentList: ChartContent {
    let marks: [ChartMarkDescription]

    /// Never mounted.
    public var body: EmptyView { EmptyView() }

    /// The marks of the list's items, in order.
    public func _chartMarks() -> [ChartMarkDescription] { marks }
}

/// Builds chart content from marks, `ForEach`es, `if`s and loops.
@MainActor @resultBuilder
public enum ChartContentBuilder {
    /// One item.
    public static func buildExpression<C: ChartContent>(_ content: C) -> _ChartContentList {
        _ChartContentList(marks: content._chartMarks())
    }

    /// Items in order.
    public static func buildBlock(_ parts: _ChartContentList...) -> _ChartContentList {
        _ChartContentList(marks: parts.flatMap(\.marks))
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: _ChartContentList?) -> _ChartContentList { part ?? _ChartContentList(marks: []) }

    /// An `if`'s first branch.
    public static func buildEither(first part: _ChartContentList) -> _ChartContentList { part }

    /// An `if`'s second branch.
    public static func buildEither(second part: _ChartContentList) -> _ChartContentList { part }

    /// A `for` loop's items.
    public static func buildArray(_ parts: [_ChartContentList]) -> _ChartContentList {
        _ChartContentList(marks: parts.flatMap(\.marks))
    }

    /// An availability check's items.
    public static func buildLimitedAvailability(_ part: _ChartContentList) -> _ChartContentList { part }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// The marks of each element's content, in the data's order.
    public func _chartMarks() -> [ChartMarkDescription] { data.flatMap { content($0)._chartMarks() } }
}

extension ChartContent {
    /// The marks of content whose body is chart content (a custom `ChartContent`).
    public func _chartMarks() -> [ChartMarkDescription] {
        (body as? any ChartContent)?._chartMarks() ?? []
    }
}
