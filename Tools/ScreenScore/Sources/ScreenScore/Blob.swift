/// A connected set of points (eight neighbours) of a mask: a card on the canvas, a glyph
/// in a card. Coordinates are whole points.
struct Blob {
    /// Its points, as `y * width + x`.
    var points: [Int]
    /// The width of the grid its points index.
    var stride: Int
    var minX: Int, minY: Int, maxX: Int, maxY: Int   // inclusive

    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    /// The share of its bounding box it covers.
    var fill: Double { Double(points.count) / Double(width * height) }
    /// The share of its bounding box inside its outline, row by row from its leftmost to
    /// its rightmost point: holes count as covered (a card with a control of nearly the
    /// canvas's colour on it is still solid).
    var outlineFill: Double {
        var spans: [Int: (low: Int, high: Int)] = [:]
        for point in points {
            let x = point % stride, y = point / stride
            let span = spans[y] ?? (x, x)
            spans[y] = (min(span.low, x), max(span.high, x))
        }
        return Double(spans.values.reduce(0) { $0 + $1.high - $1.low + 1 }) / Double(width * height)
    }
    var frame: PointRect { PointRect(minX: Double(minX), minY: Double(minY), maxX: Double(maxX + 1), maxY: Double(maxY + 1)) }

    /// The blobs of `mask` (a `width`-wide grid), in the order their first point is met
    /// row by row.
    static func find(in mask: [Bool], width: Int) -> [Blob] {
        let height = mask.count / width
        var seen = [Bool](repeating: false, count: mask.count)
        var blobs: [Blob] = []
        var stack: [Int] = []
        for start in mask.indices where mask[start] && !seen[start] {
            var blob = Blob(points: [], stride: width, minX: start % width, minY: start / width, maxX: start % width, maxY: start / width)
            seen[start] = true
            stack.append(start)
            while let point = stack.popLast() {
                blob.points.append(point)
                let x = point % width, y = point / width
                blob.minX = min(blob.minX, x); blob.maxX = max(blob.maxX, x)
                blob.minY = min(blob.minY, y); blob.maxY = max(blob.maxY, y)
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < height else { continue }
                    for dx in -1...1 {
                        let nx = x + dx
                        guard nx >= 0, nx < width else { continue }
                        let next = ny * width + nx
                        if mask[next], !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            blobs.append(blob)
        }
        return blobs
    }
}
