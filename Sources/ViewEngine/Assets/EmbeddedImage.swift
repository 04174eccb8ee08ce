// An image file of an asset catalog as a picture embeds it: a PNG, a JPEG or an SVG of at
// most 256 KB, written into the SVG as a `data:` URL, so the picture shows the app's own
// artwork and stays one self-contained file. A larger file, or one of another kind (a
// PDF, a HEIC), is not embedded: the picture draws a placeholder of its size.

import Foundation

/// An image file's bytes, ready to embed.
struct EmbeddedImage {
    /// The largest file embedded, in bytes.
    static let limit = 256 * 1024

    /// `data:image/png;base64,…`.
    let dataURL: String

    /// The file at `file`, if it is a PNG, a JPEG or an SVG no larger than ``limit``.
    init?(file: URL) {
        guard let data = try? Data(contentsOf: file), data.count <= Self.limit else { return nil }
        let type: String
        switch ImageHeader(data)?.format {
        case .png?: type = "image/png"
        case .jpeg?: type = "image/jpeg"
        case nil where SVGImageSize.isSVG(data): type = "image/svg+xml"
        default: return nil
        }
        dataURL = "data:" + type + ";base64," + data.base64EncodedString()
    }
}
