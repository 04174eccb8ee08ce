import ScreenScore
import Testing

/// Reading PNGs: every colour type at 8 bits and 16, every row filter, and a clear
/// refusal of what is not read.
@Suite("PNGDecoder: 8- and 16-bit PNGs in, clear refusals")
struct PNGDecoderTests {
    /// A 7 × 5 picture of varied pixels: five rows, so the writer uses each filter once.
    static func sample(grey: Bool, alpha: Bool) -> RGBAImage {
        var samples: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 {
                let a = UInt8((x * 37 + y * 11) & 0xFF), b = UInt8((x * 5 + y * 53) & 0xFF), c = UInt8((x * y * 29 + 7) & 0xFF)
                samples += grey ? [a, a, a] : [a, b, c]
                samples.append(alpha ? UInt8((x * 31 + y * 17 + 3) & 0xFF) : 255)
            }
        }
        return RGBAImage(width: 7, height: 5, samples: samples)
    }

    @Test(arguments: [TestPNG.ColourType.grey, .greyAlpha, .rgb, .rgba, .palette])
    func everyColourTypeAndFilterReadsBack(type: TestPNG.ColourType) throws {
        let image = Self.sample(grey: type == .grey || type == .greyAlpha, alpha: type == .greyAlpha || type == .rgba)
        #expect(try PNGDecoder.decode(TestPNG.encode(image, as: type)) == image)
    }

    /// A translucent pixel is read as it would show on an iPhone's display, over black:
    /// found on real iOS pictures (SpeakList's simulator screenshots of a sheet save the
    /// window above the pushed-back presenter transparent, which the device shows black).
    @Test func aTranslucentPixelReadsAsOverBlack() {
        let image = RGBAImage(width: 1, height: 1, samples: [255, 255, 255, 128])
        #expect(image.colour(x: 0, y: 0) == RGB(128, 128, 128))
        #expect(PointPicture(RGBAImage(width: 1, height: 1, samples: [255, 255, 255, 0]), scale: 1)[0, 0] == RGB(0, 0, 0))
    }

    /// 16 bits a sample (as some snapshot references are written) read back rounded to 8.
    @Test(arguments: [TestPNG.ColourType.grey, .greyAlpha, .rgb, .rgba])
    func sixteenBitPicturesReadBack(type: TestPNG.ColourType) throws {
        let image = Self.sample(grey: type == .grey || type == .greyAlpha, alpha: type == .greyAlpha || type == .rgba)
        #expect(try PNGDecoder.decode(TestPNG.encode(image, as: type, bitDepth: 16)) == image)
    }

    @Test func fewerBitsAndSixteenBitPalettesAreRefusedByName() {
        #expect(throws: PNGError.unsupportedBitDepth(4, colourType: 0)) {
            try PNGDecoder.decode(TestPNG.encode(Self.sample(grey: true, alpha: false), as: .grey, bitDepth: 4))
        }
        #expect(throws: PNGError.unsupportedBitDepth(16, colourType: 3)) {
            try PNGDecoder.decode(TestPNG.encode(Self.sample(grey: false, alpha: false), as: .palette, bitDepth: 16))
        }
        #expect(PNGError.unsupportedBitDepth(4, colourType: 0).description
            == "a 4-bit PNG (colour type 0); 8 and 16 bits a sample are read (8 for a palette)")
    }

    @Test func interlacedIsRefusedByName() {
        #expect(throws: PNGError.interlaced) {
            try PNGDecoder.decode(TestPNG.encode(Self.sample(grey: false, alpha: false), interlace: 1))
        }
    }

    @Test func aDamagedOrTruncatedFileIsRefused() {
        var png = TestPNG.encode(Self.sample(grey: false, alpha: false))
        #expect(throws: PNGError.truncated("the IDAT chunk runs past the end")) { try PNGDecoder.decode(Array(png.prefix(60))) }
        png[50] ^= 0xFF
        #expect(throws: PNGError.badChecksum(chunk: "IDAT")) { try PNGDecoder.decode(png) }
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(Array("GIF89a".utf8)) }
    }
}
