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
                cards.append(Card(frame: blob.frame,
                                  cornerRadius: cornerRadius(of: blob, in: picture, canvas: canvas.colour, card: colour),
                                  colour: colour))
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

    /// A card's corner radius from the area its four corners leave uncovered: a quarter
    /// circle of radius r leaves r²(1 − π/4) of its square. Coverage is read from each
    /// point's colour between the canvas's and the card's (so 3× pictures averaged into
    /// points keep their edges' fractions), row by row from the card's side, less the
    /// uncovered width of the card's middle rows (an edge that falls between points).
    static func cornerRadius(of blob: Blob, in picture: PointPicture, canvas: RGB, card: RGB) -> Double {
        let reach = min(32, blob.width / 2, blob.height / 2)
        let dx = Double(card.red) - Double(canvas.red), dy = Double(card.green) - Double(canvas.green), dz = Double(card.blue) - Double(canvas.blue)
        let length = dx * dx + dy * dy + dz * dz
        guard length > 0, reach > 2 else { return 0 }
        func coverage(_ x: Int, _ y: Int) -> Double {
            let colour = picture[x, y]
            let projected = (Double(colour.red) - Double(canvas.red)) * dx + (Double(colour.green) - Double(canvas.green)) * dy
                + (Double(colour.blue) - Double(canvas.blue)) * dz
            return max(0, min(1, projected / length))
        }
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
            // The least of a few middle rows: one of them may be a separator's.
            let baseline = (blob.height / 2 - 4...blob.height / 2 + 4).map { gap(row: $0) }.min() ?? 0
            for dy in 0..<reach { uncovered += max(0, gap(row: dy) - baseline) }
        }
        return (uncovered / 4 / (1 - Double.pi / 4)).squareRoot()
    }
}
