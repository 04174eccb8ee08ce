import Foundation
import ViewEngine

/// A chart's layout drawn: grid lines, the marks' shapes, labels and annotations, and the
/// legend, each at its place.
struct ChartCanvas: View {
    let layout: ChartLayout
    @Environment(\.chartSettings) private var settings

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(settings.backgrounds.enumerated()), id: \.offset) { $0.element(layout.proxy) }
            plot
            ForEach(Array(layout.grid.enumerated()), id: \.offset) { grid in
                grid.element.stroke(Color.secondary.opacity(0.4), lineWidth: 0.5)
            }
            ForEach(Array(layout.shapes.enumerated()), id: \.offset) { shape in
                if let width = shape.element.stroke {
                    shape.element.path.stroke(shape.element.style, lineWidth: width).opacity(shape.element.opacity)
                } else {
                    shape.element.path.fill(shape.element.style).opacity(shape.element.opacity)
                }
            }
            ForEach(Array(layout.labels.enumerated()), id: \.offset) { label in
                label.element.view.fixedSize().position(label.element.center)
            }
            if !layout.legend.isEmpty {
                legend
                    .frame(width: layout.size.width, alignment: .leading)
                    .position(x: layout.size.width / 2, y: layout.legendOnTop ? 10 : layout.size.height - 10)
            }
            ForEach(Array(settings.overlays.enumerated()), id: \.offset) { $0.element(layout.proxy) }
            if settings.xSelection != nil || settings.angleSelection != nil { selectionArea }
        }
        .frame(width: layout.size.width, height: layout.size.height, alignment: .topLeading)
    }

    @ViewBuilder private var plot: some View {
        let area = Rectangle().fill(Color.clear)
            .frame(width: layout.plot.width, height: layout.plot.height)
            .position(x: layout.plot.midX, y: layout.plot.midY)
        if let style = settings.plotStyle { style(AnyView(area)) } else { area }
    }

    /// Where the person selects: the plot, taking touches and drags; the value under the
    /// finger is written while it is down, and `nil` when it lifts.
    private var selectionArea: some View {
        let layout = layout
        let settings = settings
        return Rectangle().fill(Color.clear)
            .contentShape(Rectangle())
            .frame(width: layout.plot.width, height: layout.plot.height)
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    if let pie = layout.pie {
                        let point = CGPoint(x: drag.location.x + layout.plot.minX, y: drag.location.y + layout.plot.minY)
                        let dx = Double(point.x - pie.center.x), dy = Double(point.y - pie.center.y)
                        var turn = atan2(dx, -dy) / (2 * .pi)
                        if turn < 0 { turn += 1 }
                        settings.angleSelection?(turn * pie.total)
                    } else {
                        settings.xSelection?(layout.xScale.value(at: drag.location.x))
                    }
                }
                .onEnded { _ in
                    settings.xSelection?(nil)
                    settings.angleSelection?(nil)
                })
            .position(x: layout.plot.midX, y: layout.plot.midY)
    }

    private var legend: some View {
        HStack(spacing: 12) {
            ForEach(Array(layout.legend.enumerated()), id: \.offset) { entry in
                HStack(spacing: 4) {
                    Circle().fill(entry.element.style).frame(width: 8, height: 8)
                    Text(entry.element.name).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
    }
}
