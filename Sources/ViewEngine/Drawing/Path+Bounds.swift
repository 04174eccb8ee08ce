import Foundation

extension Path {
    /// A rectangle containing all path segments: the curves' extremes, not their control
    /// points; `CGRect.null` for an empty path.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
    /// // (0, 0, 40, 20)
    /// ```
    public var boundingRect: CGRect { bounds(includingControlPoints: false) }

    /// The last point in the path, or `nil` if the path contains no points; after a closed
    /// subpath, the point the subpath began at.
    ///
    /// ```swift
    /// var path = Path()
    /// path.move(to: .zero)
    /// path.addLine(to: CGPoint(x: 10, y: 0))
    /// path.currentPoint   // (10, 0)
    /// ```
    public var currentPoint: CGPoint? {
        var current: CGPoint?, start: CGPoint?
        for element in elements {
            switch element {
            case .move(let to): (current, start) = (to, to)
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): current = to
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, with the curves' control
    /// points (Core Graphics' `boundingBox`) or only the curves' extremes (its
    /// `boundingBoxOfPath`, SwiftUI's `boundingRect`); `CGRect.null` when there is none.
    func bounds(includingControlPoints: Bool) -> CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var current = CGPoint.zero
        func add(_ point: CGPoint) { xs.append(point.x); ys.append(point.y) }
        for element in elements {
            switch element {
            case .move(let to), .line(let to):
                add(to)
                current = to
            case .quadCurve(let to, let control):
                if includingControlPoints {
                    add(control)
                } else {
                    for t in Self.quadraticExtremes(current.x, control.x, to.x) + Self.quadraticExtremes(current.y, control.y, to.y) {
                        let u = 1 - t
                        add(CGPoint(x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
                                    y: u * u * current.y + 2 * u * t * control.y + t * t * to.y))
                    }
                }
                add(to)
                current = to
            case .curve(let to, let control1, let control2):
                if includingControlPoints {
                    add(control1)
                    add(control2)
                } else {
                    let ts = Self.cubicExtremes(current.x, control1.x, control2.x, to.x)
                        + Self.cubicExtremes(current.y, control1.y, control2.y, to.y)
                    for t in ts {
                        let u = 1 - t
                        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                        add(CGPoint(x: a * current.x + b * control1.x + c * control2.x + d * to.x,
                                    y: a * current.y + b * control1.y + c * control2.y + d * to.y))
                    }
                }
                add(to)
                current = to
            case .closeSubpath:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The parameters in (0, 1) where a quadratic Bézier coordinate `p0 → p1 → p2` turns.
    private static func quadraticExtremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> [CGFloat] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where a cubic Bézier coordinate `p0 → p1 → p2 → p3` turns:
    /// the roots of its derivative, `a t² + b t + c`.
    private static func cubicExtremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
