// One asset catalog (`Assets.xcassets`) read as Xcode writes it: a folder of folders, each
// with a `Contents.json`. A `NAME.colorset` is a named color — its `colors` list holds
// the color for any appearance and, with `"appearances": [{"appearance": "luminosity",
// "value": "dark"}]`, for dark mode; components are written as fractions ("0.345"), as
// 0…255 integers ("88") or as hexadecimal bytes ("0x58"), or the entry refers to a
// system color (`"reference": "systemBlueColor"`). A `NAME.imageset` is a named image:
// its `images` list names a file per scale ("1x", "2x", "3x"), and the image's size in
// points is the file's pixel size (its header) divided by its scale, or a PDF's page size
// (PDFPageDrawing.swift) or an SVG's own size (SVGImageSize.swift), which are in points
// already. Its `properties` may say how it renders: `"template-rendering-intent":
// "template"` draws it in the foreground style, `"original"` in its own colors (Xcode's
// "Render As"); a set that says neither is drawn in its own colors. A folder whose
// `Contents.json` says `"provides-namespace": true` puts its name before its assets'
// (`Icons/Logo`). A `NAME.symbolset` is a custom symbol, its template read as
// CustomSymbol.swift says. What cannot be read (no `Contents.json`, a malformed color) is left
// out and named in `problems`, never a trap.

import Foundation

/// The colors and images of one asset catalog.
struct AssetCatalog: Sendable {
    /// A named color: for any appearance, and for dark mode when the set has one.
    struct ColorSet: Sendable, Equatable {
        let light: Paint
        let dark: Paint?

        func paint(in scheme: ColorScheme) -> Paint { scheme == .dark ? dark ?? light : light }
    }

    /// A named image: its size in points when a file's header gives it, the file a
    /// picture embeds, and how it renders when the set says (Xcode's "Render As").
    struct ImageSet: Sendable, Equatable {
        let size: CGSize?
        let file: URL?
        var renderingIntent: Image.TemplateRenderingMode? = nil
        /// The file for dark mode, when the set has one (an entry with a dark luminosity
        /// appearance).
        var darkFile: URL? = nil
        /// The scale of ``file``: its pixels per point.
        var fileScale: CGFloat = 1

        /// The file drawn in `scheme`.
        func file(in scheme: ColorScheme) -> URL? { scheme == .dark ? darkFile ?? file : file }
    }

    let url: URL
    private(set) var colors: [String: ColorSet] = [:]
    private(set) var images: [String: ImageSet] = [:]
    /// The custom symbols (`NAME.symbolset`), read from their templates.
    private(set) var symbols: [String: CustomSymbol] = [:]
    /// What was left out, each a sentence naming the asset and why.
    private(set) var problems: [String] = []

    /// Reads the catalog at `url`; a folder that is not there gives an empty catalog with
    /// one problem.
    init(url: URL) {
        self.url = url
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            problems.append("No asset catalog at \(url.path)")
            return
        }
        read(folder: url, prefix: "")
    }

    private mutating func read(folder: URL, prefix: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let file = entry.lastPathComponent
            let name = prefix + entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset":
                guard let contents = Self.contents(of: entry) else { problems.append("The color set \(name) has no readable Contents.json"); continue }
                if let set = Self.colorSet(contents) { colors[name] = set } else { problems.append("The color set \(name) has no color this engine reads") }
            case "imageset":
                guard let contents = Self.contents(of: entry) else { problems.append("The image set \(name) has no readable Contents.json"); continue }
                images[name] = Self.imageSet(contents, in: entry)
            case "":
                var isFolder: ObjCBool = false
                guard file != "Contents.json", FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let properties = Self.contents(of: entry)?["properties"] as? [String: Any]
                let namespaced = properties?["provides-namespace"] as? Bool ?? false
                read(folder: entry, prefix: namespaced ? name + "/" : prefix)
            case "symbolset":
                let file = (Self.contents(of: entry)?["symbols"] as? [[String: Any]])?.lazy.compactMap { $0["filename"] as? String }.first
                guard let file, let data = try? Data(contentsOf: entry.appendingPathComponent(file)) else {
                    problems.append("The symbol set \(name) has no readable template"); continue
                }
                if let symbol = CustomSymbol(template: String(decoding: data, as: UTF8.self)) {
                    symbols[name] = symbol
                } else {
                    problems.append("The symbol set \(name) has no medium-scale glyph this engine reads")
                }
            default:
                continue   // app icons, data sets: not drawn
            }
        }
    }

    /// The JSON object in `folder`'s `Contents.json`.
    private static func contents(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The color set a colorset's contents describe: its entry for any appearance (or the
    /// light one) and its dark entry; entries for high contrast or another idiom than
    /// universal or iPhone are passed over.
    static func colorSet(_ contents: [String: Any]) -> ColorSet? {
        var light: Paint?, dark: Paint?, referenceDark: Paint?
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            guard let color = entry["color"] as? [String: Any], let paint = paint(color, in: .light) else { continue }
            switch luminosity {
            case "dark"?: dark = Self.paint(color, in: .dark)
            case "light"?: light = paint
            default:
                if light == nil { light = paint }
                if color["reference"] != nil { referenceDark = Self.paint(color, in: .dark) }
            }
        }
        guard let light = light ?? dark else { return nil }
        return ColorSet(light: light, dark: dark ?? referenceDark)
    }

    /// The paint of a color entry: its components, or the system color it refers to in
    /// `scheme`.
    static func paint(_ color: [String: Any], in scheme: ColorScheme) -> Paint? {
        if let reference = color["reference"] as? String {
            // `systemBlueColor` is `blue`, `labelColor` is `label`, `systemGray2Color` `systemGray2`.
            var name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if let systemColor = SystemColors.paint(named: name, in: scheme) { return systemColor }
            if name.hasPrefix("system") { name = String(name.dropFirst(6)); name = name.prefix(1).lowercased() + name.dropFirst() }
            return SystemColors.paint(named: name, in: scheme)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let alpha = components["alpha"].flatMap(fraction) ?? 1
        if let white = components["white"].flatMap(fraction) {
            return Paint(white * 255, white * 255, white * 255, alpha)
        }
        guard let red = components["red"].flatMap(fraction), let green = components["green"].flatMap(fraction),
              let blue = components["blue"].flatMap(fraction) else { return nil }
        return Paint((red * 255).rounded(), (green * 255).rounded(), (blue * 255).rounded(), alpha)
    }

    /// A component as a fraction of 1: "0.345" as it is, "88" as 88/255, "0x58" as 0x58/255.
    static func fraction(_ value: Any) -> Double? {
        if let number = value as? Double { return clamp(number) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { clamp(Double($0) / 255) } }
        if text.contains(".") { return Double(text).map(clamp) }
        return Int(text).map { clamp(Double($0) / 255) }
    }

    private static func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

    /// The image set an imageset's contents describe: the size of its first file whose
    /// header can be read, divided by that file's scale; the file of the highest scale
    /// to embed, and the dark appearance's; its rendering intent. Entries for high
    /// contrast or another idiom than universal or iPhone are passed over.
    static func imageSet(_ contents: [String: Any], in folder: URL) -> ImageSet {
        var size: CGSize?
        var best: (scale: Double, file: URL)?
        var bestDark: (scale: Double, file: URL)?
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String else { continue }
            if let idiom = entry["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            let file = folder.appendingPathComponent(filename)
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }) {
                if scale > bestDark?.scale ?? -1 { bestDark = (scale, file) }
                continue
            }
            if size == nil, scale > 0, let data = try? Data(contentsOf: file) {
                if let header = ImageHeader(data) {
                    size = CGSize(width: Double(header.width) / scale, height: Double(header.height) / scale)
                } else if let page = SVGImageSize.size(of: data) ?? PDFPageDrawing.pageSize(of: [UInt8](data)) {
                    size = page
                }
            }
            if scale > best?.scale ?? -1 { best = (scale, file) }
        }
        let intent: Image.TemplateRenderingMode? = switch (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
        case "template"?: .template
        case "original"?: .original
        default: nil
        }
        return ImageSet(size: size, file: best?.file, renderingIntent: intent, darkFile: bestDark?.file, fileScale: best?.scale ?? 1)
    }
}
