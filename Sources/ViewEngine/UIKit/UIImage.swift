#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages image data in your app — UIKit's `UIImage`, as SwiftUI code
/// makes one and shows it with `Image(uiImage:)`.
///
/// ```swift
/// if let photo = UIImage(data: downloaded) {
///     Image(uiImage: photo).resizable()
///     Text("\(Int(photo.size.width)) × \(Int(photo.size.height))")
/// }
/// ```
///
/// The engine has no pixels. An image made from data (or a file) knows its format and
/// its size, read from the data's header as the decoder reads it (PNG, JPEG, GIF, BMP);
/// data in no such format makes no image (`nil`), as on iOS. An image named after an
/// asset has the size and scale of the image set's file in the asset catalogs beside the
/// running program (the app's bundle, as a launch and a preview lay it out); where no
/// catalog has it, or for a symbol, the image is its name and its ``size`` is zero. Its
/// encoded data (``pngData()``, ``jpegData(compressionQuality:)``) is the data it was made
/// from in that format, or else blank pixels of its size, as UIKit's renderer gives.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public final class UIImage: NSObject, @unchecked Sendable {
    /// Where the image came from.
    private enum Source {
        /// An asset, and the image set's file when a catalog has one.
        case named(String, file: URL? = nil)
        case symbol(String)
        case data(Data, format: ImageHeader.Format)
        /// A view drawn by an `ImageRenderer`: its SVG picture.
        case rendered(picture: String)
        /// Drawn by UIKit's image renderer or an image context: no picture.
        case drawn
        case empty
    }

    private let source: Source
    /// The image's size in points: its pixels divided by its ``scale``.
    public let size: CGSize
    /// The image's scale factor: pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: with its colors, or as a template tinted by the tint color.
    public let renderingMode: RenderingMode

    private init(source: Source, size: CGSize = .zero, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        super.init()
    }

    /// The image an `ImageRenderer` made: `picture`, the SVG of its view, `size` points at
    /// `scale` pixels per point.
    convenience init(renderedPicture picture: String, size: CGSize, scale: CGFloat) {
        self.init(source: .rendered(picture: picture), size: size, scale: scale)
    }

    /// The image a `UIGraphicsImageRenderer` or an image context made: `size` points at
    /// `scale` pixels per point, with no pixels.
    convenience init(drawnSize size: CGSize, scale: CGFloat) {
        self.init(source: .drawn, size: size, scale: scale)
    }

    /// The SVG picture of the view an `ImageRenderer` drew, for an image it made.
    package var renderedPicture: String? {
        if case .rendered(let picture) = source { return picture }
        return nil
    }

    /// An empty image, of size zero.
    ///
    /// ```swift
    /// UIImage()
    /// ```
    public override convenience init() { self.init(source: .empty) }

    /// The image of the asset `name` (headless: the image named so, of size zero).
    ///
    /// ```swift
    /// UIImage(named: "Logo")
    /// ```
    public convenience init?(named name: String) { self.init(asset: name) }

    /// The image of the asset `name`: its image set's size in points, as the catalog read
    /// it, at the scale of the set's file of the highest scale, in the catalogs beside the
    /// running program; of size zero where no catalog has a file of it.
    convenience init(asset name: String, in library: AssetLibrary = .discovered) {
        guard let set = library.image(named: name), let file = set.file, let points = set.size, set.fileScale > 0 else {
            self.init(source: .named(name))
            return
        }
        self.init(source: .named(name, file: file), size: points, scale: set.fileScale)
    }

    /// The image of an image asset's generated symbol (headless: the image named so).
    ///
    /// ```swift
    /// UIImage(resource: .logo)
    /// ```
    public convenience init(resource: ImageResource) { self.init(asset: resource.name) }

    /// The image of the asset `name` in `bundle` (headless: the image named so).
    ///
    /// ```swift
    /// UIImage(named: "Logo", in: .main, with: nil)
    /// ```
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(asset: name)
    }

    /// The system symbol `name` (headless: the image named so, of size zero).
    ///
    /// ```swift
    /// UIImage(systemName: "star.fill")
    /// ```
    public convenience init?(systemName name: String) { self.init(source: .symbol(name)) }

    /// The system symbol `name` with a configuration (headless: the image named so).
    ///
    /// ```swift
    /// UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))
    /// ```
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(source: .symbol(name))
    }

    /// The image that `data` encodes, at scale 1; `nil` when the data is no image.
    ///
    /// ```swift
    /// UIImage(data: pngData)?.size   // the PNG's width and height
    /// ```
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The image that `data` encodes, at `scale` pixels per point; `nil` when the data is
    /// no image.
    ///
    /// ```swift
    /// UIImage(data: retinaPNG, scale: 3)?.size   // the pixels divided by 3
    /// ```
    public convenience init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader(data), scale > 0 else { return nil }
        self.init(source: .data(data, format: header.format),
                  size: CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale),
                  scale: scale)
    }

    /// The image in the file at `path`; `nil` when it cannot be read or is no image.
    ///
    /// ```swift
    /// UIImage(contentsOfFile: url.path)
    /// ```
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image's data in PNG format: the data it was made from (or its asset's file)
    /// when that is a PNG; otherwise a PNG of its size in pixels whose pixels are blank, as
    /// the engine has none to encode (UIKit's renderer's `pngData(actions:)` gives the
    /// same). `nil` for an image of no pixels (a symbol, an asset no catalog has), as
    /// UIKit gives for "an image [that] has no data".
    ///
    /// ```swift
    /// let data = UIImage(named: "frontImage")!.pngData()!   // the asset's PNG file
    /// ```
    public func pngData() -> Data? {
        if let (data, format) = encoded, format == .png { return data }
        return BlankImageEncoding.png(width: pixelWidth, height: pixelHeight, opaque: false)
    }

    /// The image's data in JPEG format: the data it was made from (or its asset's file)
    /// when that is a JPEG; otherwise a JPEG of its size in pixels whose pixels are blank
    /// (the quality changes nothing). `nil` for an image of no pixels.
    ///
    /// ```swift
    /// image.jpegData(compressionQuality: 0.8)
    /// ```
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if let (data, format) = encoded, format == .jpeg { return data }
        return BlankImageEncoding.jpeg(width: pixelWidth, height: pixelHeight)
    }

    /// The data the image was made from, or its asset's file, and its format.
    private var encoded: (Data, ImageHeader.Format)? {
        switch source {
        case .data(let data, let format): return (data, format)
        case .named(_, let file?):
            guard let data = try? Data(contentsOf: file), let header = ImageHeader(data) else { return nil }
            return (data, header.format)
        default: return nil
        }
    }

    /// The image's width and height in pixels: its size times its scale, rounded up; 0
    /// for a size that is no number of pixels (negative, not finite, past a billion).
    private var pixelWidth: Int { Self.pixels(size.width * scale) }
    private var pixelHeight: Int { Self.pixels(size.height * scale) }
    private static func pixels(_ value: CGFloat) -> Int {
        let rounded = value.rounded(.up)
        return rounded.isFinite && rounded > 0 && rounded < 1e9 ? Int(rounded) : 0
    }

    /// Draws the image scaled to fit `rect` in the current context: nothing is kept, as
    /// the engine has no pixels (the context's image keeps its own size).
    ///
    /// ```swift
    /// image.draw(in: CGRect(origin: .zero, size: canvasSize))
    /// ```
    public func draw(in rect: CGRect) {}

    /// Draws the image scaled to fit `rect`, combined with what is beneath by `blendMode`
    /// at `alpha`, in the current context: nothing is kept, as the engine has no pixels.
    ///
    /// ```swift
    /// image.draw(in: rect, blendMode: .multiply, alpha: 0.5)
    /// ```
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}

    /// Draws the image at its size with its top-left corner at `point`, in the current
    /// context: nothing is kept, as the engine has no pixels.
    ///
    /// ```swift
    /// snapshot.image.draw(at: .zero)
    /// ```
    public func draw(at point: CGPoint) {}

    /// The same image, drawn with `renderingMode`.
    ///
    /// ```swift
    /// UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate)
    /// ```
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode)
    }

    /// The same image, tinted with `color` (headless: the same image, as a template).
    ///
    /// ```swift
    /// UIImage(systemName: "star")?.withTintColor(.systemYellow)
    /// ```
    public func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysTemplate) }

    /// The image's name, as `Image(uiImage:)` shows it: the asset's or symbol's name, the
    /// format and pixel size of an image made from data (`png 120×80`), or the pixel size
    /// of one an `ImageRenderer` made (`rendered 123×61`) or UIKit drew (`drawn 120×60`).
    public override var description: String {
        switch source {
        case .named(let name, _), .symbol(let name): name
        case .data(_, let format): "\(format) \(Int(size.width * scale))×\(Int(size.height * scale))"
        case .rendered: "rendered \(Int((size.width * scale).rounded(.up)))×\(Int((size.height * scale).rounded(.up)))"
        case .drawn: "drawn \(Int((size.width * scale).rounded(.up)))×\(Int((size.height * scale).rounded(.up)))"
        case .empty: "UIImage"
        }
    }

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        /// The default: as its context decides.
        case automatic
        /// With its own colors.
        case alwaysOriginal
        /// As a template: its shape, in the tint color.
        case alwaysTemplate
    }

    /// The traits and options of an image: UIKit's `UIImage.Configuration`.
    /// Invariant (`@unchecked Sendable`): it stores nothing.
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    /// The point size, weight and scale of a symbol image: UIKit's
    /// `UIImage.SymbolConfiguration`, recorded.
    /// Invariant (`@unchecked Sendable`): every stored property is a `let`.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, if given.
        public let pointSize: CGFloat?
        /// The scale, if given.
        public let scale: SymbolScale?

        /// A configuration with a point size.
        ///
        /// ```swift
        /// UIImage.SymbolConfiguration(pointSize: 24)
        /// ```
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
            scale = nil
            super.init()
        }

        /// A configuration with a scale.
        ///
        /// ```swift
        /// UIImage.SymbolConfiguration(scale: .large)
        /// ```
        public init(scale: SymbolScale) {
            pointSize = nil
            self.scale = scale
            super.init()
        }
    }

    /// The scale of a symbol image.
    public enum SymbolScale: Int, Sendable {
        /// The default.
        case `default` = -1
        /// Unspecified.
        case unspecified = 0
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
}

extension Image {
    /// Creates an image from a UIKit image, shown by its name (an image made from data by
    /// its format and size: `Image "png 120×80"`).
    ///
    /// ```swift
    /// Image(uiImage: UIImage(data: data) ?? UIImage())
    /// ```
    public init(uiImage: UIImage) { self.init(name: uiImage.description) }
}
#endif
