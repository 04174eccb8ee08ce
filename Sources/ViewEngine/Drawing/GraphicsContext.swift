/// An immediate mode drawing destination, and its current state.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.translateBy(x: 10, y: 0)
///     context.draw(Text("Hi"), at: CGPoint(x: 20, y: 20))
/// }
/// ```
///
/// The engine has no pixels: a context records what is drawn, in order, and
/// ``ViewHost/render()`` writes it under its `Canvas` (`fill path(4 elements), color(green)`).
/// The state — opacity, blend mode, transform, clip — is kept as SwiftUI keeps it (a copy
/// or a layer has its own) and written with the operations it changes.
public struct GraphicsContext {
    /// Where the operations of a context and of its copies go.
    final class Recording {
        var lines: [String] = []
        var depth = 0

        func add(_ line: String) { lines.append(String(repeating: "  ", count: depth) + line) }
    }

    let recording: Recording
    /// The size of the canvas, for ``clipBoundingRect``.
    private let size: CGSize

    init(recording: Recording, size: CGSize, environment: EnvironmentValues) {
        self.recording = recording
        self.size = size
        self.environment = environment
    }

    /// The opacity of drawing operations in the context (1 unless set).
    public var opacity: Double = 1
    /// The blend mode used by drawing operations in the context.
    public var blendMode: BlendMode = .normal
    /// The environment associated with the graphics context.
    public let environment: EnvironmentValues
    /// The current transform matrix, defining user space coordinates.
    public var transform = CGAffineTransform.identity

    /// The bounding rectangle of the intersection of all current clip shapes in the
    /// current user space: the canvas, as the engine clips nothing.
    public var clipBoundingRect: CGRect { CGRect(origin: .zero, size: size) }

    /// What `opacity` and `blendMode` add to a drawing operation's line.
    private var stateSuffix: String {
        var parts: [String] = []
        if opacity != 1 { parts.append("opacity: \(opacity.attributeDescription)") }
        if blendMode != .normal { parts.append("blendMode: \(blendMode.name)") }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }

    // MARK: Transforms

    /// Moves subsequent drawing operations by an amount in each dimension.
    ///
    /// - Parameters:
    ///   - x: The amount to move in the horizontal direction.
    ///   - y: The amount to move in the vertical direction.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
        recording.add("translateBy: \(x.attributeDescription), \(y.attributeDescription)")
    }

    /// Scales subsequent drawing operations by an amount in each dimension.
    ///
    /// - Parameters:
    ///   - x: The amount to scale in the horizontal direction.
    ///   - y: The amount to scale in the vertical direction.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
        recording.add("scaleBy: \(x.attributeDescription), \(y.attributeDescription)")
    }

    /// Rotates subsequent drawing operations by an angle.
    ///
    /// - Parameter angle: The amount to rotate.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
        recording.add("rotate: \(angle.degrees.attributeDescription)°")
    }

    /// Appends the given transform to the context's existing transform.
    ///
    /// - Parameter matrix: A transform to append to the existing transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
        recording.add("concatenate")
    }

    /// Adds a path to the context's array of clip shapes (recorded; the engine clips
    /// nothing).
    ///
    /// - Parameters:
    ///   - path: A path that defines the shape of the clipping mask.
    ///   - style: A style that controls how to fill the path.
    ///   - options: Options that affect the clip.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recording.add("clip: \(Self.describe(path))\(options.contains(.inverse) ? ", inverse" : "")")
    }

    /// Adds a filter that applies to subsequent drawing operations.
    ///
    /// - Parameters:
    ///   - filter: A graphics context filter that you create by calling one of the
    ///     filter's factory methods.
    ///   - options: Options that affect the filter.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        recording.add("addFilter: \(filter.description)")
    }

    // MARK: Drawing

    /// Draws a path into the context and fills the outlined region.
    ///
    /// - Parameters:
    ///   - path: The outline of the region to fill.
    ///   - shading: The color or pattern to use when filling the region.
    ///   - style: A style that indicates how to rasterize the path.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.add("fill: \(Self.describe(path)), \(shading.description)\(stateSuffix)")
    }

    /// Draws a path into the context with a specified stroke style.
    ///
    /// - Parameters:
    ///   - path: The path to outline.
    ///   - shading: The color or pattern to use when outlining the path.
    ///   - style: A style for the path's outline.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.add("stroke: \(Self.describe(path)), \(shading.description), lineWidth: \(style.lineWidth.attributeDescription)\(stateSuffix)")
    }

    /// Draws a path into the context with a specified line width.
    ///
    /// - Parameters:
    ///   - path: The path to outline.
    ///   - shading: The color or pattern to use when outlining the path.
    ///   - lineWidth: The width of the stroke; 1 unless given.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Gets a version of an image that's fixed with the current values of the
    /// graphics context's environment.
    ///
    /// - Parameter image: An image to resolve.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Gets a version of a text view that's fixed with the current values of the
    /// graphics context's environment.
    ///
    /// - Parameter text: A text view to resolve.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// Draws a resolved image into the context, using the specified anchor point.
    ///
    /// - Parameters:
    ///   - image: The resolved image to draw.
    ///   - point: A point within the rectangle of the resolved image to anchor to a point
    ///     in the context.
    ///   - anchor: A unit point of the image placed at `point`; its center unless given.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.add("draw: Image \"\(image.image.name)\" at \(point.attributeDescription)\(stateSuffix)")
    }

    /// Draws a resolved image into the context, aligning an anchor within the image to a
    /// point in the context.
    ///
    /// - Parameters:
    ///   - image: The resolved image to draw.
    ///   - rect: The rectangle in the current user space to draw the image in.
    ///   - style: A fill style to use when rasterizing the image.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.add("draw: Image \"\(image.image.name)\" in \(Self.describe(rect))\(stateSuffix)")
    }

    /// Draws an image into the context, using the specified anchor point.
    ///
    /// - Parameters:
    ///   - image: The image to draw.
    ///   - point: Where the image's anchor goes.
    ///   - anchor: A unit point of the image placed at `point`; its center unless given.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws an image into the context.
    ///
    /// - Parameters:
    ///   - image: The image to draw.
    ///   - rect: The rectangle in the current user space to draw the image in.
    ///   - style: A fill style to use when rasterizing the image.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws resolved text into the context, aligning an anchor within the ideal size of
    /// the text to a point in the context.
    ///
    /// - Parameters:
    ///   - text: The resolved text to draw.
    ///   - point: Where the text's anchor goes.
    ///   - anchor: A unit point of the text placed at `point`; its center unless given.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.add("draw: Text \"\(text.text.content)\" at \(point.attributeDescription)\(stateSuffix)")
    }

    /// Draws resolved text into the context using the specified rectangle as a layout
    /// frame.
    ///
    /// - Parameters:
    ///   - text: The resolved text to draw.
    ///   - rect: The rectangle to draw the text in.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recording.add("draw: Text \"\(text.text.content)\" in \(Self.describe(rect))\(stateSuffix)")
    }

    /// Draws text into the context, aligning an anchor within the ideal size of the
    /// rendered text to a point in the context.
    ///
    /// - Parameters:
    ///   - text: The text view to draw.
    ///   - point: Where the text's anchor goes.
    ///   - anchor: A unit point of the text placed at `point`; its center unless given.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws text into the context using the specified rectangle as a layout frame.
    ///
    /// - Parameters:
    ///   - text: The text view to draw.
    ///   - rect: The rectangle to draw the text in.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a new layer, created by drawing code that you provide, into the context.
    ///
    /// ```swift
    /// context.drawLayer { layer in
    ///     layer.addFilter(.blur(radius: 4))
    ///     layer.fill(path, with: .color(.black))
    /// }
    /// ```
    ///
    /// The layer starts from this context's state; what it changes stays in it. Its
    /// operations are written indented under a `layer` line.
    ///
    /// - Parameter content: A closure that receives a new graphics context as input; draw
    ///   into it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        recording.add("layer\(stateSuffix)")
        recording.depth += 1
        defer { recording.depth -= 1 }
        var layer = self
        layer.opacity = 1
        layer.blendMode = .normal
        try content(&layer)
    }

    /// A path as the context writes it: its bounding elements' count.
    static func describe(_ path: Path) -> String {
        var count = 0
        path.forEach { _ in count += 1 }
        return "path(\(count) elements)"
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(rect.minX.attributeDescription), \(rect.minY.attributeDescription), \(rect.width.attributeDescription), \(rect.height.attributeDescription))"
    }
}

extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading: CustomStringConvertible {
        /// How the context writes the shading (`color(red)`).
        public let description: String

        /// A shading that fills with a color.
        ///
        /// - Parameter color: A color to fill with.
        public static func color(_ color: Color) -> Shading { Shading(description: "color(\(color.name))") }

        /// A shading that fills with the given shape style.
        ///
        /// - Parameter style: A shape style to fill with.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(description: ShapeStyleValue(style).attributeDescription)
        }

        /// A shading that fills with the foreground style of the graphics context's
        /// environment.
        public static var foreground: Shading { Shading(description: "foreground") }

        /// A shading that fills with a linear gradient.
        ///
        /// - Parameters:
        ///   - gradient: A gradient that describes the colors to use.
        ///   - startPoint: The point where the gradient starts.
        ///   - endPoint: The point where the gradient ends.
        ///   - options: Options for the gradient.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(description: "linearGradient(\(gradient.colorNames))")
        }

        /// A shading that fills with a radial gradient.
        ///
        /// - Parameters:
        ///   - gradient: A gradient that describes the colors to use.
        ///   - center: The center of the gradient's circles.
        ///   - startRadius: The radius where the gradient starts.
        ///   - endRadius: The radius where the gradient ends.
        ///   - options: Options for the gradient.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(description: "radialGradient(\(gradient.colorNames))")
        }

        /// A shading that fills with a conic gradient.
        ///
        /// - Parameters:
        ///   - gradient: A gradient that describes the colors to use.
        ///   - center: The point the gradient turns around.
        ///   - angle: Where the gradient starts; zero unless given.
        ///   - options: Options for the gradient.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(description: "conicGradient(\(gradient.colorNames))")
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that repeats the gradient outside its nominal range.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// An option that repeats the gradient outside its nominal range, reflecting every
        /// other instance.
        public static let mirror = GradientOptions(rawValue: 2)
        /// An option that interpolates between colors in a linear color space.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A type that applies image processing operations to rendered content.
    public struct Filter: CustomStringConvertible {
        /// How the context writes the filter (`blur(radius: 4)`).
        public let description: String

        /// A filter that applies a Gaussian blur.
        ///
        /// - Parameters:
        ///   - radius: The radius of the blur.
        ///   - options: Options for the blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(description: "blur(radius: \(radius.attributeDescription))")
        }

        /// A filter that adds a shadow.
        ///
        /// - Parameters:
        ///   - color: The shadow's color.
        ///   - radius: The size of the shadow.
        ///   - x: The horizontal offset of the shadow.
        ///   - y: The vertical offset of the shadow.
        ///   - blendMode: How the shadow blends with the content.
        ///   - options: Options for the shadow.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(description: "shadow(radius: \(radius.attributeDescription), x: \(x.attributeDescription), y: \(y.attributeDescription))")
        }

        /// A filter that multiplies each color component by a color's.
        ///
        /// - Parameter color: The color to multiply by.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(description: "colorMultiply(\(color.name))") }

        /// A filter that applies a hue rotation.
        ///
        /// - Parameter angle: The amount to rotate the hue.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(description: "hueRotation(\(angle.degrees.attributeDescription)°)") }

        /// A filter that changes the saturation.
        ///
        /// - Parameter amount: The saturation factor.
        public static func saturation(_ amount: Double) -> Filter { Filter(description: "saturation(\(amount.attributeDescription))") }

        /// A filter that changes the brightness.
        ///
        /// - Parameter amount: The amount added to each color component.
        public static func brightness(_ amount: Double) -> Filter { Filter(description: "brightness(\(amount.attributeDescription))") }

        /// A filter that changes the contrast.
        ///
        /// - Parameter amount: The contrast factor.
        public static func contrast(_ amount: Double) -> Filter { Filter(description: "contrast(\(amount.attributeDescription))") }

        /// A filter that removes color.
        ///
        /// - Parameter amount: How much color to remove, 0 to 1.
        public static func grayscale(_ amount: Double) -> Filter { Filter(description: "grayscale(\(amount.attributeDescription))") }

        /// A filter that inverts the color of its results.
        ///
        /// - Parameter amount: How much to invert, 0 to 1; 1 unless given.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(description: "colorInvert(\(amount.attributeDescription))") }

        /// A filter that replaces each pixel with alpha components within a range by a
        /// constant color, or transparency otherwise.
        ///
        /// - Parameters:
        ///   - min: The lowest alpha kept.
        ///   - max: The highest alpha kept.
        ///   - color: The color of the kept pixels.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(description: "alphaThreshold(min: \(min.attributeDescription), max: \(max.attributeDescription))")
        }
    }

    /// Options that configure the graphics context filter that creates shadows.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to draw the shadow above the filtered content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// An option that causes the filter to draw only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// An option that causes the filter to draw the shadow inside the content.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// An option that causes the filter to composite the object and its shadow
        /// separately in the current layer.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options that configure the graphics context filter that creates blur.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to ensure the result is completely opaque.
        public static let opaque = BlurOptions(rawValue: 2)
        /// An option that causes the filter to dither the result.
        public static let dithersResult = BlurOptions(rawValue: 8)
    }

    /// Options that configure a filter that you add to a graphics context.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to perform calculations in a linear color
        /// space.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// The ways that a graphics context combines new content with background content.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The raw value.
        public let rawValue: Int32
        /// Creates a blend mode from a raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Draws the new content over the background.
        public static let normal = BlendMode(rawValue: 0)
        /// Multiplies the new content with the background.
        public static let multiply = BlendMode(rawValue: 1)
        /// Multiplies the inverses of the new content and of the background.
        public static let screen = BlendMode(rawValue: 2)
        /// Multiplies or screens, depending on the background.
        public static let overlay = BlendMode(rawValue: 3)
        /// Keeps the darker of the new content and the background.
        public static let darken = BlendMode(rawValue: 4)
        /// Keeps the lighter of the new content and the background.
        public static let lighten = BlendMode(rawValue: 5)
        /// Keeps the new content where the background is opaque.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// Clears what the new content covers.
        public static let clear = BlendMode(rawValue: 16)
        /// Keeps the new content where it overlaps the background, which it erases.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// Adds the new content to the background, clamped to white.
        public static let plusLighter = BlendMode(rawValue: 27)

        var name: String {
            let names: [Int32: String] = [0: "normal", 1: "multiply", 2: "screen", 3: "overlay", 4: "darken", 5: "lighten",
                                          16: "clear", 20: "sourceAtop", 23: "destinationOut", 27: "plusLighter"]
            return names[rawValue] ?? "\(rawValue)"
        }
    }

    /// An image resolved to a particular environment.
    public struct ResolvedImage {
        let image: Image
        /// The shading to fill uniformly-colored parts of the image with, if any.
        public var shading: Shading?
        /// The size of the image: none, as the engine has no pixels.
        public var size: CGSize { .zero }
        /// The distance from the top of the image to its baseline: none here.
        public var baseline: CGFloat { 0 }
    }

    /// A text view resolved to a particular environment.
    public struct ResolvedText {
        let text: Text
        /// The shading to fill uniformly-colored parts of the text with.
        public var shading: Shading = .foreground

        /// Measures the size of the resolved text for a given area into which the text
        /// should be placed: none, as the engine sets no type.
        ///
        /// - Parameter size: The area to place the text into.
        public func measure(in size: CGSize) -> CGSize { .zero }
    }
}

