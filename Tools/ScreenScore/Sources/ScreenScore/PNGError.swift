/// Why a PNG could not be read, each case saying what was found.
public enum PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file does not begin with PNG's eight-byte signature.
    case notPNG
    /// The file ends inside a chunk, or has no image data or no end.
    case truncated(String)
    /// A chunk's checksum does not match its bytes.
    case badChecksum(chunk: String)
    /// A bit depth other than 8 or 16 (1, 2 and 4 bits for grey or a palette; 16 for a palette).
    case unsupportedBitDepth(Int, colourType: Int)
    /// A colour type PNG does not define.
    case unknownColourType(Int)
    /// Adam7 interlacing, which this reader does not undo.
    case interlaced
    /// A palette picture with no `PLTE` chunk, or an index past its end.
    case badPalette(String)
    /// The compressed image data does not inflate, or inflates to the wrong size.
    case badImageData(String)
    /// A row's filter type is not one of PNG's five.
    case unknownFilter(Int, row: Int)

    /// What was wrong, in words.
    public var description: String {
        switch self {
        case .notPNG: "not a PNG (no PNG signature)"
        case .truncated(let what): "a truncated PNG (\(what))"
        case .badChecksum(let chunk): "a damaged PNG (the \(chunk) chunk's checksum does not match)"
        case .unsupportedBitDepth(let depth, let type):
            "a \(depth)-bit PNG (colour type \(type)); 8 and 16 bits a sample are read (8 for a palette)"
        case .unknownColourType(let type): "a PNG of colour type \(type), which PNG does not define"
        case .interlaced: "an interlaced (Adam7) PNG; only non-interlaced PNGs are read"
        case .badPalette(let what): "a palette PNG with a bad palette (\(what))"
        case .badImageData(let what): "a PNG whose image data does not decode (\(what))"
        case .unknownFilter(let type, let row): "a PNG with filter type \(type) on row \(row); PNG has five (0–4)"
        }
    }
}
