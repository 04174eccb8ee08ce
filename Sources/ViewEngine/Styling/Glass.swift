// Liquid Glass (iOS 26): `glassEffect`, `Glass`, `GlassEffectContainer` and the glass button
// styles. The engine has no material to render: each is recorded (``_AttributeModifier``),
// not shown (`glassEffect: regular.tint(blue).interactive, in: Circle`); a glass container is
// written as a `GlassEffectContainer` block above its content.

/// The Liquid Glass material of a ``View/glassEffect(_:in:)``: a variant, an optional tint,
/// and whether it reacts to touches.
///
/// ```swift
/// Text("Hello").padding().glassEffect(.regular.tint(.orange).interactive())
/// ```
import ViewEngineCore

public struct Glass: Equatable, Sendable {
    let variant: String
    let tintColor: Color?
    let isInteractive: Bool

    /// The regular variant of glass.
    public static var regular: Glass { Glass(variant: "regular", tintColor: nil, isInteractive: false) }
    /// The clear variant of glass, for content over media.
    public static var clear: Glass { Glass(variant: "clear", tintColor: nil, isInteractive: false) }
    /// The identity variant: no glass at all.
    public static var identity: Glass { Glass(variant: "identity", tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil` for none).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// This glass reacting to touches and pointer interactions, or not.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }
}

extension Glass: AttributeValue {
    /// `regular`, `clear.tint(blue).interactive`.
    package var attributeDescription: String {
        variant + (tintColor.map { ".tint(\($0.name))" } ?? "") + (isInteractive ? ".interactive" : "")
    }
}

/// The shape a glass effect takes where the code gives none: a capsule.
///
/// ```swift
/// Label("Play", systemImage: "play").glassEffect()   // in DefaultGlassEffectShape
/// ```
public struct DefaultGlassEffectShape: Shape {
    /// Creates the shape.
    public init() {}
    /// A capsule in `rect`.
    ///
    /// ```swift
    /// DefaultGlassEffectShape().path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
    /// ```
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How a glass effect enters and leaves: recorded by ``View/glassEffectTransition(_:)``.
///
/// ```swift
/// Badge().glassEffect().glassEffectTransition(.materialize)
/// ```
public struct GlassEffectTransition: Hashable, Sendable {
    let name: String
    /// The glass morphs from and to nearby glass with the same container.
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// The glass materializes and dematerializes in place.
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// No transition.
    public static let identity = GlassEffectTransition(name: "identity")
}

extension GlassEffectTransition: AttributeValue {
    package var attributeDescription: String { name }
}

extension View {
    /// SwiftUI's `glassEffect(_:in:)`: the view on a Liquid Glass material in `shape`.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("glassEffect", ("", glass), ("in", S.self == DefaultGlassEffectShape.self ? nil : AnyArgument(shape)))
    }

    /// SwiftUI's `glassEffectID(_:in:)`: the identity of the glass for morphing between
    /// views of a ``GlassEffectContainer``.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("glassEffectID", ("", id.map { AnyArgument($0) }), ("in", AnyArgument(namespace)))
    }

    /// SwiftUI's `glassEffectUnion(id:namespace:)`: the glass of the views with the same
    /// `id` is drawn as one shape.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("glassEffectUnion", ("id", id.map { AnyArgument($0) }), ("namespace", AnyArgument(namespace)))
    }

    /// SwiftUI's `glassEffectTransition(_:)`.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("glassEffectTransition", ("", transition))
    }
}

/// A container that combines the glass effects of its views, so that nearby glass blends
/// and morphs together.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack {
///         Image(systemName: "pencil").glassEffect()
///         Image(systemName: "eraser").glassEffect()
///     }
/// }
/// ```
///
/// ``ViewHost/render()`` writes `GlassEffectContainer` above its content.
public struct GlassEffectContainer<Content: View>: View {
    @usableFromInline let content: Content

    /// Creates a glass effect container; `spacing` (where glass starts to blend) is accepted
    /// for source compatibility.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension GlassEffectContainer: ContainerView {
    @usableFromInline var renderedTitle: String? { "GlassEffectContainer" }
}

/// SwiftUI's `GlassButtonStyle` (`.glass`): a button on Liquid Glass.
public struct GlassButtonStyle: BuiltInStyle {
    let glass: Glass
    /// Creates the style with regular glass.
    public init() { glass = .regular }
    /// Creates the style with `glass`.
    public init(_ glass: Glass) { self.glass = glass }
    package var attributeDescription: String { glass == .regular ? "glass" : "glass(\(glass.attributeDescription))" }
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Self)?.glass == glass }
}

/// SwiftUI's `GlassProminentButtonStyle` (`.glassProminent`): a prominent button on Liquid Glass.
public struct GlassProminentButtonStyle: BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "glassProminent" }
}

extension GlassButtonStyle: PrimitiveButtonStyle {}

extension GlassProminentButtonStyle: PrimitiveButtonStyle {}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies glass border artwork.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// A button style that applies the given glass.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies prominent glass border artwork.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
