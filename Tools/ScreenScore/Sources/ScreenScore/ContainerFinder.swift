/// Finds the canvas and the containers on it: points unlike the canvas, in blobs; a blob
/// across the whole width at the top or bottom is a bar, a full-width hairline near
/// either end bounds one, and a blob at least 40 points tall, 40 % of the width wide and
/// three-quarters solid (holes filled) is a card.
enum ContainerFinder {
    /// The canvas: the commonest colour in the four-point strips down both sides.
    static func canvas(of picture: PointPicture) -> Canvas {
        var tally = ColourTally()
        let side = min(4, picture.width / 2)
        for y in 0..<picture.height {
            for x in 0..<side {
                tally.add(picture[x, y])
                tally.add(picture[picture.width - 1 - x, y])
            }
        }
        let commonest = tally.commonest ?? (RGB(255, 255, 255), 0)
        return Canvas(colour: commonest.colour, uniformity: Double(commonest.count) / Double(max(1, tally.total)))
    }

    /// The bars and cards on the canvas.
    static func containers(of picture: PointPicture, canvas: Canvas, inkDistance: Double) -> (bars: [Bar], cards: [Card]) {
        let width = picture.width, height = picture.height
        let mask = picture.colours.map { $0.distance(to: canvas.colour) > inkDistance }
        var top: (maxY: Int, colour: RGB?)?
        var bottom: (minY: Int, colour: RGB?)?
        var cards: [Card] = []
        for blob in Blob.find(in: mask, width: width) {
            let fullWidth = Double(blob.width) >= 0.97 * Double(width)
            if fullWidth, blob.height <= 2 {
                if Double(blob.maxY) < 0.3 * Double(height) {
                    top = (max(top?.maxY ?? 0, blob.maxY), top?.colour)
                } else if Double(blob.minY) > 0.7 * Double(height) {
                    bottom = (min(bottom?.minY ?? height, blob.minY), bottom?.colour)
                }
            } else if fullWidth, blob.minY == 0, blob.height >= 20 {
                top = (max(top?.maxY ?? 0, acrossRows(of: blob).last ?? blob.maxY), commonest(in: blob, of: picture))
            } else if fullWidth, blob.maxY == height - 1, blob.height >= 20 {
                bottom = (min(bottom?.minY ?? height, acrossRows(of: blob).first ?? blob.minY), commonest(in: blob, of: picture))
            } else if blob.height >= 40, Double(blob.width) >= 0.4 * Double(width), blob.outlineFill >= 0.75 {
                let colour = commonest(in: blob, of: picture)
                let seams = seams(of: blob, in: picture, canvas: canvas.colour, card: colour)
                cards.append(Card(frame: blob.frame,
                                  cornerRadius: cornerRadius(of: blob, in: picture, canvas: canvas.colour, card: colour,
                                                             seams: seams.map { $0 - Double(blob.minY) }),
                                  colour: colour, seams: seams))
            }
        }
        var bars: [Bar] = []
        if let top {
            bars.append(Bar(edge: .top, frame: PointRect(minX: 0, minY: 0, maxX: Double(width), maxY: Double(top.maxY + 1)),
                            colour: top.colour ?? canvas.colour))
        }
        if let bottom {
            bars.append(Bar(edge: .bottom, frame: PointRect(minX: 0, minY: Double(bottom.minY), maxX: Double(width), maxY: Double(height)),
                            colour: bottom.colour ?? canvas.colour))
        }
        cards.sort { $0.frame.minY != $1.frame.minY ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX }
        return (bars, cards)
    }

    /// The rows a bar's blob covers at least half of, top to bottom: a bar runs across
    /// the window; what hangs below it only at the sides (a sheet's rounded corners over
    /// the dark window behind) is not the bar.
    static func acrossRows(of blob: Blob) -> [Int] {
        var counts: [Int: Int] = [:]
        for point in blob.points { counts[point / blob.stride, default: 0] += 1 }
        return counts.filter { 2 * $0.value >= blob.stride }.keys.sorted()
    }

    static func commonest(in blob: Blob, of picture: PointPicture) -> RGB {
        var tally = ColourTally()
        for point in blob.points { tally.add(picture.colours[point]) }
        return tally.commonest?.colour ?? RGB(0, 0, 0)
    }

    /// How much of the point at `x`, `y` a card of colour `card` covers on `canvas`: the
    /// point's colour projected on the line from the canvas's colour to the card's, 0…1.
    static func coverage(of picture: PointPicture, canvas: RGB, card: RGB) -> (Int, Int) -> Double {
        let dx = Double(card.red) - Double(canvas.red), dy = Double(card.green) - Double(canvas.green), dz = Double(card.blue) - Double(canvas.blue)
        let length = dx * dx + dy * dy + dz * dz
        return { x, y in
            guard length > 0 else { return 0 }
            let colour = picture[x, y]
            let projected = (Double(colour.red) - Double(canvas.red)) * dx + (Double(colour.green) - Double(canvas.green)) * dy
                + (Double(colour.blue) - Double(canvas.blue)) * dz
            return max(0, min(1, projected / length))
        }
    }

    /// Where a card's rows meet when each was drawn with its own rounded corners (see
    /// ``Card/seams``): runs of 3 to 24 rows, away from the card's own corners, where the
    /// point one in from either side is mostly canvas, notched at least 2 points deep on
    /// both sides at the run's middle; a run's middle is the seam (in points, from the
    /// picture's top). A row's own background of another colour spans its whole row, far
    /// more than 24 points, and is not a seam.
    static func seams(of blob: Blob, in picture: PointPicture, canvas: RGB, card: RGB) -> [Double] {
        let reach = min(32, blob.width / 2, blob.height / 2)
        guard reach > 2, blob.height > 2 * reach else { return [] }
        let coverage = coverage(of: picture, canvas: canvas, card: card)
        func open(_ y: Int) -> Bool { coverage(blob.minX + 1, y) < 0.5 && coverage(blob.maxX - 1, y) < 0.5 }
        func depth(_ y: Int, fromRight: Bool) -> Int {
            var inset = 0
            while inset < reach, coverage(fromRight ? blob.maxX - inset : blob.minX + inset, y) < 0.5 { inset += 1 }
            return inset
        }
        var seams: [Double] = []
        var y = blob.minY + reach
        while y < blob.maxY - reach {
            guard open(y) else { y += 1; continue }
            var end = y
            while end + 1 < blob.maxY - reach, open(end + 1) { end += 1 }
            // The seam: the rows notched deepest on both sides (the rows' corners meet there).
            let notch = (y...end).map { min(depth($0, fromRight: false), depth($0, fromRight: true)) }
            let deepest = notch.max() ?? 0, rows = end - y + 1
            if rows >= 3, rows <= 24, deepest >= 2, deepest < reach {
                let at = notch.indices.filter { notch[$0] == deepest }
                let seam = Double(y) + Double(at.reduce(0, +)) / Double(at.count) + 0.5
                // A notch split by a line through its middle (the rows' hairline reaching
                // the side) is one seam.
                if let last = seams.last, seam - last < 8 { seams[seams.count - 1] = (last + seam) / 2 } else { seams.append(seam) }
            }
            y = end + 1
        }
        return seams
    }

    /// A card's corner radius from the area its four corners leave uncovered: a quarter
    /// circle of radius r leaves r²(1 − π/4) of its square. Coverage is read from each
    /// point's colour between the canvas's and the card's (so 3× pictures averaged into
    /// points keep their edges' fractions), row by row from the card's side, less the
    /// uncovered width of the card's middle rows (an edge that falls between points) —
    /// middle rows away from its `seams` (points from the card's top), whose notches are
    /// rows' corners, not an edge.
    static func cornerRadius(of blob: Blob, in picture: PointPicture, canvas: RGB, card: RGB, seams: [Double] = []) -> Double {
        let reach = min(32, blob.width / 2, blob.height / 2)
        guard card != canvas, reach > 2 else { return 0 }
        let coverage = coverage(of: picture, canvas: canvas, card: card)
        var uncovered = 0.0
        for corner in 0..<4 {
            let fromRight = corner & 1 == 1, fromBottom = corner & 2 == 2
            func at(_ dx: Int, _ dy: Int) -> Double {
                coverage(fromRight ? blob.maxX - dx : blob.minX + dx, fromBottom ? blob.maxY - dy : blob.minY + dy)
            }
            // A row's full coverage: its most covered point past the corner (under one at
            // an edge that falls between points), or 1 where content hides the fill there.
            func gap(row dy: Int) -> Double {
                let most = (reach..<max(reach + 1, blob.width / 2)).map { at($0, dy) }.max() ?? 0
                let full = most > 0.05 ? most : 1
                var gap = 0.0
                for dx in 0..<reach {
                    let covered = min(1, at(dx, dy) / full)
                    if covered >= 0.99 { break }
                    gap += 1 - covered
                }
                return gap
            }
            // The least of a few middle rows: one of them may be a separator's. Rows within
            // 12 points of a seam are notched by the rows' corners: the middle of the first
            // row is read instead when every middle row is.
            func clear(_ row: Int) -> Bool { !seams.contains { abs(Double(row) + 0.5 - $0) < 12 } }
            var middle = Array(blob.height / 2 - 4...blob.height / 2 + 4).filter(clear)
            if middle.isEmpty, let first = seams.first {
                middle = Array(Int(first / 2) - 4...Int(first / 2) + 4).filter { $0 >= 0 && clear($0) }
            }
            let baseline = middle.map { gap(row: $0) }.min() ?? 0
            for dy in 0..<reach { uncovered += max(0, gap(row: dy) - baseline) }
        }
        return (uncovered / 4 / (1 - Double.pi / 4)).squareRoot()
    }
}
