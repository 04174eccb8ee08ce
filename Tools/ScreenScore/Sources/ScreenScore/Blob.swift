/// A connected set of points (eight neighbours) of a mask: a card on the canvas, a glyph
/// in a card. Coordinates are whole points.
struct Blob {
    /// Its points, as `y * width + x`.
    var points: [Int]
    var minX: Int, minY: Int, maxX: Int, maxY: Int   // inclusive

    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    /// The share of its bounding box it covers.
    var fill: Double { Double(points.count) / Double(width * height) }
    var frame: PointRect { PointRect(minX: Double(minX), minY: Double(minY), maxX: Double(maxX + 1), maxY: Double(maxY + 1)) }

    /// The blobs of `mask` (a `width`-wide grid), in the order their first point is met
    /// row by row.
    static func find(in mask: [Bool], width: Int) -> [Blob] {
        let height = mask.count / width
        var seen = [Bool](repeating: false, count: mask.count)
        var blobs: [Blob] = []
        var stack: [Int] = []
        for start in mask.indices where mask[start] && !seen[start] {
            var blob = Blob(points: [], minX: start % width, minY: start / width, maxX: start % width, maxY: start / width)
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
