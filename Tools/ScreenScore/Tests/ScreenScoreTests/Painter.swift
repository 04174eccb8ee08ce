import ScreenScore

/// A tiny rasterizer for the tests' synthetic screens: shapes given in points, drawn at a
/// scale into an `RGBAImage`, edges anti-aliased by their coverage of each pixel
/// (exactly for rectangles, by 4 × 4 samples for rounded shapes and strokes).
struct Painter {
    var image: RGBAImage
    let scale: Int

    init(width: Int, height: Int, scale: Int, background: RGB) {
        image = RGBAImage(width: width * scale, height: height * scale, fill: background)
        self.scale = scale
    }

    mutating func blend(_ px: Int, _ py: Int, _ colour: RGB, _ coverage: Double) {
        guard px >= 0, py >= 0, px < image.width, py < image.height, coverage > 0 else { return }
        let old = image.colour(x: px, y: py)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - coverage) + Double(b) * coverage).rounded()) }
        image.set(x: px, y: py, to: RGB(mix(old.red, colour.red), mix(old.green, colour.green), mix(old.blue, colour.blue)))
    }

    /// A rectangle (points), its fractional edges blended.
    mutating func rect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, _ colour: RGB) {
        let s = Double(scale)
        let x0 = minX * s, y0 = minY * s, x1 = maxX * s, y1 = maxY * s
        for py in Int(y0.rounded(.down))..<Int(y1.rounded(.up)) {
            let cy = min(y1, Double(py + 1)) - max(y0, Double(py))
            for px in Int(x0.rounded(.down))..<Int(x1.rounded(.up)) {
                let cx = min(x1, Double(px + 1)) - max(x0, Double(px))
                blend(px, py, colour, cx * cy)
            }
        }
    }

    /// A shape given by a test of points (in points) within a box, by 4 × 4 samples a pixel.
    mutating func shape(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, _ colour: RGB,
                        convex: Bool = false, contains: (Double, Double) -> Bool) {
        let s = Double(scale)
        for py in Int((minY * s).rounded(.down))..<Int((maxY * s).rounded(.up)) {
            for px in Int((minX * s).rounded(.down))..<Int((maxX * s).rounded(.up)) {
                let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].filter { contains((Double(px) + $0.0) / s, (Double(py) + $0.1) / s) }.count
                if convex, corners == 4 { blend(px, py, colour, 1); continue }
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 where contains((Double(px) + (Double(sx) + 0.5) / 4) / s, (Double(py) + (Double(sy) + 0.5) / 4) / s) {
                        inside += 1
                    }
                }
                blend(px, py, colour, Double(inside) / 16)
            }
        }
    }

    /// A rounded rectangle: its straight parts as rectangles, its corners as quarter discs.
    mutating func roundedRect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, radius: Double, _ colour: RGB) {
        let r = min(radius, (maxX - minX) / 2, (maxY - minY) / 2)
        rect(minX + r, minY, maxX - r, maxY, colour)
        rect(minX, minY + r, minX + r, maxY - r, colour)
        rect(maxX - r, minY + r, maxX, maxY - r, colour)
        for (cx, cy, x0, y0) in [(minX + r, minY + r, minX, minY), (maxX - r, minY + r, maxX - r, minY),
                                 (minX + r, maxY - r, minX, maxY - r), (maxX - r, maxY - r, maxX - r, maxY - r)] {
            shape(x0, y0, x0 + r, y0 + r, colour, convex: true) { x, y in
                x >= x0 && x <= x0 + r && y >= y0 && y <= y0 + r && (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
            }
        }
    }

    /// A polyline stroked `width` wide.
    mutating func stroke(_ points: [(Double, Double)], width: Double, _ colour: RGB) {
        let xs = points.map(\.0), ys = points.map(\.1)
        let half = width / 2
        shape((xs.min() ?? 0) - half, (ys.min() ?? 0) - half, (xs.max() ?? 0) + half, (ys.max() ?? 0) + half, colour) { x, y in
            zip(points, points.dropFirst()).contains { a, b in
                let dx = b.0 - a.0, dy = b.1 - a.1
                let t = max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy)))
                let ex = a.0 + t * dx - x, ey = a.1 + t * dy - y
                return ex * ex + ey * ey <= half * half
            }
        }
    }

    /// A hairline: one pixel tall at any scale, from `minX` to `maxX` at `y` (points).
    mutating func hairline(_ minX: Double, _ maxX: Double, y: Double, _ colour: RGB) {
        rect(minX, y, maxX, y + 1 / Double(scale), colour)
    }

    /// A line of text-like ink: 1.5-point stems every 3.5 points (times `stretch`, a font
    /// drawn wider), as many as fit in `width`; ending at `minX + width` when `trailing`.
    mutating func text(_ minX: Double, _ minY: Double, width: Double, height: Double = 12, _ colour: RGB,
                       stretch: Double = 1, trailing: Bool = false) {
        let stems = Int((width - 1.5) / 3.5) + 1
        let drawn = Double(stems - 1) * 3.5 * stretch + 1.5
        let start = trailing ? minX + width - drawn : minX
        for stem in 0..<stems {
            let x = start + Double(stem) * 3.5 * stretch
            rect(x, minY, x + 1.5, minY + height, colour)
        }
    }
}
