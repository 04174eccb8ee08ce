// What the views being drawn inherit from the modifiers around them, beside their
// environment: SwiftUI's foreground style and tint (recorded modifiers here, not
// environment values), and the text styles a view-level `bold()`, `italic()` or
// `fontWeight(_:)` gives every text inside.

import ViewEngineCore

/// The inherited style of the views being drawn.
struct PictureStyle {
    /// The foreground style (`foregroundStyle`, `foregroundColor`, a button's tint);
    /// `nil` for the primary label color.
    var foreground: Fill?
    /// The second and third levels of the foreground (`foregroundStyle(_:_:)`,
    /// `foregroundStyle(_:_:_:)`), which `.secondary`, `.tertiary` and a symbol's
    /// layers take; `nil` where they derive from the first.
    var secondaryForeground: Fill?
    var tertiaryForeground: Fill?
    /// The tint (`tint`, `accentColor`); `nil` for the accent color, the system blue.
    var tint: Fill?
    /// Whether the foreground is the tint a control draws its label in (a borderless
    /// button's, a menu's, a link's): the label's style is the tint style, which reads
    /// the tint where it is drawn, so a `tint(_:)` inside the label recolours it too.
    var foregroundIsTint = false
    /// A weight for every text inside (`fontWeight`, `bold`).
    var fontWeight: Font.Weight?
    /// Whether every text inside is italic (`italic()`).
    var isItalic = false
    /// Whether every text inside is underlined or struck through.
    var isUnderlined = false
    var isStruckThrough = false
    /// A font design for every text inside (`fontDesign`, `monospaced()`).
    var fontDesign: Font.Design?
}

extension Picture {
    /// The foreground style now: the one set around the view, or the primary label color.
    var foreground: Fill { style.foreground ?? .paint(SystemColors.system("label", colorScheme)) }

    /// The tint now: the one set around the view, or the accent color: the windows' tint
    /// (`UIWindow.appearance().tintColor`), else the `AccentColor` set of the host's asset
    /// catalogs, else the system blue; dimmed, whatever it is,
    /// behind an alert or a dialog (`dimsTint`).
    var tint: Fill {
        if dimsTint { return .paint(PresentationGeometry.dimmedTint) }
        return style.tint ?? .paint(Paint.accent(in: colorScheme, assets: assets))
    }

    /// A system color (`secondaryLabel`, `separator`...) in the picture's color scheme.
    func system(_ name: String) -> Paint { SystemColors.system(name, colorScheme) }

    /// How `style` fills, in this picture's color scheme and inherited style.
    func fill(_ style: any ShapeStyle) -> Fill {
        (style as? any PaintedStyle)?.fill(in: self) ?? .paint(SystemColors.unknown)
    }
}

/// A shape style a picture knows how to paint.
@MainActor
protocol PaintedStyle: ShapeStyle {
    /// How the style fills in `picture` (its color scheme, its foreground and tint).
    func fill(in picture: Picture) -> Fill
}

extension Color: PaintedStyle {
    /// The color's paint; `Color.accentColor` is the tint, dimmed behind an alert as the
    /// tint is (Measures §7 "Dimmed tint").
    func fill(in picture: Picture) -> Fill {
        picture.dimsTint && name == "accentColor" ? picture.tint : .paint(picture.paint(named: name))
    }
}

extension AnyShapeStyle: PaintedStyle {
    func fill(in picture: Picture) -> Fill { picture.fill(base) }
}

extension HierarchicalShapeStyle: PaintedStyle {
    /// The primary level is the foreground style; the secondary and tertiary the levels
    /// `foregroundStyle(_:_:_:)` gave, if it did; the others are the label colors'
    /// levels when the foreground is the default, and the foreground at the same
    /// opacities otherwise (secondary 60 %, tertiary 30 %, quaternary 18 %, quinary 10 %:
    /// Measures §8 "Label levels").
    func fill(in picture: Picture) -> Fill {
        if level == "secondary", let given = picture.style.secondaryForeground { return given }
        if level == "tertiary", let given = picture.style.tertiaryForeground { return given }
        let (name, opacity): (String, Double) = switch level {
        case "secondary": ("secondaryLabel", 0.6)
        case "tertiary": ("tertiaryLabel", 0.3)
        case "quaternary": ("quaternaryLabel", 0.18)
        case "quinary": ("quaternaryLabel", 0.1)
        default: ("label", 1)
        }
        guard let foreground = picture.style.foreground else {
            let paint = picture.system(name)
            return .paint(level == "quinary" ? paint.multiplyingOpacity(by: opacity / 0.18) : paint)
        }
        return foreground.multiplyingOpacity(by: opacity)
    }
}

extension LeveledShapeStyle: PaintedStyle {
    /// A level of the system fill or background is the system's own color of that level
    /// (`.fill.tertiary` is `tertiarySystemFill`, `.background.secondary`
    /// `secondarySystemBackground`); a level of any other style is that style at the
    /// label levels' opacities (Measures §8 "Label levels").
    func fill(in picture: Picture) -> Fill {
        switch (base.base, level) {
        case (is FillShapeStyle, "secondary"), (is FillShapeStyle, "tertiary"), (is FillShapeStyle, "quaternary"):
            return .paint(picture.system(level + "SystemFill"))
        case (is BackgroundStyle, "secondary"), (is BackgroundStyle, "tertiary"): return .paint(picture.system(level + "SystemBackground"))
        default:
            let opacity: Double = switch level {
            case "secondary": 0.6
            case "tertiary": 0.3
            case "quaternary": 0.18
            default: 0.1
            }
            return picture.fill(base.base).multiplyingOpacity(by: opacity)
        }
    }
}

extension ForegroundStyle: PaintedStyle {
    func fill(in picture: Picture) -> Fill { picture.foreground }
}

extension BackgroundStyle: PaintedStyle {
    func fill(in picture: Picture) -> Fill { .paint(picture.system("systemBackground")) }
}

extension TintShapeStyle: PaintedStyle {
    func fill(in picture: Picture) -> Fill { picture.tint }
}

extension SeparatorShapeStyle: PaintedStyle {
    func fill(in picture: Picture) -> Fill { .paint(picture.system("separator")) }
}

extension FillShapeStyle: PaintedStyle {
    func fill(in picture: Picture) -> Fill { .paint(picture.system("systemFill")) }
}

extension Material: PaintedStyle {
    /// A material is drawn as the system background at an opacity by its thickness (no
    /// blur: CONVENTION, the picture has no backdrop filter): ultra thin 35 %, thin 55 %,
    /// regular 70 %, thick 85 %, ultra thick 92 %, bars 80 %.
    func fill(in picture: Picture) -> Fill {
        let opacity: Double = switch name {
        case "ultraThinMaterial": 0.35
        case "thinMaterial": 0.55
        case "thickMaterial": 0.85
        case "ultraThickMaterial": 0.92
        case "bar": 0.8
        default: 0.7
        }
        let base = picture.colorScheme == .dark ? Paint(28, 28, 30) : Paint(255, 255, 255)
        return .paint(base.multiplyingOpacity(by: opacity))
    }
}

extension LinearGradient: PaintedStyle {
    func fill(in picture: Picture) -> Fill {
        .linearGradient(stops: gradient.paintedStops(in: picture), start: startPoint, end: endPoint)
    }
}

extension Gradient: PaintedStyle {
    /// A gradient used as a style is a vertical linear gradient (SwiftUI fills with it
    /// top to bottom).
    func fill(in picture: Picture) -> Fill {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).fill(in: picture)
    }
}

extension AnyGradient: PaintedStyle {
    /// `Color.red.gradient`: the color, a little lighter at the top (CONVENTION: Apple
    /// describes it as "a subtle vertical gradient" of the color).
    func fill(in picture: Picture) -> Fill {
        let color = picture.paint(named: base.name)
        return .linearGradient(stops: [(color.mixed(with: Paint(255, 255, 255, color.opacity), by: 0.15), 0), (color, 1)],
                               start: .top, end: .bottom)
    }
}

extension RadialGradient: PaintedStyle {
    /// An SVG radial gradient, its radii in points.
    func fill(in picture: Picture) -> Fill {
        .radialGradient(stops: gradient.paintedStops(in: picture), center: center, startRadius: startRadius, endRadius: endRadius,
                        inFractions: false)
    }
}

extension AngularGradient: PaintedStyle {
    /// Drawn as its first color (SVG has no angular gradient).
    func fill(in picture: Picture) -> Fill { gradient.firstColorFill(in: picture) }
}

extension EllipticalGradient: PaintedStyle {
    /// An SVG radial gradient in the frame's own units, so that it stretches with the frame.
    func fill(in picture: Picture) -> Fill {
        .radialGradient(stops: gradient.paintedStops(in: picture), center: center, startRadius: startRadiusFraction,
                        endRadius: endRadiusFraction, inFractions: true)
    }
}

extension Gradient {
    /// The gradient's stops as paints, in `picture`'s color scheme.
    @MainActor func paintedStops(in picture: Picture) -> [(paint: Paint, location: CGFloat)] {
        stops.map { (picture.paint(named: $0.color.name), $0.location) }
    }

    /// The gradient's first color, or clear when it has none.
    @MainActor func firstColorFill(in picture: Picture) -> Fill {
        .paint(stops.first.map { picture.paint(named: $0.color.name) } ?? Paint(0, 0, 0, 0))
    }
}
