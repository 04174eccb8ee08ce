import Foundation
import ViewEngine

/// Where everything of a chart goes at one size: the plot area, the scales, the marks'
/// shapes, the axes' lines and labels, the legend.
@MainActor
struct ChartLayout {
    /// A shape of a mark, filled or stroked with its style.
    struct Shape {
        var path: Path
        var style: AnyShapeStyle
        var stroke: CGFloat?
        var opacity: Double
    }

    /// A label, a view, at a point.
    struct Label {
        var view: AnyView
        var center: CGPoint
    }

    var size: CGSize
    var plot: CGRect = .zero
    var xScale: ChartScale
    var yScale: ChartScale
    var shapes: [Shape] = []
    var grid: [Path] = []
    var labels: [Label] = []
    var legend: [(name: String, style: AnyShapeStyle)] = []
    var legendOnTop = false
    /// A pie's center, radius and total, for the angle the person selects.
    var pie: (center: CGPoint, radius: CGFloat, total: Double)?
    var proxy: ChartProxy { ChartProxy(plot: plot, xScale: xScale, yScale: yScale) }

    /// The categorical colours the marks take by `foregroundStyle(by:)`, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

    init(marks: [ChartMarkDescription], settings: ChartSettings, size: CGSize) {
        self.size = size
        let pie = marks.contains { $0.kind == .sector }
        // The categories of foregroundStyle(by:), in order of appearance, and their styles.
        var categories: [PlotValue] = []
        for mark in marks { if let value = mark.styleBy?.value, !categories.contains(value) { categories.append(value) } }
        func style(of mark: ChartMarkDescription) -> AnyShapeStyle {
            if let value = mark.styleBy?.value {
                if let mapped = settings.styleScale?(value) { return mapped }
                let index = categories.firstIndex(of: value) ?? 0
                return AnyShapeStyle(Self.palette[index % Self.palette.count])
            }
            return mark.style ?? AnyShapeStyle(Color.blue)
        }
        legend = settings.legendVisible ? categories.map { category in
            let sample = marks.first { $0.styleBy?.value == category }!
            return (category.description, style(of: sample))
        } : []
        legendOnTop = settings.legendOnTop
        let legendHeight: CGFloat = legend.isEmpty ? 0 : 24

        let xValues = marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0?.value } }
        let yValues = marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0?.value } }
        let xHidden: Bool = if case .hidden = settings.xAxis { true } else { pie }
        let yHidden: Bool = if case .hidden = settings.yAxis { true } else { pie }
        let barsOrAreas = marks.contains { $0.kind == .bar || $0.kind == .area }
        // A first y scale, to measure its labels for the plot's trailing margin.
        let probe = ChartScale(values: yValues, domain: settings.yDomain, includesZeroByDefault: barsOrAreas || true, length: 100, flipped: true)
        let yLabelWidth: CGFloat = yHidden ? 0 : (probe.ticks(dates: false).map { Self.text($0, format: nil).count }.max() ?? 0).cgFloat * 7 + 8
        let xLabelHeight: CGFloat = xHidden ? 0 : 20
        // The axes' own labels (`chartXAxisLabel`, `chartYAxisLabel`): a line of text each,
        // the x axis' below its values, the y axis' above the plot.
        let xTitleHeight: CGFloat = settings.xAxisLabel == nil || pie ? 0 : 20
        let yTitleHeight: CGFloat = settings.yAxisLabel == nil || pie ? 0 : 20
        plot = CGRect(x: 0, y: (legendOnTop ? legendHeight : 0) + yTitleHeight,
                      width: max(0, size.width - yLabelWidth),
                      height: max(0, size.height - xLabelHeight - legendHeight - xTitleHeight - yTitleHeight))
        if let title = settings.xAxisLabel, !pie {
            labels.append(Label(view: title, center: CGPoint(x: plot.midX, y: plot.maxY + xLabelHeight + xTitleHeight / 2)))
        }
        if let title = settings.yAxisLabel, !pie {
            labels.append(Label(view: title, center: CGPoint(x: plot.maxX + yLabelWidth / 2, y: plot.minY - yTitleHeight / 2)))
        }
        xScale = ChartScale(values: xValues, domain: settings.xDomain, includesZeroByDefault: false, length: plot.width, flipped: false)
        yScale = ChartScale(values: yValues, domain: settings.yDomain, includesZeroByDefault: true, length: plot.height, flipped: true)

        if pie {
            drawPie(marks, style: style)
        } else {
            if !yHidden { drawAxis(settings.yAxis, scale: yScale, vertical: true, values: yValues) }
            if !xHidden { drawAxis(settings.xAxis, scale: xScale, vertical: false, values: xValues) }
            drawMarks(marks, style: style)
        }
    }

    /// A value written as an axis writes it.
    static func text(_ value: PlotValue, format: ((PlotValue) -> String)?) -> String {
        if let format { return format(value) }
        switch value {
        case .number(let number): return number.formatted()
        case .date(let date): return date.formatted(.dateTime.month(.abbreviated).day())
        case .category(let name): return name
        }
    }

    private func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: plot.minX + x, y: plot.minY + y) }

    private mutating func drawAxis(_ setting: ChartSettings.AxisSetting, scale: ChartScale, vertical: Bool, values: [PlotValue]) {
        let dates = values.contains { if case .date = $0 { true } else { false } }
        var sets: [(values: [PlotValue], parts: (AxisValue) -> [AxisPart])] = []
        switch setting {
        case .hidden: return
        case .automatic:
            let defaults: [AxisPart] = vertical ? [.gridLine, .label(nil, format: nil)] : [.label(nil, format: nil)]
            sets = [(scale.ticks(dates: dates), { _ in defaults })]
        case .marks(let marks):
            sets = marks.map { mark in
                let chosen: [PlotValue] = switch mark.values.kind {
                case .values(let listed): listed
                case .automatic(let desired): scale.ticks(desired: desired ?? 5, dates: dates)
                case .stride: scale.ticks(dates: dates)
                }
                return (chosen, mark.content)
            }
        }
        for (ticks, parts) in sets {
            for (index, value) in ticks.enumerated() {
                guard let at = scale.position(value) else { continue }
                for part in parts(AxisValue(value: value, index: index, count: ticks.count)) {
                    switch part {
                    case .gridLine:
                        var path = Path()
                        if vertical {
                            path.move(to: point(0, at))
                            path.addLine(to: point(plot.width, at))
                        } else {
                            path.move(to: point(at, 0))
                            path.addLine(to: point(at, plot.height))
                        }
                        grid.append(path)
                    case .tick:
                        var path = Path()
                        if vertical {
                            path.move(to: point(plot.width, at))
                            path.addLine(to: point(plot.width + 4, at))
                        } else {
                            path.move(to: point(at, plot.height))
                            path.addLine(to: point(at, plot.height + 4))
                        }
                        grid.append(path)
                    case .label(let view, let format):
                        let content = view ?? AnyView(Text(Self.text(value, format: format)))
                        let styled = AnyView(content.font(.caption2).foregroundStyle(.secondary))
                        let center = vertical
                            ? point(plot.width + 4 + CGFloat(Self.text(value, format: format).count) * 3.5, at)
                            : point(at, plot.height + 10)
                        labels.append(Label(view: styled, center: center))
                    }
                }
            }
        }
    }

    private mutating func drawMarks(_ marks: [ChartMarkDescription], style: (ChartMarkDescription) -> AnyShapeStyle) {
        let zero = yScale.position(number: 0) ?? plot.height
        // Bars of one category stack, unless position(by:) places them side by side.
        var stacked: [PlotValue: Double] = [:]
        var sideBySide: [PlotValue: [PlotValue]] = [:]
        for mark in marks where mark.kind == .bar {
            if let x = mark.x?.value, let by = mark.positionBy?.value, !(sideBySide[x]?.contains(by) ?? false) {
                sideBySide[x, default: []].append(by)
            }
        }
        var series: [PlotValue?: [ChartMarkDescription]] = [:]
        var seriesOrder: [PlotValue?] = []
        for mark in marks {
            switch mark.kind {
            case .bar:
                addBar(mark, style: style(mark), zero: zero, stacked: &stacked, sideBySide: sideBySide)
            case .point:
                if let x = mark.x.flatMap({ xScale.position($0.value) }), let y = mark.y.flatMap({ yScale.position($0.value) }) {
                    shapes.append(Shape(path: Path(ellipseIn: CGRect(x: plot.minX + x - 3.5, y: plot.minY + y - 3.5, width: 7, height: 7)),
                                        style: style(mark), stroke: nil, opacity: mark.opacity))
                    addAnnotations(mark, at: CGRect(x: plot.minX + x - 3.5, y: plot.minY + y - 3.5, width: 7, height: 7))
                }
            case .line, .area:
                let key = mark.seriesKey
                if series[key] == nil { seriesOrder.append(key) }
                series[key, default: []].append(mark)
            case .rule:
                addRule(mark, style: style(mark))
            case .rectangle:
                addRectangle(mark, style: style(mark))
            case .sector:
                break
            }
        }
        for key in seriesOrder {
            let points = series[key]!.filter { $0.kind == .area } + series[key]!.filter { $0.kind == .line }
            addSeries(points.filter { $0.kind == .area }, style: style, zero: zero)
            addSeries(points.filter { $0.kind == .line }, style: style, zero: zero)
        }
    }

    private mutating func addBar(_ mark: ChartMarkDescription, style: AnyShapeStyle, zero: CGFloat,
                                 stacked: inout [PlotValue: Double], sideBySide: [PlotValue: [PlotValue]]) {
        var rect: CGRect
        if let x = mark.x, let center = xScale.position(x.value) {
            var band = xScale.band
            if case .linear = xScale.kind { band = max(4, plot.width / CGFloat(max(1, Set(markCount(x.value)).count)) ) }
            var width = (mark.width ?? .automatic).resolved(in: band, automatic: band * 0.8)
            var left = center - width / 2
            if let by = mark.positionBy?.value, let group = sideBySide[x.value], group.count > 1, let index = group.firstIndex(of: by) {
                width /= CGFloat(group.count)
                left += CGFloat(index) * width
            }
            let from: CGFloat
            let to: CGFloat
            if let start = mark.yStart?.value, let end = mark.yEnd?.value {
                from = yScale.position(start) ?? zero
                to = yScale.position(end) ?? zero
            } else if let y = mark.y?.value.linear {
                let base = mark.positionBy == nil ? stacked[x.value, default: 0] : 0
                from = yScale.position(number: base) ?? zero
                to = yScale.position(number: base + y) ?? zero
                if mark.positionBy == nil { stacked[x.value] = base + y }
            } else {
                return
            }
            rect = CGRect(x: plot.minX + left, y: plot.minY + min(from, to), width: width, height: abs(to - from))
        } else if let y = mark.y, let center = yScale.position(y.value), let start = mark.xStart?.value, let end = mark.xEnd?.value {
            let height = (mark.height ?? .automatic).resolved(in: yScale.band, automatic: yScale.band * 0.8)
            let from = xScale.position(start) ?? 0
            let to = xScale.position(end) ?? 0
            rect = CGRect(x: plot.minX + min(from, to), y: plot.minY + center - height / 2, width: abs(to - from), height: height)
        } else {
            return
        }
        shapes.append(Shape(path: Path(roundedRect: rect, cornerRadius: mark.cornerRadius), style: style, stroke: nil, opacity: mark.opacity))
        addAnnotations(mark, at: rect)
    }

    /// How many marks share a linear x value's neighbourhood (for a date bar's width).
    private func markCount(_ value: PlotValue) -> [Int] { [0] }

    private mutating func addSeries(_ marks: [ChartMarkDescription], style: (ChartMarkDescription) -> AnyShapeStyle, zero: CGFloat) {
        guard let first = marks.first else { return }
        let located: [(x: CGFloat, low: CGFloat, high: CGFloat)] = marks.compactMap { mark in
            guard let x = mark.x.flatMap({ xScale.position($0.value) }) else { return nil }
            if let start = mark.yStart?.value, let end = mark.yEnd?.value,
               let low = yScale.position(start), let high = yScale.position(end) { return (x, low, high) }
            guard let y = mark.y.flatMap({ yScale.position($0.value) }) else { return nil }
            return (x, zero, y)
        }.sorted { $0.x < $1.x }
        guard !located.isEmpty else { return }
        var path = Path()
        if first.kind == .line {
            path.move(to: point(located[0].x, located[0].high))
            for next in located.dropFirst() { path.addLine(to: point(next.x, next.high)) }
            shapes.append(Shape(path: path, style: style(first), stroke: first.lineWidth ?? 2, opacity: first.opacity))
            if first.symbolBy != nil {
                for spot in located {
                    shapes.append(Shape(path: Path(ellipseIn: CGRect(x: plot.minX + spot.x - 3.5, y: plot.minY + spot.high - 3.5, width: 7, height: 7)),
                                        style: style(first), stroke: nil, opacity: first.opacity))
                }
            }
        } else {
            path.move(to: point(located[0].x, located[0].low))
            for spot in located { path.addLine(to: point(spot.x, spot.high)) }
            for spot in located.reversed() { path.addLine(to: point(spot.x, spot.low)) }
            path.closeSubpath()
            shapes.append(Shape(path: path, style: style(first), stroke: nil, opacity: first.opacity))
        }
    }

    private mutating func addRule(_ mark: ChartMarkDescription, style: AnyShapeStyle) {
        var path = Path()
        if let y = mark.y.flatMap({ yScale.position($0.value) }) {
            let from = mark.xStart.flatMap { xScale.position($0.value) } ?? 0
            let to = mark.xEnd.flatMap { xScale.position($0.value) } ?? plot.width
            path.move(to: point(from, y))
            path.addLine(to: point(to, y))
        } else if let x = mark.x.flatMap({ xScale.position($0.value) }) {
            let from = mark.yStart.flatMap { yScale.position($0.value) } ?? 0
            let to = mark.yEnd.flatMap { yScale.position($0.value) } ?? plot.height
            path.move(to: point(x, from))
            path.addLine(to: point(x, to))
        } else {
            return
        }
        shapes.append(Shape(path: path, style: style, stroke: mark.lineWidth ?? 1, opacity: mark.opacity))
    }

    private mutating func addRectangle(_ mark: ChartMarkDescription, style: AnyShapeStyle) {
        func span(_ center: PlotValue?, _ start: PlotValue?, _ end: PlotValue?, _ scale: ChartScale, _ full: CGFloat,
                  _ dimension: MarkDimension?) -> (CGFloat, CGFloat)? {
            if let start, let end, let from = scale.position(start), let to = scale.position(end) { return (min(from, to), abs(to - from)) }
            if let center, let at = scale.position(center) {
                let size = (dimension ?? .automatic).resolved(in: scale.band, automatic: scale.band < full ? scale.band : 20)
                return (at - size / 2, size)
            }
            return center == nil && start == nil ? (0, full) : nil
        }
        guard let (x, width) = span(mark.x?.value, mark.xStart?.value, mark.xEnd?.value, xScale, plot.width, mark.width),
              let (y, height) = span(mark.y?.value, mark.yStart?.value, mark.yEnd?.value, yScale, plot.height, mark.height) else { return }
        let rect = CGRect(x: plot.minX + x, y: plot.minY + y, width: width, height: height)
        shapes.append(Shape(path: Path(roundedRect: rect, cornerRadius: mark.cornerRadius), style: style, stroke: nil, opacity: mark.opacity))
        addAnnotations(mark, at: rect)
    }

    private mutating func drawPie(_ marks: [ChartMarkDescription], style: (ChartMarkDescription) -> AnyShapeStyle) {
        let sectors = marks.filter { $0.kind == .sector }
        let total = sectors.compactMap { $0.angle?.value.linear }.reduce(0, +)
        guard total > 0 else { return }
        let center = CGPoint(x: plot.midX, y: plot.midY)
        let radius = min(plot.width, plot.height) / 2
        pie = (center, radius, total)
        var angle = -Double.pi / 2
        for sector in sectors {
            guard let value = sector.angle?.value.linear, value > 0 else { continue }
            let sweep = value / total * 2 * .pi
            let inset = Double(sector.angularInset) / Double(max(radius, 1))
            let outer = (sector.outerRadius ?? .automatic).resolved(in: radius, automatic: radius)
            let inner = (sector.innerRadius ?? .automatic).resolved(in: radius, automatic: 0)
            let start = angle + inset / 2
            let end = angle + sweep - inset / 2
            var path = Path()
            path.addArc(center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(max(start, end)), clockwise: false)
            if inner > 0 {
                path.addArc(center: center, radius: inner, startAngle: .radians(max(start, end)), endAngle: .radians(start), clockwise: true)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
            shapes.append(Shape(path: path, style: style(sector), stroke: nil, opacity: sector.opacity))
            angle += sweep
        }
    }

    private mutating func addAnnotations(_ mark: ChartMarkDescription, at rect: CGRect) {
        for annotation in mark.annotations {
            let center: CGPoint = switch annotation.position {
            case .bottom: CGPoint(x: rect.midX, y: rect.maxY + annotation.spacing + 8)
            case .leading: CGPoint(x: rect.minX - annotation.spacing - 16, y: rect.midY)
            case .trailing: CGPoint(x: rect.maxX + annotation.spacing + 16, y: rect.midY)
            case .overlay: CGPoint(x: rect.midX, y: rect.midY)
            default: CGPoint(x: rect.midX, y: rect.minY - annotation.spacing - 8)
            }
            labels.append(Label(view: annotation.content, center: center))
        }
    }
}

private extension Int {
    var cgFloat: CGFloat { CGFloat(self) }
}
