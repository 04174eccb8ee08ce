// Colour, visibility, shape and effect modifiers. render() shows the foreground colour
// and style, the background style, `hidden`, and an opacity other than 1: what a reader
// of the screen would notice. The rest is recorded.

extension View {
    /// Sets the color of the foreground elements of this view.
    ///
    /// ```swift
    /// Text("Error").foregroundColor(.red)
    /// ```
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _AttributeModifier> { attribute("foregroundColor", color, shown: true) }

    /// Sets the style of the foreground elements of this view.
    ///
    /// ```swift
    /// Label("Detail", systemImage: "info.circle").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("foregroundStyle", ShapeStyleValue(style), shown: true)
    }

    /// Sets the primary and secondary levels of the foreground style.
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").foregroundStyle(.gray, .yellow)
    /// ```
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("foregroundStyle", ArgumentsValue([("", ShapeStyleValue(primary)), ("", ShapeStyleValue(secondary))]), shown: true)
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    ///
    /// ```swift
    /// Image(systemName: "person.3.fill").foregroundStyle(.red, .green, .blue)
    /// ```
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("foregroundStyle", ArgumentsValue([
            ("", ShapeStyleValue(primary)), ("", ShapeStyleValue(secondary)), ("", ShapeStyleValue(tertiary)),
        ]), shown: true)
    }

    /// Sets the view's background to a style.
    ///
    /// ```swift
    /// Text("Badge").padding(4).background(Color.yellow)
    /// Text("Card").padding().background(.thinMaterial)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("background", ShapeStyleValue(style), shown: true)
    }

    /// Sets the view's background to a style, clipped to a shape.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(.blue, in: Capsule())
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("background", ShapeStyleValue(style), shown: true)
    }

    /// Sets the view's background to the default background style, clipped to a shape.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(in: RoundedRectangle(cornerRadius: 8))
    /// ```
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("background", ShapeStyleValue(BackgroundStyle()), shown: true)
    }

    /// Layers a style in front of this view.
    ///
    /// ```swift
    /// Image("photo").overlay(.black.opacity(0.3))
    /// ```
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("overlay", ShapeStyleValue(style))
    }

    /// Layers a style, clipped to a shape, in front of this view.
    ///
    /// ```swift
    /// Avatar().overlay(.white.opacity(0.2), in: Circle())
    /// ```
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("overlay", ShapeStyleValue(style))
    }

    /// Sets the tint color of this view's controls.
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $isOn).tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _AttributeModifier> { attribute("tint", tint) }

    /// Sets the tint style of this view's controls.
    ///
    /// ```swift
    /// Button("Delete") { }.tint(.red)
    /// ```
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("tint", tint.map(ShapeStyleValue.init) ?? ShapeStyleValue(ForegroundStyle()))
    }

    /// Sets the accent color of this view.
    ///
    /// ```swift
    /// ContentView().accentColor(.purple)
    /// ```
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _AttributeModifier> { attribute("accentColor", accentColor) }

    /// Sets the transparency of this view; render() shows an opacity other than 1.
    ///
    /// ```swift
    /// Text("Saved").opacity(isSaved ? 1 : 0)   // Text "Saved" [opacity: 0]
    /// ```
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("opacity", opacity, shown: opacity != 1)
    }

    /// Hides this view; it keeps its place and its state. render() shows `hidden`.
    ///
    /// ```swift
    /// ProgressView().hidden()   // ProgressView [hidden]
    /// ```
    ///
    /// Driver calls still reach controls inside a hidden view.
    public func hidden() -> ModifiedContent<Self, _AttributeModifier> { attribute("hidden", shown: true) }

    /// Clips this view to a rectangle with rounded corners.
    ///
    /// ```swift
    /// Image("photo").resizable().cornerRadius(12)
    /// ```
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { attribute("cornerRadius", radius) }

    /// Clips this view to a shape.
    ///
    /// ```swift
    /// Image("avatar").clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("clipShape", TypeNameValue(S.self))
    }

    /// Clips this view to its bounding frame.
    ///
    /// ```swift
    /// Image("wide").resizable().scaledToFill().frame(height: 120).clipped()
    /// ```
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _AttributeModifier> { attribute("clipped") }

    /// Sets the shape people interact with, for hit testing.
    ///
    /// ```swift
    /// HStack { Text(title); Spacer() }.contentShape(Rectangle())
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("contentShape", TypeNameValue(S.self))
    }

    /// Adds a border of the given style and width.
    ///
    /// ```swift
    /// Text("Boxed").padding().border(Color.gray, width: 1)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("border", ArgumentsValue([("", ShapeStyleValue(content)), ("width", width)]))
    }

    /// Adds a shadow to this view.
    ///
    /// ```swift
    /// Card().shadow(radius: 4)
    /// Card().shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
    /// ```
    public func shadow(color: Color = Color("black.opacity(0.33)"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("shadow", ArgumentsValue([("color", color), ("radius", radius), ("x", x), ("y", y)]))
    }

    /// Blurs this view.
    ///
    /// ```swift
    /// Image("photo").blur(radius: isPrivate ? 20 : 0)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _AttributeModifier> { attribute("blur", radius) }

    /// Brightens this view.
    ///
    /// ```swift
    /// Image("photo").brightness(0.2)
    /// ```
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { attribute("brightness", amount) }

    /// Sets the contrast of this view.
    ///
    /// ```swift
    /// Image("photo").contrast(1.5)
    /// ```
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { attribute("contrast", amount) }

    /// Sets the color saturation of this view.
    ///
    /// ```swift
    /// Image("photo").saturation(0)
    /// ```
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { attribute("saturation", amount) }

    /// Removes color from this view.
    ///
    /// ```swift
    /// Image("photo").grayscale(isDisabled ? 1 : 0)
    /// ```
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _AttributeModifier> { attribute("grayscale", amount) }

    /// Multiplies the colors of this view by a color.
    ///
    /// ```swift
    /// Image("icon").colorMultiply(.blue)
    /// ```
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _AttributeModifier> { attribute("colorMultiply", color) }

    /// Inverts the colors of this view.
    ///
    /// ```swift
    /// Image("icon").colorInvert()
    /// ```
    public func colorInvert() -> ModifiedContent<Self, _AttributeModifier> { attribute("colorInvert") }

    /// Shifts the hues of this view.
    ///
    /// ```swift
    /// Image("icon").hueRotation(.degrees(90))
    /// ```
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _AttributeModifier> { attribute("hueRotation", angle) }

    /// Scales this view uniformly.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").scaleEffect(isLiked ? 1.2 : 1)
    /// ```
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> { attribute("scaleEffect", s) }

    /// Scales this view by a size.
    ///
    /// ```swift
    /// Text("Wide").scaleEffect(CGSize(width: 2, height: 1))
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("scaleEffect", ArgumentsValue([("x", scale.width), ("y", scale.height)]))
    }

    /// Scales this view horizontally and vertically.
    ///
    /// ```swift
    /// Text("Flipped").scaleEffect(x: -1, y: 1)
    /// ```
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("scaleEffect", ArgumentsValue([("x", x), ("y", y)]))
    }

    /// Rotates this view.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").rotationEffect(.degrees(isExpanded ? 90 : 0))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _AttributeModifier> { attribute("rotationEffect", angle) }

    /// Rotates this view in three dimensions.
    ///
    /// ```swift
    /// Card().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("rotation3DEffect", angle)
    }

    /// Composites this view's contents into an offscreen image before display.
    ///
    /// ```swift
    /// ComplexDrawing().drawingGroup()
    /// ```
    public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, _AttributeModifier> { attribute("drawingGroup") }

    /// Composites this view before applying effects to it.
    ///
    /// ```swift
    /// Stack().compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> ModifiedContent<Self, _AttributeModifier> { attribute("compositingGroup") }

    /// Sets whether this view takes part in hit testing. The engine records it; driver
    /// calls still reach the controls inside.
    ///
    /// ```swift
    /// Overlay().allowsHitTesting(false)
    /// ```
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AttributeModifier> { attribute("allowsHitTesting", enabled) }

    /// Hides this view's content behind a placeholder; render() shows it.
    ///
    /// ```swift
    /// Text(account.balance).redacted(reason: isLoading ? .placeholder : [])
    /// ```
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("redacted", reason, shown: !reason.isEmpty)
    }

    /// Removes the redaction of the views around this one.
    ///
    /// ```swift
    /// Text("Always shown").unredacted()
    /// ```
    public func unredacted() -> ModifiedContent<Self, _AttributeModifier> { attribute("unredacted") }
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

extension RedactionReasons: AttributeValue {
    var attributeDescription: String {
        [(RedactionReasons.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated")]
            .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
