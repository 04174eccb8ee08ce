// The size of a vector image an asset catalog keeps as a PDF (an image set with
// "preserves-vector-representation", as design tools export it): its first page's media
// box, in PDF units, which are points (1/72 inch) — the size an `Image` of it takes, at
// any scale. This is the quick read of a media box written plainly in the file; a PDF
// whose page dictionary is inside a compressed object stream is read whole
// (`PDFPageDrawing.pageSize(of:)`), and the page is drawn by PDFPageDrawing.swift.

import Foundation

enum PDFPageSize {
    /// The first `/MediaBox [x0 y0 x1 y1]` in `data`, as a size, if `data` is a PDF
    /// (`%PDF-`) with a readable one of positive width and height.
    static func size(of data: Data) -> CGSize? {
        guard data.starts(with: Array("%PDF-".utf8)), let key = data.firstRange(of: Data("/MediaBox".utf8)) else { return nil }
        let rest = data[key.upperBound...].prefix(200)
        guard let open = rest.firstIndex(of: UInt8(ascii: "[")),
              let close = rest[open...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
        let numbers = String(decoding: rest[rest.index(after: open)..<close], as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let size = CGSize(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
        return size.width > 0 && size.height > 0 ? size : nil
    }
}
