// What a `ProgressView` and a `Gauge` show without a custom style (Rules R22): a meter
// with its label and its current value's label, laid out and drawn as iOS 17 draws them
// (Measures §5 "Progress bar", "Activity indicator", "Gauge"):
//
// - a determinate progress view: its label above a bar 4 points thick as wide as it is
//   offered (8 points below the label), the current value's label below the bar in the
//   secondary color; the bar's track in the system fill, its fill in the tint up to the
//   fraction;
// - an indeterminate one: a spinner 20 points across (its eight spokes fading round), its
//   label below it in the secondary color;
// - a gauge (the linear capacity style): its label above a bar 6 points thick, the
//   current value's label below it.
//
// ``ViewHost/render()`` writes the same line as before: `ProgressView "title" 40%`.

import ViewEngineCore
import Foundation

/// A meter's two labels and its fraction: what a progress view or a gauge shows.
@MainActor
protocol MeterBody: PrimitiveView {
    associatedtype First: View
    associatedtype Second: View
    /// The label, and the current value's label.
    var firstPart: First { get }
    var secondPart: Second { get }
    /// How full it is, from 0 to 1; `nil` for an indeterminate progress view.
    var meterFraction: Double? { get }
    /// The view's name in the picture (`ProgressView`, `Gauge`).
    static var meterName: String { get }
    /// Whether it is a progress view, which the accessibility tree shows as an activity or
    /// progress indicator (a gauge is not).
    static var isProgressView: Bool { get }
    /// The bar's thickness.
    static var barThickness: CGFloat { get }
    /// Writes the view's line, given the nodes of its two labels.
    func render(first: Node, second: Node, into output: inout RenderOutput)
}

extension MeterBody {
    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> { MeterNode(view, inputs) }
}

/// The measures of meters.
enum MeterGeometry {
    /// The gap between a label and the bar (Measures §5 "Progress bar").
    static let labelGap: CGFloat = 8
    /// The spinner's diameter (Measures §5 "Activity indicator").
    static let spinner: CGFloat = 20
}

/// A meter as the accessibility tree reads it (Accessibility/AccessibilityTree.swift).
@MainActor
protocol MeterReading: Node {
    /// How full it is, from 0 to 1; `nil` for a spinner.
    var meterFraction: Double? { get }
    /// Whether it is a `ProgressView` (not a `Gauge`).
    var isProgressView: Bool { get }
}

/// The node of a meter: its two labels, laid out around its bar or spinner.
@MainActor
final class MeterNode<V: MeterBody>: TypedNode<V>, LayoutComputing, PictureNode, MeterReading {
    private var view: V
    private var first: TypedNode<V.First>!
    private var second: TypedNode<V.Second>!

    init(_ view: V, _ inputs: _ViewInputs) {
        self.view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        first = mountChild(view.firstPart, at: 0)
        second = mountChild(view.secondPart, at: 1)
    }

    var meterFraction: Double? { view.meterFraction }
    var isProgressView: Bool { V.isProgressView }

    override func apply(_ view: V) {
        if view.meterFraction != self.view.meterFraction { setNeedsLayout() }
        self.view = view
        first.update(view.firstPart)
        second.update(view.secondPart)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(first)
        body(second)
    }

    override func renderLines(into output: inout RenderOutput) {
        view.render(first: first, second: second, into: &output)
    }

    // MARK: Layout (Rules R22)

    /// The node's layout cache. Invariant (`@exclusivity(unchecked)`, release builds
    /// only): read and written on the main actor by the layout pass alone, one access at
    /// a time (`cachedMeasure`/`cachedPlace` never re-enter the same node's cache).
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    private var isSpinner: Bool { view.meterFraction == nil }

    /// The parts from the top: label, bar (or spinner), current value's label, each with
    /// its height, and the gap before each.
    private func stack(_ proposal: ProposedViewSize) -> (width: CGFloat, parts: [(node: Node?, size: CGSize, gap: CGFloat)]) {
        let offer = ProposedViewSize(width: proposal.width, height: nil)
        let label = LayoutContent(first).measure(offer), current = LayoutContent(second).measure(offer)
        let meter = isSpinner ? CGSize(width: MeterGeometry.spinner, height: MeterGeometry.spinner)
            : CGSize(width: ControlLayout.filling(proposal, ideal: max(label.width, current.width, MeterGeometry.spinner)), height: V.barThickness)
        var parts: [(node: Node?, size: CGSize, gap: CGFloat)] = []
        if isSpinner {
            parts.append((nil, meter, 0))
            if label.height > 0 { parts.append((first, label, MeterGeometry.labelGap)) }
        } else {
            if label.height > 0 { parts.append((first, label, 0)) }
            parts.append((nil, meter, parts.isEmpty ? 0 : MeterGeometry.labelGap))
        }
        if current.height > 0 { parts.append((second, current, MeterGeometry.labelGap)) }
        let width = isSpinner ? max(meter.width, label.width, current.width) : meter.width
        return (width, parts)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (width, parts) = stack(proposal)
        return CGSize(width: width, height: parts.reduce(0) { $0 + $1.gap + $1.size.height })
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        var y: CGFloat = 0
        for part in stack(ProposedViewSize(width: size.width, height: nil)).parts {
            y += part.gap
            if let node = part.node {
                let x = isSpinner ? (size.width - part.size.width) / 2 : 0
                LayoutContent(node).place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: size.width, height: nil))
            }
            y += part.size.height
        }
    }

    /// The bar's or the spinner's frame in the window.
    private var meterFrame: CGRect? {
        guard let frame = frameInWindow else { return nil }
        var y = frame.minY
        for part in stack(ProposedViewSize(width: frame.width, height: nil)).parts {
            y += part.gap
            if part.node == nil {
                let x = isSpinner ? frame.midX - part.size.width / 2 : frame.minX
                return CGRect(x: x, y: y, width: part.size.width, height: part.size.height)
            }
            y += part.size.height
        }
        return nil
    }

    // MARK: Picture

    func draw(into picture: inout Picture) {
        let fraction = view.meterFraction
        picture.group("g", Picture.naming(V.meterName).adding("data-value", fraction.map { SVGText.number(CGFloat($0)) })) { picture in
            picture.draw(first)
            let secondary = Fill.paint(picture.system("secondaryLabel"))
            picture.styled({ $0.foreground = $0.foreground ?? secondary }) { $0.draw(second) }
            guard let meter = meterFrame else { return }
            guard let fraction else { return Self.drawSpinner(in: meter, into: &picture) }
            let radius = meter.height / 2
            picture.fillRectangle(meter, cornerRadius: radius, with: .paint(picture.system("systemFill")), naming: Picture.naming("Track"))
            let filled = CGRect(x: meter.minX, y: meter.minY, width: meter.width * CGFloat(min(max(fraction.isFinite ? fraction : 0, 0), 1)),
                                height: meter.height)
            picture.fillRectangle(filled, cornerRadius: radius, with: picture.tint, naming: Picture.naming("Fill"))
        }
    }

    /// Eight spokes round the centre of `frame`, fading clockwise.
    private static func drawSpinner(in frame: CGRect, into picture: inout Picture) {
        let color = Fill.paint(picture.system("secondaryLabel").multiplyingOpacity(by: 1 / 0.6))
        let outer = frame.width / 2, inner = frame.width * 0.22
        for spoke in 0..<8 {
            let angle = Double(spoke) / 8 * 2 * .pi - .pi / 2
            let (dx, dy) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
            picture.stroke([CGPoint(x: frame.midX + dx * inner, y: frame.midY + dy * inner), CGPoint(x: frame.midX + dx * (outer - 1.2), y: frame.midY + dy * (outer - 1.2))],
                           width: frame.width * 0.11, with: color.multiplyingOpacity(by: 1 - Double(spoke) * 0.1))
        }
    }
}
