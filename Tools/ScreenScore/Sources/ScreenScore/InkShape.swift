/// One blob of ink on a region's background, measured for `ShapeClassifier`: its box,
/// how solid it is, its strongest and commonest colours, and where its rows sit.
struct InkShape {
    var blob: Blob
    var region: Region
    /// The point most unlike the background (a glyph's or hairline's own colour, least blended).
    var strongest: RGB
    /// How unlike the background that point is (RGB distance).
    var strength: Double
    /// The commonest colour among the blob's points (a switch's track, a control's fill).
    var commonest: RGB
    /// The commonest colour among its coloured points (saturation at least 0.25: a switch's
    /// track when it is on), and their share of its points — on a dark card a switch's
    /// white knob is part of the blob, and its one exact white may be commoner than the
    /// track's anti-aliased greens.
    var tinted: (colour: RGB, share: Double)?
    /// The horizontal middle of the blob's top, middle and bottom rows, from its left edge.
    var rowMiddles: (top: Double, middle: Double, bottom: Double)
    /// Where the ink of its leftmost column sits, from its top (0) to its bottom (1).
    var leftColumnMiddle: Double
    /// The longest unbroken vertical run of its points in any column (a stem's height; a
    /// slanted stroke's few points).
    var longestColumnRun: Int
    /// The background it was found on.
    var background: RGB

    init(blob: Blob, region: Region, picture: PointPicture, background: RGB) {
        self.blob = blob
        self.region = region
        self.background = background
        var strongest = background, strength = -1.0
        var tally = ColourTally(), tintedTally = ColourTally()
        var rows: [Int: (sum: Int, count: Int)] = [:]
        var leftColumn: (sum: Int, count: Int) = (0, 0)
        for point in blob.points {
            let colour = picture.colours[point]
            let distance = colour.distance(to: background)
            if distance > strength { strength = distance; strongest = colour }
            tally.add(colour)
            if colour.saturation >= 0.25 { tintedTally.add(colour) }
            let row = point / picture.width
            rows[row, default: (0, 0)].sum += point % picture.width - blob.minX
            rows[row, default: (0, 0)].count += 1
            if point % picture.width == blob.minX { leftColumn = (leftColumn.sum + row - blob.minY, leftColumn.count + 1) }
        }
        self.strongest = strongest
        self.strength = strength
        commonest = tally.commonest?.colour ?? strongest
        tinted = tintedTally.commonest.map { ($0.colour, Double(tintedTally.total) / Double(max(1, tally.total))) }
        func middle(_ row: Int) -> Double {
            guard let entry = rows[row] else { return Double(blob.width) / 2 }
            return Double(entry.sum) / Double(entry.count) + 0.5
        }
        rowMiddles = (middle(blob.minY), middle((blob.minY + blob.maxY) / 2), middle(blob.maxY))
        var grid = [Bool](repeating: false, count: blob.width * blob.height)
        for point in blob.points { grid[(point / picture.width - blob.minY) * blob.width + point % picture.width - blob.minX] = true }
        var longest = 0
        for column in 0..<blob.width {
            var run = 0
            for row in 0..<blob.height {
                run = grid[row * blob.width + column] ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        longestColumnRun = longest
        leftColumnMiddle = (Double(leftColumn.sum) / Double(max(1, leftColumn.count)) + 0.5) / Double(blob.height)
    }

    /// A hairline's colour as a line one point thick would show it: the background plus
    /// the ink summed down the column at the line's middle. A hairline a third of a point
    /// thick reads the same whether it is one pixel at 3× or blended into a point at 1×.
    func hairlineColour(in picture: PointPicture) -> RGB {
        let x = (blob.minX + blob.maxX) / 2
        var sums = (0.0, 0.0, 0.0)
        for y in max(0, blob.minY - 1)...min(picture.height - 1, blob.maxY + 1) {
            let colour = picture[x, y]
            sums.0 += Double(colour.red) - Double(background.red)
            sums.1 += Double(colour.green) - Double(background.green)
            sums.2 += Double(colour.blue) - Double(background.blue)
        }
        func channel(_ base: UInt8, _ sum: Double) -> UInt8 { UInt8(max(0, min(255, (Double(base) + sum).rounded()))) }
        return RGB(channel(background.red, sums.0), channel(background.green, sums.1), channel(background.blue, sums.2))
    }

    /// Whether its ink is a hue rather than a grey (a tint, the switch's green): its
    /// strongest and commonest points coloured, and its strongest point — its core ink,
    /// the least blended with the background — no grey ink on its background could make.
    /// Saturation alone reads the blend, not the ink: a black glyph on a pink row is pink
    /// at its edges, and near black a step or two of pink is a large saturation (iOS's
    /// black `person.3` measured #070407, 0.43; a black clock #030203, 0.33), so which of
    /// two black symbols read as tinted was decided by the rounding. A black, white or
    /// grey ink, opaque or not (a secondary label's translucent grey), blended with the
    /// background stays in the triangle of background, black and white; a tint does not.
    var isTinted: Bool {
        strongest.saturation >= 0.35 && commonest.saturation >= 0.25
            && strongest.distance(toGreyOn: background) > StructureReader.greyInkDistance
    }
}
