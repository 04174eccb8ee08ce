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
    /// ``limit``: read once, and again when it changes (``EmbeddedImageCache``).
    init?(file: URL) {
        guard let dataURL = EmbeddedImageCache.shared.dataURL(for: file, make: { Self.dataURL(of: file) }) else { return nil }
        self.dataURL = dataURL
    }

    private static func dataURL(of file: URL) -> String? {
        guard let data = try? Data(contentsOf: file), data.count <= Self.limit else { return nil }
        let type: String
        switch ImageHeader(data)?.format {
        case .png?: type = "image/png"
        case .jpeg?: type = "image/jpeg"
        case nil where SVGImageSize.isSVG(data): type = "image/svg+xml"
        case nil:
            // A PDF: its first page drawn as an SVG document (PDFPageDrawing.swift).
            guard let page = PDFPageDrawing.svg(from: [UInt8](data)) else { return nil }
            return "data:image/svg+xml;base64," + Data(page.document.utf8).base64EncodedString()
        default: return nil
        }
        return "data:" + type + ";base64," + data.base64EncodedString()
    }
}

/// The data URLs made, by file, so that a picture drawn again (the preview after a tap,
/// a test's second snapshot) neither reads nor converts its files again — a PDF's page
/// takes up to a tenth of a second to draw in a debug build. A file whose size or
/// modification date changed is read again.
///
/// Invariant (`@unchecked Sendable`): `entries` is read and written only under `lock`.
final class EmbeddedImageCache: @unchecked Sendable {
    static let shared = EmbeddedImageCache()

    /// The most files kept; past it the cache starts again.
    static let capacity = 256

    private let lock = NSLock()
    private var entries: [String: (stamp: String, dataURL: String?)] = [:]

    /// The data URL of `file`: the one made before if the file has not changed since,
    /// else `make()`'s, kept.
    func dataURL(for file: URL, make: () -> String?) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let stamp = "\(attributes?[.size] ?? "") \(attributes?[.modificationDate] ?? "")"
        if let entry = lock.withLock({ entries[file.path] }), entry.stamp == stamp { return entry.dataURL }
        let made = make()
        lock.withLock {
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[file.path] = (stamp, made)
        }
        return made
    }
}
