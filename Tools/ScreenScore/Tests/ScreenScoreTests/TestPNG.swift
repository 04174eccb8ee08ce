import CZlib
import ScreenScore

/// A minimal PNG writer for the tests: stored (uncompressed) deflate blocks, every row
/// filtered by one of PNG's five filters in turn (so that reading undoes each), in the
/// colour type asked for, at 8 or 16 bits a sample; any other bit depth, and the
/// interlace byte, are written into the header only, as what the reader must refuse.
enum TestPNG {
    /// PNG colour types.
    enum ColourType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    static func encode(_ image: RGBAImage, as type: ColourType = .rgba, bitDepth: UInt8 = 8, interlace: UInt8 = 0) -> [UInt8] {
        var palette: [RGB] = []
        var paletteIndex: [RGB: UInt8] = [:]
        var raw: [UInt8] = []
        raw.reserveCapacity(image.height * (image.width * 4 + 1))
        let channels: Int = switch type {
        case .grey, .palette: 1
        case .greyAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
        let bytesPerPixel = channels * (bitDepth == 16 ? 2 : 1)
        var previous = [UInt8](repeating: 0, count: image.width * bytesPerPixel)
        for y in 0..<image.height {
            var row: [UInt8] = []
            row.reserveCapacity(image.width * channels)
            let s = image.samples
            if type == .rgba {
                row.append(contentsOf: s[y * image.width * 4..<(y + 1) * image.width * 4])
            } else {
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    switch type {
                    case .grey: row.append(s[i])
                    case .greyAlpha: row.append(s[i]); row.append(s[i + 3])
                    case .rgb: row.append(s[i]); row.append(s[i + 1]); row.append(s[i + 2])
                    case .rgba: break
                    case .palette:
                        let colour = RGB(s[i], s[i + 1], s[i + 2])
                        if paletteIndex[colour] == nil {
                            paletteIndex[colour] = UInt8(palette.count)
                            palette.append(colour)
                        }
                        row.append(paletteIndex[colour] ?? 0)
                    }
                }
            }
            if bitDepth == 16 { row = row.flatMap { [$0, $0] } }   // v × 257: reads back as v
            let filter = y % 5
            raw.append(UInt8(filter))
            for i in row.indices {
                let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
                let b = Int(previous[i])
                let c = i >= bytesPerPixel ? Int(previous[i - bytesPerPixel]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predicted = 0
                }
                raw.append(UInt8((Int(row[i]) - predicted) & 0xFF))
            }
            previous = row
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [bitDepth, type.rawValue, 0, 0, interlace])
        if type == .palette { png += chunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }) }
        png += chunk("IDAT", storedZlib(raw))
        png += chunk("IEND", [])
        return png
    }

    /// A zlib stream of stored deflate blocks, with its Adler-32.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        let adler = data.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
        return out + bigEndian(adler)
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
