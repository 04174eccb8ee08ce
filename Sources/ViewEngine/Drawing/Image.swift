/// A view that displays an image.
///
/// ```swift
/// Image(systemName: "star.fill")
/// Image("logo").resizable().scaledToFit()
/// ```
///
/// ``ViewHost/render()`` writes an image by its name (`Image "star.fill"`);
/// ``ViewHost/snapshot()`` draws it at its size, from the host's asset catalogs or as a
/// symbol. A button whose label has no text is titled by its image's name,
/// so `Button { showSettings() } label: { Image(systemName: "gear") }` is tapped with
/// `host.tap("gear")`.
import ViewEngineCore

public struct Image: Equatable, Sendable {
    /// The image's name: a system symbol or an asset.
    let name: String
    /// Whether the image is an SF Symbol (`Image(systemName:)`), sized by the font.
    let isSymbol: Bool
    /// The image modifiers applied (`resizable()`...), recorded.
    let attributes: [Attribute]

    init(name: String, isSymbol: Bool = false, attributes: [Attribute] = []) {
        self.name = name
        self.isSymbol = isSymbol
        self.attributes = attributes
    }

    /// Creates a system symbol image.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    /// ```
    public init(systemName: String) { self.init(name: systemName, isSymbol: true) }

    /// Creates a system symbol image with a variable value.
    ///
    /// ```swift
    /// Image(systemName: "wifi", variableValue: strength)
    /// ```
    public init(systemName: String, variableValue: Double?) { self.init(name: systemName, isSymbol: true) }

    /// Creates an image from an asset.
    ///
    /// ```swift
    /// Image("AppLogo")
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) { self.init(name: name) }

    /// Creates an image from an asset, with an accessibility label.
    ///
    /// ```swift
    /// Image("AppLogo", label: Text("Logo"))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name: name) }

    /// Creates a decorative image from an asset, ignored by accessibility.
    ///
    /// ```swift
    /// Image(decorative: "Background")
    /// ```
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name: name) }

    /// The image with one more recorded modifier of its own (``Attribute``), not shown.
    private func recorded<each Value: AttributeValue>(_ name: String, _ arguments: repeat (String, each Value)) -> Image {
        Image(name: self.name, isSymbol: isSymbol, attributes: attributes + [Attribute(name, repeat each arguments)])
    }

    /// The image with one more recorded modifier of its own that the engine reads back
    /// (``RecordedModifierName``), not shown.
    private func recorded<each Value: AttributeValue>(_ name: RecordedModifierName, _ arguments: repeat (String, each Value)) -> Image {
        recorded(name.rawValue, repeat each arguments)
    }

    /// Sets the mode by which the image resizes to fit its space.
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(contentMode: .fill)
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        recorded(.resizable, ("capInsets", nonDefault(capInsets, EdgeInsets())), ("resizingMode", resizingMode))
    }

    /// Sets whether the image is drawn as a template or as it is.
    ///
    /// ```swift
    /// Image("icon").renderingMode(.template)
    /// ```
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { recorded(.renderingMode, ("", renderingMode)) }

    /// Sets the quality of image interpolation.
    ///
    /// ```swift
    /// Image("pixel-art").interpolation(.none)
    /// ```
    public func interpolation(_ interpolation: Interpolation) -> Image { recorded("interpolation", ("", interpolation)) }

    /// Sets whether the image is antialiased.
    ///
    /// ```swift
    /// Image("sprite").antialiased(false)
    /// ```
    public func antialiased(_ isAntialiased: Bool) -> Image { recorded("antialiased", ("", isAntialiased)) }

    /// Sets the rendering mode of this symbol image.
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { recorded(.symbolRenderingMode, ("", mode)) }

    /// The modes of resizing an image.
    ///
    /// ```swift
    /// Image("tile").resizable(resizingMode: .tile)
    /// ```
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Whether an image is drawn as a template (tinted) or as it is.
    ///
    /// ```swift
    /// Image("icon").renderingMode(.original)
    /// ```
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// The quality of image interpolation.
    ///
    /// ```swift
    /// Image("photo").interpolation(.high)
    /// ```
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// The relative size of a symbol image.
    ///
    /// ```swift
    /// Image(systemName: "plus").imageScale(.large)
    /// ```
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension Image: View {
    public typealias Body = Never
}

extension Image: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "Image \"\(name)\"" }
    @usableFromInline package var displayedImageName: String? { name }
    @usableFromInline package var displaysSystemSymbol: Bool { isSymbol }
}

extension Image.ResizingMode: AttributeValue {}
extension Image.TemplateRenderingMode: AttributeValue {}
extension Image.Interpolation: AttributeValue {}
extension Image.Scale: AttributeValue {}

/// A symbol rendering mode.
///
/// ```swift
/// Image(systemName: "person.3.fill").symbolRenderingMode(.palette)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// The mode's name, such as `hierarchical`.
    ///
    /// ```swift
    /// SymbolRenderingMode.multicolor.description   // "multicolor"
    /// ```
    public var description: String { name }
    /// One color for the whole symbol.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers of one color at different opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers of the given styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension SymbolRenderingMode: NamedAttributeValue {}

extension View {
    /// Scales the symbol images in this view.
    ///
    /// ```swift
    /// Label("Add", systemImage: "plus").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _AttributeModifier> { recorded("imageScale", writing: { $0.imageScale = scale }, ("", scale)) }

    /// Sets the rendering mode of the symbol images in this view.
    ///
    /// ```swift
    /// Label("Weather", systemImage: "cloud.sun.fill").symbolRenderingMode(.multicolor)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.symbolRenderingMode, writing: { $0.symbolRenderingMode = mode }, ("", mode))
    }
}
