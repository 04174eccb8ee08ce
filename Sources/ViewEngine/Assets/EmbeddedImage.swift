// An image file of an asset catalog as a picture embeds it: a PNG or a JPEG of at most
// 256 KB, written into the SVG as a `data:` URL, so the picture shows the app's own
// artwork and stays one self-contained file. A larger file, or one of another kind (a
// PDF, an SVG, a HEIC), is not embedded: the picture draws a placeholder of its size.

import Foundation

/// An image file's bytes, ready to embed.
struct EmbeddedImage {
    /// The largest file embedded, in bytes.
    static let limit = 256 * 1024

    /// `data:image/png;base64,…`.
    let dataURL: String

    /// The file at `file`, if it is a PNG or a JPEG no larger than ``limit``.
    init?(file: URL) {
        guard let data = try? Data(contentsOf: file), data.count <= Self.limit, let header = ImageHeader(data) else { return nil }
        let type: String
        switch header.format {
        case .png: type = "image/png"
        case .jpeg: type = "image/jpeg"
        default: return nil
        }
        dataURL = "data:" + type + ";base64," + data.base64EncodedString()
    }
}
