#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
// The data of an image the engine drew, encoded as UIKit's renderer encodes it: a PNG or a
// JPEG of the image's size in pixels. The engine has no pixels, so every pixel is blank —
// transparent in a PNG (black where the format is opaque), mid-grey in a JPEG, whose
// coefficients are all zero — and both formats compress that to a few bytes per row: a
// real decoder reads the size UIKit would have written.
import Foundation

enum BlankImageEncoding {
    /// The most bytes of pixels the encoders write: past it an image has no data.
    static let pixelByteLimit = 1 << 28

    /// A PNG of `width` × `height` blank pixels: RGBA, or RGB when `opaque`; `nil` for an
    /// empty image or one past ``pixelByteLimit``.
    static func png(width: Int, height: Int, opaque: Bool) -> Data? {
        let channels = opaque ? 3 : 4
        guard width > 0, height > 0, width <= pixelByteLimit / channels / height else { return nil }
        // Each row: filter byte 0, then its pixels, all zero.
        let rawCount = height * (1 + width * channels)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", zlibOfZeros(count: rawCount))
        png.appendChunk("IEND", Data())
        return png
    }

    /// A zlib stream (RFC 1950) holding `count` zero bytes: one fixed-Huffman DEFLATE block
    /// (RFC 1951) of a zero and copies of 258 bytes from one back, then the bytes left over
    /// as literals; its Adler-32 is (`count` mod 65521) · 2¹⁶ + 1.
    static func zlibOfZeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)   // the last block
        bits.write(1, count: 2)   // fixed Huffman codes
        var left = count
        func literalZero() { bits.writeCode(0b0011_0000, length: 8); left -= 1 }
        if left > 0 { literalZero() }
        while left >= 258 {
            bits.writeCode(0b1100_0101, length: 8)   // length code 285: 258 bytes
            bits.writeCode(0, length: 5)             // distance code 0: one byte back
            left -= 258
        }
        while left > 0 { literalZero() }
        bits.writeCode(0, length: 7)                 // end of block
        var data = Data([0x78, 0x01])
        data.append(contentsOf: bits.bytes)
        data.appendBigEndian(UInt32(count % 65521) << 16 | 1)
        return data
    }

    /// A baseline JPEG of `width` × `height` blank (mid-grey) pixels: one grey component,
    /// every 8 × 8 block's coefficients zero, coded by Huffman tables of one symbol each
    /// (a DC difference of category 0, an end of block): two bits a block. `nil` for an
    /// empty image, one past ``pixelByteLimit`` or past JPEG's 65 535 pixels a side.
    static func jpeg(width: Int, height: Int) -> Data? {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535, width <= pixelByteLimit / height else { return nil }
        var jpeg = Data([0xFF, 0xD8])
        // A quantization table of ones.
        jpeg.appendSegment(0xDB, Data([0]) + Data(repeating: 1, count: 64))
        var frame = Data([8])
        frame.appendBigEndian(UInt16(height))
        frame.appendBigEndian(UInt16(width))
        frame.append(contentsOf: [1, 1, 0x11, 0])    // one component: id 1, 1×1 sampling, table 0
        jpeg.appendSegment(0xC0, frame)
        // Two Huffman tables, DC 0 and AC 0, each one code of one bit for symbol 0.
        let oneSymbol = Data([1] + [UInt8](repeating: 0, count: 15) + [0])
        jpeg.appendSegment(0xC4, Data([0x00]) + oneSymbol + Data([0x10]) + oneSymbol)
        jpeg.appendSegment(0xDA, Data([1, 1, 0x00, 0, 63, 0]))
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        // Two zero bits a block; the last byte padded with ones.
        let bitCount = blocks * 2
        jpeg.append(Data(repeating: 0, count: bitCount / 8))
        if bitCount % 8 != 0 { jpeg.append(UInt8(0xFF) >> (bitCount % 8)) }
        jpeg.append(contentsOf: [0xFF, 0xD9])
        return jpeg
    }
}

/// Bits written least significant first into bytes, as DEFLATE packs them.
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 8

    /// Writes the low `count` bits of `value`, least significant first (DEFLATE's header
    /// fields and extra bits).
    mutating func write(_ value: Int, count: Int) {
        for index in 0..<count { push((value >> index) & 1) }
    }

    /// Writes a Huffman code of `length` bits, most significant first (DEFLATE's codes).
    mutating func writeCode(_ code: Int, length: Int) {
        for index in stride(from: length - 1, through: 0, by: -1) { push((code >> index) & 1) }
    }

    private mutating func push(_ bit: Int) {
        if used == 8 {
            bytes.append(0)
            used = 0
        }
        bytes[bytes.count - 1] |= UInt8(bit) << used
        used += 1
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian(_ value: UInt16) { append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)]) }

    /// A PNG chunk: its length, type, data and the CRC-32 of its type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typed = Data(type.utf8) + data
        append(typed)
        appendBigEndian(CRC32.checksum(typed))
    }

    /// A JPEG marker segment: FF, the marker, its length (the two length bytes included).
    mutating func appendSegment(_ marker: UInt8, _ data: Data) {
        append(contentsOf: [0xFF, marker])
        appendBigEndian(UInt16(data.count + 2))
        append(data)
    }
}

/// The CRC-32 PNG's chunks end with (ISO 3309, polynomial 0xEDB88320 reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `data`.
    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
#endif
