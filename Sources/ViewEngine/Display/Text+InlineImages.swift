// Images shown inline in a text (Rules R22, "Pictures of the window"):
// `Text(Image(systemName: "square.and.arrow.up"))`, alone or concatenated
// (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`). Each image is one character of
// the string the text is laid out as — a code point of the supplementary private use plane
// (``ResolvedFont/attachmentBase``), as wide as the image — so it wraps with the words
// around it; a picture draws the image there: a symbol at the text's point size (times
// the image scale) and weight, its baseline on the line's, in its run's color; a symbol
// the artwork lacks as the symbols' placeholder, an asset's image in a square of the point
// size. ``ViewHost/render()`` and the text's content write it as `<name>`.

import ViewEngineCore

extension Text {
    /// The string the text is laid out as — its content, each inline image one character
    /// standing for it — and the images, in order.
    func laidOutContent(now: Date, localization: TextLocalization?) -> (string: String, images: [Image]) {
        var images: [Image] = []
        let string = laidOut(now: now, localization: localization, images: &images)
        return (string, images)
    }

    private func laidOut(now: Date, localization: TextLocalization?, images: inout [Image]) -> String {
        switch storage {
        case .image(let image):
            let index = UInt32(min(images.count, 0xFFFD))
            images.append(image)
            return Unicode.Scalar(ResolvedFont.attachmentBase + index).map { String(Character($0)) } ?? ""
        case .concatenation(let lhs, let rhs):
            let left = lhs.laidOut(now: now, localization: localization, images: &images)
            return left + rhs.laidOut(now: now, localization: localization, images: &images)
        default:
            return resolved(now: now, localization: localization)
        }
    }

    /// The advances of `images` shown inline in this text measured in `font`: a symbol's
    /// width (Measures §9 "Symbol frame"), else the point size.
    @MainActor func inlineImageWidths(_ images: [Image], font: ResolvedFont, in environment: EnvironmentValues) -> [CGFloat] {
        images.map { inlineSymbol($0, font: font, in: environment)?.size.width ?? font.pointSize }
    }

    /// The symbol `image` is drawn as inline in this text measured in `font`, or `nil` for
    /// an asset's image or a symbol the artwork lacks.
    @MainActor func inlineSymbol(_ image: Image, font: ResolvedFont, in environment: EnvironmentValues) -> SymbolMetrics? {
        guard image.isSymbol else { return nil }
        return SymbolMetrics(name: image.symbolName(in: environment), pointSize: font.pointSize * Image.symbolScale(environment.imageScale),
                             weight: inlineWeight(in: environment))
    }

    /// The weight of the text's inline symbols: its own weight, else its font's.
    @MainActor private func inlineWeight(in environment: EnvironmentValues) -> Font.Weight {
        let type = ownType(in: environment)
        return type.weight ?? (type.font ?? .body).drawnTraits.weight
    }

    /// Draws `image`, shown inline at `x` on the line whose baseline is `baseline` and
    /// whose top is `top`, `width` wide, `lineHeight` tall, in `fill`.
    @MainActor func drawInline(_ image: Image, x: CGFloat, baseline: CGFloat, top: CGFloat, width: CGFloat, lineHeight: CGFloat,
                               font: ResolvedFont, environment: EnvironmentValues, fill: Fill, into picture: inout Picture) {
        let naming = Picture.naming("Image", title: image.name)
        guard image.isSymbol else {
            let side = min(width, lineHeight)
            let frame = CGRect(x: x, y: baseline - side, width: side, height: side)
            return Image.drawAsset(image.name, set: picture.assets.image(named: image.name), in: frame, template: nil, into: &picture)
        }
        guard let symbol = inlineSymbol(image, font: font, in: environment) else {
            let frame = CGRect(x: x, y: top, width: width, height: lineHeight)
            return picture.group("g", naming) { Image.drawPlaceholder(image.name, in: frame, fill: fill, into: &$0) }
        }
        let size = symbol.size
        let frame = CGRect(x: x, y: baseline - symbol.baseline(inHeight: size.height), width: size.width, height: size.height)
        picture.group("g", naming) { $0.drawSymbol(symbol, in: frame, stretches: false, paints: SymbolPaints(monochrome: fill)) }
    }
}
