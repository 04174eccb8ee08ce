// How a picture draws a shape (Rules R22, "Pictures of the window"): its outline in its
// frame (a rectangle, a rounded rectangle or capsule, a circle, an ellipse, or the path of
// any other shape), filled with its fill style, or with the foreground style when it has
// neither fill nor stroke, then stroked with each stroke in order. Shape modifiers:
// `stroke(lineWidth:)` makes the outline what is painted, `trim(from:to:)` draws part of a
// stroked outline, `rotation`, `offset` and `scale` move it.

import ViewEngineCore

extension _ShapeView: PictureLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let outline = ShapeOutline.of(shape, in: frame).element
        let name = ShapeDescription.name(of: shape)
        var outlineWidth: CGFloat?
        var strokeStyle: StrokeStyle?
        var trim: ClosedRange<CGFloat>?
        var transforms: [String] = []
        var fills: [Fill] = []
        var strokes: [(fill: Fill, width: CGFloat)] = []
        for attribute in ownAttributes {
            let style = attribute.firstValue(as: ShapeStyleValue.self)
            let width = attribute.arguments.first { $0.label == "lineWidth" }?.value as? CGFloat
            switch attribute.name {
            case .fill:
                if let style { fills.append(picture.fill(style.style)) }
            case .stroke:
                if let style { strokes.append((picture.fill(style.style), width ?? 1)) } else { outlineWidth = width ?? 1 }
            case .strokeStyle:
                strokeStyle = attribute.firstValue(as: StrokeStyle.self)
            case .trim:
                trim = attribute.firstValue(as: ClosedRange<CGFloat>.self)
            case .rotation:
                let angle = attribute.firstValue(as: Angle.self)?.degrees ?? 0
                let anchor = Self.point(attribute, "anchor", in: frame)
                transforms.append("rotate(\(SVGText.number(angle)) \(SVGText.number(anchor.x)) \(SVGText.number(anchor.y)))")
            case .offset:
                let x = attribute.arguments.first { $0.label == "x" }?.value as? CGFloat ?? 0
                let y = attribute.arguments.first { $0.label == "y" }?.value as? CGFloat ?? 0
                transforms.append("translate(\(SVGText.number(x)) \(SVGText.number(y)))")
            case .scale:
                let scale = attribute.firstValue(as: CGFloat.self) ?? 1
                let anchor = Self.point(attribute, "anchor", in: frame)
                transforms.append("translate(\(SVGText.number(anchor.x)) \(SVGText.number(anchor.y))) scale(\(SVGText.number(scale)))"
                                  + " translate(\(SVGText.number(-anchor.x)) \(SVGText.number(-anchor.y)))")
            default:
                break
            }
        }
        if fills.isEmpty, strokes.isEmpty { fills.append(picture.foreground) }
        if let outlineWidth {
            // `Circle().stroke(lineWidth: 2)` is a shape of its own: what fills it paints
            // its outline.
            strokes = fills.map { ($0, outlineWidth) } + strokes
            fills = []
        }
        let base = Picture.naming(name).adding(outline.attributes)
            .adding("transform", transforms.isEmpty ? nil : transforms.joined(separator: " "))
        for fill in fills where !fill.isClear {
            picture.element(outline.name, base.adding(picture.paintAttributes(fill, as: "fill", in: frame)))
        }
        for stroke in strokes where !stroke.fill.isClear && stroke.width > 0 && stroke.width.isFinite {
            picture.element(outline.name, base.adding("fill", "none").adding(picture.paintAttributes(stroke.fill, as: "stroke"))
                                .adding(Self.strokeAttributes(width: stroke.width, style: strokeStyle, trim: trim)))
        }
    }

    /// A unit point argument named `label` of `attribute`, in `frame` (its center when
    /// absent).
    private static func point(_ attribute: Attribute, _ label: String, in frame: CGRect) -> CGPoint {
        let unit = attribute.arguments.first { $0.label == label }?.value as? UnitPoint ?? .center
        return CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }

    /// The stroke's width, its style's caps, joins and dashes, and a trim as a dash of the
    /// outline's length.
    private static func strokeAttributes(width: CGFloat, style: StrokeStyle?, trim: ClosedRange<CGFloat>?) -> SVGAttributes {
        var attributes = SVGAttributes().adding("stroke-width", width)
        if let style {
            let cap: String? = switch style.lineCap {
            case .round: "round"
            case .square: "square"
            default: nil
            }
            let join: String? = switch style.lineJoin {
            case .round: "round"
            case .bevel: "bevel"
            default: nil
            }
            attributes = attributes.adding("stroke-linecap", cap).adding("stroke-linejoin", join)
            if !style.dash.isEmpty, trim == nil || trim == 0...1 {
                attributes = attributes.adding("stroke-dasharray", style.dash.map(SVGText.number).joined(separator: " "))
                    .adding("stroke-dashoffset", style.dashPhase != 0 ? SVGText.number(style.dashPhase) : nil)
            }
        }
        if let trim, trim != 0...1 {
            let from = min(max(trim.lowerBound, 0), 1), to = min(max(trim.upperBound, 0), 1)
            attributes = attributes.adding("pathLength", "1").adding("stroke-dasharray", "\(SVGText.number(max(0, to - from))) 1")
                .adding("stroke-dashoffset", SVGText.number(-from))
        }
        return attributes
    }
}
