import Foundation
import Testing
@testable import ViewEngine

/// A vector image kept as a PDF, drawn: DEFLATE as RFC 1951 defines it, the objects as
/// ISO 32000 §7.3 writes them, and the first page's paths, colors, clips, forms and
/// shadings as §8 paints them (PDFPageDrawing.swift), checked on `Tests/Fixtures`'
/// `Icons/Flag` (see its README) and on bytes written here.
@MainActor
@Suite("PDF artwork")
struct PDFDrawingTests {
    static func bytes(_ hex: String) -> [UInt8] {
        stride(from: 0, to: hex.count, by: 2).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
    }

    /// RFC 1951's three kinds of block: "stored", "compressed with fixed Huffman codes"
    /// (with back references), "compressed with dynamic Huffman codes". The streams were
    /// made by zlib at levels 0 and 9.
    @Test func inflateReadsEachKindOfBlock() {
        #expect(Inflate.zlib(Self.bytes("7801010c00f3ff73746f7265642062797465731fcf04d9")) == Array("stored bytes".utf8))
        #expect(Inflate.zlib(Self.bytes("78daf348cdc9c9d751c8c0a41401820c0936")) == Array("Hello, hello, hello, hello!".utf8))
        let dynamic = "78dab5cb551a82401440e1ad5c37e06777778b8a9dc400430d0ccdea9d25f8e2f3f90faf2170032c19205212d9a09018f4c0723c2021a2e0b36c0"
            + "a69023251b3c0ff0d7302735602224311f635507088584a910d26760342d9ab7a99df612e5f2896ca956aadde68b6da9d6eaf3f188ec693e96cbe58"
            + "aed69b2db7db1ff8e3e97cb9deee8fe7ebfd114449468aaa61dd302d9b382ef5fc208ce224fd0238f766b1"
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 3)
            + String(repeating: "Pack my box with five dozen liquor jugs! ", count: 2)
        #expect(Inflate.zlib(Self.bytes(dynamic)) == Array(text.utf8) + Array(48...122))
    }

    /// Bad input never traps: data that is not DEFLATE, a stream cut short, and one that
    /// would inflate past the limit give `nil`.
    @Test func inflateRefusesWhatItCannotRead() {
        #expect(Inflate.zlib(Array("not deflate at all".utf8)) == nil)
        #expect(Inflate.zlib(Array(Self.bytes("78daf348cdc9c9d751c8c0a41401820c0936").prefix(8))) == nil)
        #expect(Inflate.zlib(Self.bytes("78daf348cdc9c9d751c8c0a41401820c0936"), limit: 10) == nil)
    }

    /// `Icons/Flag`: a red left half; a blue bottom-right quarter at half opacity (`ca`
    /// 0.5 from a graphics state); the top-right quarter clipped (`W n`) and filled by an
    /// axial shading from white to black (`sh`); a green triangle in a form moved by its
    /// matrix (2, 2). PDF's y goes up from the media box's bottom; the SVG's down.
    @Test func aPagesPathsColorsClipsFormsAndShadingsAreDrawn() throws {
        let file = AssetCatalogTests.catalog.appendingPathComponent("Icons/Flag.imageset/flag.pdf")
        let page = try #require(PDFPageDrawing.svg(from: [UInt8](try Data(contentsOf: file))))
        #expect(page.size == CGSize(width: 40, height: 30))
        #expect(page.document == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">
            <defs>
            <clipPath id="pdfclip1"><path d="M20 15L40 15L40 0L20 0Z"/></clipPath>
            <linearGradient id="pdfgradient2" gradientUnits="userSpaceOnUse" gradientTransform="matrix(1 0 0 -1 0 30)" x1="20" y1="0" x2="40" y2="0">\
            <stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#000000"/></linearGradient>
            </defs>
            <path d="M0 30L20 30L20 0L0 0Z" fill="#FF0000"/>
            <path d="M20 30L40 30L40 15L20 15Z" fill="#0000FF" fill-opacity="0.5"/>
            <g clip-path="url(#pdfclip1)">
            <rect x="-10000" y="-10000" width="20000" height="20000" fill="url(#pdfgradient2)"/>
            </g>
            <path d="M2 28L8 28L5 22Z" fill="#00FF00"/>
            </svg>

            """)
    }

    /// A page whose dictionary is in an object stream (PDF 1.5, §7.5.7: "a sequence of
    /// indirect objects"), here unfiltered: its media box is found for the image's size,
    /// a stroked path keeps its width scaled by the page's matrix and its round caps, and
    /// a CMYK color is converted.
    @Test func aPageInAnObjectStreamIsRead() throws {
        let pages = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
        let pageObject = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>"
        let header = "2 0 3 \(pages.utf8.count + 1) "
        let objects = header + pages + " " + pageObject
        let content = "2 w 1 J 0 1 1 0 K 1 1 m 9 9 l S"
        let pdf = """
            %PDF-1.5
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            5 0 obj << /Type /ObjStm /N 2 /First \(header.utf8.count) /Length \(objects.utf8.count) >>
            stream
            \(objects)
            endstream endobj
            4 0 obj << /Length \(content.utf8.count) >>
            stream
            \(content)
            endstream endobj
            %%EOF
            """
        #expect(PDFPageDrawing.pageSize(of: Array(pdf.utf8)) == CGSize(width: 10, height: 10))
        let page = try #require(PDFPageDrawing.svg(from: Array(pdf.utf8)))
        #expect(page.document.contains("<path d=\"M1 9L9 1\" fill=\"none\" stroke=\"#FF0000\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-miterlimit=\"10\"/>"))
    }

    /// §7.10.5: "a PostScript calculator function … takes the form of code written in a
    /// small subset of the PostScript language": arithmetic, `exch`, `dup`, `roll`, `if`
    /// and `ifelse` on the operand stack. What cannot run — a stack that runs short, an
    /// operator outside the subset, braces that do not close — gives `nil`.
    @Test func aPostScriptCalculatorRunsItsProgram() throws {
        let ramp = try #require(PostScriptCalculator(Array("{ dup 0.5 mul exch 1 exch sub 0.25 }".utf8)))
        #expect(ramp.evaluate([0.4]) == [0.2, 0.6, 0.25])
        let step = try #require(PostScriptCalculator(Array("{ dup 0.5 gt { pop 1 } { 2 mul } ifelse }".utf8)))
        #expect(step.evaluate([0.7]) == [1])
        #expect(step.evaluate([0.2]) == [0.4])
        #expect(PostScriptCalculator(Array("{ 1 2 3 3 1 roll }".utf8))?.evaluate([9]) == [9, 3, 1, 2])
        #expect(PostScriptCalculator(Array("{ add }".utf8))?.evaluate([1]) == nil)
        #expect(PostScriptCalculator(Array("{ 2 foo }".utf8))?.evaluate([1]) == nil)
        #expect(PostScriptCalculator(Array("{ 1 { 2 }".utf8)) == nil)
    }

    /// §7.10.2: a sampled function's values "are interpolated" between its samples: three
    /// RGB samples of 8 bits (black, orange, white) across the domain 0…1; a table shorter
    /// than its `Size` says gives `nil`.
    @Test func aSampledFunctionInterpolatesItsSamples() throws {
        let dictionary: [String: PDFObject] = [
            "Size": .array([.number(3)]), "BitsPerSample": .number(8), "Domain": .array([.number(0), .number(1)]),
            "Range": .array([0, 1, 0, 1, 0, 1].map { .number($0) }),
        ]
        let function = try #require(SampledFunction(dictionary, [0, 0, 0, 255, 128, 0, 255, 255, 255]))
        #expect(function.evaluate(0) == [0, 0, 0])
        #expect(function.evaluate(0.5) == [1, 128.0 / 255, 0])
        #expect(function.evaluate(0.25) == [0.5, 64.0 / 255, 0])
        #expect(function.evaluate(2) == [1, 1, 1])
        #expect(SampledFunction(dictionary, [0, 0, 0, 255]) == nil)
    }

    /// §11.6.5.2: a soft mask "derived from the alpha … or the luminosity" of a group is
    /// an SVG mask of that group, through which the rest of the graphics state's drawing
    /// shows (here a 10 × 10 page, its mask a 4-point square, its drawing the whole page
    /// in blue); the mask ends with the state (`Q`), so what follows is not masked.
    @Test func aSoftMaskIsAnSVGMaskOfItsGroup() throws {
        let group = "0 g 3 3 4 4 re f"
        let content = "q /M1 gs 0 0 1 rg 0 0 10 10 re f Q 1 0 0 rg 0 0 1 1 re f"
        let pdf = """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R
              /Resources << /ExtGState << /M1 << /SMask << /Type /Mask /S /Alpha /G 5 0 R >> >> >> >> >> endobj
            4 0 obj << /Length \(content.utf8.count) >>
            stream
            \(content)
            endstream endobj
            5 0 obj << /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Group << /S /Transparency >> /Length \(group.utf8.count) >>
            stream
            \(group)
            endstream endobj
            %%EOF
            """
        let page = try #require(PDFPageDrawing.svg(from: Array(pdf.utf8)))
        #expect(page.document == """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
            <defs>
            <mask id="pdfmask1" maskUnits="userSpaceOnUse" x="-10000" y="-10000" width="20000" height="20000" mask-type="alpha">
            <path d="M3 7L7 7L7 3L3 3Z" fill="#000000"/>
            </mask>
            </defs>
            <g mask="url(#pdfmask1)">
            <path d="M0 10L10 10L10 0L0 0Z" fill="#0000FF"/>
            </g>
            <path d="M0 10L1 10L1 9L0 9Z" fill="#FF0000"/>
            </svg>

            """)
    }

    /// A file is converted once and drawn from what was kept, until it changes: written
    /// again (another page, another size), the picture embeds the new drawing.
    @Test func aChangedFileIsDrawnAgain() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("artwork-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>".utf8).write(to: file)
        let first = try #require(EmbeddedImage(file: file)).dataURL
        #expect(EmbeddedImage(file: file)?.dataURL == first)
        let changed = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"><rect width=\"8\" height=\"8\"/></svg>"
        try Data(changed.utf8).write(to: file)
        #expect(EmbeddedImage(file: file)?.dataURL == "data:image/svg+xml;base64," + Data(changed.utf8).base64EncodedString())
    }

    /// In a picture the PDF is embedded as the SVG its page draws, at the image's frame
    /// (its page's 40 × 30 points), and not reported.
    @Test func aPDFImageIsEmbeddedAsItsPagesDrawing() throws {
        let host = AssetCatalogTests.host(Image("Icons/Flag").accessibilityIdentifier("flag"))
        #expect(try host.frame(of: "flag").size == CGSize(width: 40, height: 30))
        let file = AssetCatalogTests.catalog.appendingPathComponent("Icons/Flag.imageset/flag.pdf")
        let page = try #require(PDFPageDrawing.svg(from: [UInt8](try Data(contentsOf: file))))
        #expect(host.snapshot().contains("width=\"40\" height=\"30\" preserveAspectRatio=\"none\" href=\"data:image/svg+xml;base64,"
                                         + Data(page.document.utf8).base64EncodedString() + "\"/>"))
        #expect(host.diagnostics.isEmpty)
    }
}
