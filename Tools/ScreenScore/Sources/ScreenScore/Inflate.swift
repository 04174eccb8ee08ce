import CZlib

/// zlib's inflate over a whole buffer: PNG's image data, whose inflated size is known.
enum Inflate {
    /// Inflates a zlib stream to exactly `size` bytes, or throws saying what went wrong.
    static func zlibStream(_ compressed: [UInt8], size: Int) throws(PNGError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: size)
        var input = compressed
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .badImageData("zlib would not start")
        }
        defer { inflateEnd(&stream) }
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        let produced = size - Int(stream.avail_out)
        switch status {
        case Z_STREAM_END where produced == size: return output
        case Z_STREAM_END: throw .badImageData("\(produced) bytes inflated, \(size) expected")
        case Z_BUF_ERROR where stream.avail_out == 0: throw .badImageData("more than the \(size) bytes expected")
        case Z_BUF_ERROR: throw .badImageData("the compressed data ends early")
        default: throw .badImageData("zlib error \(status)")
        }
    }

    /// The CRC-32 PNG's chunks end with (zlib's).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
