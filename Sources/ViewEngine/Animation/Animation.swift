// Animations and transitions. The engine draws no frames in between: a state change takes
// effect in the next update, as any other. What code can observe of an animation is when it
// ends — `withAnimation`'s completion, a transaction's completions — and those run when the
// host's virtual clock passes the animation's end (``AnimationTiming``, Rules R23). An
// animation or transition is written as the code wrote it, with every argument that is not
// the default (`spring(response: 0.3, dampingFraction: 0.6)`).

/// SwiftUI's `Animation`: the way a view changes over time, written as it was made, with
/// the duration its documentation gives it.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
/// Animation.easeIn.delay(1).description   // "easeIn.delay(1)"
/// ```
import ViewEngineCore

public struct Animation: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// When it ends, started now.
    package let timing: AnimationTiming

    package init(name: String, timing: AnimationTiming) {
        self.name = name
        self.timing = timing
    }

    /// The animation as it was written, such as `easeInOut(duration: 0.3)`.
    public var description: String { name }

    /// `name(label: value, ...)` without the arguments left at their default (`nil`).
    private static func call(_ name: String, _ arguments: [(String, Double?)], timing: AnimationTiming) -> Animation {
        let written = arguments.compactMap { label, value in value.map { "\(label): \($0.attributeDescription)" } }
        return Animation(name: "\(name)(\(written.joined(separator: ", ")))", timing: timing)
    }

    private func adding(_ suffix: String, _ timing: AnimationTiming) -> Animation { Animation(name: name + suffix, timing: timing) }

    private static let curve = AnimationTiming.curve(AnimationTiming.defaultCurveDuration)

    /// The default animation: `spring(response: 0.55, dampingFraction: 1.0)`.
    public static let `default` = Animation(name: "default", timing: .spring(duration: 0.55, damping: 1))
    /// An animation at a constant speed, for 0.35 seconds.
    public static let linear = Animation(name: "linear", timing: curve)
    /// An animation that starts slowly, for 0.35 seconds.
    public static let easeIn = Animation(name: "easeIn", timing: curve)
    /// An animation that ends slowly, for 0.35 seconds.
    public static let easeOut = Animation(name: "easeOut", timing: curve)
    /// An animation that starts and ends slowly, for 0.35 seconds.
    public static let easeInOut = Animation(name: "easeInOut", timing: curve)
    /// A spring with a predefined duration (0.5 seconds) and a higher bounce (0.3).
    public static let bouncy = Animation(name: "bouncy", timing: .spring(duration: 0.5, bounce: 0.3))
    /// A smooth spring with a predefined duration (0.5 seconds) and no bounce.
    public static let smooth = Animation(name: "smooth", timing: .spring(duration: 0.5, bounce: 0))
    /// A spring with a predefined duration (0.5 seconds) and a small bounce (0.15).
    public static let snappy = Animation(name: "snappy", timing: .spring(duration: 0.5, bounce: 0.15))
    /// A spring with the default parameters (`response: 0.5, dampingFraction: 0.825`).
    public static let spring = Animation(name: "spring", timing: .spring(duration: 0.5, damping: 0.825))
    /// A spring for interactive changes (`response: 0.15, dampingFraction: 0.86`).
    public static let interactiveSpring = Animation(name: "interactiveSpring", timing: .spring(duration: 0.15, damping: 0.86))

    /// SwiftUI's `linear(duration:)`.
    public static func linear(duration: TimeInterval) -> Animation { call("linear", [("duration", duration)], timing: .curve(duration)) }
    /// SwiftUI's `easeIn(duration:)`.
    public static func easeIn(duration: TimeInterval) -> Animation { call("easeIn", [("duration", duration)], timing: .curve(duration)) }
    /// SwiftUI's `easeOut(duration:)`.
    public static func easeOut(duration: TimeInterval) -> Animation { call("easeOut", [("duration", duration)], timing: .curve(duration)) }
    /// SwiftUI's `easeInOut(duration:)`: "The length of time, expressed in seconds, that the animation takes to complete."
    public static func easeInOut(duration: TimeInterval) -> Animation { call("easeInOut", [("duration", duration)], timing: .curve(duration)) }
    /// SwiftUI's `spring(response:dampingFraction:blendDuration:)`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        call("spring", [("response", response), ("dampingFraction", dampingFraction), ("blendDuration", nonDefault(blendDuration, 0))],
             timing: .spring(duration: response, damping: dampingFraction))
    }
    /// SwiftUI's `spring(duration:bounce:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        call("spring", [("duration", duration), ("bounce", bounce), ("blendDuration", nonDefault(blendDuration, 0))],
             timing: .spring(duration: duration, bounce: bounce))
    }
    /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        call("interactiveSpring", [("response", response), ("dampingFraction", nonDefault(dampingFraction, 0.86)),
                                   ("blendDuration", nonDefault(blendDuration, 0.25))],
             timing: .spring(duration: response, damping: dampingFraction))
    }
    /// SwiftUI's `bouncy(duration:extraBounce:)`: a base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("bouncy", [("duration", duration), ("extraBounce", nonDefault(extraBounce, 0))], timing: .spring(duration: duration, bounce: 0.3 + extraBounce))
    }
    /// SwiftUI's `smooth(duration:extraBounce:)`: no base bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("smooth", [("duration", duration), ("extraBounce", nonDefault(extraBounce, 0))], timing: .spring(duration: duration, bounce: extraBounce))
    }
    /// SwiftUI's `snappy(duration:extraBounce:)`: a base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        call("snappy", [("duration", duration), ("extraBounce", nonDefault(extraBounce, 0))], timing: .spring(duration: duration, bounce: 0.15 + extraBounce))
    }

    /// SwiftUI's `delay(_:)`: the animation, started after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { adding(".delay(\(delay.attributeDescription))", timing.delayed(by: delay)) }
    /// SwiftUI's `speed(_:)`: the animation, played at `speed` times its speed.
    public func speed(_ speed: Double) -> Animation { adding(".speed(\(speed.attributeDescription))", timing.sped(by: speed)) }
    /// SwiftUI's `repeatCount(_:autoreverses:)`: the animation, played `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(".repeatCount(\(repeatCount)\(autoreverses ? "" : ", autoreverses: false"))", timing.repeated(repeatCount))
    }
    /// SwiftUI's `repeatForever(autoreverses:)`: the animation, played forever (it never completes).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(autoreverses ? ".repeatForever" : ".repeatForever(autoreverses: false)", timing.forever)
    }
}

extension Animation: NamedAttributeValue {}

/// SwiftUI's `AnyTransition`: how a view is inserted or removed, written as it was made.
///
/// ```swift
/// Banner().transition(.move(edge: .top).combined(with: .opacity))
/// ```
public struct AnyTransition: Sendable, CustomStringConvertible {
    let name: String

    /// The transition as it was written, such as `move(edge: top)`.
    public var description: String { name }

    /// A transition that fades the view in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// A transition that slides the view in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition(name: "slide")
    /// A transition that scales the view.
    public static let scale = AnyTransition(name: "scale")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")

    /// A transition from one view modifier to another: `active` while the view is inserted
    /// or removed, `identity` while it is shown; named by the modifier's type.
    ///
    /// ```swift
    /// .transition(.modifier(active: CornerRotate(amount: -90), identity: CornerRotate(amount: 0)))
    /// ```
    ///
    /// - Parameters:
    ///   - active: The modifier while the view is inserted or removed.
    ///   - identity: The modifier while the view is shown.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: "modifier(\(E.self))")
    }

    /// SwiftUI's `scale(scale:anchor:)`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale(\(scale.attributeDescription)\(anchor == .center ? "" : ", anchor: \(anchor.attributeDescription)"))")
    }
    /// iOS 17's `scale(_:anchor:)` (a `ScaleTransition`): the view scales from `scale`
    /// as it is inserted and back to it as it is removed. The engine's transitions are
    /// ``AnyTransition``s, so it is one, named as `scale(scale:anchor:)` is.
    ///
    /// ```swift
    /// Text("Loved it!").transition(.scale(0.5).combined(with: .opacity))
    /// ```
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        .scale(scale: CGFloat(scale), anchor: anchor)
    }
    /// SwiftUI's `move(edge:)`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(edge: \(edge))") }
    /// SwiftUI's `push(from:)`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(from: \(edge))") }
    /// SwiftUI's `offset(x:y:)`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(name: "offset(x: \(x.attributeDescription), y: \(y.attributeDescription))")
    }
    /// SwiftUI's `offset(_:)`.
    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }
    /// SwiftUI's `asymmetric(insertion:removal:)`.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(insertion: \(insertion), removal: \(removal))")
    }
    /// SwiftUI's `combined(with:)`: this transition and another.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name).combined(with: \(other))") }
    /// SwiftUI's `animation(_:)`: this transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(name: "\(name).animation(\(animation?.name ?? "nil"))") }
}

extension AnyTransition: AttributeValue {
    package var attributeDescription: String { name }
    package func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? AnyTransition)?.name == name }
}

/// SwiftUI's `ContentTransition`: how a view's content changes when it is replaced.
///
/// ```swift
/// Text("\(score)").contentTransition(.numericText())
/// ```
public struct ContentTransition: Hashable, Sendable {
    package let name: String
    /// No transition.
    public static let identity = ContentTransition(name: "identity")
    /// A fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// An interpolation between the two contents.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// SwiftUI's `numericText(countsDown:)`: numbers that roll.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(countsDown: true)" : "numericText")
    }
    /// SwiftUI's `numericText(value:)`: numbers that roll toward `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText(value: \(value.attributeDescription))") }
}

extension ContentTransition: NamedAttributeValue {}

extension View {
    /// SwiftUI's `transition(_:)`: used when the view is inserted or removed; recorded.
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _AttributeModifier> { recorded("transition", ("", t)) }
    /// SwiftUI's `contentTransition(_:)`; recorded.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _AttributeModifier> { recorded("contentTransition", ("", transition)) }
    /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`; recorded.
    ///
    /// ```swift
    /// @Namespace var namespace
    /// Circle().matchedGeometryEffect(id: "dot", in: namespace)
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                     anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("matchedGeometryEffect", ("id", AnyArgument(id)), ("in", namespace), ("properties", properties), ("anchor", anchor), ("isSource", isSource))
    }
}

/// SwiftUI's `MatchedGeometryProperties`: what a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates properties from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension MatchedGeometryProperties: NamedOptionSet {
    package static let optionNames: KeyValuePairs<Self, String> = [.frame: "frame", .position: "position", .size: "size"]
}

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the view containing the property.
///
/// ```swift
/// struct Cards: View {
///     @Namespace var namespace
///     var body: some View {
///         Circle().matchedGeometryEffect(id: "dot", in: namespace)
///     }
/// }
/// ```
///
/// The engine keeps no geometry; the namespace's identifier is unique per wrapper value.
@propertyWrapper
public struct Namespace: Sendable {
    /// The identifier of a namespace.
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    private let id = ID(value: UUID())

    /// Creates a namespace.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: ID { id }
}

extension Namespace.ID: AttributeValue {
    /// A namespace is written without its identifier, which changes with every run.
    package var attributeDescription: String { "namespace" }
}

extension Namespace: ViewInputComparable {
    /// A namespace is the view's own, like its state: it never makes the view "changed".
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
