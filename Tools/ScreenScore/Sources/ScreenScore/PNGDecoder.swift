/// Reads a PNG into an `RGBAImage`: grey, grey with alpha, RGB and RGBA pictures of 8 or
/// 16 bits a sample (16 rounded to 8) and 8-bit palette pictures, non-interlaced, every row
/// filter. Anything else is refused with a `PNGError` that says what it is (1, 2 or 4
/// bits a sample, interlaced…).
public enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a whole PNG file.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }
        var offset = 8
        var header: (width: Int, height: Int, depth: Int, type: Int, interlace: Int)?
        var palette: [RGB] = []
        var paletteAlpha: [UInt8] = []
        var data: [UInt8] = []
        var ended = false
        while offset < bytes.count, !ended {
            guard offset + 12 <= bytes.count else { throw .truncated("a chunk's header runs past the end") }
            let length = Int(bigEndian(bytes, offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length >= 0, offset + 12 + length <= bytes.count else { throw .truncated("the \(type) chunk runs past the end") }
            let body = bytes[offset + 8..<offset + 8 + length]
            guard Inflate.crc32(bytes[offset + 4..<offset + 8 + length]) == bigEndian(bytes, offset + 8 + length) else {
                throw .badChecksum(chunk: type)
            }
            switch type {
            case "IHDR":
                guard length == 13 else { throw .truncated("IHDR is \(length) bytes, not 13") }
                let start = body.startIndex
                header = (Int(bigEndian(bytes, start)), Int(bigEndian(bytes, start + 4)),
                          Int(bytes[start + 8]), Int(bytes[start + 9]), Int(bytes[start + 12]))
            case "PLTE":
                palette = stride(from: body.startIndex, to: body.endIndex - 2, by: 3).map { RGB(bytes[$0], bytes[$0 + 1], bytes[$0 + 2]) }
            case "tRNS": paletteAlpha = Array(body)
            case "IDAT": data.append(contentsOf: body)
            case "IEND": ended = true
            default: break
            }
            offset += 12 + length
        }
        guard let header else { throw .truncated("no IHDR chunk") }
        guard !data.isEmpty else { throw .truncated("no IDAT chunk") }
        let channels: Int
        switch header.type {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw .unknownColourType(header.type)
        }
        // 16 bits a sample (some snapshot references) are read to 8, rounded; a palette
        // takes 8 bits only, as PNG allows no more.
        guard header.depth == 8 || (header.depth == 16 && header.type != 3) else {
            throw .unsupportedBitDepth(header.depth, colourType: header.type)
        }
        guard header.interlace == 0 else { throw .interlaced }
        if header.type == 3, palette.isEmpty { throw .badPalette("no PLTE chunk") }
        let bytesPerSample = header.depth / 8
        let rowBytes = header.width * channels * bytesPerSample
        let raw = try Inflate.zlibStream(data, size: header.height * (rowBytes + 1))
        var rows = try unfilter(raw, rowBytes: rowBytes, height: header.height, bytesPerPixel: channels * bytesPerSample)
        if bytesPerSample == 2 {
            rows = stride(from: 0, to: rows.count, by: 2).map { UInt8((Int(rows[$0]) << 8 | Int(rows[$0 + 1]) + 128) / 257) }
        }
        if header.type == 6 { return RGBAImage(width: header.width, height: header.height, samples: rows) }
        var samples = [UInt8](repeating: 255, count: header.width * header.height * 4)
        for pixel in 0..<header.width * header.height {
            let source = pixel * channels, target = pixel * 4
            switch header.type {
            case 0, 4:
                samples[target] = rows[source]; samples[target + 1] = rows[source]; samples[target + 2] = rows[source]
                if header.type == 4 { samples[target + 3] = rows[source + 1] }
            case 3:
                let index = Int(rows[source])
                guard index < palette.count else { throw .badPalette("index \(index) past the palette's \(palette.count) colours") }
                samples[target] = palette[index].red; samples[target + 1] = palette[index].green; samples[target + 2] = palette[index].blue
                if index < paletteAlpha.count { samples[target + 3] = paletteAlpha[index] }
            default:
                for channel in 0..<channels { samples[target + channel] = rows[source + channel] }
            }
        }
        return RGBAImage(width: header.width, height: header.height, samples: samples)
    }

    /// The rows with PNG's filters undone (None, Sub, Up, Average, Paeth), filter bytes dropped.
    static func unfilter(_ raw: [UInt8], rowBytes: Int, height: Int, bytesPerPixel: Int) throws(PNGError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for row in 0..<height {
            let filter = Int(raw[row * (rowBytes + 1)])
            let source = row * (rowBytes + 1) + 1, target = row * rowBytes
            for i in 0..<rowBytes {
                let x = Int(raw[source + i])
                let a = i >= bytesPerPixel ? Int(out[target + i - bytesPerPixel]) : 0
                let b = row > 0 ? Int(out[target - rowBytes + i]) : 0
                let c = row > 0 && i >= bytesPerPixel ? Int(out[target - rowBytes + i - bytesPerPixel]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw .unknownFilter(filter, row: row)
                }
                out[target + i] = UInt8((x + predicted) & 0xFF)
            }
        }
        return out
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
