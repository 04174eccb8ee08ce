// A PDF's first page drawn as an SVG document (ISO 32000, section 8: graphics), so that a
// vector image set kept as a PDF — as design tools export artwork — is embedded in a
// picture as an SVG one is (EmbeddedImage.swift): its paths filled and stroked in their
// colors (gray, RGB, CMYK, ICC-based by their component count) and opacities, clipped,
// through forms (`Do` of a form XObject), and axial and radial shadings, as `sh` or as a
// shading pattern's fill, with exponential, stitching, sampled and PostScript functions.
// Each path is written in the page's coordinates (y down, the media box's origin at
// 0, 0), so no transform is left to the SVG renderer but a gradient's.
//
// Soft masks (`SMask` in a graphics state, as design tools export a clipped or faded
// group) are SVG masks of their group; sampled and PostScript calculator functions are
// sampled into stops (PDFFunctions.swift). Left out, each documented: text (a vector
// asset's text is outlined when exported) and raster images inside the page.

import Foundation

enum PDFPageDrawing {
    /// The largest SVG document made, in bytes: a page with more is not drawn.
    static let limit = 512 * 1024

    /// The first page of the PDF `bytes` as an SVG document, and its size in points.
    static func svg(from bytes: [UInt8]) -> (document: String, size: CGSize)? {
        guard let document = PDFDocument(bytes), let page = document.firstPage, let pageBox = box(of: page, in: document) else { return nil }
        let (origin, size) = pageBox
        var painter = Painter(document: document, pageTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -origin.x, ty: origin.y))
        let contents = document.resolve(page["Contents"])
        var data: [UInt8] = []
        for item in contents?.array ?? (contents.map { [$0] } ?? []) {
            guard case .stream(let dictionary, let raw)? = document.resolve(item), let decoded = document.decoded(dictionary, raw) else { continue }
            data += decoded + [0x0A]
        }
        let resources = document.resolve(page["Resources"])?.dictionary ?? [:]
        painter.run(data, resources: resources)
        guard let body = painter.finish() else { return nil }
        let width = SVGText.number(size.width), height = SVGText.number(size.height)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n" + body + "</svg>\n"
        return svg.utf8.count <= limit ? (svg, size) : nil
    }
}

extension PDFPageDrawing {
    /// The size of the first page of the PDF `bytes`, in points: its crop box, else its
    /// media box, inherited or its own, wherever the file keeps it (an object stream too).
    static func pageSize(of bytes: [UInt8]) -> CGSize? {
        guard let document = PDFDocument(bytes), let page = document.firstPage else { return nil }
        return box(of: page, in: document)?.1
    }

    /// A page's top-left corner in PDF space and its size.
    fileprivate static func box(of page: [String: PDFObject], in document: PDFDocument) -> (CGPoint, CGSize)? {
        guard let box = document.resolve(page["CropBox"] ?? page["MediaBox"])?.array?.compactMap({ document.resolve($0)?.number }),
              box.count == 4 else { return nil }
        let size = CGSize(width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
        guard size.width > 0, size.height > 0 else { return nil }
        return (CGPoint(x: min(box[0], box[2]), y: max(box[1], box[3])), size)
    }
}

/// Runs content streams and writes what they paint.
private struct Painter {
    struct Paint: Equatable {
        var red = 0.0, green = 0.0, blue = 0.0
        var hex: String {
            func byte(_ value: Double) -> String {
                let clamped = Int((min(max(value, 0), 1) * 255).rounded())
                return String(clamped, radix: 16, uppercase: true).leftPadded
            }
            return "#" + byte(red) + byte(green) + byte(blue)
        }
    }

    enum ColorSpace: Equatable { case gray, rgb, cmyk, pattern }

    struct State {
        var ctm: CGAffineTransform
        /// The space a pattern's matrix maps into: the page's, or a form's.
        var patternBase: CGAffineTransform
        var fill = Paint(), stroke = Paint()
        var fillSpace = ColorSpace.gray, strokeSpace = ColorSpace.gray
        var fillPattern: String?, strokePattern: String?
        var fillAlpha = 1.0, strokeAlpha = 1.0
        var lineWidth = 1.0, cap = 0, join = 0, miterLimit = 10.0
        var dash: [Double] = []
        /// The clip groups opened at this level of `q`.
        var openGroups = 0
    }

    let document: PDFDocument
    var state: State
    var saved: [State] = []
    var output = ""
    var definitions = ""
    var nextID = 0
    var path = ""
    var current = CGPoint.zero
    var pendingClip: String?
    var depth = 0
    var isTooLarge = false

    init(document: PDFDocument, pageTransform: CGAffineTransform) {
        self.document = document
        state = State(ctm: pageTransform, patternBase: pageTransform)
    }

    /// What was painted, with the definitions it uses first; `nil` when it grew past
    /// the limit.
    mutating func finish() -> String? {
        while !saved.isEmpty { restore() }
        output += String(repeating: "</g>\n", count: state.openGroups)
        guard !isTooLarge else { return nil }
        return (definitions.isEmpty ? "" : "<defs>\n" + definitions + "</defs>\n") + output
    }

    // MARK: Running a content stream

    mutating func run(_ data: [UInt8], resources: [String: PDFObject]) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 12 else { return }
        var scanner = PDFScanner(data)
        var operands: [PDFObject] = []
        while scanner.index < data.count, !isTooLarge {
            let before = scanner.index
            guard let object = scanner.next() else {
                // A stray closing delimiter, consumed; or a byte the scanner cannot read.
                if scanner.index == before { scanner.index += 1 }
                continue
            }
            guard case .operator(let name) = object else { operands.append(object); continue }
            if name == "BI" { skipInlineImage(&scanner); operands.removeAll(); continue }
            perform(name, operands, resources: resources)
            operands.removeAll(keepingCapacity: true)
            if output.utf8.count + definitions.utf8.count > PDFPageDrawing.limit { isTooLarge = true }
        }
    }

    /// Passes over an inline image's data, up to `EI` between whitespace.
    private func skipInlineImage(_ scanner: inout PDFScanner) {
        let bytes = scanner.bytes
        var index = scanner.index
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "E"), bytes[index + 1] == UInt8(ascii: "I"),
               index > 0, [0x20, 0x0A, 0x0D].contains(bytes[index - 1]), [0x20, 0x0A, 0x0D].contains(bytes[index + 2]) {
                scanner.index = index + 2
                return
            }
            index += 1
        }
        scanner.index = bytes.count
    }

    private mutating func perform(_ name: String, _ operands: [PDFObject], resources: [String: PDFObject]) {
        let numbers = operands.compactMap(\.number)
        switch name {
        case "q": save()
        case "Q": restore()
        case "cm" where numbers.count == 6:
            state.ctm = CGAffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
                .concatenating(state.ctm)
        case "w" where !numbers.isEmpty: state.lineWidth = numbers[0]
        case "J" where !numbers.isEmpty: state.cap = Int(numbers[0])
        case "j" where !numbers.isEmpty: state.join = Int(numbers[0])
        case "M" where !numbers.isEmpty: state.miterLimit = numbers[0]
        case "d": state.dash = operands.first?.array?.compactMap(\.number) ?? []
        case "gs": if let key = operands.first?.name { applyGraphicsState(key, resources: resources) }
        // Paths
        case "m" where numbers.count == 2: moveTo(numbers[0], numbers[1])
        case "l" where numbers.count == 2:
            let point = device(numbers[0], numbers[1])
            path += "L" + pair(point)
            current = CGPoint(x: numbers[0], y: numbers[1])
        case "c" where numbers.count == 6: curve(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
        case "v" where numbers.count == 4: curve(current.x, current.y, numbers[0], numbers[1], numbers[2], numbers[3])
        case "y" where numbers.count == 4: curve(numbers[0], numbers[1], numbers[2], numbers[3], numbers[2], numbers[3])
        case "h": path += "Z"
        case "re" where numbers.count == 4:
            let (x, y, width, height) = (numbers[0], numbers[1], numbers[2], numbers[3])
            moveTo(x, y)
            path += "L" + pair(device(x + width, y)) + "L" + pair(device(x + width, y + height)) + "L" + pair(device(x, y + height)) + "Z"
        case "W": pendingClip = "nonzero"
        case "W*": pendingClip = "evenodd"
        // Painting
        case "f", "F": paint(fill: "nonzero", stroke: false)
        case "f*": paint(fill: "evenodd", stroke: false)
        case "S": paint(fill: nil, stroke: true)
        case "s": path += "Z"; paint(fill: nil, stroke: true)
        case "B": paint(fill: "nonzero", stroke: true)
        case "B*": paint(fill: "evenodd", stroke: true)
        case "b": path += "Z"; paint(fill: "nonzero", stroke: true)
        case "b*": path += "Z"; paint(fill: "evenodd", stroke: true)
        case "n": paint(fill: nil, stroke: false)
        // Colors
        case "g": state.fillSpace = .gray; state.fillPattern = nil; state.fill = Self.paint(numbers, in: .gray)
        case "G": state.strokeSpace = .gray; state.strokePattern = nil; state.stroke = Self.paint(numbers, in: .gray)
        case "rg": state.fillSpace = .rgb; state.fillPattern = nil; state.fill = Self.paint(numbers, in: .rgb)
        case "RG": state.strokeSpace = .rgb; state.strokePattern = nil; state.stroke = Self.paint(numbers, in: .rgb)
        case "k": state.fillSpace = .cmyk; state.fillPattern = nil; state.fill = Self.paint(numbers, in: .cmyk)
        case "K": state.strokeSpace = .cmyk; state.strokePattern = nil; state.stroke = Self.paint(numbers, in: .cmyk)
        case "cs":
            state.fillSpace = colorSpace(operands.first, resources: resources)
            state.fill = Paint()
            state.fillPattern = nil
        case "CS":
            state.strokeSpace = colorSpace(operands.first, resources: resources)
            state.stroke = Paint()
            state.strokePattern = nil
        case "sc", "scn":
            if state.fillSpace == .pattern {
                state.fillPattern = operands.last?.name.flatMap { pattern($0, resources: resources) }
            } else {
                state.fill = Self.paint(numbers, in: state.fillSpace)
            }
        case "SC", "SCN":
            if state.strokeSpace == .pattern {
                state.strokePattern = operands.last?.name.flatMap { pattern($0, resources: resources) }
            } else {
                state.stroke = Self.paint(numbers, in: state.strokeSpace)
            }
        // Objects
        case "sh": if let key = operands.first?.name { paintShading(key, resources: resources) }
        case "Do": if let key = operands.first?.name { drawXObject(key, resources: resources) }
        default: break   // text, marked content, rendering intents: not drawn
        }
    }

    // MARK: Graphics state

    private mutating func save() {
        saved.append(state)
        state.openGroups = 0
    }

    private mutating func restore() {
        output += String(repeating: "</g>\n", count: state.openGroups)
        guard let previous = saved.popLast() else { state.openGroups = 0; return }
        state = previous
    }

    private mutating func applyGraphicsState(_ key: String, resources: [String: PDFObject]) {
        guard let states = document.resolve(resources["ExtGState"])?.dictionary,
              let parameters = document.resolve(states[key])?.dictionary else { return }
        if let alpha = document.resolve(parameters["ca"])?.number { state.fillAlpha = alpha }
        if let alpha = document.resolve(parameters["CA"])?.number { state.strokeAlpha = alpha }
        if let width = document.resolve(parameters["LW"])?.number { state.lineWidth = width }
        if let cap = document.resolve(parameters["LC"])?.number { state.cap = Int(cap) }
        if let join = document.resolve(parameters["LJ"])?.number { state.join = Int(join) }
        if let mask = document.resolve(parameters["SMask"])?.dictionary { applySoftMask(mask, resources: resources) }
    }

    /// A soft mask (§11.6.5): its group drawn into an SVG mask — by its alpha (`/S
    /// /Alpha`) or its luminosity over black (`/S /Luminosity`, SVG's own mask type) —
    /// through which the rest of this graphics state's drawing shows.
    private mutating func applySoftMask(_ mask: [String: PDFObject], resources: [String: PDFObject]) {
        guard case .stream(let group, let raw)? = document.resolve(mask["G"]), let data = document.decoded(group, raw) else { return }
        let drawn = output
        output = ""
        runForm(group, data, resources: resources) { $0.fillAlpha = 1; $0.strokeAlpha = 1 }
        let content = output
        output = drawn
        nextID += 1
        let id = "pdfmask\(nextID)"
        let type = mask["S"]?.name == "Alpha" ? " mask-type=\"alpha\"" : ""
        definitions += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\"\(type)>\n"
            + content + "</mask>\n"
        output += "<g mask=\"url(#\(id))\">\n"
        state.openGroups += 1
    }

    // MARK: Paths

    private func device(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y).applying(state.ctm) }

    private func pair(_ point: CGPoint) -> String { SVGText.number(point.x) + " " + SVGText.number(point.y) }

    private mutating func moveTo(_ x: Double, _ y: Double) {
        path += "M" + pair(device(x, y))
        current = CGPoint(x: x, y: y)
    }

    private mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        path += "C" + pair(device(x1, y1)) + " " + pair(device(x2, y2)) + " " + pair(device(x3, y3))
        current = CGPoint(x: x3, y: y3)
    }

    /// Paints the path built so far — filled by `fill`'s rule, stroked — then clips to it
    /// when `W` asked, and starts a new one.
    private mutating func paint(fill rule: String?, stroke: Bool) {
        defer { path = ""; pendingClip = nil }
        guard !path.isEmpty else { return }
        if rule != nil || stroke {
            var element = "<path d=\"\(path)\""
            if let rule {
                element += " fill=\"\(state.fillPattern.map { "url(#\($0))" } ?? state.fill.hex)\""
                if state.fillAlpha < 1 { element += " fill-opacity=\"\(SVGText.number(state.fillAlpha))\"" }
                if rule == "evenodd" { element += " fill-rule=\"evenodd\"" }
            } else {
                element += " fill=\"none\""
            }
            if stroke {
                let scale = sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
                element += " stroke=\"\(state.strokePattern.map { "url(#\($0))" } ?? state.stroke.hex)\""
                // A width of 0 is "the thinnest line that can be rendered" (§8.4.3.2): a pixel.
                let width = state.lineWidth > 0 ? state.lineWidth * scale : 1 / SystemFont.displayScale
                element += " stroke-width=\"\(SVGText.number(width))\""
                if state.strokeAlpha < 1 { element += " stroke-opacity=\"\(SVGText.number(state.strokeAlpha))\"" }
                if state.cap == 1 { element += " stroke-linecap=\"round\"" } else if state.cap == 2 { element += " stroke-linecap=\"square\"" }
                if state.join == 1 { element += " stroke-linejoin=\"round\"" } else if state.join == 2 { element += " stroke-linejoin=\"bevel\"" }
                if state.join == 0, state.miterLimit != 4 { element += " stroke-miterlimit=\"\(SVGText.number(max(state.miterLimit, 1)))\"" }
                if !state.dash.isEmpty, state.dash.contains(where: { $0 > 0 }) {
                    element += " stroke-dasharray=\"\(state.dash.map { SVGText.number($0 * scale) }.joined(separator: " "))\""
                }
            }
            output += element + "/>\n"
        }
        if let rule = pendingClip { clip(to: path, rule: rule) }
    }

    private mutating func clip(to path: String, rule: String) {
        nextID += 1
        let id = "pdfclip\(nextID)"
        definitions += "<clipPath id=\"\(id)\"><path d=\"\(path)\"\(rule == "evenodd" ? " clip-rule=\"evenodd\"" : "")/></clipPath>\n"
        output += "<g clip-path=\"url(#\(id))\">\n"
        state.openGroups += 1
    }

    // MARK: Colors

    private func colorSpace(_ object: PDFObject?, resources: [String: PDFObject]) -> ColorSpace {
        guard let name = object?.name else { return .gray }
        switch name {
        case "DeviceGray", "G", "CalGray": return .gray
        case "DeviceRGB", "RGB", "CalRGB": return .rgb
        case "DeviceCMYK", "CMYK": return .cmyk
        case "Pattern": return .pattern
        default:
            guard let spaces = document.resolve(resources["ColorSpace"])?.dictionary,
                  let space = document.resolve(spaces[name]) else { return .gray }
            return Self.colorSpace(of: space, in: document)
        }
    }

    /// The device space a color space's components are read in: an ICC profile's by its
    /// component count, an indexed or separation space's not drawn (gray).
    static func colorSpace(of object: PDFObject, in document: PDFDocument) -> ColorSpace {
        if let name = object.name {
            switch name {
            case "DeviceRGB", "CalRGB": return .rgb
            case "DeviceCMYK": return .cmyk
            case "Pattern": return .pattern
            default: return .gray
            }
        }
        guard let array = object.array, let family = array.first?.name else { return .gray }
        switch family {
        case "ICCBased":
            let components = array.count > 1 ? document.resolve(array[1])?.dictionary?["N"]?.number : nil
            return components == 4 ? .cmyk : components == 3 ? .rgb : .gray
        case "CalRGB", "Lab": return .rgb
        case "Pattern": return .pattern
        default: return .gray
        }
    }

    static func paint(_ components: [Double], in space: ColorSpace) -> Paint {
        switch (space, components.count) {
        case (.rgb, 3...): return Paint(red: components[0], green: components[1], blue: components[2])
        case (.cmyk, 4...):
            let black = 1 - components[3]
            return Paint(red: (1 - components[0]) * black, green: (1 - components[1]) * black, blue: (1 - components[2]) * black)
        case (_, 1...): return Paint(red: components[0], green: components[0], blue: components[0])
        default: return Paint()
        }
    }

    // MARK: Shadings and patterns

    /// A shading pattern's gradient, its id; `nil` for a tiling pattern or a shading not
    /// drawn.
    private mutating func pattern(_ key: String, resources: [String: PDFObject]) -> String? {
        guard let patterns = document.resolve(resources["Pattern"])?.dictionary,
              let pattern = document.resolve(patterns[key])?.dictionary, pattern["PatternType"]?.number == 2,
              let shading = document.resolve(pattern["Shading"])?.dictionary else { return nil }
        let matrix = document.resolve(pattern["Matrix"])?.array?.compactMap { document.resolve($0)?.number } ?? []
        let patternMatrix = matrix.count == 6
            ? CGAffineTransform(a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], tx: matrix[4], ty: matrix[5]) : .identity
        return gradient(shading, transform: patternMatrix.concatenating(state.patternBase))
    }

    /// `sh`: the shading painted over everything the clip lets through.
    private mutating func paintShading(_ key: String, resources: [String: PDFObject]) {
        guard let shadings = document.resolve(resources["Shading"])?.dictionary,
              let shading = document.resolve(shadings[key])?.dictionary,
              let id = gradient(shading, transform: state.ctm) else { return }
        output += "<rect x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\" fill=\"url(#\(id))\""
            + (state.fillAlpha < 1 ? " fill-opacity=\"\(SVGText.number(state.fillAlpha))\"" : "") + "/>\n"
    }

    /// An axial or radial shading as a gradient in the page's coordinates.
    private mutating func gradient(_ shading: [String: PDFObject], transform: CGAffineTransform) -> String? {
        let type = shading["ShadingType"]?.number
        let coordinates = document.resolve(shading["Coords"])?.array?.compactMap { document.resolve($0)?.number } ?? []
        let space = document.resolve(shading["ColorSpace"]).map { Self.colorSpace(of: $0, in: document) } ?? .gray
        guard let function = document.resolve(shading["Function"]), let stops = stops(of: function, in: space), !stops.isEmpty else { return nil }
        nextID += 1
        let id = "pdfgradient\(nextID)"
        let matrix = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(SVGText.number).joined(separator: " ")
        let common = "id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(\(matrix))\""
        let stopElements = stops.map { "<stop offset=\"\(SVGText.number($0.offset))\" stop-color=\"\($0.paint.hex)\"/>" }.joined()
        if type == 2, coordinates.count == 4 {
            let values = coordinates.map { SVGText.number(CGFloat($0)) }
            definitions += "<linearGradient \(common) x1=\"\(values[0])\" y1=\"\(values[1])\" x2=\"\(values[2])\" y2=\"\(values[3])\">\(stopElements)</linearGradient>\n"
        } else if type == 3, coordinates.count == 6 {
            let values = coordinates.map { SVGText.number(CGFloat($0)) }
            definitions += "<radialGradient \(common) fx=\"\(values[0])\" fy=\"\(values[1])\" fr=\"\(values[2])\" cx=\"\(values[3])\" cy=\"\(values[4])\" r=\"\(values[5])\">"
                + "\(stopElements)</radialGradient>\n"
        } else {
            return nil
        }
        return id
    }

    /// A shading function's colors along 0…1: an exponential function's ends (and points
    /// between when its exponent is not 1), a stitching function's pieces in turn.
    private func stops(of function: PDFObject, in space: ColorSpace) -> [(offset: Double, paint: Paint)]? {
        guard let dictionary = function.dictionary else {
            // An array of functions, one per component: not drawn.
            return nil
        }
        let domain = document.resolve(dictionary["Domain"])?.array?.compactMap(\.number) ?? [0, 1]
        let (start, end) = domain.count == 2 && domain[1] != domain[0] ? (domain[0], domain[1]) : (0.0, 1.0)
        switch dictionary["FunctionType"]?.number {
        case 2:
            let c0 = document.resolve(dictionary["C0"])?.array?.compactMap(\.number) ?? [0]
            let c1 = document.resolve(dictionary["C1"])?.array?.compactMap(\.number) ?? [1]
            let exponent = dictionary["N"]?.number ?? 1
            let samples = exponent == 1 ? [0.0, 1.0] : stride(from: 0.0, through: 1.0, by: 0.125).map { $0 }
            return samples.map { t in
                let weight = pow(t, exponent)
                let components = zip(c0, c1).map { $0 + weight * ($1 - $0) }
                return (t, Self.paint(components, in: space))
            }
        case 3:
            let functions = document.resolve(dictionary["Functions"])?.array ?? []
            let bounds = document.resolve(dictionary["Bounds"])?.array?.compactMap(\.number) ?? []
            let encode = document.resolve(dictionary["Encode"])?.array?.compactMap(\.number) ?? []
            guard !functions.isEmpty, bounds.count == functions.count - 1 else { return nil }
            let edges = [start] + bounds + [end]
            var result: [(offset: Double, paint: Paint)] = []
            for (index, piece) in functions.enumerated() {
                guard let resolved = document.resolve(piece), let pieceStops = stops(of: resolved, in: space) else { return nil }
                let from = edges[index], to = edges[index + 1]
                let reversed = encode.count >= 2 * index + 2 && encode[2 * index] > encode[2 * index + 1]
                for stop in pieceStops {
                    let along = reversed ? 1 - stop.offset : stop.offset
                    result.append(((from + along * (to - from) - start) / (end - start), stop.paint))
                }
            }
            return result.sorted { $0.offset < $1.offset }
        case 4:
            // A PostScript calculator function (§7.10.5), sampled along the domain.
            guard case .stream(_, let raw) = function, let data = document.decoded(dictionary, raw),
                  let program = PostScriptCalculator(data) else { return nil }
            return stride(from: 0.0, through: 1.0, by: 0.0625).compactMap { t in
                program.evaluate([start + t * (end - start)]).map { (t, Self.paint($0, in: space)) }
            }
        case 0:
            // A sampled function: a stop at each sample (at most 33, evenly).
            guard case .stream(_, let raw) = function, let data = document.decoded(dictionary, raw),
                  let sampled = SampledFunction(dictionary, data) else { return nil }
            let count = max(2, min(sampled.sampleCount, 33))
            return (0..<count).map { index in
                let t = Double(index) / Double(count - 1)
                return (t, Self.paint(sampled.evaluate(start + t * (end - start)), in: space))
            }
        default:
            return nil
        }
    }

    // MARK: Forms

    private mutating func drawXObject(_ key: String, resources: [String: PDFObject]) {
        guard let objects = document.resolve(resources["XObject"])?.dictionary,
              case .stream(let dictionary, let raw)? = document.resolve(objects[key]),
              dictionary["Subtype"]?.name == "Form", let data = document.decoded(dictionary, raw) else { return }
        runForm(dictionary, data, resources: resources)
    }

    /// Runs a form's content (an XObject's, a soft mask's group) in a graphics state of its
    /// own: its matrix before the current one, `prepare` applied, and a `q` it leaves open
    /// closed with it; its own resources, else `resources`.
    private mutating func runForm(_ dictionary: [String: PDFObject], _ data: [UInt8], resources: [String: PDFObject],
                                  prepare: (inout State) -> Void = { _ in }) {
        save()
        let level = saved.count
        let matrix = document.resolve(dictionary["Matrix"])?.array?.compactMap { document.resolve($0)?.number } ?? []
        if matrix.count == 6 {
            state.ctm = CGAffineTransform(a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], tx: matrix[4], ty: matrix[5]).concatenating(state.ctm)
        }
        state.patternBase = state.ctm
        prepare(&state)
        run(data, resources: document.resolve(dictionary["Resources"])?.dictionary ?? resources)
        while saved.count > level { restore() }
        restore()
    }
}

private extension String {
    /// Two hexadecimal digits.
    var leftPadded: String { count < 2 ? "0" + self : self }
}
