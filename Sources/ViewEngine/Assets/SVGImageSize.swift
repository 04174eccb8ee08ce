// The size of a vector image an asset catalog keeps as an SVG (Xcode takes SVG files into
// image sets and symbol sets): its root element's `width` and `height`, whose CSS pixels
// are points — a `width="24px"` icon is 24 points wide, at any scale. A length in another
// absolute unit is converted as CSS converts it (`pt` is 4/3 of a pixel, `in` 96 pixels:
// Measures §9 "SVG image size", a convention); a length that is missing or relative
// (`%`, `em`) is taken from the `viewBox`, keeping its proportions when the other length
// is given. The picture embeds the file as it embeds a PNG
// (EmbeddedImage.swift).

import Foundation

enum SVGImageSize {
    /// The size `data` gives its root `<svg>` element, in points, if `data` is an SVG
    /// document (its first element is `svg`) whose size is positive.
    static func size(of data: Data) -> CGSize? {
        guard let attributes = rootAttributes(of: data) else { return nil }
        let box = attributes["viewBox"].flatMap(viewBoxSize)
        var width = attributes["width"].flatMap(length)
        var height = attributes["height"].flatMap(length)
        if let box, box.width > 0, box.height > 0 {
            switch (width, height) {
            case (nil, nil): (width, height) = (box.width, box.height)
            case (let width?, nil): height = width * box.height / box.width
            case (nil, let height?): width = height * box.width / box.height
            default: break
            }
        }
        guard let width, let height, width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Whether `data` is an SVG document: its first element, after an XML declaration,
    /// comments and a document type, is `svg`.
    static func isSVG(_ data: Data) -> Bool { rootAttributes(of: data) != nil }

    /// The attributes of the root `<svg …>` tag, looked for in the first 4 KB.
    private static func rootAttributes(of data: Data) -> [String: String]? {
        var root: [String: String]?
        XMLTags.forEachTag(in: String(decoding: data.prefix(4096), as: UTF8.self)[...]) { tag in
            if tag.name == "svg", !tag.isEnd { root = tag.attributes }
            return false   // the first element decides
        }
        return root
    }

    /// The CSS pixels of an absolute length (`24`, `24px`, `18pt`); nil for a relative one.
    static func length(_ text: String) -> CGFloat? {
        let text = text.trimmingCharacters(in: .whitespaces)
        let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }
        guard let number = Double(digits), number.isFinite else { return nil }
        let pixelsPerUnit: Double
        switch text.dropFirst(digits.count).lowercased() {
        case "", "px": pixelsPerUnit = 1
        case "pt": pixelsPerUnit = 4.0 / 3.0
        case "pc": pixelsPerUnit = 16
        case "in": pixelsPerUnit = 96
        case "cm": pixelsPerUnit = 96 / 2.54
        case "mm": pixelsPerUnit = 96 / 25.4
        default: return nil
        }
        return CGFloat(number * pixelsPerUnit)
    }

    /// The width and height of a `viewBox="x y width height"`.
    private static func viewBoxSize(_ text: String) -> CGSize? {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGSize(width: numbers[2], height: numbers[3])
    }
}
