// How a picture draws an `Image` (Rules R22, "Pictures of the window"). A system symbol
// is drawn from the engine's own artwork (Drawing/Symbols): its glyph at its size and
// weight, in the foreground style, its layers painted by its rendering mode. A symbol
// the artwork lacks is a neutral placeholder — a rounded box of its size with the
// symbol's name in `data-symbol` — never a silent blank. An image from a catalog is its
// file embedded at its frame (a PNG or JPEG, ``EmbeddedImage``), or — a file too large
// or of another kind, or no catalog — a light box of its frame with its name.

import ViewEngineCore

extension Image: PictureLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let naming = Picture.naming("Image", title: name)
        guard isSymbol else {
            let embedded = picture.assets.image(named: name)?.file.flatMap(EmbeddedImage.init(file:))
            picture.group("g", naming) { picture in
                if let embedded {
                    picture.element("image", SVGAttributes().adding("x", frame.minX).adding("y", frame.minY).adding("width", frame.width)
                                        .adding("height", frame.height).adding("preserveAspectRatio", "none").adding("href", embedded.dataURL))
                } else {
                    let box = ShapeOutline.rectangle(frame, radius: .zero).element
                    picture.element(box.name, box.attributes.adding(picture.paintAttributes(.paint(picture.system("systemFill")), as: "fill")))
                }
                picture.element("title", SVGAttributes(), content: name)
            }
            return
        }
        let environment = context.environment
        let shown = symbolName(in: environment)
        let weight = picture.style.fontWeight ?? SymbolMetrics.weight(in: environment)
        let paints = symbolPaints(in: environment, picture: picture)
        let symbol = SymbolMetrics(name: shown, pointSize: SymbolMetrics.pointSize(in: environment), weight: weight)
        picture.group("g", naming.adding("data-symbol", shown != name ? shown : nil)) { picture in
            guard let symbol else { return Self.drawPlaceholder(shown, in: frame, fill: paints.primary, into: &picture) }
            picture.drawSymbol(symbol, in: frame, stretches: isResizable, paints: paints)
        }
    }

    /// Draws the symbol `name` fitted in `box` (a tab bar's item): its glyph scaled so
    /// that its grid is the box's side, centred, or its placeholder.
    @MainActor static func drawSymbol(_ name: String, in box: CGRect, fill: Fill, into picture: inout Picture) {
        let weight = picture.style.fontWeight ?? .regular
        guard let symbol = SymbolMetrics(name: name, pointSize: box.height / SymbolMetrics.gridPerPoint, weight: weight) else {
            return drawPlaceholder(name, in: box, fill: fill, into: &picture)
        }
        picture.group("g", Picture.naming("Image", title: name)) { picture in
            picture.drawSymbol(symbol, in: box, stretches: false, paints: SymbolPaints(monochrome: fill))
        }
    }

    /// The neutral placeholder of a symbol the artwork does not draw: a rounded box of
    /// `frame` in the foreground at 8 % with a hairline at 30 %, the name in `data-symbol`.
    @MainActor static func drawPlaceholder(_ name: String, in frame: CGRect, fill: Fill, into picture: inout Picture) {
        let side = min(frame.width, frame.height)
        let outline = ShapeOutline.rectangle(frame, radius: CGSize(width: side * 0.2, height: side * 0.2)).element
        picture.element(outline.name, SVGAttributes().adding("data-symbol", name).adding(outline.attributes)
                            .adding(picture.paintAttributes(fill.multiplyingOpacity(by: 0.08), as: "fill"))
                            .adding(picture.paintAttributes(fill.multiplyingOpacity(by: 0.3), as: "stroke")).adding("stroke-width", "1"))
    }

    /// The name of the symbol shown in `environment`: this image's, with the variants
    /// `symbolVariant(_:)` set (`heart` under `.fill` is `heart.fill`).
    @MainActor func symbolName(in environment: EnvironmentValues) -> String {
        SymbolResolution.name(name, with: environment.symbolVariants)
    }

    /// The paints of the symbol's layers: its rendering mode (the image's own, else its
    /// environment's; `renderingMode(.original)` asks for the symbol's own colors) over
    /// the foreground styles around it.
    @MainActor private func symbolPaints(in environment: EnvironmentValues, picture: Picture) -> SymbolPaints {
        var mode = environment.symbolRenderingMode
        for attribute in attributes {
            switch attribute.name {
            case "symbolRenderingMode": mode = attribute.firstValue(as: SymbolRenderingMode.self)
            case "renderingMode" where attribute.firstValue(as: TemplateRenderingMode.self) == .original: mode = .multicolor
            default: break
            }
        }
        let primary = picture.foreground
        switch mode {
        case .hierarchical?, .palette?:
            return SymbolPaints(primary: primary, secondary: picture.style.secondaryForeground ?? HierarchicalShapeStyle.secondary.fill(in: picture),
                                tertiary: picture.style.tertiaryForeground ?? HierarchicalShapeStyle.tertiary.fill(in: picture))
        case .multicolor?:
            let base = symbolName(in: environment)
            guard let colors = SymbolArtwork.multicolor(for: base) else { return SymbolPaints(monochrome: primary) }
            func paint(_ layer: SymbolGlyph.Layer) -> Fill {
                colors.layers[layer].map { .paint(picture.paint(named: $0)) } ?? primary
            }
            return SymbolPaints(primary: paint(.primary), secondary: paint(.secondary), tertiary: paint(.tertiary),
                                badge: colors.badge.map { .paint(picture.paint(named: $0)) })
        default:
            return SymbolPaints(monochrome: primary)
        }
    }
}
