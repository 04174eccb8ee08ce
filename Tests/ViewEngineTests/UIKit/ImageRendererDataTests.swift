import Foundation
import Testing
@testable import ViewEngine

/// UIKit's renderer encodes the image it draws: `pngData(actions:)` and
/// `jpegData(withCompressionQuality:actions:)` give data a decoder reads at the renderer's
/// size in pixels (WorkoutApp's `UIImage.toMediaFile`). The engine has no pixels, so they
/// are blank; the formats' own checks (CRC, Adler-32, DEFLATE) hold.
@Suite("UIKit: an image renderer's PNG and JPEG data")
struct ImageRendererDataTests {
    private func bytes(_ data: Data, _ range: Range<Int>) -> [UInt8] { Array(data[data.startIndex + range.lowerBound ..< data.startIndex + range.upperBound]) }
    private func bigEndian(_ data: Data, at offset: Int) -> Int { bytes(data, offset ..< offset + 4).reduce(0) { $0 << 8 | Int($1) } }

    /// `pngData(actions:)`: "Creates an image by following a set of drawing instructions,
    /// and returns the image in PNG format." Its size is the renderer's in pixels (points
    /// times the format's scale), as `UIImage(data:)` reads it back.
    @Test func pngDataIsAPNGOfTheRenderersPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        var ran = false
        let data = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).pngData { _ in ran = true }
        #expect(ran)
        #expect(bytes(data, 0 ..< 8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bigEndian(data, at: 16) == 120 && bigEndian(data, at: 20) == 60)
        #expect(bytes(data, 24 ..< 26) == [8, 6], "8 bits a channel, RGBA")
        #expect(UIImage(data: data)?.size == CGSize(width: 120, height: 60))
        let opaque = UIGraphicsImageRendererFormat()
        opaque.opaque = true
        opaque.scale = 1
        let rgb = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5), format: opaque).pngData { _ in }
        #expect(bytes(rgb, 24 ..< 26) == [8, 2], "an opaque format's PNG has no alpha")
    }

    /// The PNG's chunks are well formed: each CRC-32 checks, and the image data inflates to
    /// a filter byte and the row's pixels for every row, as PNG's specification lays them
    /// out; the zlib stream's Adler-32 is the data's.
    @Test func thePNGsChunksCheck() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 7), format: format).pngData { _ in }
        var offset = 8
        var types: [String] = []
        var idat = Data()
        while offset < data.count {
            let length = bigEndian(data, at: offset)
            let typed = data.subdata(in: data.startIndex + offset + 4 ..< data.startIndex + offset + 8 + length)
            types.append(String(decoding: typed.prefix(4), as: UTF8.self))
            #expect(UInt32(bigEndian(data, at: offset + 8 + length)) == CRC32.checksum(typed), "\(types.last ?? "")")
            if types.last == "IDAT" { idat = typed.dropFirst(4) }
            offset += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        let raw = try #require(Inflate.zlib(Array(idat)))
        #expect(raw == [UInt8](repeating: 0, count: 7 * (1 + 300 * 4)))
        var a = 1, b = 0
        for byte in raw { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
        #expect(bigEndian(idat, at: idat.count - 4) == b << 16 | a)
        // CRC-32's check value: "123456789" → CBF43926.
        #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }

    /// `jpegData(withCompressionQuality:actions:)`: "Creates an image by following a set of
    /// drawing instructions, and returns the image in JPEG format." A baseline JPEG of the
    /// renderer's pixels: its frame header says so, and `UIImage(data:)` reads it back.
    @Test func jpegDataIsAJPEGOfTheRenderersPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: CGSize(width: 33, height: 10), format: format).jpegData(withCompressionQuality: 1) { _ in }
        #expect(bytes(data, 0 ..< 2) == [0xFF, 0xD8] && bytes(data, data.count - 2 ..< data.count) == [0xFF, 0xD9])
        #expect(UIImage(data: data)?.size == CGSize(width: 66, height: 20))
        // 9 × 3 blocks of two bits each: 54 bits, seven bytes of entropy-coded data.
        let scan = try #require(data.firstRange(of: Data([0xFF, 0xDA])))
        // After FF DA: the segment's length (2 bytes) and its 6 bytes, then the entropy-coded data.
        let entropy = data[(scan.lowerBound + 10)...].dropLast(2)
        #expect(entropy.count == 7 && entropy.last == 0x03 && !entropy.dropLast().contains { $0 != 0 })
    }

    /// An image of no pixels has no data: empty, not a trap.
    @Test func anEmptyImageHasNoData() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 0, height: 10))
        #expect(renderer.pngData { _ in }.isEmpty && renderer.jpegData(withCompressionQuality: 0.5) { _ in }.isEmpty)
        #expect(BlankImageEncoding.png(width: 1 << 20, height: 1 << 20, opaque: false) == nil)
        #expect(BlankImageEncoding.jpeg(width: 70_000, height: 1) == nil)
    }

    /// `draw(in:blendMode:alpha:)`: "Draws the entire image in the specified rectangle and
    /// uses the specified blend mode and alpha" — into the current context, which keeps
    /// nothing headless; `CGBlendMode` has Core Graphics' raw values.
    @Test func drawingAnImageWithABlendModeRuns() throws {
        let image = try #require(UIImage(systemName: "photo"))
        let data = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).jpegData(withCompressionQuality: 1) { _ in
            image.draw(in: .init(), blendMode: .normal, alpha: 1)
        }
        #expect(!data.isEmpty)
        #expect(CGBlendMode.normal.rawValue == 0 && CGBlendMode.clear.rawValue == 16 && CGBlendMode.plusLighter.rawValue == 27)
    }
}
