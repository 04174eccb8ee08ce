#if !canImport(Darwin)
// Core Graphics' compositing operations, which UIKit's drawing calls take
// (`image.draw(in:blendMode:alpha:)`) and Foundation on Linux does not declare.
import Foundation

/// How drawn pixels combine with those beneath — Core Graphics' `CGBlendMode`, with its
/// raw values.
///
/// ```swift
/// image.draw(in: rect, blendMode: .multiply, alpha: 0.5)
/// ```
///
/// The engine has no pixels: the mode is taken and nothing is composited.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    /// Paints the source over the destination.
    case normal = 0
    /// Multiplies the source and destination colors.
    case multiply
    /// Multiplies the inverses of the colors, then inverts.
    case screen
    /// Multiplies or screens, by the destination.
    case overlay
    /// Keeps the darker of the colors.
    case darken
    /// Keeps the lighter of the colors.
    case lighten
    /// Brightens the destination by the source.
    case colorDodge
    /// Darkens the destination by the source.
    case colorBurn
    /// Darkens or lightens, by the source, softly.
    case softLight
    /// Multiplies or screens, by the source.
    case hardLight
    /// Subtracts the darker color from the lighter.
    case difference
    /// As difference, with lower contrast.
    case exclusion
    /// The source's hue with the destination's luminance and saturation.
    case hue
    /// The source's saturation with the destination's luminance and hue.
    case saturation
    /// The source's hue and saturation with the destination's luminance.
    case color
    /// The source's luminance with the destination's hue and saturation.
    case luminosity
    /// Porter–Duff clear: nothing.
    case clear
    /// Porter–Duff copy: the source.
    case copy
    /// Porter–Duff source in.
    case sourceIn
    /// Porter–Duff source out.
    case sourceOut
    /// Porter–Duff source atop.
    case sourceAtop
    /// Porter–Duff destination over.
    case destinationOver
    /// Porter–Duff destination in.
    case destinationIn
    /// Porter–Duff destination out.
    case destinationOut
    /// Porter–Duff destination atop.
    case destinationAtop
    /// Porter–Duff exclusive or.
    case xor
    /// Adds the colors, darkening.
    case plusDarker
    /// Adds the colors, lightening.
    case plusLighter
}
#endif
