// Coordinates and frames as the host writes them for people: `render(frames:)`'s
// ` @ (x, y) width × height` and the points and frames a `HostError` of `tap(at:)` names.
// One spelling, so that a frame copied from one can be looked for in the other.

import Foundation

/// Numbers and frames of the window as `RenderOutput` and `HostError` write them.
package enum FrameText {
    /// A coordinate rounded to two decimals, without trailing zeros (`12`, `12.5`,
    /// `388.83`); a value that is not finite as Swift writes it (`nan`, `inf`, `-inf`).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// ``number(_:)`` of a `CGFloat`.
    package static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// `(12.5, 700)`: a point.
    package static func point(_ x: Double, _ y: Double) -> String { "(\(number(x)), \(number(y)))" }

    /// `@ (0, 428.83) 393 × 31`: a frame, its origin then its size.
    package static func frame(_ frame: CGRect) -> String {
        "@ \(point(Double(frame.minX), Double(frame.minY))) \(number(frame.width)) × \(number(frame.height))"
    }
}
