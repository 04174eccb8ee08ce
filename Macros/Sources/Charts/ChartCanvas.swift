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
        }
        .frame(width: layout.size.width, height: layout.size.height, alignment: .topLeading)
    }

    @ViewBuilder private var plot: some View {
        let area = Rectangle().fill(Color.clear)
            .frame(width: layout.plot.width, height: layout.plot.height)
            .position(x: layout.plot.midX, y: layout.plot.midY)
        if let style = settings.plotStyle { style(AnyView(area)) } else { area }
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
