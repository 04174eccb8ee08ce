import Foundation

/// An icon of the app's icon font as the app makes an image of it — home-assistant's
/// `MaterialDesignIcons`, whose `image(ofSize:color:)` draws the icon's character in the
/// font at the image's smaller side as its point size, centred, on a line starting at the
/// image's top — which a screen shows as a named image (``imageName``).
public struct ScreenGlyph: Sendable, Hashable {
    /// The icon's name in the app's generated icon list (`lockIcon`), whose line gives the
    /// character (`MaterialDesignIcons(name: "lock", unicode: "\u{F033E}")`).
    public let icon: String
    /// The image's width in points.
    public let width: Double
    /// The image's height in points.
    public let height: Double
    /// The colour the character is drawn in, `#RRGGBB`.
    public let color: String
    /// Whether the app makes the image a template (`withRenderingMode(.alwaysTemplate)`),
    /// drawn in the foreground style.
    public let isTemplate: Bool

    /// The glyph of `icon` in an image of `width` × `height` points, drawn in `color`.
    public init(_ icon: String, width: Double, height: Double, color: String, isTemplate: Bool = false) {
        self.icon = icon
        self.width = width
        self.height = height
        self.color = color
        self.isTemplate = isTemplate
    }

    /// The name a screen's `Image` shows it by: the icon and the image's size.
    public var imageName: String { "\(icon)-\(Int(width))x\(Int(height))" }
}

/// The app's icon glyphs, made into images when a screen is drawn: the character is read
/// from the generated icon list among the row's fetched sources (`MaterialDesignIcons.swift`),
/// drawn by headless Chromium in the fetched font (`MaterialDesignIcons.ttf`, an `@font-face`
/// of the file) as an SVG `<text>` placed as TextKit places it — the font's ascender below
/// the image's top as the baseline, the advance centred — into a PNG at the row's scale, and
/// handed to the engine as an image set of a catalog made for the drawing. Where the sources
/// or Chromium are not at hand (this package's tests), the image set is a grey box of the
/// image's size, so the screen is laid out as with the glyph. Nothing of the app is kept.
@MainActor public enum ScreenGlyphs {
    /// The character `icon` stands for in the generated icon list `text`, from its line
    /// `static let ICON = MaterialDesignIcons(name: "…", unicode: "\u{HEX}")`.
    public static func codePoint(of icon: String, inIconList text: String) -> UInt32? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("static let \(icon) = ") }),
              let open = line.range(of: "unicode: \"\\u{"),
              let close = line[open.upperBound...].firstIndex(of: "}") else { return nil }
        return UInt32(line[open.upperBound..<close], radix: 16)
    }

    /// The font's units per em (its `head` table) and its ascender (its `hhea` table, the
    /// ascent UIKit's `UIFont.ascender` gives), from a TrueType or OpenType file's bytes.
    public static func metrics(ofFont font: Data) -> (unitsPerEm: Double, ascender: Double)? {
        let bytes = [UInt8](font)
        func number(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let tables = number(4, 2) else { return nil }
        var offsets: [String: Int] = [:]
        for index in 0..<tables {
            let record = 12 + 16 * index
            guard let offset = number(record + 8, 4), record + 4 <= bytes.count else { return nil }
            offsets[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
        guard let head = offsets["head"], let hhea = offsets["hhea"],
              let unitsPerEm = number(head + 18, 2), unitsPerEm > 0, let ascender = number(hhea + 4, 2) else { return nil }
        return (Double(unitsPerEm), Double(Int16(truncatingIfNeeded: ascender)))
    }

    /// The SVG document of `glyph`'s image: `codePoint` in the font at `font`, at the
    /// image's smaller side as the point size, its advance centred and its baseline the
    /// font's ascender (`ascenderPerEm`, a fraction of the point size) below the top.
    public static func svg(of glyph: ScreenGlyph, codePoint: UInt32, font: URL, ascenderPerEm: Double) -> String {
        let pointSize = min(glyph.width, glyph.height)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(glyph.width)" height="\(glyph.height)" \
            viewBox="0 0 \(glyph.width) \(glyph.height)"><style>@font-face { font-family: "ScreenGlyph"; \
            src: url("\(font.absoluteString)") format("truetype"); }</style><text x="\(glyph.width / 2)" \
            y="\(pointSize * ascenderPerEm)" font-family="ScreenGlyph" font-size="\(pointSize)" text-anchor="middle" \
            fill="\(glyph.color)">&#x\(String(codePoint, radix: 16, uppercase: true));</text></svg>
            """
    }

    /// The stand-in for a glyph that cannot be drawn: a grey box of the image's size.
    static func placeholder(of glyph: ScreenGlyph) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(glyph.width)" height="\(glyph.height)"><rect \
        width="\(glyph.width)" height="\(glyph.height)" fill="#787880" fill-opacity="0.2"/></svg>
        """
    }

    /// Writes `Glyphs.xcassets` into `folder`, an image set per glyph (``ScreenGlyph/imageName``):
    /// the glyph drawn at `scale` from the fonts and icon lists under `sources` by
    /// `rasteriser`, or its placeholder; returns the catalog.
    public static func catalog(for glyphs: [ScreenGlyph], in sources: URL?, scale: Int, into folder: URL,
                               rasteriser: Rasteriser? = Rasteriser.found()) throws -> URL {
        let catalog = folder.appendingPathComponent("Glyphs.xcassets")
        let font = sources.flatMap { file(named: "MaterialDesignIcons.ttf", under: $0) }
        let iconList = sources.flatMap { file(named: "MaterialDesignIcons.swift", under: $0) }
            .flatMap { FileManager.default.contents(atPath: $0.path) }.map { String(decoding: $0, as: UTF8.self) }
        let metrics = font.flatMap { FileManager.default.contents(atPath: $0.path) }.flatMap(metrics(ofFont:))
        for glyph in glyphs {
            let set = catalog.appendingPathComponent("\(glyph.imageName).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            var image: (file: String, scale: String) = ("placeholder.svg", "1x")
            if let font, let metrics, let rasteriser, let codePoint = iconList.flatMap({ codePoint(of: glyph.icon, inIconList: $0) }) {
                let drawing = folder.appendingPathComponent("\(glyph.imageName).svg")
                try svg(of: glyph, codePoint: codePoint, font: font, ascenderPerEm: metrics.ascender / metrics.unitsPerEm)
                    .write(to: drawing, atomically: true, encoding: .utf8)
                do {
                    try rasteriser.rasterise(svg: drawing, to: set.appendingPathComponent("glyph.png"), width: glyph.width,
                                             height: glyph.height, scale: scale,
                                             options: ["--allow-file-access-from-files", "--default-background-color=00000000"])
                    image = ("glyph.png", "\(scale)x")
                } catch {
                    FileHandle.standardError.write(Data("\(glyph.icon): \(error)\n".utf8))
                }
            }
            if image.file == "placeholder.svg" {
                try placeholder(of: glyph).write(to: set.appendingPathComponent(image.file), atomically: true, encoding: .utf8)
            }
            let intent = glyph.isTemplate ? "template" : "original"
            try """
                {"images": [{"idiom": "universal", "filename": "\(image.file)", "scale": "\(image.scale)"}],
                 "properties": {"template-rendering-intent": "\(intent)"}, "info": {"author": "xcode", "version": 1}}
                """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try #"{"info": {"author": "xcode", "version": 1}}"#.write(to: catalog.appendingPathComponent("Contents.json"),
                                                                   atomically: true, encoding: .utf8)
        return catalog
    }

    /// The first file named `name` under `folder`, in path order.
    private static func file(named name: String, under folder: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return nil }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == name }.min { $0.path < $1.path }
    }
}
