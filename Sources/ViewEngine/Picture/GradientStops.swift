import Foundation

/// A gradient's stops as SVG draws them so that the picture shows what SwiftUI shows.
///
/// SwiftUI blends a gradient's colours premultiplied by their opacity: halfway from
/// `.clear` to white at 30 % is white at 15 %, never a grey. SVG interpolates colour and
/// opacity apart, so `.clear` (transparent black) darkens the way to its neighbour. Each
/// stop with no opacity takes its neighbour's colour on the side it is drawn towards (two
/// stops at one offset when its neighbours differ), and a segment whose ends differ in
/// opacity gains stops at its quarters, blended premultiplied — exact there, within a
/// fraction of a level between them (Pictures.md, "Styles").
enum GradientStops {
    /// How many parts a segment between stops of different opacities is cut into.
    static let parts = 4

    /// `stops`, in order, rewritten for SVG's interpolation.
    static func forSVG(_ stops: [(paint: Paint, location: CGFloat)]) -> [(paint: Paint, location: CGFloat)] {
        guard stops.count > 1 else { return stops }
        var drawn: [(paint: Paint, location: CGFloat)] = []
        for index in stops.indices.dropLast() {
            let a = stops[index], b = stops[index + 1]
            let start = a.paint.isClear ? recoloured(a.paint, as: b.paint) : a.paint
            let end = b.paint.isClear ? recoloured(b.paint, as: a.paint) : b.paint
            if drawn.last.map({ $0.paint != start || $0.location != a.location }) ?? true { drawn.append((start, a.location)) }
            if a.paint.opacity != b.paint.opacity {
                for part in 1..<parts {
                    let t = Double(part) / Double(parts)
                    drawn.append((premultipliedMix(start, end, t), a.location + (b.location - a.location) * CGFloat(t)))
                }
            }
            drawn.append((end, b.location))
        }
        return drawn
    }

    /// `paint`'s opacity with `colour`'s red, green and blue.
    private static func recoloured(_ paint: Paint, as colour: Paint) -> Paint {
        Paint(colour.red, colour.green, colour.blue, paint.opacity)
    }

    /// `a` to `b` by `t`, the colours weighted by their opacities.
    static func premultipliedMix(_ a: Paint, _ b: Paint, _ t: Double) -> Paint {
        let opacity = a.opacity + (b.opacity - a.opacity) * t
        guard opacity > 0 else { return Paint(a.red, a.green, a.blue, 0) }
        func mix(_ x: Double, _ y: Double) -> Double { (x * a.opacity * (1 - t) + y * b.opacity * t) / opacity }
        return Paint(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue), opacity)
    }
}
