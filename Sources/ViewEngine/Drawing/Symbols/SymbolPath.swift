// The path of one part of a symbol's artwork (SymbolArtwork.swift), in the symbol's 0…100
// grid: SVG's absolute path commands — M, L, H, V, C, Q, A and Z — read once from the
// artwork's text, moved and scaled as a symbol is composed (an enclosed glyph, a badge)
// and written in the window's coordinates when the picture draws it. Its bounds are what
// its curves and arcs reach, so a symbol's frame is the ink it draws (Measures §9
// "Symbol frame").

import Foundation

/// A path in absolute commands.
struct SymbolPath: Equatable, Sendable {
    /// One command with its absolute coordinates.
    enum Command: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case quadratic(CGPoint, CGPoint)
        /// An elliptical arc to `end` with radii `radii`, SVG's large-arc and sweep flags.
        case arc(radii: CGSize, large: Bool, sweep: Bool, end: CGPoint)
        case close
    }

    var commands: [Command]

    init(commands: [Command]) { self.commands = commands }

    /// Reads SVG path data made of absolute commands; `nil` when the text is not such
    /// data (a relative command, a missing number), so a mistake in the artwork is found
    /// by its test rather than drawn wrong.
    init?(_ text: String) {
        var scanner = PathScanner(text)
        var commands: [Command] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var letter: Character?
        while let next = scanner.nextCommand(after: letter) {
            letter = next
            switch next {
            case "M":
                guard let point = scanner.point() else { return nil }
                commands.append(.move(point))
                start = point
                current = point
                letter = "L"   // further pairs are lines, as SVG reads them
            case "L":
                guard let point = scanner.point() else { return nil }
                commands.append(.line(point))
                current = point
            case "H":
                guard let x = scanner.number() else { return nil }
                current = CGPoint(x: x, y: current.y)
                commands.append(.line(current))
            case "V":
                guard let y = scanner.number() else { return nil }
                current = CGPoint(x: current.x, y: y)
                commands.append(.line(current))
            case "C":
                guard let a = scanner.point(), let b = scanner.point(), let end = scanner.point() else { return nil }
                commands.append(.cubic(a, b, end))
                current = end
            case "Q":
                guard let a = scanner.point(), let end = scanner.point() else { return nil }
                commands.append(.quadratic(a, end))
                current = end
            case "A":
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(), rotation == 0,
                      let large = scanner.number(), let sweep = scanner.number(), let end = scanner.point() else { return nil }
                commands.append(.arc(radii: CGSize(width: rx, height: ry), large: large != 0, sweep: sweep != 0, end: end))
                current = end
            case "Z":
                commands.append(.close)
                current = start
                letter = nil
            default:
                return nil
            }
        }
        guard scanner.isAtEnd, !commands.isEmpty else { return nil }
        self.commands = commands
    }

    /// The path with every point mapped by `transform` (a move, a uniform or axis-wise
    /// scale, a mirror): an arc's radii scale with it, and a mirror turns its sweep.
    func applying(_ transform: SymbolTransform) -> SymbolPath {
        let map = transform.apply
        return SymbolPath(commands: commands.map { command in
            switch command {
            case .move(let point): .move(map(point))
            case .line(let point): .line(map(point))
            case .cubic(let a, let b, let end): .cubic(map(a), map(b), map(end))
            case .quadratic(let a, let end): .quadratic(map(a), map(end))
            case .arc(let radii, let large, let sweep, let end):
                .arc(radii: transform.swapsAxes ? CGSize(width: radii.height * abs(transform.scaleX), height: radii.width * abs(transform.scaleY))
                                                : CGSize(width: radii.width * abs(transform.scaleX), height: radii.height * abs(transform.scaleY)),
                     large: large, sweep: transform.isMirror ? !sweep : sweep, end: map(end))
            case .close: .close
            }
        })
    }

    /// The smallest rectangle around every point the path passes through (curves and
    /// arcs followed, not their control points).
    var bounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ point: CGPoint) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        forEachPoint(include)
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with the points the path passes through: each command's end, and
    /// points along its curves and arcs close enough together for bounds.
    private func forEachPoint(_ body: (CGPoint) -> Void) {
        var current = CGPoint.zero, start = CGPoint.zero
        let steps = 24
        for command in commands {
            switch command {
            case .move(let point):
                current = point; start = point; body(point)
            case .line(let point):
                current = point; body(point)
            case .cubic(let a, let b, let end):
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    body(CGPoint(x: u * u * u * current.x + 3 * u * u * t * a.x + 3 * u * t * t * b.x + t * t * t * end.x,
                                 y: u * u * u * current.y + 3 * u * u * t * a.y + 3 * u * t * t * b.y + t * t * t * end.y))
                }
                current = end
            case .quadratic(let a, let end):
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    body(CGPoint(x: u * u * current.x + 2 * u * t * a.x + t * t * end.x, y: u * u * current.y + 2 * u * t * a.y + t * t * end.y))
                }
                current = end
            case .arc(let radii, let large, let sweep, let end):
                ArcGeometry(from: current, to: end, radii: radii, large: large, sweep: sweep).forEachPoint(steps: steps * 2, body)
                current = end
            case .close:
                current = start
            }
        }
    }

    /// The path as SVG path data, every number as a picture writes it.
    var svgData: String {
        func pair(_ point: CGPoint) -> String { SVGText.number(point.x) + " " + SVGText.number(point.y) }
        return commands.map { command in
            switch command {
            case .move(let point): "M" + pair(point)
            case .line(let point): "L" + pair(point)
            case .cubic(let a, let b, let end): "C" + pair(a) + " " + pair(b) + " " + pair(end)
            case .quadratic(let a, let end): "Q" + pair(a) + " " + pair(end)
            case .arc(let radii, let large, let sweep, let end):
                "A" + SVGText.number(radii.width) + " " + SVGText.number(radii.height) + " 0 " + (large ? "1 " : "0 ") + (sweep ? "1 " : "0 ") + pair(end)
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}

/// A map of the symbol grid: a scale on each axis, then a move, optionally after
/// swapping the axes (a quarter turn) — what composing symbols needs.
struct SymbolTransform: Equatable, Sendable {
    var scaleX: CGFloat = 1
    var scaleY: CGFloat = 1
    var dx: CGFloat = 0
    var dy: CGFloat = 0
    /// Whether x and y trade places before scaling (with a mirror, a quarter turn).
    var swapsAxes = false

    /// Whether the map turns the plane over (a mirror), which reverses an arc's sweep.
    var isMirror: Bool { (scaleX * scaleY < 0) != swapsAxes }

    func apply(_ point: CGPoint) -> CGPoint {
        let source = swapsAxes ? CGPoint(x: point.y, y: point.x) : point
        return CGPoint(x: source.x * scaleX + dx, y: source.y * scaleY + dy)
    }

    /// Scales by `scale` about the grid's centre (50, 50), then moves the centre to `center`.
    static func fitting(scale: CGFloat, center: CGPoint) -> SymbolTransform {
        SymbolTransform(scaleX: scale, scaleY: scale, dx: center.x - 50 * scale, dy: center.y - 50 * scale)
    }

    /// The mirror image left to right about the grid's centre line (x = 50).
    static let mirrored = SymbolTransform(scaleX: -1, dx: 100)
    /// Upside down about the grid's middle (y = 50).
    static let flipped = SymbolTransform(scaleY: -1, dy: 100)
    /// A quarter turn clockwise about the grid's centre.
    static let turnedClockwise = SymbolTransform(scaleX: -1, dx: 100, swapsAxes: true)
    /// A quarter turn counterclockwise about the grid's centre.
    static let turnedCounterclockwise = SymbolTransform(scaleY: -1, dy: 100, swapsAxes: true)
}

/// An SVG arc from its end points, as its centre and angles, to follow it.
private struct ArcGeometry {
    let center: CGPoint
    let radii: CGSize
    let startAngle: CGFloat
    let delta: CGFloat

    /// SVG's conversion from end points to centre (its implementation notes, F.6.5),
    /// for an arc without rotation; radii too small are scaled up as SVG does.
    init(from p1: CGPoint, to p2: CGPoint, radii given: CGSize, large: Bool, sweep: Bool) {
        var rx = abs(given.width), ry = abs(given.height)
        let x1 = (p1.x - p2.x) / 2, y1 = (p1.y - p2.y) / 2
        if rx == 0 || ry == 0 {
            center = CGPoint(x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2)
            radii = CGSize(width: abs(x1), height: abs(y1))
            startAngle = 0
            delta = 0
            return
        }
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator == 0 ? 0 : (numerator / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        center = CGPoint(x: cx1 + (p1.x + p2.x) / 2, y: cy1 + (p1.y + p2.y) / 2)
        radii = CGSize(width: rx, height: ry)
        func angle(_ ux: CGFloat, _ uy: CGFloat) -> CGFloat { atan2(uy, ux) }
        let start = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var sweepAngle = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - start
        if sweep, sweepAngle < 0 { sweepAngle += 2 * .pi }
        if !sweep, sweepAngle > 0 { sweepAngle -= 2 * .pi }
        startAngle = start
        delta = sweepAngle
    }

    func forEachPoint(steps: Int, _ body: (CGPoint) -> Void) {
        for step in 0...steps {
            let angle = startAngle + delta * CGFloat(step) / CGFloat(steps)
            body(CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle)))
        }
    }
}

/// Reads the commands and numbers of path data.
private struct PathScanner {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    var isAtEnd: Bool {
        mutating get { skipSeparators(); return index == characters.count }
    }

    /// The next command letter, or `previous` again when numbers follow (SVG's implicit
    /// repetition); `nil` at the end.
    mutating func nextCommand(after previous: Character?) -> Character? {
        skipSeparators()
        guard index < characters.count else { return nil }
        let character = characters[index]
        if character.isLetter {
            index += 1
            return character
        }
        return previous
    }

    mutating func number() -> CGFloat? {
        skipSeparators()
        let begin = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > begin, let value = Double(String(characters[begin..<index])) else {
            index = begin
            return nil
        }
        return CGFloat(value)
    }

    mutating func point() -> CGPoint? {
        guard let x = number(), let y = number() else { return nil }
        return CGPoint(x: x, y: y)
    }

    private mutating func skipSeparators() {
        while index < characters.count, characters[index] == " " || characters[index] == "," || characters[index] == "\n" { index += 1 }
    }
}
