// What a picture paints with: a color resolved to sRGB components in the window's color
// scheme, or a linear gradient of them. Colors are names in the engine (`red`,
// `#FF8000.opacity(0.5)`, `blue.mix(with: black, by: 0.1)`); SystemColors.swift has the
// values of the named ones.

import ViewEngineCore

/// A color as a picture paints it: sRGB components from 0 to 255 and an opacity from 0
/// to 1.
struct Paint: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// `#RRGGBB`.
    var hex: String {
        "#" + [red, green, blue].map { component in
            let byte = Int(min(max(component, 0), 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The paint with its opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> Paint {
        var copy = self
        copy.opacity = min(max(opacity * (factor.isFinite ? factor : 1), 0), 1)
        return copy
    }

    /// The paint mixed with `other`: `fraction` 0 is this one, 1 the other.
    func mixed(with other: Paint, by fraction: Double) -> Paint {
        let t = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Paint(mix(red, other.red), mix(green, other.green), mix(blue, other.blue), mix(opacity, other.opacity))
    }

    /// Whether nothing shows where it paints.
    var isClear: Bool { opacity <= 0 }

    /// The paint of the color named `name` in `scheme`: a system color by its name, a
    /// color made from components by its hexadecimal value, the one of `scheme` of a color
    /// with one per appearance (``AppearanceColorName``), with the opacities and mixes
    /// its name records applied; else a color set of the host's asset catalogs (`assets`;
    /// `accentColor` is the windows' tint or the `AccentColor` set, ``accent(in:assets:)``); a name none of them has
    /// is painted as the gray of ``SystemColors/unknown`` and given to `missing`.
    /// The accent color in `scheme`: the windows' tint when the app set one and the
    /// picture is of a window (`assets.windowTintName`), else the `AccentColor` set of the
    /// host's asset catalogs (`assets`), else the system blue.
    static func accent(in scheme: ColorScheme, assets: AssetLibrary?) -> Paint {
        if let window = assets?.windowTintName, window != "accentColor", window != "tint" {
            return named(window, in: scheme, assets: assets)
        }
        return assets?.accentColor?.paint(in: scheme) ?? SystemColors.system("blue", scheme)
    }

    static func named(_ name: String, in scheme: ColorScheme, assets: AssetLibrary? = nil,
                      missing: ((String) -> Void)? = nil) -> Paint {
        ColorName(name).paint(in: scheme, assets: assets, missing: missing)
    }
}

/// A color's name taken apart: its base color and the changes applied to it in order
/// (`red.opacity(0.5)`, `blue.mix(with: black, by: 0.1)`).
private struct ColorName {
    let text: Substring

    init(_ text: String) { self.text = text[...] }
    init(_ text: Substring) { self.text = text }

    func paint(in scheme: ColorScheme, assets: AssetLibrary?, missing: ((String) -> Void)?) -> Paint {
        // The last change at the outermost level, if any: `base.change(arguments)`.
        guard text.hasSuffix(")"), let dot = lastChange() else { return base(text, in: scheme, assets: assets, missing: missing) }
        let receiver = ColorName(text[..<dot]).paint(in: scheme, assets: assets, missing: missing)
        let call = text[text.index(after: dot)...]
        guard let open = call.firstIndex(of: "(") else { return receiver }
        let arguments = call[call.index(after: open)..<call.index(before: call.endIndex)]
        switch call[..<open] {
        case "opacity":
            return receiver.multiplyingOpacity(by: Double(arguments.trimmingCharacters(in: .whitespaces)) ?? 1)
        case "mix":
            // `with: NAME, by: FRACTION` and perhaps `, in: SPACE`.
            guard arguments.hasPrefix("with: "), let by = arguments.range(of: ", by: ", options: .backwards) else { return receiver }
            let other = ColorName(arguments[arguments.index(arguments.startIndex, offsetBy: 6)..<by.lowerBound])
                .paint(in: scheme, assets: assets, missing: missing)
            let fraction = Double(arguments[by.upperBound...].prefix { $0 != "," }.trimmingCharacters(in: .whitespaces)) ?? 0
            return receiver.mixed(with: other, by: fraction)
        default:
            return receiver
        }
    }

    /// The position of the `.` that starts the last change at the outermost level.
    private func lastChange() -> Substring.Index? {
        var depth = 0
        var found: Substring.Index?
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "." where depth == 0:
                let rest = text[text.index(after: index)...]
                if rest.hasPrefix("opacity(") || rest.hasPrefix("mix(") { found = index }
            default: break
            }
            index = text.index(after: index)
        }
        return found
    }

    private func base(_ name: Substring, in scheme: ColorScheme, assets: AssetLibrary?, missing: ((String) -> Void)?) -> Paint {
        if let parts = AppearanceColorName.parts(of: name) {
            return ColorName(scheme == .dark ? parts.dark : parts.light).paint(in: scheme, assets: assets, missing: missing)
        }
        if name.hasPrefix("#"), name.count == 7, let value = Int(name.dropFirst(), radix: 16) {
            return Paint(Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF))
        }
        if name == "accentColor" || name == "tint" { return Paint.accent(in: scheme, assets: assets) }
        if let system = SystemColors.paint(named: String(name), in: scheme) { return system }
        if let set = assets?.color(named: String(name)) { return set.paint(in: scheme) }
        missing?(String(name))
        return SystemColors.unknown
    }
}

/// How an area is filled or a line stroked: a paint, or a gradient between paints
/// (SwiftUI's `LinearGradient`, `RadialGradient` and `EllipticalGradient`, drawn as SVG's).
enum Fill: Equatable {
    case paint(Paint)
    case linearGradient(stops: [(paint: Paint, location: CGFloat)], start: UnitPoint, end: UnitPoint)
    /// A radial gradient around `center` (a unit point of the filled frame) from
    /// `startRadius` to `endRadius`: points for SwiftUI's `RadialGradient`, fractions of the
    /// frame's width and height for its `EllipticalGradient` (`inFractions`).
    case radialGradient(stops: [(paint: Paint, location: CGFloat)], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                        inFractions: Bool)

    static func == (lhs: Fill, rhs: Fill) -> Bool {
        switch (lhs, rhs) {
        case (.paint(let a), .paint(let b)): a == b
        case (.linearGradient(let a, let s1, let e1), .linearGradient(let b, let s2, let e2)):
            Self.same(a, b) && s1 == s2 && e1 == e2
        case (.radialGradient(let a, let c1, let s1, let e1, let f1), .radialGradient(let b, let c2, let s2, let e2, let f2)):
            Self.same(a, b) && c1 == c2 && s1 == s2 && e1 == e2 && f1 == f2
        default: false
        }
    }

    private static func same(_ a: [(paint: Paint, location: CGFloat)], _ b: [(paint: Paint, location: CGFloat)]) -> Bool {
        a.map(\.paint) == b.map(\.paint) && a.map(\.location) == b.map(\.location)
    }

    /// Whether nothing shows where it fills.
    var isClear: Bool {
        switch self {
        case .paint(let paint): paint.isClear
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _, _): stops.allSatisfy { $0.paint.isClear }
        }
    }

    /// The fill with its opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> Fill {
        func faded(_ stops: [(paint: Paint, location: CGFloat)]) -> [(paint: Paint, location: CGFloat)] {
            stops.map { ($0.paint.multiplyingOpacity(by: factor), $0.location) }
        }
        return switch self {
        case .paint(let paint): .paint(paint.multiplyingOpacity(by: factor))
        case .linearGradient(let stops, let start, let end): .linearGradient(stops: faded(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let start, let end, let inFractions):
            .radialGradient(stops: faded(stops), center: center, startRadius: start, endRadius: end, inFractions: inFractions)
        }
    }
}

extension Picture {
    /// The attributes that paint with `fill` as `property` (`fill` or `stroke`):
    /// `fill="#007AFF"`, with `fill-opacity` when it is not opaque; a gradient is defined
    /// first and referred to by its id. A linear gradient runs across the painted `frame`
    /// in its points when it is given; a radial gradient's radii in points need it, and
    /// without one it reaches the frame's edges (CONVENTION).
    mutating func paintAttributes(_ fill: Fill, as property: String, in frame: CGRect? = nil) -> SVGAttributes {
        switch fill {
        case .paint(let paint):
            return SVGAttributes().adding(property, paint.hex)
                .adding(property + "-opacity", paint.opacity < 1 ? SVGText.opacity(paint.opacity) : nil)
        case .linearGradient(let stops, let start, let end):
            let id = nextID("gradient")
            var geometry = SVGAttributes().adding("x1", start.x).adding("y1", start.y).adding("x2", end.x).adding("y2", end.y)
            if let frame {
                // In the frame's points, not its unit square: SwiftUI's colours run
                // perpendicular to the line from start to end on the frame as drawn, which a
                // bounding box's units would skew on a frame that is not square.
                geometry = SVGAttributes().adding("gradientUnits", "userSpaceOnUse")
                    .adding("x1", frame.minX + start.x * frame.width).adding("y1", frame.minY + start.y * frame.height)
                    .adding("x2", frame.minX + end.x * frame.width).adding("y2", frame.minY + end.y * frame.height)
            }
            gradient("linearGradient", id: id, geometry, stops: stops)
            return SVGAttributes().adding(property, "url(#\(id))")
        case .radialGradient(let stops, let center, let start, let end, let inFractions):
            let id = nextID("gradient")
            var geometry: SVGAttributes
            if !inFractions, let frame {
                geometry = SVGAttributes().adding("gradientUnits", "userSpaceOnUse")
                    .adding("cx", frame.minX + center.x * frame.width).adding("cy", frame.minY + center.y * frame.height)
                    .adding("r", max(end, 0)).adding("fr", max(start, 0))
            } else {
                geometry = SVGAttributes().adding("cx", center.x).adding("cy", center.y)
                    .adding("r", inFractions ? max(end, 0) : 0.5).adding("fr", inFractions ? max(start, 0) : 0)
            }
            gradient("radialGradient", id: id, geometry, stops: stops)
            return SVGAttributes().adding(property, "url(#\(id))")
        }
    }

    /// Defines a gradient element named `id` with its `geometry` and `stops`.
    private mutating func gradient(_ kind: String, id: String, _ geometry: SVGAttributes, stops: [(paint: Paint, location: CGFloat)]) {
        group(kind, SVGAttributes().adding("id", id).adding(geometry)) { picture in
            for stop in GradientStops.forSVG(stops) {
                picture.element("stop", SVGAttributes().adding("offset", stop.location).adding("stop-color", stop.paint.hex)
                                    .adding("stop-opacity", stop.paint.opacity < 1 ? SVGText.opacity(stop.paint.opacity) : nil))
            }
        }
    }
}
