// How a picture draws what a recorded modifier modifies (Rules R22, "Pictures of the
// window"): a style modifier changes the style its content inherits (foreground, tint,
// weight, italic, underline, design); a paint modifier paints around its content at the
// content's frame (background, overlay, border); a clip, a shape's mask or an opacity
// groups its content; `scaleEffect` and `rotationEffect` transform it about their
// anchor, and `shadow`, `blur` and the color filters filter its drawing, the layout
// unchanged;
// `hidden()` draws nothing. Every other recorded modifier (layout, accessibility,
// behaviour) draws its content as it is.

import ViewEngineCore

extension Picture {
    /// Draws `node`, a recorded modifier's node, and its content.
    mutating func drawModified(_ node: Node, by attribute: Attribute) {
        switch attribute.name {
        case .hidden:
            return
        case .statusBarHidden, .statusBar:
            hidesStatusBar = attribute.firstValue(as: Bool.self) ?? true
            drawChildren(of: node)
        case .foregroundColor:
            let color = attribute.firstValue(as: Color.self)
            let fill = color.map { self.fill($0) }
            styled({
                $0.foreground = fill
                $0.foregroundIsTint = false
            }) { $0.drawChildren(of: node) }
        case .foregroundStyle:
            let levels = attribute.arguments.compactMap { ($0.value as? ShapeStyleValue).map { self.fill($0.style) } }
            guard let fill = levels.first else { return drawChildren(of: node) }
            styled({
                $0.foreground = fill
                $0.foregroundIsTint = false
                $0.secondaryForeground = levels.count > 1 ? levels[1] : nil
                $0.tertiaryForeground = levels.count > 2 ? levels[2] : nil
            }) { $0.drawChildren(of: node) }
        case .tint, .accentColor:
            // Inside a control's label drawn in the tint, the tint set here is the label's
            // colour ("Use this method to override the default accent color for this
            // view"), and a hierarchical style (`.tint(.primary)`) is read against the
            // foreground around the control, not against the tint it replaces.
            let outer = style
            if style.foregroundIsTint { style.foreground = nil }
            let tint: Fill? = attribute.firstValue(as: Color.self).map { self.fill($0) }
                ?? attribute.firstValue(as: ShapeStyleValue.self).map { self.fill($0.style) }
            style = outer
            styled({ $0.tint = tint }) { picture in
                guard picture.style.foregroundIsTint else { return picture.drawChildren(of: node) }
                let label = picture.tint
                picture.styled({ $0.foreground = label }) { $0.drawChildren(of: node) }
            }
        case .fontWeight:
            let weight = attribute.firstValue(as: Font.Weight.self)
            styled({ $0.fontWeight = weight }) { $0.drawChildren(of: node) }
        case .bold:
            let isActive = attribute.firstValue(as: Bool.self) ?? true
            styled({ $0.fontWeight = isActive ? .bold : nil }) { $0.drawChildren(of: node) }
        case .italic:
            let isActive = attribute.firstValue(as: Bool.self) ?? true
            styled({ $0.isItalic = isActive }) { $0.drawChildren(of: node) }
        case .underline:
            let isActive = attribute.firstValue(as: Bool.self) ?? true
            styled({ $0.isUnderlined = isActive }) { $0.drawChildren(of: node) }
        case .strikethrough:
            let isActive = attribute.firstValue(as: Bool.self) ?? true
            styled({ $0.isStruckThrough = isActive }) { $0.drawChildren(of: node) }
        case .fontDesign:
            let design = attribute.firstValue(as: Font.Design.self)
            styled({ $0.fontDesign = design }) { $0.drawChildren(of: node) }
        case .monospaced:
            let isActive = attribute.firstValue(as: Bool.self) ?? true
            styled({ $0.fontDesign = isActive ? .monospaced : nil }) { $0.drawChildren(of: node) }
        case .opacity:
            let opacity = attribute.firstValue(as: Double.self) ?? 1
            guard opacity.isFinite, opacity < 1 else { return drawChildren(of: node) }
            group("g", SVGAttributes().adding("opacity", SVGText.opacity(opacity))) { $0.drawChildren(of: node) }
        case .background:
            paintAround(node, attribute, behind: true)
        case .overlay:
            paintAround(node, attribute, behind: false)
        case .border:
            drawChildren(of: node)
            guard let frame = Self.drawableFrame(of: node), let style = attribute.firstValue(as: ShapeStyleValue.self) else { return }
            let width = attribute.arguments.first { $0.label == "width" }?.value as? CGFloat ?? 1
            guard width.isFinite, width > 0 else { return }
            // The border is drawn inside the frame.
            let inset = frame.insetBy(dx: min(width, frame.width) / 2, dy: min(width, frame.height) / 2)
            let outline = ShapeOutline.rectangle(inset, radius: .zero).element
            element(outline.name, outline.attributes.adding("fill", "none").adding(paintAttributes(fill(style.style), as: "stroke"))
                        .adding("stroke-width", width))
        case .cornerRadius:
            let radius = attribute.firstValue(as: CGFloat.self) ?? 0
            guard let frame = Self.drawableFrame(of: node), radius.isFinite, radius > 0 else { return drawChildren(of: node) }
            clipped(to: .rectangle(frame, radius: CGSize(width: radius, height: radius))) { $0.drawChildren(of: node) }
        case .clipShape:
            guard let frame = Self.drawableFrame(of: node), let outline = ShapeOutline.of(argument: attribute.arguments.first?.value, in: frame)
            else { return drawChildren(of: node) }
            clipped(to: outline) { $0.drawChildren(of: node) }
        case .mask:
            // A shape as the mask shows the content inside it (its fill is opaque): a clip
            // path of the shape in the frame. Any other mask draws the content unmasked.
            let mask = attribute.arguments.first { $0.label.isEmpty }?.value
            guard let frame = Self.drawableFrame(of: node), let outline = ShapeOutline.of(argument: mask, in: frame)
            else { return drawChildren(of: node) }
            clipped(to: outline) { $0.drawChildren(of: node) }
        case .scaleEffect, .rotationEffect:
            guard let frame = Self.drawableFrame(of: node), let transform = Self.transform(attribute, in: frame) else { return drawChildren(of: node) }
            group("g", SVGAttributes().adding("transform", transform)) { $0.drawChildren(of: node) }
        case .shadow, .blur, .contrast, .saturation, .grayscale, .hueRotation, .colorInvert:
            guard let filter = cssFilter(attribute) else { return drawChildren(of: node) }
            group("g", SVGAttributes().adding("style", "filter: " + filter)) { $0.drawChildren(of: node) }
        case .clipped:
            guard let frame = Self.drawableFrame(of: node) else { return drawChildren(of: node) }
            clipped(to: .rectangle(frame, radius: .zero)) { $0.drawChildren(of: node) }
        default:
            drawChildren(of: node)
        }
    }

    /// `background(_:in:)` or `overlay(_:in:)` with a style: the style fills the
    /// content's frame (or the shape given, in that frame) behind or in front of it.
    /// Without a shape it also fills the safe area's insets beside the frame on the edges
    /// it ignores (`ignoresSafeAreaEdges`, all by default): "The set of edges for which to
    /// ignore safe area insets when adding the background" — where the content reaches the
    /// safe area's edge (below a navigation bar, above a tab bar: BarInsets.swift), the
    /// style reaches under the bar or to the window's edge.
    private mutating func paintAround(_ node: Node, _ attribute: Attribute, behind: Bool) {
        if !behind { drawChildren(of: node) }
        if let frame = Self.drawableFrame(of: node), let style = attribute.firstValue(as: ShapeStyleValue.self) {
            let shape = attribute.arguments.first { $0.label == "in" }?.value
            let ignored = attribute.arguments.first { $0.label == "ignoresSafeAreaEdges" }?.value as? Edge.Set ?? .all
            let outline = ShapeOutline.of(argument: shape, in: frame) ?? .rectangle(beyondSafeArea(frame, of: node, on: ignored), radius: .zero)
            let fill = self.fill(style.style)
            if !fill.isClear {
                let drawn = outline.element
                element(drawn.name, Self.naming(attribute.name).adding(drawn.attributes).adding(paintAttributes(fill, as: "fill")))
            }
        }
        if behind { drawChildren(of: node) }
    }

    /// The SVG transform of `scaleEffect` or `rotationEffect` about its anchor in `frame`
    /// (the view's frame in the window, which the effect leaves to the layout); `nil` for
    /// none or a value that is not finite.
    static func transform(_ attribute: Attribute, in frame: CGRect) -> String? {
        let anchor = attribute.arguments.first { $0.label == "anchor" }?.value as? UnitPoint ?? .center
        let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
        let about = (SVGText.number(x), SVGText.number(y))
        if attribute.isNamed(.rotationEffect) {
            guard let angle = attribute.firstValue(as: Angle.self), angle.degrees.isFinite, angle.degrees != 0 else { return nil }
            return "rotate(\(SVGText.number(angle.degrees)) \(about.0) \(about.1))"
        }
        func value(_ label: String) -> CGFloat? { attribute.arguments.first { $0.label == label }?.value as? CGFloat }
        let scale: CGSize = if let size = attribute.firstValue(as: CGSize.self) { size }
            else if let both = attribute.arguments.first.flatMap({ $0.label.isEmpty ? $0.value as? CGFloat : nil }) { CGSize(width: both, height: both) }
            else { CGSize(width: value("x") ?? 1, height: value("y") ?? 1) }
        guard scale.width.isFinite, scale.height.isFinite, scale != CGSize(width: 1, height: 1) else { return nil }
        return "translate(\(about.0) \(about.1)) scale(\(SVGText.number(scale.width)) \(SVGText.number(scale.height)))"
            + " translate(\(SVGText.number(-x)) \(SVGText.number(-y)))"
    }

    /// The CSS filter function that draws a filter modifier; `nil` for one with no effect
    /// or a value that is not finite:
    /// - `shadow(color:radius:x:y:)`: a drop shadow of the view's drawing offset by `x` and
    ///   `y`, blurred by twice its radius (CSS's blur radius is twice the Gaussian's
    ///   deviation, which the view's radius is: Measures §8 "Shadow blur"), in its color
    ///   (black at 33 % by default);
    /// - `blur(radius:)`: a Gaussian blur whose deviation is the radius;
    /// - `contrast`, `saturation` (`saturate`), `grayscale` with their amounts, which mean
    ///   what CSS's do (1 no change for the first two, 0 for the last), `hueRotation` by its
    ///   angle, `colorInvert()`.
    func cssFilter(_ attribute: Attribute) -> String? {
        func value(_ label: String) -> CGFloat { attribute.arguments.first { $0.label == label }?.value as? CGFloat ?? 0 }
        func amount(_ function: String, unchangedAt unchanged: Double) -> String? {
            guard let amount = attribute.firstValue(as: Double.self), amount.isFinite, amount != unchanged else { return nil }
            return "\(function)(\(SVGText.number(max(0, amount))))"
        }
        switch attribute.name {
        case .shadow:
            let radius = value("radius"), x = value("x"), y = value("y")
            guard radius.isFinite, x.isFinite, y.isFinite, radius >= 0,
                  let color = attribute.arguments.first(where: { $0.label == "color" })?.value as? Color,
                  case .paint(let paint) = fill(color), !paint.isClear else { return nil }
            let rgba = "rgba(\(Int(paint.red.rounded())), \(Int(paint.green.rounded())), \(Int(paint.blue.rounded())), \(SVGText.number(paint.opacity)))"
            return "drop-shadow(\(SVGText.number(x))px \(SVGText.number(y))px \(SVGText.number(2 * radius))px \(rgba))"
        case .blur:
            let radius = value("radius")
            guard radius.isFinite, radius > 0 else { return nil }
            return "blur(\(SVGText.number(radius))px)"
        case .contrast: return amount("contrast", unchangedAt: 1)
        case .saturation: return amount("saturate", unchangedAt: 1)
        case .grayscale: return amount("grayscale", unchangedAt: 0)
        case .hueRotation:
            guard let angle = attribute.firstValue(as: Angle.self), angle.degrees.isFinite, angle.degrees != 0 else { return nil }
            return "hue-rotate(\(SVGText.number(angle.degrees))deg)"
        case .colorInvert: return "invert(1)"
        default: return nil
        }
    }

    /// Draws what `body` draws inside `outline`.
    mutating func clipped(to outline: ShapeOutline, _ body: (inout Picture) -> Void) {
        let id = nextID("clip")
        let drawn = outline.element
        group("clipPath", SVGAttributes().adding("id", id)) { $0.element(drawn.name, drawn.attributes) }
        group("g", SVGAttributes().adding("clip-path", "url(#\(id))"), body)
    }
}
