// Gradients are views as well as shape styles, as in SwiftUI: `ZStack { RadialGradient(...) ... }`
// fills its space with the gradient. In `render()` a gradient view is one line, its kind
// and its colours (`RadialGradient(white, blue)`); a picture fills its frame with a linear
// gradient, and with a radial or angular one's first colour (<doc:Pictures>).

import ViewEngineCore

extension LinearGradient: View {
    public typealias Body = Never
}

extension LinearGradient: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "LinearGradient(\(gradient.colorNames))" }
}

extension RadialGradient: View {
    public typealias Body = Never
}

extension RadialGradient: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "RadialGradient(\(gradient.colorNames))" }
}

extension AngularGradient: View {
    public typealias Body = Never
}

extension AngularGradient: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "AngularGradient(\(gradient.colorNames))" }
}

extension EllipticalGradient: View {
    public typealias Body = Never
}

extension EllipticalGradient: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "EllipticalGradient(\(gradient.colorNames))" }
}

extension RadialGradient {
    /// Creates a radial gradient from color stops.
    ///
    /// ```swift
    /// RadialGradient(stops: [.init(color: .blue, location: 0.3), .init(color: .red, location: 0.3)],
    ///                center: .top, startRadius: 200, endRadius: 700)
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension AngularGradient {
    /// Creates an angular gradient from color stops.
    ///
    /// ```swift
    /// AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center)
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    ///
    /// ```swift
    /// AngularGradient(gradient: Gradient(colors: [.red, .yellow, .red]), center: .center, angle: .degrees(90))
    /// ```
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient from colors that completes a full turn, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from color stops that completes a full turn, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

/// A radial gradient that draws an ellipse, scaled to fill the shape it colors.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange], center: .center))
/// EllipticalGradient(colors: [.white, .teal], startRadiusFraction: 0, endRadiusFraction: 0.6)
/// ```
public struct EllipticalGradient: ShapeStyle, NamedShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    var styleName: String { "ellipticalGradient(\(gradient.colorNames))" }

    /// Creates an elliptical gradient; the radii are fractions of the shape's size.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from colors.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    ///
    /// ```swift
    /// Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))
    /// ```
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from color stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from color stops.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(stops: [.init(color: .blue, location: 0), .init(color: .clear, location: 1)],
    ///                                  startPoint: .top, endPoint: .bottom))
    /// ```
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    ///
    /// ```swift
    /// Circle().stroke(.angularGradient(colors: [.red, .blue, .red], center: .center, startAngle: .zero, endAngle: .degrees(360)))
    /// ```
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn.
    ///
    /// ```swift
    /// Circle().fill(.conicGradient(colors: [.red, .yellow, .red], center: .center))
    /// ```
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient that completes a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(colors: [.yellow, .orange]))
    /// ```
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// A gradient is a shape style too (iOS 16): drawn as a linear gradient from top to bottom,
/// as SwiftUI draws it where no geometry is given.
///
/// ```swift
/// Circle().fill(Gradient(colors: [.blue, .purple]))
/// ```
extension Gradient: ShapeStyle, NamedShapeStyle {
    var styleName: String { "gradient(\(colorNames))" }
}
