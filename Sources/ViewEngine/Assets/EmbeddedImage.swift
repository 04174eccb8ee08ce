// An image file of an asset catalog as a picture embeds it: a PNG, a JPEG or an SVG of at
// most 256 KB, written into the SVG as a `data:` URL, so the picture shows the app's own
// artwork and stays one self-contained file; a PDF of at most 256 KB is embedded as the
// SVG document its first page draws (PDFPageDrawing.swift). A larger file, a page the
// engine cannot draw, or a file of another kind (a HEIC) is not embedded: the picture
// draws a placeholder of its size.

import Foundation

/// An image file's bytes, ready to embed.
struct EmbeddedImage {
    /// The largest file embedded, in bytes.
    static let limit = 256 * 1024

    /// `data:image/png;base64,…`.
    let dataURL: String

    /// The file at `file`, if it is a PNG, a JPEG, an SVG or a PDF no larger than
    /// ``limit``.
    init?(file: URL) {
        guard let data = try? Data(contentsOf: file), data.count <= Self.limit else { return nil }
        let type: String
        switch ImageHeader(data)?.format {
        case .png?: type = "image/png"
        case .jpeg?: type = "image/jpeg"
        case nil where SVGImageSize.isSVG(data): type = "image/svg+xml"
        case nil:
            // A PDF: its first page drawn as an SVG document (PDFPageDrawing.swift).
            guard let page = PDFPageDrawing.svg(from: [UInt8](data)) else { return nil }
            dataURL = "data:image/svg+xml;base64," + Data(page.document.utf8).base64EncodedString()
            return
        default: return nil
        }
        dataURL = "data:" + type + ";base64," + data.base64EncodedString()
    }
}
