import Foundation

/// The corners of a rectangle a path rounds: a list's card rounds its first row's top and
/// its last row's bottom, UIKit's `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// any of the four.
struct RoundedCorners: OptionSet, Sendable {
    let rawValue: Int
    static let topLeading = RoundedCorners(rawValue: 1)
    static let topTrailing = RoundedCorners(rawValue: 2)
    static let bottomTrailing = RoundedCorners(rawValue: 4)
    static let bottomLeading = RoundedCorners(rawValue: 8)
    static let top: RoundedCorners = [.topLeading, .topTrailing]
    static let bottom: RoundedCorners = [.bottomLeading, .bottomTrailing]
    static let all: RoundedCorners = [.top, .bottom]
}

extension Path {
    /// Adds `rect` as a closed subpath, its top corners quarter ellipses of `rx` × `ry`
    /// when `top`, its bottom ones when `bottom` (a row highlighted at the top or the
    /// bottom of a list's card), clockwise on screen from the top edge.
    mutating func addRoundedRect(in rect: CGRect, rx: CGFloat, ry: CGFloat, roundingTop top: Bool, bottom: Bool) {
        var corners: RoundedCorners = []
        if top { corners.formUnion(.top) }
        if bottom { corners.formUnion(.bottom) }
        addRoundedRect(in: rect, rx: rx, ry: ry, corners: corners)
    }

    /// Adds `rect` as a closed subpath whose `corners` are quarter ellipses of `rx` × `ry`
    /// and whose other corners are square, clockwise on screen from the top edge. The
    /// radii are used as given: a caller fits them to the rectangle first.
    mutating func addRoundedRect(in rect: CGRect, rx: CGFloat, ry: CGFloat, corners: RoundedCorners) {
        func radii(_ corner: RoundedCorners) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tl, tr) = (radii(.topLeading), radii(.topTrailing))
        let (br, bl) = (radii(.bottomTrailing), radii(.bottomLeading))
        // A quarter ellipse from one edge to the next, its handles along both edges.
        let k = Self.quarterHandle
        move(to: CGPoint(x: rect.minX + tl.0, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - tr.0, y: rect.minY))
        if corners.contains(.topTrailing) {
            addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
                     control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.1))
        if corners.contains(.bottomTrailing) {
            addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
                     control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        }
        addLine(to: CGPoint(x: rect.minX + bl.0, y: rect.maxY))
        if corners.contains(.bottomLeading) {
            addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
                     control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.1))
        if corners.contains(.topLeading) {
            addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
                     control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        }
        closeSubpath()
    }
}
