// DEFLATE decompression (RFC 1951) inside a zlib wrapper (RFC 1950), for the streams of a
// PDF an asset catalog keeps (`/FlateDecode`, the filter every design tool writes): the
// root package takes no library, so the engine reads the format itself. Stored, fixed-
// and dynamic-Huffman blocks; the wrapper's checksum is not verified. Data that is not
// DEFLATE, or that would inflate past `limit` bytes, gives `nil`, never a trap.

enum Inflate {
    /// The bytes `data` inflates to: a zlib stream (its two-byte header skipped when it
    /// is one), or raw DEFLATE data.
    static func zlib(_ data: [UInt8], limit: Int = 16 << 20) -> [UInt8]? {
        var body = data[...]
        if data.count >= 2, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 {
            guard data[1] & 0x20 == 0 else { return nil }   // a preset dictionary: not in PDFs
            body = data.dropFirst(2)
        }
        var reader = BitReader(bytes: Array(body))
        var output: [UInt8] = []
        var isLast = false
        while !isLast {
            guard let last = reader.bits(1), let kind = reader.bits(2) else { return nil }
            isLast = last == 1
            switch kind {
            case 0:
                guard reader.copyStored(into: &output) else { return nil }
            case 1:
                guard inflateBlock(&reader, Huffman.fixedLiterals, Huffman.fixedDistances, into: &output, limit: limit) else { return nil }
            case 2:
                guard let (literals, distances) = readDynamicTables(&reader),
                      inflateBlock(&reader, literals, distances, into: &output, limit: limit) else { return nil }
            default:
                return nil
            }
            if output.count > limit { return nil }
        }
        return output
    }

    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                              4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Decodes one compressed block's symbols until its end.
    private static func inflateBlock(_ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8], limit: Int) -> Bool {
        while true {
            guard let symbol = literals.decode(&reader) else { return false }
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return true
            } else {
                let index = symbol - 257
                guard index < lengthBase.count, let extra = reader.bits(lengthExtra[index]),
                      let code = distances.decode(&reader), code < distanceBase.count,
                      let distanceBits = reader.bits(distanceExtra[code]) else { return false }
                let length = lengthBase[index] + extra
                let distance = distanceBase[code] + distanceBits
                guard distance <= output.count, output.count + length <= limit else { return false }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    /// The order in which a dynamic block lists its code-length code's lengths.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// A dynamic block's literal/length and distance codes.
    private static func readDynamicTables(_ reader: inout BitReader) -> (Huffman, Huffman)? {
        guard let literalCount = reader.bits(5), let distanceCount = reader.bits(5), let lengthCount = reader.bits(4) else { return nil }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<(lengthCount + 4) {
            guard let length = reader.bits(3) else { return nil }
            codeLengths[codeLengthOrder[index]] = length
        }
        guard let codeLengthCode = Huffman(lengths: codeLengths) else { return nil }
        let total = literalCount + 257 + distanceCount + 1
        var lengths: [Int] = []
        while lengths.count < total {
            guard let symbol = codeLengthCode.decode(&reader) else { return nil }
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeats = reader.bits(2) else { return nil }
                lengths += Array(repeating: previous, count: 3 + repeats)
            case 17:
                guard let repeats = reader.bits(3) else { return nil }
                lengths += Array(repeating: 0, count: 3 + repeats)
            default:
                guard let repeats = reader.bits(7) else { return nil }
                lengths += Array(repeating: 0, count: 11 + repeats)
            }
        }
        guard lengths.count == total, lengths[256] > 0,
              let literals = Huffman(lengths: Array(lengths[0..<(literalCount + 257)])),
              let distances = Huffman(lengths: Array(lengths[(literalCount + 257)...])) else { return nil }
        return (literals, distances)
    }

    /// Reads bits least significant first, as DEFLATE packs them.
    struct BitReader {
        let bytes: [UInt8]
        private var index = 0
        private var buffer = 0
        private var count = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func bits(_ needed: Int) -> Int? {
            while count < needed {
                guard index < bytes.count else { return nil }
                buffer |= Int(bytes[index]) << count
                index += 1
                count += 8
            }
            let value = buffer & ((1 << needed) - 1)
            buffer >>= needed
            count -= needed
            return value
        }

        /// A stored block: the rest of the byte dropped, a length and its complement,
        /// then that many bytes.
        mutating func copyStored(into output: inout [UInt8]) -> Bool {
            buffer = 0
            count = 0
            guard index + 4 <= bytes.count else { return false }
            let length = Int(bytes[index]) | Int(bytes[index + 1]) << 8
            let complement = Int(bytes[index + 2]) | Int(bytes[index + 3]) << 8
            index += 4
            guard length == ~complement & 0xFFFF, index + length <= bytes.count else { return false }
            output += bytes[index..<(index + length)]
            index += length
            return true
        }
    }

    /// A canonical Huffman code: how many codes each length has, and the symbols in
    /// code order.
    struct Huffman {
        private var counts = [Int](repeating: 0, count: 16)
        private var symbols: [Int] = []

        /// The code whose symbols have `lengths` (0: unused); `nil` when the lengths
        /// over-subscribe the code.
        init?(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                if left < 0 { return nil }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        /// The next symbol: the code read bit by bit, compared with each length's first
        /// code.
        func decode(_ reader: inout BitReader) -> Int? {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                guard let bit = reader.bits(1) else { return nil }
                code |= bit
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            return nil
        }

        static let fixedLiterals: Huffman = {
            var lengths = [Int](repeating: 8, count: 288)
            for symbol in 144..<256 { lengths[symbol] = 9 }
            for symbol in 256..<280 { lengths[symbol] = 7 }
            return Huffman(lengths: lengths)!
        }()

        static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))!
    }
}
