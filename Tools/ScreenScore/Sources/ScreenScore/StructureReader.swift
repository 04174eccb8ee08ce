/// Reads a screen's structure from a picture at point scale: the canvas and containers
/// (`ContainerFinder`), then in each region — the canvas, each bar, each card — the
/// points unlike its background, in blobs named by `ShapeClassifier`, the glyphs grouped
/// into lines by `TextLineGrouping`.
public enum StructureReader {
    /// How far (RGB distance) a point's colour must be from its background to count as
    /// something drawn on it: above anti-aliasing's faintest fringe and PNG rounding, below
    /// a dark mode hairline averaged into a point at 3× (about 19).
    public static let inkDistance = 10.0

    /// The widest gap (points of background) between a symbol and a part of it stacked
    /// above or below it: 1 (iOS 17's `person` at 17 points leaves 1.3 between head and
    /// shoulders; a tab's title stands 3 or more below its symbol).
    public static let symbolPartGap = 1.0

    /// How far (RGB distance) a stacked part's strongest colour may be from its symbol's:
    /// the same ink, averaged differently into points.
    public static let symbolPartColour = 40.0

    /// How far (RGB distance) a mark's strongest point must be from every colour a grey
    /// ink can make on its background (``RGB/distance(toGreyOn:)``) for the mark to be
    /// tinted: beyond rounding, a point being the mean of rounded pixels. Measured on
    /// real pictures at 3×: black and white marks on pink and blue rows within 2, tinted
    /// marks 10 or more.
    public static let greyInkDistance = 6.0

    /// The structure of a picture drawn at `scale` pixels a point for a window of `window`
    /// points; throws when the picture's size is not the window's at that scale.
    public static func read(_ image: RGBAImage, scale: Int, window: WindowSize,
                            picture: ScoreInputError.Picture = .reference) throws(ScoreInputError) -> ScreenStructure {
        guard (1...3).contains(scale) else { throw .unsupportedScale(scale) }
        guard image.width == window.width * scale, image.height == window.height * scale else {
            throw .wrongSize(picture, pixelWidth: image.width, pixelHeight: image.height, scale: scale, window: window)
        }
        return read(PointPicture(image, scale: scale))
    }

    /// The structure of a picture already at point scale.
    public static func read(_ picture: PointPicture) -> ScreenStructure {
        let canvas = ContainerFinder.canvas(of: picture)
        let (bars, cards) = ContainerFinder.containers(of: picture, canvas: canvas, inkDistance: inkDistance)
        let width = picture.width
        // Each point's region: 0 the canvas, 1 the top bar, 2 the bottom bar, 3 + i card i.
        var regions = [Int](repeating: 0, count: picture.colours.count)
        func mark(_ frame: PointRect, _ region: Int) {
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) { regions[y * width + x] = region }
            }
        }
        for bar in bars { mark(bar.frame, bar.edge == .top ? 1 : 2) }
        for (index, card) in cards.enumerated() { mark(card.frame, 3 + index) }
        func background(_ region: Int) -> RGB {
            switch region {
            case 0: canvas.colour
            case 1, 2: bars.first { $0.edge == (region == 1 ? .top : .bottom) }?.colour ?? canvas.colour
            default: cards[region - 3].colour
            }
        }
        // Ink: unlike the region's fill; at a card's or bar's edges and corners (and its rows'
        // corners at its seams), unlike any blend of its fill and the canvas (an anti-aliased
        // edge is not ink).
        var ink = [Bool](repeating: false, count: picture.colours.count)
        for index in picture.colours.indices {
            let region = regions[index], colour = picture.colours[index]
            switch region {
            case 0:
                ink[index] = colour.distance(to: canvas.colour) > inkDistance
            case 1, 2:
                ink[index] = colour.distance(toBlendOf: canvas.colour, and: background(region)) > inkDistance
            default:
                let card = cards[region - 3]
                let x = Double(index % width), y = Double(index / width)
                let edge = card.cornerRadius + 1
                let nearX = x < card.frame.minX + edge || x >= card.frame.maxX - edge
                // Where rows drawn each on its own rounded card meet (``Card/seams``), their
                // corners notch the card's sides as its own corners round it.
                let nearY = y < card.frame.minY + edge || y >= card.frame.maxY - edge
                    || card.seams.contains { abs(y + 0.5 - $0) < edge }
                let onRim = x < card.frame.minX + 1 || x >= card.frame.maxX - 1 || y < card.frame.minY + 1 || y >= card.frame.maxY - 1
                ink[index] = (nearX && nearY) || onRim
                    ? colour.distance(toBlendOf: canvas.colour, and: card.colour) > inkDistance
                    : colour.distance(to: card.colour) > inkDistance
            }
        }
        func regionName(_ region: Int) -> Region {
            switch region {
            case 0: .canvas
            case 1: .topBar
            case 2: .bottomBar
            default: .card(region - 3)
            }
        }
        var separators: [Separator] = []
        var controls: [Control] = []
        var glyphs: [Int: [InkShape]] = [:]
        var candidates: [(region: Int, kind: Control.Kind, shape: InkShape)] = []
        for blob in Blob.find(in: ink, width: width) {
            let region = regions[blob.points[0]]
            let shape = InkShape(blob: blob, region: regionName(region), picture: picture, background: background(region))
            switch ShapeClassifier.shape(of: shape, windowWidth: width) {
            case .barHairline, .deviceIsland: break
            case .control(let kind) where kind == .symbol || kind == .chevron || kind == .checkmark:
                candidates.append((region, kind, shape))
            case .separator:
                separators.append(Separator(region: shape.region, minX: Double(blob.minX), maxX: Double(blob.maxX + 1),
                                            y: blob.frame.midY, colour: shape.hairlineColour(in: picture)))
            case .control(let kind):
                // A switch is on when a fifth of it is coloured (its track), whatever its knob.
                let on = kind == .toggle ? (shape.tinted?.share ?? 0) >= 0.2 : nil
                controls.append(Control(kind: kind, region: shape.region, frame: blob.frame,
                                        colour: on == true ? shape.tinted?.colour ?? shape.commonest
                                            : kind == .toggle || kind == .segmented ? shape.commonest : shape.strongest,
                                        isOn: on))
            case .glyph:
                glyphs[region, default: []].append(shape)
            }
        }
        // A symbol, chevron or checkmark with a glyph or another such blob beside it on its
        // line is a letter — a bold title's `S`, a tinted word's `O`, a header's `>`-shaped
        // `2` after a space — not a control: a symbol under 4 points from it, a chevron or
        // checkmark under 8 (a space is 4–5; a row's chevron and checkmark stand 12 points
        // or more from their row's text).
        // A blob wholly inside a symbol's frame is a detail of the symbol (a timer's hand
        // inside its open dial), not a neighbour: no letter holds another inside it.
        func inside(_ other: PointRect, _ frame: PointRect) -> Bool {
            other.minX >= frame.minX && other.maxX <= frame.maxX && other.minY >= frame.minY && other.maxY <= frame.maxY
        }
        let letters = candidates.map { candidate in
            let frame = candidate.shape.blob.frame
            let neighbours = (glyphs[candidate.region] ?? []) + candidates.filter { $0.region == candidate.region }.map(\.shape)
            return neighbours.contains { glyph in
                guard glyph.blob.points[0] != candidate.shape.blob.points[0] else { return false }
                let other = glyph.blob.frame
                if candidate.kind == .symbol, inside(other, frame) { return false }
                let overlap = min(frame.maxY, other.maxY) - max(frame.minY, other.minY)
                let gap = max(other.minX - frame.maxX, frame.minX - other.maxX)
                return overlap >= 0.5 * min(frame.height, other.height) && gap <= (candidate.kind == .symbol ? 4 : 8)
            }
        }
        for ((region, kind, shape), isLetter) in zip(candidates, letters) {
            if isLetter {
                glyphs[region, default: []].append(shape)
            } else {
                controls.append(Control(kind: kind, region: shape.region, frame: shape.blob.frame,
                                        colour: shape.strongest, isOn: nil))
            }
        }
        // A symbol's details inside it are part of it.
        for symbol in controls where symbol.kind == .symbol {
            for region in glyphs.keys { glyphs[region]?.removeAll { $0.region == symbol.region && inside($0.blob.frame, symbol.frame) } }
        }
        // A symbol's part at most a point above or below it — a person's head over its
        // shoulders, 1.3 points apart, which averaging into points joins or splits by where
        // the gap falls on the grid — is part of it: a glyph in its region, of its colour,
        // sharing half the narrower one's columns.
        func stacked(_ part: InkShape, on symbol: Control) -> Bool {
            let frame = part.blob.frame, other = symbol.frame
            let gap = max(frame.minY - other.maxY, other.minY - frame.maxY)
            let shared = min(frame.maxX, other.maxX) - max(frame.minX, other.minX)
            return part.region == symbol.region && (0...Self.symbolPartGap).contains(gap)
                && shared >= 0.5 * min(frame.width, other.width) && part.strongest.distance(to: symbol.colour) <= Self.symbolPartColour
        }
        for index in controls.indices where controls[index].kind == .symbol {
            for region in glyphs.keys {
                while let part = glyphs[region]?.firstIndex(where: { stacked($0, on: controls[index]) }) {
                    let frame = glyphs[region]!.remove(at: part).blob.frame
                    controls[index].frame = PointRect(minX: min(frame.minX, controls[index].frame.minX), minY: min(frame.minY, controls[index].frame.minY),
                                                      maxX: max(frame.maxX, controls[index].frame.maxX), maxY: max(frame.maxY, controls[index].frame.maxY))
                }
            }
        }
        // A switch's or segmented control's own labels and thumb are part of the control.
        let holders = controls.filter { $0.kind == .toggle || $0.kind == .segmented }
        func insideAControl(_ shape: InkShape) -> Bool {
            let frame = shape.blob.frame
            return holders.contains { $0.region == shape.region && frame.minX >= $0.frame.minX && frame.maxX <= $0.frame.maxX
                && frame.minY >= $0.frame.minY && frame.maxY <= $0.frame.maxY }
        }
        let textLines = glyphs.keys.sorted().flatMap { region in
            TextLineGrouping.lines(of: (glyphs[region] ?? []).filter { !insideAControl($0) }, in: regionName(region))
        }
        func readingOrder(_ a: PointRect, _ b: PointRect) -> Bool { (a.minY, a.minX) < (b.minY, b.minX) }
        var structure = ScreenStructure(window: WindowSize(width: picture.width, height: picture.height), canvas: canvas,
                                        bars: bars, cards: cards,
                                        separators: separators.sorted { ($0.y, $0.minX) < ($1.y, $1.minX) },
                                        controls: controls.sorted { readingOrder($0.frame, $1.frame) },
                                        textLines: textLines.sorted { readingOrder($0.frame, $1.frame) })
        structure.untintedTabItems = UntintedTabItem.find(in: structure)
        return structure
    }
}
