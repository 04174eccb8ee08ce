// Colour, visibility, shape and effect modifiers, each recorded (``_AttributeModifier``).
// render() shows the foreground colour and style, the background style, `hidden`, an
// opacity other than 1 and a redaction: what a reader of the screen would notice.

import ViewEngineCore

extension View {
    /// SwiftUI's `foregroundColor(_:)`; shown.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.foregroundColor, shown: true, ("", color)) }
    /// SwiftUI's `foregroundStyle(_:)`; shown.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.foregroundStyle, shown: true, ("", ShapeStyleValue(style)))
    }
    /// SwiftUI's `foregroundStyle(_:_:)`: primary and secondary levels; shown.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.foregroundStyle, shown: true, ("", ShapeStyleValue(primary)), ("", ShapeStyleValue(secondary)))
    }
    /// SwiftUI's `foregroundStyle(_:_:_:)`: primary, secondary and tertiary levels; shown.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.foregroundStyle, shown: true, ("", ShapeStyleValue(primary)), ("", ShapeStyleValue(secondary)), ("", ShapeStyleValue(tertiary)))
    }
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)` with a style; shown.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.background, shown: true, ("", ShapeStyleValue(style)), ("ignoresSafeAreaEdges", nonDefault(edges, .all)))
    }
    /// SwiftUI's `background(ignoresSafeAreaEdges:)`: the environment's background style
    /// behind the view; shown.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.background, shown: true, ("", ShapeStyleValue(BackgroundStyle())), ("ignoresSafeAreaEdges", nonDefault(edges, .all)))
    }
    /// SwiftUI's `background(_:in:fillStyle:)`: a style clipped to a shape; shown with the shape.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.background, shown: true, ("", ShapeStyleValue(style)), ("in", AnyArgument(shape)), ("fillStyle", nonDefault(fillStyle, FillStyle())))
    }
    /// SwiftUI's `background(in:fillStyle:)`: the background style clipped to a shape; shown.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.background, shown: true, ("", ShapeStyleValue(BackgroundStyle())), ("in", AnyArgument(shape)), ("fillStyle", nonDefault(fillStyle, FillStyle())))
    }
    /// SwiftUI's `overlay(_:ignoresSafeAreaEdges:)` with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.overlay, ("", ShapeStyleValue(style)), ("ignoresSafeAreaEdges", nonDefault(edges, .all)))
    }
    /// SwiftUI's `overlay(_:in:fillStyle:)`: a style clipped to a shape.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.overlay, ("", ShapeStyleValue(style)), ("in", AnyArgument(shape)), ("fillStyle", nonDefault(fillStyle, FillStyle())))
    }
    /// SwiftUI's `tint(_:)` with a colour.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.tint, ("", tint)) }
    /// SwiftUI's `tint(_:)` with a style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.tint, ("", tint.map(ShapeStyleValue.init))) }
    /// SwiftUI's `accentColor(_:)`.
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _AttributeModifier> { recorded(.accentColor, ("", accentColor)) }
    /// SwiftUI's `opacity(_:)`; shown when other than 1 (`Text "Saved" [opacity: 0]`).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded(.opacity, shown: opacity != 1, ("", opacity)) }
    /// SwiftUI's `hidden()`: the view keeps its place and its state; shown. A hidden view
    /// receives no touches: a driver call on a control inside throws (Rules R23).
    public func hidden() -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.hidden, shown: true, writing: { $0.refuseHitTesting(because: "hidden") })
    }
    /// SwiftUI's `cornerRadius(_:antialiased:)`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.cornerRadius, ("", radius), ("antialiased", antialiased))
    }
    /// SwiftUI's `clipShape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.clipShape, ("", AnyArgument(shape)), ("style", style))
    }
    /// SwiftUI's `clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _AttributeModifier> { recorded(.clipped, ("antialiased", antialiased)) }
    /// SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.border, ("", ShapeStyleValue(content)), ("width", width))
    }
    /// SwiftUI's `shadow(color:radius:x:y:)`.
    public func shadow(color: Color = Color("black.opacity(0.33)"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.shadow, ("color", color), ("radius", radius), ("x", x), ("y", y))
    }
    /// SwiftUI's `blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _AttributeModifier> { recorded(.blur, ("radius", radius), ("opaque", opaque)) }
    /// SwiftUI's `brightness(_:)`.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded("brightness", ("", amount)) }
    /// SwiftUI's `contrast(_:)`.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded(.contrast, ("", amount)) }
    /// SwiftUI's `saturation(_:)`.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded(.saturation, ("", amount)) }
    /// SwiftUI's `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { recorded(.grayscale, ("", amount)) }
    /// SwiftUI's `colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _AttributeModifier> { recorded("colorMultiply", ("", color)) }
    /// SwiftUI's `colorInvert()`.
    public func colorInvert() -> ModifiedContent<Self, _AttributeModifier> { recorded(.colorInvert) }
    /// SwiftUI's `hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _AttributeModifier> { recorded(.hueRotation, ("", angle)) }
    /// SwiftUI's `scaleEffect(_:anchor:)` with one factor.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.scaleEffect, ("", s), ("anchor", anchor))
    }
    /// SwiftUI's `scaleEffect(_:anchor:)` with a size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.scaleEffect, ("", scale), ("anchor", anchor))
    }
    /// SwiftUI's `scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.scaleEffect, ("x", x), ("y", y), ("anchor", anchor))
    }
    /// SwiftUI's `rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.rotationEffect, ("", angle), ("anchor", anchor))
    }
    /// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("rotation3DEffect", ("", angle), ("axis", [axis.x, axis.y, axis.z]), ("anchor", anchor), ("anchorZ", anchorZ), ("perspective", perspective))
    }
    /// SwiftUI's `drawingGroup(opaque:)`.
    public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, _AttributeModifier> { recorded("drawingGroup", ("opaque", opaque)) }
    /// SwiftUI's `compositingGroup()`.
    public func compositingGroup() -> ModifiedContent<Self, _AttributeModifier> { recorded("compositingGroup") }
    /// SwiftUI's `redacted(reason:)`; shown unless the reasons are empty. It adds `reason` to
    /// the `\.redactionReasons` of its content.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("redacted", shown: !reason.isEmpty, writing: { $0.redactionReasons.formUnion(reason) }, ("reason", reason))
    }
    /// SwiftUI's `unredacted()`: its content's `\.redactionReasons` are empty.
    public func unredacted() -> ModifiedContent<Self, _AttributeModifier> { recorded("unredacted", writing: { $0.redactionReasons = [] }) }
}

/// The reasons to apply a redaction to data displayed on screen.
///
/// ```swift
/// Text(name).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates reasons from their raw value.
    ///
    /// ```swift
    /// RedactionReasons(rawValue: 1)   // .placeholder
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as a placeholder while it loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Content that is private.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is invalidated.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension RedactionReasons: NamedOptionSet {
    package static let optionNames: KeyValuePairs<Self, String> = [.placeholder: "placeholder", .privacy: "privacy", .invalidated: "invalidated"]
}
