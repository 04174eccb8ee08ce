// `Path.trimmedPath(from:to:)`: the part of a path between two fractions of its length.
// Lines are measured exactly; a curve is measured and cut as 16 straight pieces (the
// trimmed path's curves become those pieces), and a closed subpath's closing line counts.

import ViewEngineCore

extension Path {
    /// Returns a partial copy of the path: the part between `from` and `to`, fractions of
    /// its length from 0 to 1 (values outside are clamped; `to` before `from` gives an empty
    /// path).
    ///
    /// ```swift
    /// Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
    ///     .trimmedPath(from: 0.25, to: 0.5)      // from (25, 0) to (50, 0)
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        let pieces = straightPieces()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard end > start, total > 0 else { return Path() }
        let low = start * total, high = end * total
        var result = Path()
        var walked: CGFloat = 0
        var last: CGPoint?
        for piece in pieces {
            defer { walked += piece.length }
            let pieceEnd = walked + piece.length
            guard pieceEnd > low, walked < high, piece.length > 0 else { continue }
            let enter = low <= walked ? piece.start : piece.point(at: (low - walked) / piece.length)
            let leave = high >= pieceEnd ? piece.end : piece.point(at: (high - walked) / piece.length)
            if last != enter { result.move(to: enter) }
            result.addLine(to: leave)
            last = leave
        }
        return result
    }

    /// A straight piece of the path, from `start` to `end`.
    private struct Piece {
        let start: CGPoint
        let end: CGPoint
        var length: CGFloat { hypot(end.x - start.x, end.y - start.y) }
        func point(at fraction: CGFloat) -> CGPoint {
            if fraction <= 0 { return start }
            if fraction >= 1 { return end }
            return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
    }

    /// The path as straight pieces, in order: lines as they are, each curve as 16 pieces,
    /// a closing line back to its subpath's start.
    private func straightPieces() -> [Piece] {
        var pieces: [Piece] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func add(to point: CGPoint) {
            pieces.append(Piece(start: current, end: point))
            current = point
        }
        for element in elements {
            switch element {
            case .move(let to):
                current = to
                subpathStart = to
            case .line(let to):
                add(to: to)
            case .quadCurve(let to, let control):
                let from = current
                for step in 1..<16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    add(to: CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                                    y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
                }
                add(to: to)
            case .curve(let to, let control1, let control2):
                let from = current
                for step in 1..<16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(to: CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                                    y: a * from.y + b * control1.y + c * control2.y + d * to.y))
                }
                add(to: to)
            case .closeSubpath:
                add(to: subpathStart)
            }
        }
        return pieces
    }
}
