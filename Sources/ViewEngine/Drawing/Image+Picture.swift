// How a picture draws an `Image` (Rules R22, "Pictures of the window"). A system symbol
// is drawn from the engine's own artwork (Drawing/Symbols): its glyph at its size and
// weight, in the foreground style, its layers painted by its rendering mode. A symbol
// the artwork lacks is a neutral placeholder — a rounded box of its size with the
// symbol's name in `data-symbol` — never a silent blank. An image from a catalog is its
// file embedded at its frame (a PNG, JPEG or SVG, or a PDF's page drawn as SVG:
// ``EmbeddedImage``; the dark appearance's in dark mode), or — a file too large or of
// another kind, or no catalog — a light box of its frame with its name. A catalog's
// custom symbol (a symbol set) is drawn as a system symbol is, from its template's glyph
// (CustomSymbol.swift). A template image (the set's "Render As", or
// `renderingMode(.template)`) is drawn as Apple describes template mode, rendering "all
// nontransparent pixels as the foreground color": the foreground through the file's alpha.

import ViewEngineCore

extension Image: PictureLeaf {
    func draw(in frame: CGRect, context: LeafLayoutContext, into picture: inout Picture) {
        let naming = Picture.naming("Image", title: name)
        guard isSymbol else {
            if let glyph = customSymbolGlyph(in: context) {
                let environment = context.environment
                let paints = symbolPaints(in: environment, picture: picture)
                return picture.group("g", naming.adding("data-symbol", name)) { picture in
                    picture.drawCustomSymbol(glyph, pointSize: SymbolMetrics.pointSize(in: environment), in: frame, stretches: isResizable, paints: paints)
                }
            }
            let set = picture.assets.image(named: name)
            let isTemplate = (chosenRenderingMode ?? set?.renderingIntent) == .template
            return Self.drawAsset(name, set: set, in: frame, template: isTemplate ? picture.foreground : nil, into: &picture)
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

    /// Draws the catalog's image `name` (its set `set`, if the catalog has one) in `frame`:
    /// its file embedded — as a template painted with `template`, when given — or a light
    /// box of the frame; a group named for the image, with the name as its title.
    @MainActor static func drawAsset(_ name: String, set: AssetCatalog.ImageSet?, in frame: CGRect, template: Fill?,
                                     into picture: inout Picture) {
        let embedded = set?.file(in: picture.colorScheme).flatMap(EmbeddedImage.init(file:))
        picture.group("g", Picture.naming("Image", title: name)) { picture in
            if let embedded {
                let image = SVGAttributes().adding("x", frame.minX).adding("y", frame.minY).adding("width", frame.width)
                    .adding("height", frame.height).adding("preserveAspectRatio", "none").adding("href", embedded.dataURL)
                if let template {
                    picture.drawTemplate(image, in: frame, fill: template)
                } else {
                    picture.element("image", image)
                }
            } else {
                let box = ShapeOutline.rectangle(frame, radius: .zero).element
                picture.element(box.name, box.attributes.adding(picture.paintAttributes(.paint(picture.system("systemFill")), as: "fill")))
            }
            picture.element("title", SVGAttributes(), content: name)
        }
    }

    /// The rendering mode the image's own `renderingMode(_:)` chose, the last one applied
    /// (`renderingMode(nil)` gives the choice back to the asset).
    private var chosenRenderingMode: TemplateRenderingMode? {
        attributes.last { $0.isNamed(.renderingMode) }?.firstValue(as: TemplateRenderingMode.self)
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
            case .symbolRenderingMode: mode = attribute.firstValue(as: SymbolRenderingMode.self)
            case .renderingMode where attribute.firstValue(as: TemplateRenderingMode.self) == .original: mode = .multicolor
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

extension Picture {
    /// Draws a custom symbol's glyph at `pointSize` centred in `frame` (or stretched to
    /// it), each path in its layer's paint.
    mutating func drawCustomSymbol(_ glyph: CustomSymbol.Glyph, pointSize: CGFloat, in frame: CGRect, stretches: Bool, paints: SymbolPaints) {
        let scale = pointSize / CustomSymbol.templatePointSize
        let scaleX = stretches ? frame.width / max(glyph.trailing - glyph.leading, 1) : scale
        let scaleY = stretches ? frame.height / glyph.ink.height : scale
        let transform = SymbolTransform(scaleX: scaleX, scaleY: scaleY, dx: frame.midX - (glyph.leading + glyph.trailing) / 2 * scaleX,
                                        dy: frame.midY - glyph.ink.midY * scaleY)
        for layer in glyph.layers {
            let fill = switch layer.level {
            case .primary: paints.primary
            case .secondary: paints.secondary
            case .tertiary: paints.tertiary
            }
            guard !fill.isClear else { continue }
            element("path", SVGAttributes().adding("d", layer.path.applying(transform).svgData).adding(paintAttributes(fill, as: "fill")))
        }
    }

    /// Draws `fill` through the alpha of the image `image` describes (a template image):
    /// a mask of the image, and the frame filled under it.
    mutating func drawTemplate(_ image: SVGAttributes, in frame: CGRect, fill: Fill) {
        let id = nextID("template")
        group("mask", SVGAttributes().adding("id", id).adding("maskUnits", "userSpaceOnUse").adding("x", frame.minX).adding("y", frame.minY)
                .adding("width", frame.width).adding("height", frame.height).adding("mask-type", "alpha")) { picture in
            picture.element("image", image)
        }
        let box = ShapeOutline.rectangle(frame, radius: .zero).element
        element(box.name, box.attributes.adding(paintAttributes(fill, as: "fill")).adding("mask", "url(#\(id))"))
    }
}
