import Foundation
import ViewEngine

/// Chart content whose marks a modifier changed.
public struct _ModifiedChartContent: ChartContent {
    let marks: [ChartMarkDescription]

    /// Never mounted.
    public var body: EmptyView { EmptyView() }

    /// The changed marks.
    public func _chartMarks() -> [ChartMarkDescription] { marks }
}

extension ChartContent {
    private func changing(_ change: (inout ChartMarkDescription) -> Void) -> _ModifiedChartContent {
        _ModifiedChartContent(marks: _chartMarks().map { mark in
            var mark = mark
            change(&mark)
            return mark
        })
    }

    /// Fills (or strokes) the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedChartContent {
        changing { $0.style = AnyShapeStyle(style) }
    }

    /// Colours the marks by `value`'s category, from the chart's style scale (its default
    /// colours, or `chartForegroundStyleScale`), with a legend.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> _ModifiedChartContent {
        changing { $0.styleBy = value.plotted }
    }

    /// Gives the points a symbol by `value`'s category.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> _ModifiedChartContent {
        changing { $0.symbolBy = value.plotted }
    }

    /// Gives the points `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> _ModifiedChartContent { changing { _ in } }

    /// Draws the points' symbols `size` square points large.
    public func symbolSize(_ size: CGFloat) -> _ModifiedChartContent { changing { _ in } }

    /// Places bars of one category side by side by `value`, instead of stacking them.
    public func position<V: Plottable>(by value: PlottableValue<V>, axis: Axis? = nil, span: MarkDimension = .automatic) -> _ModifiedChartContent {
        changing { $0.positionBy = value.plotted }
    }

    /// Rounds the marks' corners by `radius`.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> _ModifiedChartContent {
        changing { $0.cornerRadius = radius }
    }

    /// Joins the points of lines and areas by `method`.
    public func interpolationMethod(_ method: InterpolationMethod) -> _ModifiedChartContent {
        changing { $0.interpolation = method }
    }

    /// Strokes lines and rules with `style`'s width.
    public func lineStyle(_ style: StrokeStyle) -> _ModifiedChartContent {
        changing { $0.lineWidth = style.lineWidth }
    }

    /// Draws the marks with `opacity`.
    public func opacity(_ opacity: Double) -> _ModifiedChartContent {
        changing { $0.opacity *= opacity }
    }

    /// Draws `content` beside each mark, at `position`.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> _ModifiedChartContent {
        let annotation = MarkAnnotation(position: position, spacing: spacing ?? 4, content: AnyView(content()))
        return changing { $0.annotations.append(annotation) }
    }

    /// The accessibility label of the marks (kept by the chart's accessibility).
    public func accessibilityLabel(_ label: Text) -> _ModifiedChartContent { changing { _ in } }

    /// The accessibility value of the marks.
    public func accessibilityValue(_ value: Text) -> _ModifiedChartContent { changing { _ in } }
}

/// A shape a point's symbol is drawn with.
public protocol ChartSymbolShape: Shape {}

extension Circle: ChartSymbolShape {}
extension Rectangle: ChartSymbolShape {}
