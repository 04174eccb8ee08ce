// The bezel of a bordered button (Rules R22; Measures §5 "Bordered button"): `.bordered`
// and `.borderedProminent` put their label inside a platter, padded by the control size
// (mini 2 × 8, small 4 × 10, regular 7 × 12, large 15 × 20, extra large 19 × 24 points,
// vertical × horizontal), its shape the `buttonBorderShape` — automatic is a rounded
// rectangle with continuous corners whose radius grows with the control size (6, 6, 8,
// 12, 16 points), or
// a capsule, a circle, or a rounded rectangle of the radius given. The layout makes the
// button as large as its padded label, so its frame, its picture and its click target are
// the platter.

import ViewEngineCore

struct ButtonBezel: Equatable {
    /// Whether the platter is the tint at 15 % (`.bordered`) or the tint (`.borderedProminent`).
    let isProminent: Bool
    /// The label's padding inside the platter: horizontal (width) and vertical (height).
    let padding: CGSize
    /// The platter's corner radius, when it is a rounded rectangle.
    let cornerRadius: CGFloat
    let shape: ButtonBorderShape

    /// The bezel of a button whose nearest `buttonStyle` is `style`, under the nearest
    /// `controlSize` and `buttonBorderShape` above `node`; `nil` for the styles without one.
    @MainActor static func of(_ node: Node, style: String?) -> ButtonBezel? {
        guard style == "bordered" || style == "borderedProminent" else { return nil }
        let size = RecordedStyles.value(.controlSize, as: ControlSize.self, around: node) ?? .regular
        let shape = RecordedStyles.value(.buttonBorderShape, as: ButtonBorderShape.self, around: node) ?? .automatic
        let (padding, radius): (CGSize, CGFloat) = switch size {
        case .mini: (CGSize(width: 8, height: 2), 6)
        case .small: (CGSize(width: 10, height: 4), 6)
        case .regular: (CGSize(width: 12, height: 7), 8)
        case .large: (CGSize(width: 20, height: 15), 12)
        case .extraLarge: (CGSize(width: 24, height: 19), 16)
        }
        return ButtonBezel(isProminent: style == "borderedProminent", padding: padding, cornerRadius: radius, shape: shape)
    }

    /// The platter's outline in `frame`.
    func outline(in frame: CGRect) -> ShapeOutline {
        switch shape.name {
        case "capsule":
            let radius = min(frame.width, frame.height) / 2
            return .rectangle(frame, radius: CGSize(width: radius, height: radius))
        case "circle":
            let side = min(frame.width, frame.height)
            return .ellipse(CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
        default:
            // Continuous corners, as UIKit's button configurations draw them (Measures §5
            // "Bordered button", §9 "Continuous corners").
            let radius = shape.radius ?? cornerRadius
            return .roundedRectangle(frame, radius: CGSize(width: radius, height: radius), style: .continuous)
        }
    }

    /// The size of a button whose label measures `label`: the label padded, square for a
    /// circle.
    func size(around label: CGSize) -> CGSize {
        let size = CGSize(width: label.width + 2 * padding.width, height: label.height + 2 * padding.height)
        guard shape.name == "circle" else { return size }
        let side = max(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}
