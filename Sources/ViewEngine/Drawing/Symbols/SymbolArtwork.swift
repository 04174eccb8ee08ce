// The engine's own drawings of SF Symbols: one glyph per base symbol, drawn for this
// project on the symbol's 0…100 grid (SymbolGlyph.swift explains the compact form), in
// the spirit of Apple's designs as their names and the SF Symbols conventions describe
// them — round ends and joins, the stroke at the font's weight, the ink centred on the
// capitals' middle (y 50; the baseline is y 79.4). No icon set's paths are used.
//
// Variants are composed, not drawn: `star.fill` fills `star`'s outline, `xmark.circle.fill`
// cuts `xmark` out of a filled circle, `bell.slash` slashes `bell`, `folder.badge.plus`
// badges `folder` (SymbolResolution.swift). Mirror images and turns are drawn once
// (`chevron.left` is `chevron.right` mirrored). A few glyphs exist only to be composed
// (`person.crop`, `slash`): a name draws only when SymbolCatalog knows it.

import Foundation

enum SymbolArtwork {
    /// Every glyph by name, the drawn ones and their mirror images and turns.
    static let glyphs: [String: SymbolGlyph] = {
        var table = drawn
        for (name, scale) in measuredScales {
            table[name] = table[name]?.applying(.fitting(scale: scale, center: CGPoint(x: 50, y: 50)))
        }
        for (name, source) in derived {
            guard let glyph = table[source.name] else { continue }
            table[name] = glyph.applying(source.transform)
        }
        return table
    }()

    /// The glyphs whose size was measured against SF's, with the scale about the grid's
    /// centre that makes their ink as large (Measures §9 "Symbol sizes"): the glyphs drawn
    /// in a circle of radius 44 (the circle is drawn smaller, its ink one em), the tag
    /// and the star larger.
    static let measuredScales: [String: CGFloat] = {
        var scales: [String: CGFloat] = ["tag": 1.167, "star": 1.044]
        for name in ["circle", "circle.inset.filled", "clock", "timer", "globe", "globe.americas", "safari", "face.smiling",
                     "person.crop.circle", "soccerball"] {
            scales[name] = circleScale
        }
        return scales
    }()

    /// The scale of a glyph drawn in the grid's circle (radius 44): its ink, stroke
    /// included, one em at the regular weight, as SF's circled symbols are (Measures §9
    /// "Symbol sizes").
    static let circleScale: CGFloat = 0.867

    /// Glyphs that are another glyph mirrored or turned.
    private static let derived: [String: (name: String, transform: SymbolTransform)] = [
        "chevron.left": ("chevron.right", .mirrored),
        "chevron.backward": ("chevron.right", .mirrored),
        "chevron.forward": ("chevron.right", SymbolTransform()),
        "chevron.down": ("chevron.right", .turnedClockwise),
        "chevron.up": ("chevron.right", .turnedCounterclockwise),
        "arrow.left": ("arrow.right", .mirrored),
        "arrow.backward": ("arrow.right", .mirrored),
        "arrow.forward": ("arrow.right", SymbolTransform()),
        "arrow.down": ("arrow.right", .turnedClockwise),
        "arrow.up": ("arrow.right", .turnedCounterclockwise),
        "arrow.up.forward": ("arrow.up.right", SymbolTransform()),
        "arrow.up.left": ("arrow.up.right", .mirrored),
        "arrow.up.backward": ("arrow.up.right", .mirrored),
        "arrow.down.right": ("arrow.up.right", .flipped),
        "arrow.down.forward": ("arrow.up.right", .flipped),
        "arrow.down.left": ("arrow.up.right", SymbolTransform(scaleX: -1, scaleY: -1, dx: 100, dy: 100)),
        "arrow.down.backward": ("arrow.up.right", SymbolTransform(scaleX: -1, scaleY: -1, dx: 100, dy: 100)),
        "arrow.counterclockwise": ("arrow.clockwise", .mirrored),
        "arrow.circlepath": ("arrow.clockwise", SymbolTransform()),
        "gobackward": ("arrow.clockwise", .mirrored),
        "goforward": ("arrow.clockwise", SymbolTransform()),
        "arrow.left.arrow.right": ("arrow.up.arrow.down", .turnedClockwise),
        "backward": ("forward", .mirrored),
        "arrowshape.turn.up.right": ("arrowshape.turn.up.left", .mirrored),
        "arrowshape.turn.up.forward": ("arrowshape.turn.up.left", .mirrored),
        "arrowshape.turn.up.backward": ("arrowshape.turn.up.left", SymbolTransform()),
        "hand.thumbsdown": ("hand.thumbsup", .flipped),
        "bubble.right": ("bubble.left", .mirrored),
        "sidebar.right": ("sidebar.left", .mirrored),
        "sidebar.trailing": ("sidebar.left", .mirrored),
        "sidebar.leading": ("sidebar.left", SymbolTransform()),
        "line.horizontal.3": ("line.3.horizontal", SymbolTransform()),
        "line.horizontal.3.decrease": ("line.3.horizontal.decrease", SymbolTransform()),
        "hourglass.tophalf.fill": ("hourglass.bottomhalf.fill", .flipped),
        "sunset": ("sunrise", SymbolTransform()),
    ]

    /// The glyphs drawn for this project.
    private static let drawn: [String: SymbolGlyph] = [
        // Marks
        "plus": "s M50 18 V82; s M18 50 H82",
        "minus": "s M18 50 H82",
        "xmark": "s M25 25 L75 75; s M75 25 L25 75",
        "multiply": "s M27 27 L73 73; s M73 27 L27 73",
        "checkmark": "s M17 53 L39 76 L83 22",
        "chevron.right": "s M37 15 L68 50 L37 85",
        "chevron.compact.down": "s M14 40 L50 58 L86 40",
        "chevron.up.chevron.down": "s M25 38 L50 13 L75 38; s M25 62 L50 87 L75 62",
        "chevron.left.forwardslash.chevron.right": "s M28 26 L8 50 L28 74; s M72 26 L92 50 L72 74; s M58 16 L42 84",
        "arrow.right": "s M14 50 H84; s M56 21 L85 50 L56 79",
        "arrow.up.right": "s M22 78 L78 22; s M37 22 H78 V63",
        "arrow.up.arrow.down": "s M31 84 V17; s M14 34 L31 16 L48 34; s M69 16 V83; s M52 66 L69 84 L86 66",
        "arrow.clockwise": "s M68.4 27.8 A32 32 0 1 1 50 22; f M47 9 L62 22 L47 35 Z",
        "arrow.triangle.2.circlepath": "s M20.5 55.2 A30 30 0 0 1 78.2 39.7; f M70 44 L90 44 L80 58 Z; s M79.5 44.8 A30 30 0 0 1 21.8 60.3; f M30 56 L10 56 L20 42 Z",
        "arrow.2.circlepath": "s M20.5 55.2 A30 30 0 0 1 78.2 39.7; s M68 40 L80 52 L90 38; s M79.5 44.8 A30 30 0 0 1 21.8 60.3; s M32 60 L20 48 L10 62",
        "arrow.swap": "s M16 34 H80; s M64 18 L80 34 L64 50; s M84 66 H20; s M36 50 L20 66 L36 82",
        "shuffle": "s M10 30 H26 C48 30 52 70 74 70 H86; s M10 70 H26 C48 70 52 30 74 30 H86; s M76 20 L87 30 L76 40; s M76 60 L87 70 L76 80",
        "repeat": "s M14 50 V42 A14 14 0 0 1 28 28 H82; s M70 16 L83 28 L70 40; s M86 50 V58 A14 14 0 0 1 72 72 H18; s M30 84 L17 72 L30 60",
        "return": "s M84 22 V46 A12 12 0 0 1 72 58 H18; s M34 41 L17 58 L34 75",
        "questionmark": "s M33 34 A17 17 0 1 1 59 48 C53 52 50 56 50 62 V64; f M50 73 A5.5 5.5 0 1 1 50 84 A5.5 5.5 0 1 1 50 73 Z",
        "exclamationmark": "s M50 16 V60; f M50 71 A6 6 0 1 1 50 83 A6 6 0 1 1 50 71 Z",
        "info": "s M41 44 H51 V78; s M38 78 H64; f M50 18 A6.5 6.5 0 1 1 50 31 A6.5 6.5 0 1 1 50 18 Z",
        "at": "o M50 36 A14 14 0 1 1 50 64 A14 14 0 1 1 50 36 Z; s M64 38 V60 A10 10 0 0 0 84 58 V50 A34 34 0 1 0 68 79",
        "ellipsis": "f M22 44 A6.5 6.5 0 1 1 22 57 A6.5 6.5 0 1 1 22 44 Z; f M50 44 A6.5 6.5 0 1 1 50 57 A6.5 6.5 0 1 1 50 44 Z; f M78 44 A6.5 6.5 0 1 1 78 57 A6.5 6.5 0 1 1 78 44 Z",
        "slash": "s M24 76 L76 24",
        "zzz": "s M10 46 H30 L10 66 H30; s M38 30 H58 L38 50 H58; s M66 14 H86 L66 34 H86",
        "line.3.horizontal": "s M14 24 H86; s M14 50 H86; s M14 76 H86",
        "line.3.horizontal.decrease": "s M10 26 H90; s M24 50 H76; s M38 74 H62",
        "list.bullet": "f M16 18 A6 6 0 1 1 16 30 A6 6 0 1 1 16 18 Z; f M16 44 A6 6 0 1 1 16 56 A6 6 0 1 1 16 44 Z; f M16 70 A6 6 0 1 1 16 82 A6 6 0 1 1 16 70 Z; s M34 24 H88; s M34 50 H88; s M34 76 H88",
        "list.dash": "s M10 24 H20; s M10 50 H20; s M10 76 H20; s M34 24 H88; s M34 50 H88; s M34 76 H88",
        "list.number": "s M12 17 L17 14 V32; s M11 46 A5 5 0 0 1 21 46 C21 52 11 56 11 62 H22; s M11 72 H21 L15 79 A6 6 0 1 1 11 88; s M34 24 H88; s M34 50 H88; s M34 76 H88",
        "textformat": "s M8 80 L30 20 L52 80; s M16 60 H44; o M70 52 A12 12 0 1 1 70 76 A12 12 0 1 1 70 52 Z; s M82 44 V80",
        "textformat.size.larger": "s M6 80 L26 30 L46 80; s M14 62 H38; s M56 80 L74 18 L92 80; s M62 60 H86",
        "textformat.size.smaller": "s M6 80 L28 18 L50 80; s M14 60 H42; s M60 80 L74 40 L88 80; s M64 66 H84",
        "text.alignleft": "s M12 24 H88; s M12 42 H64; s M12 60 H88; s M12 78 H56",
        "text.justifyleft": "s M12 24 H88; s M12 42 H88; s M12 60 H88; s M12 78 H56",
        "tornado": "s M10 20 H90; s M18 34 H80; s M28 48 H72; s M36 62 H60; s M42 76 H52",
        "waveform": "s M10 44 V56; s M22 34 V66; s M34 16 V84; s M46 30 V70; s M58 40 V60; s M70 22 V78; s M82 36 V64; s M92 46 V54",
        "power": "s M31 27 A30 30 0 1 0 69 27; s M50 12 V48",

        // Shapes
        "circle": "o M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z",
        "circle.inset.filled": "s M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; f M50 24 A26 26 0 1 1 50 76 A26 26 0 1 1 50 24 Z",
        "square": "o M28 9 H72 A19 19 0 0 1 91 28 V72 A19 19 0 0 1 72 91 H28 A19 19 0 0 1 9 72 V28 A19 19 0 0 1 28 9 Z",
        "rectangle": "o M20 17 H80 A17 17 0 0 1 97 34 V66 A17 17 0 0 1 80 83 H20 A17 17 0 0 1 3 66 V34 A17 17 0 0 1 20 17 Z",
        "capsule": "o M30 26 H70 A24 24 0 0 1 70 74 H30 A24 24 0 0 1 30 26 Z",
        "star": "o M50 11 L60.6 38.4 L89.9 40 L67.1 58.6 L74.7 87 L50 71 L25.3 87 L32.9 58.6 L10.1 40 L39.4 38.4 Z",
        "star.leadinghalf.fill": "o M50 11 L60.6 38.4 L89.9 40 L67.1 58.6 L74.7 87 L50 71 L25.3 87 L32.9 58.6 L10.1 40 L39.4 38.4 Z; f M50 11 V71 L25.3 87 L32.9 58.6 L10.1 40 L39.4 38.4 Z",
        "heart": "o M50 86 C22 67 10 53 10 36 C10 22 20 14 31 14 C40 14 46 19 50 27 C54 19 60 14 69 14 C80 14 90 22 90 36 C90 53 78 67 50 86 Z",
        "suit.heart": "o M50 86 C22 67 10 53 10 36 C10 22 20 14 31 14 C40 14 46 19 50 27 C54 19 60 14 69 14 C80 14 90 22 90 36 C90 53 78 67 50 86 Z",
        "bolt": "o M60 8 L22 56 H48 L40 92 L78 42 H52 Z",
        "drop": "o M50 10 C60 28 78 46 78 62 A28 28 0 0 1 22 62 C22 46 40 28 50 10 Z",
        "flame": "o M50 90 C30 90 18 78 18 60 C18 42 34 34 36 16 C48 24 54 36 52 48 C58 46 62 40 62 34 C74 44 82 54 82 64 C82 80 68 90 50 90 Z",
        "sparkles": "o M40 16 C42 36 46 40 66 43 C46 46 42 50 40 70 C38 50 34 46 14 43 C34 40 38 36 40 16 Z; o M76 8 C77 16 79 18 86 19 C79 20 77 22 76 30 C75 22 73 20 66 19 C73 18 75 16 76 8 Z; o M74 62 C75 72 77 74 86 75 C77 76 75 78 74 88 C73 78 71 76 62 75 C71 74 73 72 74 62 Z",
        "checkmark.seal": "o2 M50 6 L59.8 13.3 L72 11.9 L76.9 23.1 L88.1 28 L86.7 40.2 L94 50 L86.7 59.8 L88.1 72 L76.9 76.9 L72 88.1 L59.8 86.7 L50 94 L40.2 86.7 L28 88.1 L23.1 76.9 L11.9 72 L13.3 59.8 L6 50 L13.3 40.2 L11.9 28 L23.1 23.1 L28 11.9 L40.2 13.3 Z; k M34 51 L45 62 L67 38",
        "exclamationmark.triangle": "o2 M50 10 L92 84 H8 Z; k M50 36 V58; d M50 65 A5 5 0 1 1 50 75 A5 5 0 1 1 50 65 Z",
        "play": "o M30 15 L83 50 L30 85 Z",
        "pause": "s M34 20 V80; s M66 20 V80; h M26 16 H42 V84 H26 Z; h M58 16 H74 V84 H58 Z",
        "stop": "o M27 19 H73 A8 8 0 0 1 81 27 V73 A8 8 0 0 1 73 81 H27 A8 8 0 0 1 19 73 V27 A8 8 0 0 1 27 19 Z",
        "forward": "o M8 26 L47 50 L8 74 Z; o M50 26 L89 50 L50 74 Z",
        "square.grid.2x2": "o M16 12 H38 A4 4 0 0 1 42 16 V38 A4 4 0 0 1 38 42 H16 A4 4 0 0 1 12 38 V16 A4 4 0 0 1 16 12 Z; o M62 12 H84 A4 4 0 0 1 88 16 V38 A4 4 0 0 1 84 42 H62 A4 4 0 0 1 58 38 V16 A4 4 0 0 1 62 12 Z; o M16 58 H38 A4 4 0 0 1 42 62 V84 A4 4 0 0 1 38 88 H16 A4 4 0 0 1 12 84 V62 A4 4 0 0 1 16 58 Z; o M62 58 H84 A4 4 0 0 1 88 62 V84 A4 4 0 0 1 84 88 H62 A4 4 0 0 1 58 84 V62 A4 4 0 0 1 62 58 Z",
        "square.grid.3x2": "o M10 22 H28 V46 H10 Z; o M41 22 H59 V46 H41 Z; o M72 22 H90 V46 H72 Z; o M10 56 H28 V80 H10 Z; o M41 56 H59 V80 H41 Z; o M72 56 H90 V80 H72 Z",
        "rectangle.grid.1x2": "o M18 12 H82 A6 6 0 0 1 88 18 V40 A6 6 0 0 1 82 46 H18 A6 6 0 0 1 12 40 V18 A6 6 0 0 1 18 12 Z; o M18 54 H82 A6 6 0 0 1 88 60 V82 A6 6 0 0 1 82 88 H18 A6 6 0 0 1 12 82 V60 A6 6 0 0 1 18 54 Z",
        "square.on.square": "s M30 20 V18 A8 8 0 0 1 38 10 H82 A8 8 0 0 1 90 18 V62 A8 8 0 0 1 82 70 H80; o M18 30 H62 A8 8 0 0 1 70 38 V82 A8 8 0 0 1 62 90 H18 A8 8 0 0 1 10 82 V38 A8 8 0 0 1 18 30 Z",
        "plus.square.on.square": "s M30 20 V18 A8 8 0 0 1 38 10 H82 A8 8 0 0 1 90 18 V62 A8 8 0 0 1 82 70 H80; o M18 30 H62 A8 8 0 0 1 70 38 V82 A8 8 0 0 1 62 90 H18 A8 8 0 0 1 10 82 V38 A8 8 0 0 1 18 30 Z; k M40 46 V74; k M26 60 H54",
        "square.on.circle": "s M60 38 A30 30 0 1 0 38 60; o M46 42 H82 A6 6 0 0 1 88 48 V84 A6 6 0 0 1 82 90 H46 A6 6 0 0 1 40 84 V48 A6 6 0 0 1 46 42 Z",
        "square.stack": "s M26 16 H74; s M18 28 H82; o M20 40 H80 A8 8 0 0 1 88 48 V80 A8 8 0 0 1 80 88 H20 A8 8 0 0 1 12 80 V48 A8 8 0 0 1 20 40 Z",

        // Objects
        "magnifyingglass": "o M42 15 A27 27 0 1 1 42 69 A27 27 0 1 1 42 15 Z; s M61.5 61.5 L84 84",
        "trash": "s M12 24 H88; s M38 23 V17 A5 5 0 0 1 43 12 H57 A5 5 0 0 1 62 17 V23; o M22 24 H78 L74 82 A6 6 0 0 1 68 88 H32 A6 6 0 0 1 26 82 Z; k M39 38 L40.5 74; k M50 38 V74; k M61 38 L59.5 74",
        "square.and.arrow.up": "s M36 36 H28 A7 7 0 0 0 21 43 V83 A7 7 0 0 0 28 90 H72 A7 7 0 0 0 79 83 V43 A7 7 0 0 0 72 36 H64; h M21 43 A7 7 0 0 1 28 36 H72 A7 7 0 0 1 79 43 V83 A7 7 0 0 1 72 90 H28 A7 7 0 0 1 21 83 Z; s M50 36 V8; k M50 62 V36; s M36 21 L50 7 L64 21",
        "square.and.arrow.down": "s M36 36 H28 A7 7 0 0 0 21 43 V83 A7 7 0 0 0 28 90 H72 A7 7 0 0 0 79 83 V43 A7 7 0 0 0 72 36 H64; h M21 43 A7 7 0 0 1 28 36 H72 A7 7 0 0 1 79 43 V83 A7 7 0 0 1 72 90 H28 A7 7 0 0 1 21 83 Z; s M50 8 V36; k M50 36 V64; k M37 51 L50 64 L63 51",
        "square.and.pencil": "s M48 16 H28 A8 8 0 0 0 20 24 V78 A8 8 0 0 0 28 86 H72 A8 8 0 0 0 80 78 V54; o M79 10 L90 21 L56 55 L43 59 L47 46 Z",
        "pencil": "o M71 12 L88 29 L37 80 L15 85 L20 63 Z; s M62 21 L79 38",
        "pencil.line": "o M71 8 L88 25 L41 72 L19 77 L24 55 Z; s M62 17 L79 34; s M50 90 H88",
        "tag": "o M14 20 V44 A8 8 0 0 0 16.3 49.7 L50.3 83.7 A8 8 0 0 0 61.7 83.7 L83.7 61.7 A8 8 0 0 0 83.7 50.3 L49.7 16.3 A8 8 0 0 0 44 14 H20 A6 6 0 0 0 14 20 Z; k M31 25 A6 6 0 1 1 31 37 A6 6 0 1 1 31 25 Z",
        "bookmark": "o M30 10 H70 A5 5 0 0 1 75 15 V89 L50 71 L25 89 V15 A5 5 0 0 1 30 10 Z",
        "clock": "o2 M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; k M50 20 V50 H25",
        "timer": "s M50 6 A44 44 0 1 1 16.3 21.7; s M50 6 V24; s M50 50 L32 32; f M50 43 A7 7 0 1 1 50 57 A7 7 0 1 1 50 43 Z",
        "stopwatch": "o2 M50 18 A36 36 0 1 1 50 90 A36 36 0 1 1 50 18 Z; k M50 54 L64 40; s M42 8 H58; s M50 8 V18",
        "deskclock": "o M22 12 H78 A8 8 0 0 1 86 20 V76 A8 8 0 0 1 78 84 H22 A8 8 0 0 1 14 76 V20 A8 8 0 0 1 22 12 Z; k M50 24 A22 22 0 1 1 50 68 A22 22 0 1 1 50 24 Z; k M50 34 V46 L58 52; s M28 84 V92; s M72 84 V92",
        "hourglass": "s M22 11 H78; s M22 89 H78; o M30 11 C30 36 45 42 45 50 C45 58 30 64 30 89 H70 C70 64 55 58 55 50 C55 42 70 36 70 11 Z",
        "hourglass.bottomhalf.fill": "s M22 11 H78; s M22 89 H78; s M30 11 C30 36 45 42 45 50 C45 58 30 64 30 89 H70 C70 64 55 58 55 50 C55 42 70 36 70 11 Z; f M34 86 C34 70 44 64 50 62 C56 64 66 70 66 86 Z",
        "calendar": "o M22.5 16 H77.5 A10 10 0 0 1 87.5 26 V74 A10 10 0 0 1 77.5 84 H22.5 A10 10 0 0 1 12.5 74 V26 A10 10 0 0 1 22.5 16 Z; f M12.5 26 A10 10 0 0 1 22.5 16 H77.5 A10 10 0 0 1 87.5 26 V34 H12.5 Z; d M28 44 A4 4 0 1 1 28 52 A4 4 0 1 1 28 44 Z; d M43 44 A4 4 0 1 1 43 52 A4 4 0 1 1 43 44 Z; d M58 44 A4 4 0 1 1 58 52 A4 4 0 1 1 58 44 Z; d M73 44 A4 4 0 1 1 73 52 A4 4 0 1 1 73 44 Z; d M28 60 A4 4 0 1 1 28 68 A4 4 0 1 1 28 60 Z; d M43 60 A4 4 0 1 1 43 68 A4 4 0 1 1 43 60 Z; d M58 60 A4 4 0 1 1 58 68 A4 4 0 1 1 58 60 Z",
        "folder": "o M12 26 A6 6 0 0 1 18 20 H38 L46 28 H82 A6 6 0 0 1 88 34 V78 A6 6 0 0 1 82 84 H18 A6 6 0 0 1 12 78 Z; k M12 38 H88",
        "tray": "s M12 56 H33 L37 66 H63 L67 56 H88; o M12 56 L23 22 H77 L88 56 V78 A6 6 0 0 1 82 84 H18 A6 6 0 0 1 12 78 Z",
        "tray.2": "s M12 42 L22 14 H78 L88 42; s M12 42 H33 L36 50 H64 L67 42 H88; o M12 58 H33 L36 66 H64 L67 58 H88 V80 A6 6 0 0 1 82 86 H18 A6 6 0 0 1 12 80 Z; s M12 42 V58; s M88 42 V58",
        "archivebox": "o M10 16 H90 V34 H10 Z; o M16 34 H84 V82 A6 6 0 0 1 78 88 H22 A6 6 0 0 1 16 82 Z; k M40 50 H60",
        "photo": "o M20 18 H80 A8 8 0 0 1 88 26 V74 A8 8 0 0 1 80 82 H20 A8 8 0 0 1 12 74 V26 A8 8 0 0 1 20 18 Z; k M14 72 L36 50 L56 70 L67 59 L86 76; d M68 30 A7 7 0 1 1 68 44 A7 7 0 1 1 68 30 Z",
        "photo.on.rectangle": "s M26 22 V18 A6 6 0 0 1 32 12 H84 A6 6 0 0 1 90 18 V60 A6 6 0 0 1 84 66 H80; o M16 30 H68 A6 6 0 0 1 74 36 V80 A6 6 0 0 1 68 86 H16 A6 6 0 0 1 10 80 V36 A6 6 0 0 1 16 30 Z; k M12 78 L30 60 L46 76 L54 68 L72 84; d M56 42 A5 5 0 1 1 56 52 A5 5 0 1 1 56 42 Z",
        "photo.stack": "s M24 14 H76; s M18 24 H82; o M20 34 H80 A8 8 0 0 1 88 42 V80 A8 8 0 0 1 80 88 H20 A8 8 0 0 1 12 80 V42 A8 8 0 0 1 20 34 Z; k M14 80 L34 62 L52 78 L62 68 L86 86; d M66 46 A5 5 0 1 1 66 56 A5 5 0 1 1 66 46 Z",
        "film": "o M20 12 H80 A6 6 0 0 1 86 18 V82 A6 6 0 0 1 80 88 H20 A6 6 0 0 1 14 82 V18 A6 6 0 0 1 20 12 Z; k M30 12 V88; k M70 12 V88; k M14 31 H30; k M14 50 H30; k M14 69 H30; k M70 31 H86; k M70 50 H86; k M70 69 H86",
        "camera": "o M14 34 A6 6 0 0 1 20 28 H31 L38 18 H62 L69 28 H80 A6 6 0 0 1 86 34 V76 A6 6 0 0 1 80 82 H20 A6 6 0 0 1 14 76 Z; k M50 39 A15 15 0 1 1 50 69 A15 15 0 1 1 50 39 Z",
        "camera.viewfinder": "s M10 30 V18 A8 8 0 0 1 18 10 H30; s M70 10 H82 A8 8 0 0 1 90 18 V30; s M90 70 V82 A8 8 0 0 1 82 90 H70; s M30 90 H18 A8 8 0 0 1 10 82 V70; o M24 42 A4 4 0 0 1 28 38 H36 L40 32 H60 L64 38 H72 A4 4 0 0 1 76 42 V66 A4 4 0 0 1 72 70 H28 A4 4 0 0 1 24 66 Z; k M50 45 A9 9 0 1 1 50 63 A9 9 0 1 1 50 45 Z",
        "envelope": "o M12 26 A6 6 0 0 1 18 20 H82 A6 6 0 0 1 88 26 V74 A6 6 0 0 1 82 80 H18 A6 6 0 0 1 12 74 Z; k M15 24 L50 52 L85 24",
        "envelope.open": "o M12 44 L50 16 L88 44 V80 A6 6 0 0 1 82 86 H18 A6 6 0 0 1 12 80 Z; k M14 46 L50 70 L86 46",
        "clipboard": "o M24 14 H76 A6 6 0 0 1 82 20 V88 A6 6 0 0 1 76 94 H24 A6 6 0 0 1 18 88 V20 A6 6 0 0 1 24 14 Z; k M38 7 H62 A4 4 0 0 1 66 11 V19 A4 4 0 0 1 62 23 H38 A4 4 0 0 1 34 19 V11 A4 4 0 0 1 38 7 Z",
        "list.clipboard": "o M24 14 H76 A6 6 0 0 1 82 20 V88 A6 6 0 0 1 76 94 H24 A6 6 0 0 1 18 88 V20 A6 6 0 0 1 24 14 Z; k M38 7 H62 A4 4 0 0 1 66 11 V19 A4 4 0 0 1 62 23 H38 A4 4 0 0 1 34 19 V11 A4 4 0 0 1 38 7 Z; d M31 40 A3.5 3.5 0 1 1 31 47 A3.5 3.5 0 1 1 31 40 Z; k M42 43.5 H70; d M31 56 A3.5 3.5 0 1 1 31 63 A3.5 3.5 0 1 1 31 56 Z; k M42 59.5 H70; d M31 72 A3.5 3.5 0 1 1 31 79 A3.5 3.5 0 1 1 31 72 Z; k M42 75.5 H70",
        "doc": "o M26 10 H56 L80 34 V82 A6 6 0 0 1 74 88 H26 A6 6 0 0 1 20 82 V16 A6 6 0 0 1 26 10 Z; k M56 10 V28 A6 6 0 0 0 62 34 H80",
        "doc.plaintext": "o M26 10 H56 L80 34 V82 A6 6 0 0 1 74 88 H26 A6 6 0 0 1 20 82 V16 A6 6 0 0 1 26 10 Z; k M56 10 V28 A6 6 0 0 0 62 34 H80; k M32 48 H68; k M32 60 H68; k M32 72 H58",
        "doc.text": "o M26 10 H56 L80 34 V82 A6 6 0 0 1 74 88 H26 A6 6 0 0 1 20 82 V16 A6 6 0 0 1 26 10 Z; k M56 10 V28 A6 6 0 0 0 62 34 H80; k M32 48 H68; k M32 60 H68; k M32 72 H58",
        "doc.richtext": "o M26 10 H56 L80 34 V82 A6 6 0 0 1 74 88 H26 A6 6 0 0 1 20 82 V16 A6 6 0 0 1 26 10 Z; k M56 10 V28 A6 6 0 0 0 62 34 H80; k M28 78 L42 60 L52 72 L58 66 L72 80; d M58 44 A5 5 0 1 1 58 54 A5 5 0 1 1 58 44 Z",
        "doc.on.doc": "s M32 20 V14 A6 6 0 0 1 38 8 H62 L84 30 V70 A6 6 0 0 1 78 76 H70; o M20 26 H46 L66 46 V86 A6 6 0 0 1 60 92 H20 A6 6 0 0 1 14 86 V32 A6 6 0 0 1 20 26 Z; k M46 26 V40 A6 6 0 0 0 52 46 H66",
        "note.text": "o M20 14 H80 A8 8 0 0 1 88 22 V62 L62 88 H20 A8 8 0 0 1 12 80 V22 A8 8 0 0 1 20 14 Z; k M62 88 V70 A8 8 0 0 1 70 62 H88; k M26 32 H74; k M26 46 H74; k M26 60 H50",
        "newspaper": "o M22 14 H84 A6 6 0 0 1 90 20 V80 A8 8 0 0 1 82 88 H18 A8 8 0 0 1 10 80 V40 H22 Z; s M22 40 V80 A4 4 0 0 1 18 84; k M32 28 H50 V46 H32 Z; k M60 30 H80; k M60 44 H80; k M32 60 H80; k M32 74 H80",
        "book": "o M50 24 C40 16 26 14 10 16 V82 C26 80 40 82 50 88 C60 82 74 80 90 82 V16 C74 14 60 16 50 24 Z; k M50 24 V88",
        "books.vertical": "o M10 14 H26 V88 H10 Z; o M32 14 H48 V88 H32 Z; o M54 20 L69 16 L88 84 L73 88 Z; k M10 30 H26; k M32 30 H48",
        "creditcard": "o M18 20 H82 A8 8 0 0 1 90 28 V72 A8 8 0 0 1 82 80 H18 A8 8 0 0 1 10 72 V28 A8 8 0 0 1 18 20 Z; s M10 38 H90; k M22 62 H40",
        "wallet.pass": "o M22 10 H78 A8 8 0 0 1 86 18 V82 A8 8 0 0 1 78 90 H22 A8 8 0 0 1 14 82 V18 A8 8 0 0 1 22 10 Z; k M14 40 H86; k M28 26 H56",
        "key": "o M30 34 A16 16 0 1 1 30 66 A16 16 0 1 1 30 34 Z; s M46 50 H90; s M80 50 V64; s M67 50 V61; d M30 45 A5 5 0 1 1 30 55 A5 5 0 1 1 30 45 Z",
        "lock": "o M24 44 H76 A8 8 0 0 1 84 52 V82 A8 8 0 0 1 76 90 H24 A8 8 0 0 1 16 82 V52 A8 8 0 0 1 24 44 Z; s M32 44 V30 A18 18 0 0 1 68 30 V44",
        "lock.open": "o M14 44 H66 A8 8 0 0 1 74 52 V82 A8 8 0 0 1 66 90 H14 A8 8 0 0 1 6 82 V52 A8 8 0 0 1 14 44 Z; s M56 44 V28 A16 16 0 0 1 88 28 V36",
        "link": "o M33.2 85.2 L55.2 63.2 A13 13 0 0 1 36.8 44.8 L14.8 66.8 A13 13 0 0 1 33.2 85.2 Z; o M63.2 55.2 L85.2 33.2 A13 13 0 0 1 66.8 14.8 L44.8 36.8 A13 13 0 0 1 63.2 55.2 Z",
        "paperclip": "s M66 30 V66 A16 16 0 0 1 34 66 V24 A11 11 0 0 1 56 24 V64 A6 6 0 0 1 44 64 V32",
        "paperplane": "o M88 12 L10 44 L40 58 L54 90 Z; k M88 12 L40 58",
        "location": "o M86 14 L14 46 L50 50 L54 86 Z",
        "mappin": "o M50 90 C50 90 22 60 22 38 A28 28 0 1 1 78 38 C78 60 50 90 50 90 Z; k M50 29 A9 9 0 1 1 50 47 A9 9 0 1 1 50 29 Z",
        "map": "o M10 24 L36 13 L64 25 L90 14 V76 L64 87 L36 75 L10 86 Z; k M36 13 V75; k M64 25 V87",
        "globe": "o2 M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; k M50 6 C30 20 30 80 50 94; k M50 6 C70 20 70 80 50 94; k M8 36 H92; k M8 64 H92",
        "network": "o M50 8 A10 10 0 1 1 50 28 A10 10 0 1 1 50 8 Z; o M18 70 A10 10 0 1 1 18 90 A10 10 0 1 1 18 70 Z; o M82 70 A10 10 0 1 1 82 90 A10 10 0 1 1 82 70 Z; s M50 28 V50; s M18 70 V62 H82 V70; s M50 50 V62",
        "safari": "o2 M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; f M70 30 L56 56 L44 44 Z; s M44 44 L30 70 L56 56",
        "bell": "o M50 10 C32 10 24 24 24 40 V60 L14 72 H86 L76 60 V40 C76 24 68 10 50 10 Z; s M41 80 A9 9 0 0 0 59 80",
        "mic": "o M38 26 A12 12 0 0 1 62 26 V50 A12 12 0 0 1 38 50 Z; s M22 46 A28 28 0 0 0 78 46; s M50 74 V88",
        "cart": "s M7.5 30.1 H25 L26 38.8; o M24 38.8 H89 L81.6 65.5 H28.2 Z; s M28.2 65.5 L29 79.1 H81; o M38.1 90.3 A3.4 3.4 0 1 1 38.1 97.1 A3.4 3.4 0 1 1 38.1 90.3 Z; o M73.5 90.3 A3.4 3.4 0 1 1 73.5 97.1 A3.4 3.4 0 1 1 73.5 90.3 Z",
        "bag": "o M16 34 H84 L80 84 A6 6 0 0 1 74 90 H26 A6 6 0 0 1 20 84 Z; s M34 34 V28 A16 16 0 0 1 66 28 V34",
        "gift": "o M12 32 H88 V48 H12 Z; o M18 48 H82 V82 A6 6 0 0 1 76 88 H24 A6 6 0 0 1 18 82 Z; k M50 32 V88; s M50 32 C44 18 28 14 28 24 C28 30 38 32 50 32 C62 32 72 30 72 24 C72 14 56 18 50 32",
        "shippingbox": "o M50 10 L87 28 V72 L50 90 L13 72 V28 Z; k M13 28 L50 46 L87 28; k M50 46 V90; k M31 19 L68 37",
        "box.truck": "o M6 22 H58 V70 H6 Z; o M58 36 H76 L92 52 V70 H58 Z; o M24 68 A9 9 0 1 1 24 86 A9 9 0 1 1 24 68 Z; o M74 68 A9 9 0 1 1 74 86 A9 9 0 1 1 74 68 Z",
        "cup.and.saucer": "o M20 28 H70 V52 A18 18 0 0 1 52 70 H38 A18 18 0 0 1 20 52 Z; s M70 36 H76 A9 9 0 0 1 76 54 H69; s M10 84 H80",
        "fork.knife": "s M28 12 V88; s M18 12 V30 A10 10 0 0 0 38 30 V12; o M72 88 V12 C62 18 58 32 58 46 C58 52 62 56 66 56 H72",
        "trophy": "o M28 12 H72 V40 A22 22 0 0 1 28 40 Z; s M28 20 H16 V28 A14 14 0 0 0 30 42; s M72 20 H84 V28 A14 14 0 0 1 70 42; s M50 62 V76; o M32 76 H68 V88 H32 Z",
        "medal": "s M32 8 L42 40; s M68 8 L58 40; o M50 38 A24 24 0 1 1 50 86 A24 24 0 1 1 50 38 Z",
        "wrench": "o M16 76 L54 38 A24 24 0 0 1 82 14 L68 28 L70 32 L74 34 L88 20 A24 24 0 0 1 62 46 L24 84 A5.7 5.7 0 0 1 16 76 Z",
        "wrench.and.screwdriver": "o M12 76 L44 44 A20 20 0 0 1 68 18 L56 30 L58 34 L62 36 L74 24 A20 20 0 0 1 50 50 L20 84 A5.7 5.7 0 0 1 12 76 Z; s M60 60 L84 84; s M28 16 L40 28",
        "hammer": "o M20 22 H60 L66 30 V40 H20 Z; s M44 40 V88",
        "scalemass": "o M24 36 H76 L86 86 H14 Z; s M50 36 A10 10 0 1 1 50 16 A10 10 0 1 1 50 36",
        "paintpalette": "o M50 12 C26 12 10 30 10 50 C10 72 28 88 48 88 C56 88 58 82 56 76 C54 70 56 64 64 64 H74 C84 64 90 58 90 48 C90 28 72 12 50 12 Z; d M32 39 A5 5 0 1 1 32 49 A5 5 0 1 1 32 39 Z; d M44 23 A5 5 0 1 1 44 33 A5 5 0 1 1 44 23 Z; d M62 23 A5 5 0 1 1 62 33 A5 5 0 1 1 62 23 Z; d M75 37 A5 5 0 1 1 75 47 A5 5 0 1 1 75 37 Z",
        "eyedropper": "s M24 86 L18 80 L56 42; o M56 28 L72 44 L64 52 L48 36 Z; o M62 22 L72 12 A8 8 0 0 1 88 28 L78 38 Z",
        "wand.and.stars": "s M12 88 L62 38; o M70 10 L73 20 L83 23 L73 26 L70 36 L67 26 L57 23 L67 20 Z; f M86 44 L88 50 L94 52 L88 54 L86 60 L84 54 L78 52 L84 50 Z; f M36 14 L38 20 L44 22 L38 24 L36 30 L34 24 L28 22 L34 20 Z",
        "testtube.2": "o M20 12 H42 V72 A11 11 0 0 1 20 72 Z; o M58 12 H80 V72 A11 11 0 0 1 58 72 Z; k M20 44 H42; k M58 52 H80",
        "lightbulb": "o M50 10 A28 28 0 0 1 66 61 C62 64 62 68 62 72 H38 C38 68 38 64 34 61 A28 28 0 0 1 50 10 Z; s M40 82 H60; s M44 90 H56",
        "leaf": "o M14 86 C14 40 40 14 88 12 C86 60 60 86 14 86 Z; k M14 86 L62 38",
        "gamecontroller": "o M30 28 H70 C82 28 90 44 92 60 C94 76 84 84 76 76 L68 68 H32 L24 76 C16 84 6 76 8 60 C10 44 18 28 30 28 Z; k M30 40 V56; k M22 48 H38; d M66 42 A4 4 0 1 1 66 50 A4 4 0 1 1 66 42 Z; d M76 50 A4 4 0 1 1 76 58 A4 4 0 1 1 76 50 Z",
        "server.rack": "o M16 12 H84 A6 6 0 0 1 90 18 V34 A6 6 0 0 1 84 40 H16 A6 6 0 0 1 10 34 V18 A6 6 0 0 1 16 12 Z; o M16 60 H84 A6 6 0 0 1 90 66 V82 A6 6 0 0 1 84 88 H16 A6 6 0 0 1 10 82 V66 A6 6 0 0 1 16 60 Z; d M22 22 A4 4 0 1 1 22 30 A4 4 0 1 1 22 22 Z; d M22 70 A4 4 0 1 1 22 78 A4 4 0 1 1 22 70 Z; k M58 26 H80; k M58 74 H80",
        "externaldrive": "o M22 30 H78 A8 8 0 0 1 86 38 V70 A8 8 0 0 1 78 78 H22 A8 8 0 0 1 14 70 V38 A8 8 0 0 1 22 30 Z; k M14 58 H86; d M72 64 A4 4 0 1 1 72 72 A4 4 0 1 1 72 64 Z",
        "cylinder.split.1x2": "o M14 22 C14 10 86 10 86 22 V78 C86 90 14 90 14 78 Z; k M14 22 C14 34 86 34 86 22; k M14 50 C14 62 86 62 86 50",
        "keyboard": "o M14 24 H86 A8 8 0 0 1 94 32 V68 A8 8 0 0 1 86 76 H14 A8 8 0 0 1 6 68 V32 A8 8 0 0 1 14 24 Z; k M20 38 H24; k M34 38 H38; k M48 38 H52; k M62 38 H66; k M76 38 H80; k M20 50 H24; k M34 50 H38; k M48 50 H52; k M62 50 H66; k M76 50 H80; k M30 62 H70",
        "iphone": "o M34 8 H66 A8 8 0 0 1 74 16 V84 A8 8 0 0 1 66 92 H34 A8 8 0 0 1 26 84 V16 A8 8 0 0 1 34 8 Z; k M44 16 H56",
        "iphone.homebutton": "o M34 8 H66 A8 8 0 0 1 74 16 V84 A8 8 0 0 1 66 92 H34 A8 8 0 0 1 26 84 V16 A8 8 0 0 1 34 8 Z; k M26 20 H74; k M26 78 H74; d M50 81 A4 4 0 1 1 50 89 A4 4 0 1 1 50 81 Z",
        "ipad": "o M22 8 H78 A8 8 0 0 1 86 16 V84 A8 8 0 0 1 78 92 H22 A8 8 0 0 1 14 84 V16 A8 8 0 0 1 22 8 Z",
        "ipad.homebutton": "o M22 8 H78 A8 8 0 0 1 86 16 V84 A8 8 0 0 1 78 92 H22 A8 8 0 0 1 14 84 V16 A8 8 0 0 1 22 8 Z; k M14 80 H86; d M50 82 A3.5 3.5 0 1 1 50 89 A3.5 3.5 0 1 1 50 82 Z",
        "ipad.and.iphone": "s M40 80 H22 A8 8 0 0 1 14 72 V20 A8 8 0 0 1 22 12 H70 A8 8 0 0 1 78 20 V36; o M56 44 H82 A6 6 0 0 1 88 50 V84 A6 6 0 0 1 82 90 H56 A6 6 0 0 1 50 84 V50 A6 6 0 0 1 56 44 Z",
        "macbook": "o M20 20 H80 A6 6 0 0 1 86 26 V70 H14 V26 A6 6 0 0 1 20 20 Z; s M4 80 H96",
        "macmini": "o M14 40 H86 A8 8 0 0 1 94 48 V62 A8 8 0 0 1 86 70 H14 A8 8 0 0 1 6 62 V48 A8 8 0 0 1 14 40 Z",
        "macwindow": "o M16 16 H84 A8 8 0 0 1 92 24 V76 A8 8 0 0 1 84 84 H16 A8 8 0 0 1 8 76 V24 A8 8 0 0 1 16 16 Z; k M8 34 H92",
        "desktopcomputer": "o M14 14 H86 A6 6 0 0 1 92 20 V64 A6 6 0 0 1 86 70 H14 A6 6 0 0 1 8 64 V20 A6 6 0 0 1 14 14 Z; s M44 70 L40 86; s M56 70 L60 86; s M32 86 H68",
        "tv": "o M14 18 H86 A6 6 0 0 1 92 24 V70 A6 6 0 0 1 86 76 H14 A6 6 0 0 1 8 70 V24 A6 6 0 0 1 14 18 Z; s M30 88 H70",
        "cellularbars": "s M14 76 V84; s M38 60 V84; s M62 40 V84; s M86 18 V84",
        "wifi": "f M50 73 A7 7 0 1 1 50 87 A7 7 0 1 1 50 73 Z; s M33 63 A24 24 0 0 1 67 63; s M20.3 50.3 A42 42 0 0 1 79.7 50.3; s M7.6 37.6 A60 60 0 0 1 92.4 37.6",
        "dot.radiowaves.up.forward": "f M26 67 A7 7 0 1 1 26 81 A7 7 0 1 1 26 67 Z; s M26 52 A22 22 0 0 1 48 74; s M26 34 A40 40 0 0 1 66 74; s M26 16 A58 58 0 0 1 84 74",
        "antenna.radiowaves.left.and.right": "f M50 43 A7 7 0 1 1 50 57 A7 7 0 1 1 50 43 Z; s M34 34 A22 22 0 0 0 34 66; s M66 34 A22 22 0 0 1 66 66; s M20 22 A40 40 0 0 0 20 78; s M80 22 A40 40 0 0 1 80 78; s M50 57 V90",
        "slider.horizontal.3": "s M10 24 H57; s M75 24 H90; o M66 16 A8 8 0 1 1 66 32 A8 8 0 1 1 66 16 Z; s M10 50 H25; s M43 50 H90; o M34 42 A8 8 0 1 1 34 58 A8 8 0 1 1 34 42 Z; s M10 76 H49; s M67 76 H90; o M58 68 A8 8 0 1 1 58 84 A8 8 0 1 1 58 68 Z",
        "gearshape": "o M42 18 L42.9 7.6 L57.1 7.6 L58 18 L67 21.7 L75 15 L85 25 L78.3 33 L82 42 L92.4 42.9 L92.4 57.1 L82 58 L78.3 67 L85 75 L75 85 L67 78.3 L58 82 L57.1 92.4 L42.9 92.4 L42 82 L33 78.3 L25 85 L15 75 L21.7 67 L18 58 L7.6 57.1 L7.6 42.9 L18 42 L21.7 33 L15 25 L25 15 L33 21.7 Z; k M50 37 A13 13 0 1 1 50 63 A13 13 0 1 1 50 37 Z",
        "gear": "o M44.3 15.5 L46 7.2 L54 7.2 L55.7 15.5 L62.4 17.3 L67.9 10.9 L74.9 14.9 L72.2 22.9 L77.1 27.8 L85.1 25.1 L89.1 32.1 L82.7 37.6 L84.5 44.3 L92.8 46 L92.8 54 L84.5 55.7 L82.7 62.4 L89.1 67.9 L85.1 74.9 L77.1 72.2 L72.2 77.1 L74.9 85.1 L67.9 89.1 L62.4 82.7 L55.7 84.5 L54 92.8 L46 92.8 L44.3 84.5 L37.6 82.7 L32.1 89.1 L25.1 85.1 L27.8 77.1 L22.9 72.2 L14.9 74.9 L10.9 67.9 L17.3 62.4 L15.5 55.7 L7.2 54 L7.2 46 L15.5 44.3 L17.3 37.6 L10.9 32.1 L14.9 25.1 L22.9 27.8 L27.8 22.9 L25.1 14.9 L32.1 10.9 L37.6 17.3 Z; k M50 36 A14 14 0 1 1 50 64 A14 14 0 1 1 50 36 Z",
        "eye": "o M8 50 C22 27 36 21 50 21 C64 21 78 27 92 50 C78 73 64 79 50 79 C36 79 22 73 8 50 Z; d M50 37 A13 13 0 1 1 50 63 A13 13 0 1 1 50 37 Z",
        "hand.thumbsup": "o M34 44 L48 14 C55 11 62 16 60 25 L56 40 H80 A8 8 0 0 1 88 48 L82 80 A8 8 0 0 1 74 86 H34 Z; o M12 44 H26 V86 H12 Z",
        "hand.raised": "o M30 52 V22 A6 6 0 0 1 42 22 V46 V16 A6 6 0 0 1 54 16 V46 V20 A6 6 0 0 1 66 20 V50 V32 A6 6 0 0 1 78 32 V62 C78 78 68 90 52 90 C40 90 34 86 26 74 L14 56 A6 6 0 0 1 24 50 Z",
        "face.smiling": "o M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; d M36 32 A5 6 0 1 1 36 44 A5 6 0 1 1 36 32 Z; d M64 32 A5 6 0 1 1 64 44 A5 6 0 1 1 64 32 Z; k M30 60 C40 74 60 74 70 60",
        "house": "s M8 50 L50 14 L92 50; o M22 40 V80 A6 6 0 0 0 28 86 H72 A6 6 0 0 0 78 80 V40 L50 16 Z; k M41 86 V66 A5 5 0 0 1 46 61 H54 A5 5 0 0 1 59 66 V86",
        "building.2": "o M12 34 H40 V88 H12 Z; o M40 12 H86 V88 H40 Z; k M22 48 H30; k M22 64 H30; k M52 28 H58; k M68 28 H74; k M52 44 H58; k M68 44 H74; k M52 60 H58; k M68 60 H74; k M56 88 V76 H70 V88",
        "storefront": "o M12 14 H88 L92 36 C92 44 84 46 78 40 C72 46 64 46 58 40 C52 46 48 46 42 40 C36 46 28 46 22 40 C16 46 8 44 8 36 Z; s M16 46 V86 H84 V46; k M40 86 V62 H60 V86",
        "person": "o M50 12 A15 15 0 1 1 50 42 A15 15 0 1 1 50 12 Z; o M19.5 78 C19.5 62.5 33 54 50 54 C67 54 80.5 62.5 80.5 78 Z",
        "person.crop": "o M50 22 A16 16 0 1 1 50 54 A16 16 0 1 1 50 22 Z; o M20 88 C22 72 34 64 50 64 C66 64 78 72 80 88 Z",
        "person.crop.circle": "o2 M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; k M50 22 A15 15 0 1 1 50 52 A15 15 0 1 1 50 22 Z; k M22 80 C30 68 40 63 50 63 C60 63 70 68 78 80; c M50 22 A15 15 0 1 1 50 52 A15 15 0 1 1 50 22 Z; c M22 80 C30 68 40 63 50 63 C60 63 70 68 78 80 A44 44 0 0 1 22 80 Z",
        "person.2": "o M36 20 A15 15 0 1 1 36 50 A15 15 0 1 1 36 20 Z; o M6 86 C6 68 18 58 36 58 C54 58 66 68 66 86 Z; s M66 20 A14 14 0 1 1 66 48; s M72 58 C86 60 94 70 94 84",
        "person.3": "o M50 21.5 A15 15 0 1 1 50 51.5 A15 15 0 1 1 50 21.5 Z; o M22.5 89 C22.5 73 35 62 50 62 C65 62 77.5 73 77.5 89 Z; s M3.5 26.5 A12.5 12.5 0 1 1 3.5 51.5 A12.5 12.5 0 1 1 3.5 26.5 Z; s M7 89 H-16 C-20 89 -22 87 -22 83 C-22 71 -11 61 3.5 61 C8 61 11 62 16 65.5; s M96.5 26.5 A12.5 12.5 0 1 1 96.5 51.5 A12.5 12.5 0 1 1 96.5 26.5 Z; s M93 89 H116 C120 89 122 87 122 83 C122 71 111 61 96.5 61 C92 61 89 62 84 65.5",
        "person.3.sequence": "o M50 22 A12 12 0 1 1 50 46 A12 12 0 1 1 50 22 Z; o M32 80 C32 64 40 56 50 56 C60 56 68 64 68 80 Z; o M18 32 A9 9 0 1 1 18 50 A9 9 0 1 1 18 32 Z; o M82 32 A9 9 0 1 1 82 50 A9 9 0 1 1 82 32 Z; s M6 78 C6 66 10 60 18 60; s M94 78 C94 66 90 60 82 60",
        "figure": "o M50 8 A8 8 0 1 1 50 24 A8 8 0 1 1 50 8 Z; s M50 30 V58; s M26 40 L50 32 L74 40; s M50 58 L36 90; s M50 58 L64 90",
        "bird": "o M12 62 C22 60 30 54 34 44 C38 30 48 22 60 22 C70 22 76 27 79 32 L92 35 L81 41 C81 62 66 78 44 80 C30 81 19 74 12 62 Z; d M64 28 A3.5 3.5 0 1 1 64 35 A3.5 3.5 0 1 1 64 28 Z; k M38 60 C48 62 58 56 64 46",
        "hare": "o M20 82 C20 62 34 50 52 50 C60 50 66 52 70 56 L80 52 C86 54 90 60 88 66 L78 70 C74 80 64 86 50 86 H24 Z; o M58 50 C56 34 58 16 64 12 C70 16 68 34 64 52; o M68 52 C70 36 76 22 82 20 C86 26 80 40 72 54",
        "tortoise": "o M20 62 C20 44 34 32 52 32 C70 32 82 44 82 62 Z; s M14 62 H90; s M28 62 V74; s M74 62 V74; s M82 52 C88 50 94 52 94 58",
        "sun.max": "o M50 30 A20 20 0 1 1 50 70 A20 20 0 1 1 50 30 Z; s M50 20 L50 8; s M71.2 28.8 L79.7 20.3; s M80 50 L92 50; s M71.2 71.2 L79.7 79.7; s M50 80 L50 92; s M28.8 71.2 L20.3 79.7; s M20 50 L8 50; s M28.8 28.8 L20.3 20.3",
        "sun.min": "o M50 34 A16 16 0 1 1 50 66 A16 16 0 1 1 50 34 Z; f M50 14 A4 4 0 1 1 50 22 A4 4 0 1 1 50 14 Z; f M50 78 A4 4 0 1 1 50 86 A4 4 0 1 1 50 78 Z; f M14 50 A4 4 0 1 0 22 50 A4 4 0 1 0 14 50 Z; f M78 50 A4 4 0 1 0 86 50 A4 4 0 1 0 78 50 Z; f M74.5 22.5 A4 4 0 1 1 74.5 30.5 A4 4 0 1 1 74.5 22.5 Z; f M25.5 69.5 A4 4 0 1 1 25.5 77.5 A4 4 0 1 1 25.5 69.5 Z; f M25.5 22.5 A4 4 0 1 1 25.5 30.5 A4 4 0 1 1 25.5 22.5 Z; f M74.5 69.5 A4 4 0 1 1 74.5 77.5 A4 4 0 1 1 74.5 69.5 Z",
        "sun.haze": "o M50 20 A16 16 0 1 1 50 52 A16 16 0 1 1 50 20 Z; s M50 12 V4; s M24 36 H16; s M84 36 H76; s M12 66 H88; s M20 80 H80",
        "sunrise": "s M22 70 A28 28 0 0 1 78 70; s M8 70 H92; s M50 10 V28; s M40 20 L50 10 L60 20; s M20 50 L14 46; s M80 50 L86 46; s M30 84 H70",
        "moon": "o M60 10 A40 40 0 1 0 90 62 A32 32 0 0 1 60 10 Z",
        "moon.stars": "o M52 18 A34 34 0 1 0 84 66 A28 28 0 0 1 52 18 Z; f M76 10 L78 16 L84 18 L78 20 L76 26 L74 20 L68 18 L74 16 Z; f M88 34 L89.5 38.5 L94 40 L89.5 41.5 L88 46 L86.5 41.5 L82 40 L86.5 38.5 Z",
        "cloud": "o M26 76 A16 16 0 0 1 24 44 A22 22 0 0 1 64 34 A18 18 0 0 1 76 76 Z",
        "icloud": "o M26 76 A16 16 0 0 1 24 44 A22 22 0 0 1 64 34 A18 18 0 0 1 76 76 Z",
        "cloud.sun": "o M24 84 A14 14 0 0 1 22 56 A19 19 0 0 1 56 48 A15 15 0 0 1 66 84 Z; s M64 38 A14 14 0 0 1 84 54; s M70 14 V20; s M92 36 H86; s M50 22 L54 26; s M86 20 L82 24",
        "cloud.sun.rain": "o M24 70 A14 14 0 0 1 22 42 A19 19 0 0 1 56 34 A15 15 0 0 1 66 70 Z; s M64 24 A14 14 0 0 1 84 40; s M30 80 L26 90; s M46 80 L42 90; s M62 80 L58 90",
        "thermometer": "o M42 16 A8 8 0 0 1 58 16 V60 A16 16 0 1 1 42 60 Z; d M50 66 A7 7 0 1 1 50 80 A7 7 0 1 1 50 66 Z; k M50 30 V66",
        "snowflake": "s M50 8 V92; s M13.6 29 L86.4 71; s M13.6 71 L86.4 29; s M40 14 L50 24 L60 14; s M40 86 L50 76 L60 86",
        "tree": "o M50 8 L78 48 H62 L84 78 H16 L38 48 H22 Z; s M50 78 V92",
        "globe.americas": "o M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; k M30 14 C34 28 24 36 34 44 C40 48 46 46 48 56 C50 66 42 74 44 88; k M66 12 C62 22 70 30 80 28",
        "chart.bar": "o M12 58 H28 V88 H12 Z; o M42 36 H58 V88 H42 Z; o M72 12 H88 V88 H72 Z",
        "chart.pie": "o M44 18 A36 36 0 1 0 82 56 H44 Z; o M56 8 A36 36 0 0 1 92 44 H56 Z",
        "chart.line.uptrend.xyaxis": "s M10 10 V90 H90; s M22 74 L42 52 L56 62 L86 26",
        "gauge": "s M14 70 A38 38 0 1 1 86 70; s M50 64 L68 40; f M50 57 A7 7 0 1 1 50 71 A7 7 0 1 1 50 57 Z",
        "bubble.left": "o M50 14 C74 14 90 28 90 46 C90 64 74 78 50 78 C44 78 38 77 34 75 L16 86 L21 68 C14 62 10 54 10 46 C10 28 26 14 50 14 Z",
        "bubble": "o M50 14 C74 14 90 28 90 46 C90 64 74 78 50 78 C44 78 38 77 34 75 L16 86 L21 68 C14 62 10 54 10 46 C10 28 26 14 50 14 Z",
        "message": "o M50 14 C74 14 90 28 90 46 C90 64 74 78 50 78 C44 78 38 77 34 75 L16 86 L21 68 C14 62 10 54 10 46 C10 28 26 14 50 14 Z",
        "text.bubble": "o M50 14 C74 14 90 28 90 46 C90 64 74 78 50 78 C44 78 38 77 34 75 L16 86 L21 68 C14 62 10 54 10 46 C10 28 26 14 50 14 Z; k M30 36 H70; k M30 50 H62",
        "quote.bubble": "o M50 14 C74 14 90 28 90 46 C90 64 74 78 50 78 C44 78 38 77 34 75 L16 86 L21 68 C14 62 10 54 10 46 C10 28 26 14 50 14 Z; d M36 36 H46 V46 C46 52 42 56 38 58 L36 55 C39 53 40 50 40 48 H36 Z; d M54 36 H64 V46 C64 52 60 56 56 58 L54 55 C57 53 58 50 58 48 H54 Z",
        "ellipsis.bubble": "o M50 14 C74 14 90 28 90 46 C90 64 74 78 50 78 C44 78 38 77 34 75 L16 86 L21 68 C14 62 10 54 10 46 C10 28 26 14 50 14 Z; d M32 41 A5 5 0 1 1 32 51 A5 5 0 1 1 32 41 Z; d M50 41 A5 5 0 1 1 50 51 A5 5 0 1 1 50 41 Z; d M68 41 A5 5 0 1 1 68 51 A5 5 0 1 1 68 41 Z",
        "flag": "s M20 90 V12; o M20 14 C34 6 48 22 64 14 C72 10 80 12 84 14 V54 C72 48 62 58 48 58 C36 58 30 50 20 54 Z",
        "flag.checkered": "s M20 90 V12; o M20 14 C34 6 48 22 64 14 C72 10 80 12 84 14 V54 C72 48 62 58 48 58 C36 58 30 50 20 54 Z; f M20 14 C26 11 31 11 36 13 V34 C31 32 25 32 20 34 Z; f M52 18 C57 18 61 17 64 14 V36 C60 38 56 38 52 38 Z; f M36 34 C41 35 47 38 52 38 V56 C46 57 41 54 36 52 Z; f M64 36 C70 33 78 32 84 34 V54 C78 51 71 51 64 53 Z",
        "music.note": "s M62 70 V12 L84 20; o M48 58 A14 12 0 1 1 48 82 A14 12 0 1 1 48 58 Z",
        "music.note.list": "s M12 20 H56; s M12 40 H56; s M12 60 H40; s M74 74 V18 L90 24; o M62 64 A12 10 0 1 1 62 84 A12 10 0 1 1 62 64 Z",
        "tv.and.mediabox": "o M10 16 H76 A6 6 0 0 1 82 22 V60 A6 6 0 0 1 76 66 H10 Z; s M30 80 H62",
        "play.rectangle.on.rectangle": "s M22 20 V16 A6 6 0 0 1 28 10 H84 A6 6 0 0 1 90 16 V54 A6 6 0 0 1 84 60 H80; o M16 28 H68 A6 6 0 0 1 74 34 V78 A6 6 0 0 1 68 84 H16 A6 6 0 0 1 10 78 V34 A6 6 0 0 1 16 28 Z; k M34 44 L54 56 L34 68 Z",
        "list.bullet.below.rectangle": "o M16 8 H84 A6 6 0 0 1 90 14 V36 A6 6 0 0 1 84 42 H16 A6 6 0 0 1 10 36 V14 A6 6 0 0 1 16 8 Z; f M16 54 A4 4 0 1 1 16 62 A4 4 0 1 1 16 54 Z; f M16 74 A4 4 0 1 1 16 82 A4 4 0 1 1 16 74 Z; s M30 58 H88; s M30 78 H88",
        "list.bullet.rectangle": "o M16 14 H84 A8 8 0 0 1 92 22 V78 A8 8 0 0 1 84 86 H16 A8 8 0 0 1 8 78 V22 A8 8 0 0 1 16 14 Z; d M24 32 A4 4 0 1 1 24 40 A4 4 0 1 1 24 32 Z; d M24 46 A4 4 0 1 1 24 54 A4 4 0 1 1 24 46 Z; d M24 60 A4 4 0 1 1 24 68 A4 4 0 1 1 24 60 Z; k M38 36 H78; k M38 50 H78; k M38 64 H78",
        "list.dash.header.rectangle": "o M16 14 H84 A8 8 0 0 1 92 22 V78 A8 8 0 0 1 84 86 H16 A8 8 0 0 1 8 78 V22 A8 8 0 0 1 16 14 Z; k M8 32 H92; k M24 48 H30; k M24 64 H30; k M40 48 H78; k M40 64 H78",
        "sidebar.left": "o M16 16 H84 A8 8 0 0 1 92 24 V76 A8 8 0 0 1 84 84 H16 A8 8 0 0 1 8 76 V24 A8 8 0 0 1 16 16 Z; k M36 16 V84; k M16 30 H28; k M16 42 H28; k M16 54 H28",
        "clear": "o M20 18 H80 A8 8 0 0 1 88 26 V74 A8 8 0 0 1 80 82 H20 A8 8 0 0 1 12 74 V26 A8 8 0 0 1 20 18 Z; k M36 36 L64 64; k M64 36 L36 64",
        "delete.left": "o M36 18 H82 A8 8 0 0 1 90 26 V74 A8 8 0 0 1 82 82 H36 L8 50 Z; k M48 36 L72 64; k M72 36 L48 64",
        "qrcode": "o M12 12 H40 V40 H12 Z; o M60 12 H88 V40 H60 Z; o M12 60 H40 V88 H12 Z; f M22 22 H30 V30 H22 Z; f M70 22 H78 V30 H70 Z; f M22 70 H30 V78 H22 Z; f M60 60 H70 V70 H60 Z; f M78 60 H88 V70 H78 Z; f M60 78 H70 V88 H60 Z; f M78 78 H88 V88 H78 Z",
        "barcode": "s M12 16 V84; s M22 16 V84; s M30 16 V84; s M42 16 V84; s M52 16 V84; s M60 16 V84; s M72 16 V84; s M80 16 V84; s M88 16 V84",
        "soccerball": "o M50 6 A44 44 0 1 1 50 94 A44 44 0 1 1 50 6 Z; k M50 34 L65 45 L59 63 H41 L35 45 Z; k M50 34 V12; k M65 45 L86 38; k M59 63 L72 82; k M41 63 L28 82; k M35 45 L14 38",
        "swatchpalette": "o M12 14 H40 V76 A14 14 0 0 1 12 76 Z; o M40 30 L62 16 L80 44 L40 70 Z; o M40 62 L80 44 H86 V88 H26 Z; d M26 72 A5 5 0 1 1 26 82 A5 5 0 1 1 26 72 Z",
        "camera.filters": "o M50 10 A22 22 0 1 1 50 54 A22 22 0 1 1 50 10 Z; o M36 34 A22 22 0 1 1 36 78 A22 22 0 1 1 36 34 Z; o M64 34 A22 22 0 1 1 64 78 A22 22 0 1 1 64 34 Z",
        "car.side": "o M8 64 V52 C8 46 12 42 18 40 L30 24 H66 L80 40 C88 42 92 46 92 54 V64 Z; o M26 58 A10 10 0 1 1 26 78 A10 10 0 1 1 26 58 Z; o M74 58 A10 10 0 1 1 74 78 A10 10 0 1 1 74 58 Z",
        "airplane": "o M50 6 C55 6 56 12 56 20 V38 L90 58 V66 L56 56 V76 L66 84 V90 L50 86 L34 90 V84 L44 76 V56 L10 66 V58 L44 38 V20 C44 12 45 6 50 6 Z",
        "phone": "o M22 10 L36 12 L42 30 L32 38 C38 52 48 62 62 68 L70 58 L88 64 L90 78 C90 84 84 90 78 90 C40 88 12 60 10 22 C10 16 16 10 22 10 Z",
        "checklist": "s M10 24 L16 30 L28 16; s M10 54 L16 60 L28 46; s M40 24 H90; s M40 54 H90; s M40 82 H90; s M12 82 H26",
        "megaphone": "o M12 38 H30 L74 14 V86 L30 62 H12 Z; k M30 38 V62; s M36 64 L44 88 H56 L50 66",
        "figure.walk": "o M56 6 A8 8 0 1 1 56 22 A8 8 0 1 1 56 6 Z; s M52 30 L44 58 L28 90; s M44 58 L58 70 L64 90; s M50 32 L34 44 L28 58; s M52 34 L62 48 L76 52",
        "bolt.heart": "o M50 86 C22 67 10 53 10 36 C10 22 20 14 31 14 C40 14 46 19 50 27 C54 19 60 14 69 14 C80 14 90 22 90 36 C90 53 78 67 50 86 Z; k M54 28 L40 52 H56 L46 72",
        "brain": "o M48 14 C38 10 26 16 26 26 C16 28 12 38 16 46 C10 52 12 64 20 66 C20 78 32 86 48 82 Z; o M52 14 C62 10 74 16 74 26 C84 28 88 38 84 46 C90 52 88 64 80 66 C80 78 68 86 52 82 Z",
        "briefcase": "o M14 30 H86 A6 6 0 0 1 92 36 V80 A6 6 0 0 1 86 86 H14 A6 6 0 0 1 8 80 V36 A6 6 0 0 1 14 30 Z; s M36 30 V22 A6 6 0 0 1 42 16 H58 A6 6 0 0 1 64 22 V30; k M8 52 H92",
        "banknote": "o M12 24 H88 A6 6 0 0 1 94 30 V70 A6 6 0 0 1 88 76 H12 A6 6 0 0 1 6 70 V30 A6 6 0 0 1 12 24 Z; k M50 38 A12 12 0 1 1 50 62 A12 12 0 1 1 50 38 Z",
        "dollarsign": "s M70 30 C66 22 58 18 50 18 C38 18 30 24 30 34 C30 56 72 44 72 66 C72 76 62 82 50 82 C40 82 32 78 28 70; s M50 8 V92",
        "number": "s M36 14 L26 86; s M70 14 L60 86; s M14 36 H86; s M12 64 H84",
        "command": "s M36 36 H64 V64 H36 Z; s M36 36 V26 A10 10 0 1 0 26 36 H36; s M64 36 V26 A10 10 0 1 1 74 36 H64; s M36 64 V74 A10 10 0 1 1 26 64 H36; s M64 64 V74 A10 10 0 1 0 74 64 H64",
        "pin": "o M34 10 H66 L62 40 L76 56 H24 L38 40 Z; s M50 56 V92",
        "shield": "o M50 8 L86 20 V46 C86 70 70 84 50 92 C30 84 14 70 14 46 V20 Z",
        "shield.checkered": "o M50 8 L86 20 V46 C86 70 70 84 50 92 C30 84 14 70 14 46 V20 Z; f M50 8 V50 H14 V20 Z; f M50 50 H86 C85 70 70 84 50 92 Z",
        "lightbulb.max": "o M50 22 A24 24 0 0 1 64 65 C61 68 61 71 61 74 H39 C39 71 39 68 36 65 A24 24 0 0 1 50 22 Z; s M41 84 H59; s M50 4 V10; s M18 16 L23 21; s M82 16 L77 21",
        "square.and.arrow.down.on.square": "s M36 36 H28 A7 7 0 0 0 21 43 V83 A7 7 0 0 0 28 90 H72 A7 7 0 0 0 79 83 V43 A7 7 0 0 0 72 36 H64; s M50 8 V64; s M37 51 L50 64 L63 51",
        "rectangle.portrait.and.arrow.right": "s M52 30 V18 A6 6 0 0 0 46 12 H18 A6 6 0 0 0 12 18 V82 A6 6 0 0 0 18 88 H46 A6 6 0 0 0 52 82 V70; s M34 50 H90; s M74 34 L90 50 L74 66",
        "rectangle.and.pencil.and.ellipsis": "s M60 20 H16 A8 8 0 0 0 8 28 V72 A8 8 0 0 0 16 80 H84 A8 8 0 0 0 92 72 V50; f M22 46 A4 4 0 1 1 22 54 A4 4 0 1 1 22 46 Z; f M36 46 A4 4 0 1 1 36 54 A4 4 0 1 1 36 46 Z; f M50 46 A4 4 0 1 1 50 54 A4 4 0 1 1 50 46 Z; o M82 8 L92 18 L66 44 L56 46 L58 36 Z",
        "platter.filled.bottom.iphone": "o M34 8 H66 A8 8 0 0 1 74 16 V84 A8 8 0 0 1 66 92 H34 A8 8 0 0 1 26 84 V16 A8 8 0 0 1 34 8 Z; f M26 66 H74 V84 A8 8 0 0 1 66 92 H34 A8 8 0 0 1 26 84 Z",
        "arrow.turn.up.forward.iphone": "o M26 24 H62 A6 6 0 0 1 68 30 V86 A6 6 0 0 1 62 92 H26 A6 6 0 0 1 20 86 V30 A6 6 0 0 1 26 24 Z; s M44 54 V22 A12 12 0 0 1 56 10 H88; s M76 0 L88 10 L76 20",
        "doc.badge.plus": "o M26 10 H56 L80 34 V82 A6 6 0 0 1 74 88 H26 A6 6 0 0 1 20 82 V16 A6 6 0 0 1 26 10 Z; k M56 10 V28 A6 6 0 0 0 62 34 H80",
        "arrow.triangle.merge": "s M22 14 V30 C22 48 50 54 50 70 V88; s M78 14 V30 C78 48 50 54 50 70; s M36 26 L22 12 L8 26; s M92 26 L78 12 L64 26",
        "arrow.down.doc": "o M26 10 H56 L80 34 V82 A6 6 0 0 1 74 88 H26 A6 6 0 0 1 20 82 V16 A6 6 0 0 1 26 10 Z; k M56 10 V28 A6 6 0 0 0 62 34 H80; k M50 44 V74; k M38 62 L50 74 L62 62",
        "arrow.up.doc": "o M26 10 H56 L80 34 V82 A6 6 0 0 1 74 88 H26 A6 6 0 0 1 20 82 V16 A6 6 0 0 1 26 10 Z; k M56 10 V28 A6 6 0 0 0 62 34 H80; k M50 74 V44; k M38 56 L50 44 L62 56",
        "arrowshape.turn.up.left": "o M40 18 L8 46 L40 74 V57 C62 57 78 62 90 82 C87 56 70 38 40 36 Z",
        "arrowtriangle.right.and.line.vertical.and.arrowtriangle.left": "o M6 24 L38 50 L6 76 Z; o M94 24 L62 50 L94 76 Z; s M50 12 V88",
        "pencil.and.outline": "o M71 8 L88 25 L41 72 L19 77 L24 55 Z; s M10 90 H90",
        "scribble": "s M10 62 C24 30 40 20 44 32 C48 46 22 70 30 78 C38 86 58 40 66 44 C74 48 62 70 70 72 C76 74 84 62 90 56",
    ]

    /// The colors of a multicolor symbol's layers, and of a badge, by system color name.
    struct Multicolor {
        let layers: [SymbolGlyph.Layer: String]
        let badge: String?
    }

    /// A symbol's own colors (`symbolRenderingMode(.multicolor)`), for the symbols that
    /// have them: `exclamationmark.triangle.fill` a yellow triangle with a white mark, as
    /// Apple's documentation of `multicolor` shows; the others as SF Symbols colour them
    /// — red hearts and slashes of deletion, yellow suns and bolts, green leaves and
    /// added badges, red removed ones and dots.
    static func multicolor(for name: String) -> Multicolor? {
        var badge: String?
        if name.hasSuffix(".badge") || name.hasSuffix(".badge.fill") { badge = "red" }
        if name.contains(".badge.plus") || name.contains(".badge.checkmark") { badge = "green" }
        if name.contains(".badge.minus") || name.contains(".badge.xmark") { badge = "red" }
        if name.contains(".badge.exclamationmark") { badge = "orange" }
        let base = name.split(separator: ".").first.map(String.init) ?? name
        let layers: [SymbolGlyph.Layer: String]? = switch base {
        case "exclamationmark" where name.contains("triangle"): [.secondary: "yellow", .primary: "white"]
        case "heart", "suit": [.primary: "red", .secondary: "red"]
        case "sun", "sunrise", "sunset": [.primary: "yellow", .secondary: "yellow"]
        case "bolt": [.primary: "yellow", .secondary: "yellow"]
        case "leaf": [.primary: "green", .secondary: "green"]
        case "flame": [.primary: "orange", .secondary: "orange"]
        case "drop": [.primary: "cyan", .secondary: "cyan"]
        case "trash" where name.contains("slash"): [.primary: "red"]
        case "xmark" where name.contains("circle"): nil
        default: nil
        }
        guard layers != nil || badge != nil else { return nil }
        return Multicolor(layers: layers ?? [:], badge: badge)
    }
}
