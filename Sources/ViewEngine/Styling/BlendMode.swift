/// Modes for compositing a view with overlapping content.
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// Text("Glow").blendMode(.plusLighter)
/// ```
///
/// The engine composites nothing: the mode is recorded (`blendMode: multiply`).
import ViewEngineCore

public enum BlendMode: Hashable, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter
}

extension BlendMode: AttributeValue {}

extension View {
    /// SwiftUI's `blendMode(_:)`: how the view composites with the content behind it.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _AttributeModifier> { recorded("blendMode", ("", blendMode)) }
}
