#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The format and pixel size an image file's header declares, read as a decoder reads it
/// (the PNG, JPEG, GIF and BMP specifications); `nil` for data in none of them.
struct ImageHeader: Equatable {
    enum Format: String, CustomStringConvertible {
        case png, jpeg, gif, bmp
        var description: String { rawValue }
    }

    let format: Format
    let width: Int
    let height: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        if let size = Self.png(bytes) {
            (format, width, height) = (.png, size.width, size.height)
        } else if let size = Self.gif(bytes) {
            (format, width, height) = (.gif, size.width, size.height)
        } else if let size = Self.bmp(bytes) {
            (format, width, height) = (.bmp, size.width, size.height)
        } else if let size = Self.jpeg(bytes) {
            (format, width, height) = (.jpeg, size.width, size.height)
        } else {
            return nil
        }
        guard width > 0, height > 0 else { return nil }
    }

    private typealias Size = (width: Int, height: Int)

    /// PNG: the signature, then the IHDR chunk: width and height, big-endian, at 16 and 20.
    private static func png(_ bytes: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }

    /// GIF: `GIF87a` or `GIF89a`, then the logical screen's width and height, little-endian.
    private static func gif(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 10, ["GIF87a", "GIF89a"].contains(String(decoding: bytes[0..<6], as: UTF8.self)) else { return nil }
        return (littleEndian(bytes, 6, 2), littleEndian(bytes, 8, 2))
    }

    /// BMP: `BM`, then (in the info header) width and height, little-endian signed; a
    /// negative height is a top-down bitmap.
    private static func bmp(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 26, bytes[0] == 0x42, bytes[1] == 0x4D else { return nil }
        let height = Int32(bitPattern: UInt32(littleEndian(bytes, 22, 4)))
        return (littleEndian(bytes, 18, 4), Int(height.magnitude))
    }

    /// JPEG: the start-of-image marker, then segments up to the first start-of-frame
    /// (SOF0–SOF15 but DHT, JPG and DAC), whose height and width are big-endian at 5 and 7.
    private static func jpeg(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }              // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { index += 2; continue }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
#endif
