// Animations and transitions. The engine does not animate: state changes take effect at
// once, `withAnimation` runs its body at once, and the modifiers are recorded.

/// The way a view changes over time.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
/// Circle().scaleEffect(scale).animation(.spring(), value: scale)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The animation as it was written, such as `easeInOut(duration: 0.3)`.
    ///
    /// ```swift
    /// Animation.easeIn.delay(1).description   // "easeIn.delay(1)"
    /// ```
    public var description: String { name }

    private func adding(_ suffix: String) -> Animation { Animation(name: name + suffix) }

    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// An animation at a constant speed.
    public static let linear = Animation(name: "linear")
    /// An animation that starts slowly.
    public static let easeIn = Animation(name: "easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Animation(name: "easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring with a predefined duration and some bounce.
    public static let bouncy = Animation(name: "bouncy")
    /// A smooth spring without bounce.
    public static let smooth = Animation(name: "smooth")
    /// A spring with a predefined duration and a small bounce.
    public static let snappy = Animation(name: "snappy")
    /// A spring with the default parameters.
    public static let spring = Animation(name: "spring")
    /// A spring for interactive changes.
    public static let interactiveSpring = Animation(name: "interactiveSpring")

    /// An animation at a constant speed for `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.linear(duration: 2)) { progress = 1 }
    /// ```
    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear(duration: \(duration.attributeDescription))") }
    /// An ease-in animation lasting `duration` seconds.
    ///
    /// ```swift
    /// .animation(.easeIn(duration: 0.2), value: isOn)
    /// ```
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn(duration: \(duration.attributeDescription))") }
    /// An ease-out animation lasting `duration` seconds.
    ///
    /// ```swift
    /// .animation(.easeOut(duration: 0.2), value: isOn)
    /// ```
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut(duration: \(duration.attributeDescription))") }
    /// An ease-in-out animation lasting `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
    /// ```
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut(duration: \(duration.attributeDescription))") }
    /// A spring animation.
    ///
    /// ```swift
    /// withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { offset = 0 }
    /// ```
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: "spring(response: \(response.attributeDescription), dampingFraction: \(dampingFraction.attributeDescription))")
    }
    /// A spring animation with a duration and bounce.
    ///
    /// ```swift
    /// withAnimation(.spring(duration: 0.4, bounce: 0.3)) { isOn.toggle() }
    /// ```
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring(duration: \(duration.attributeDescription), bounce: \(bounce.attributeDescription))")
    }
    /// An interactive spring animation.
    ///
    /// ```swift
    /// .animation(.interactiveSpring(response: 0.3), value: dragOffset)
    /// ```
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: "interactiveSpring(response: \(response.attributeDescription))")
    }
    /// A bouncy spring of the given duration.
    ///
    /// ```swift
    /// withAnimation(.bouncy(duration: 0.4)) { scale = 1.2 }
    /// ```
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "bouncy(duration: \(duration.attributeDescription))")
    }
    /// A smooth spring of the given duration.
    ///
    /// ```swift
    /// withAnimation(.smooth(duration: 0.4)) { offset = 0 }
    /// ```
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "smooth(duration: \(duration.attributeDescription))")
    }
    /// A snappy spring of the given duration.
    ///
    /// ```swift
    /// withAnimation(.snappy(duration: 0.3)) { isOn.toggle() }
    /// ```
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "snappy(duration: \(duration.attributeDescription))")
    }

    /// The animation, started after `delay` seconds.
    ///
    /// ```swift
    /// .animation(.easeIn.delay(0.5), value: isShown)
    /// ```
    public func delay(_ delay: TimeInterval) -> Animation { adding(".delay(\(delay.attributeDescription))") }
    /// The animation, played at `speed` times its speed.
    ///
    /// ```swift
    /// .animation(.linear.speed(2), value: angle)
    /// ```
    public func speed(_ speed: Double) -> Animation { adding(".speed(\(speed.attributeDescription))") }
    /// The animation, repeated `repeatCount` times.
    ///
    /// ```swift
    /// .animation(.easeInOut.repeatCount(3), value: isShaking)
    /// ```
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { adding(".repeatCount(\(repeatCount))") }
    /// The animation, repeated forever.
    ///
    /// ```swift
    /// .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
    /// ```
    public func repeatForever(autoreverses: Bool = true) -> Animation { adding(".repeatForever") }
}

extension Animation: NamedAttributeValue {}

/// A transition used when a view is inserted or removed.
///
/// ```swift
/// if isShown { Banner().transition(.move(edge: .top).combined(with: .opacity)) }
/// ```
public struct AnyTransition: Sendable, CustomStringConvertible {
    let name: String

    /// The transition as it was written, such as `move(edge: top)`.
    ///
    /// ```swift
    /// AnyTransition.slide.description   // "slide"
    /// ```
    public var description: String { name }

    /// A transition that fades the view in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// A transition that slides the view in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition(name: "slide")
    /// A transition that scales the view.
    public static let scale = AnyTransition(name: "scale")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")

    /// A transition that scales the view by `scale` from `anchor`.
    ///
    /// ```swift
    /// .transition(.scale(scale: 0.8, anchor: .top))
    /// ```
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale(\(scale.attributeDescription))")
    }
    /// A transition that moves the view in from and out to `edge`.
    ///
    /// ```swift
    /// .transition(.move(edge: .bottom))
    /// ```
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(edge: \(edge))") }
    /// A transition that pushes the view in from `edge`.
    ///
    /// ```swift
    /// .transition(.push(from: .trailing))
    /// ```
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(from: \(edge))") }
    /// A transition that offsets the view.
    ///
    /// ```swift
    /// .transition(.offset(x: 0, y: 50))
    /// ```
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(name: "offset(x: \(x.attributeDescription), y: \(y.attributeDescription))")
    }
    /// A transition that offsets the view by a size.
    ///
    /// ```swift
    /// .transition(.offset(CGSize(width: 0, height: 50)))
    /// ```
    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }
    /// A transition with one effect when inserted and another when removed.
    ///
    /// ```swift
    /// .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
    /// ```
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(insertion: \(insertion), removal: \(removal))")
    }
    /// This transition combined with another.
    ///
    /// ```swift
    /// .transition(.slide.combined(with: .opacity))
    /// ```
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name).combined(with: \(other))") }
    /// This transition with an animation.
    ///
    /// ```swift
    /// .transition(.opacity.animation(.easeIn))
    /// ```
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension AnyTransition: AttributeValue {
    var attributeDescription: String { name }
    func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? AnyTransition)?.name == name }
}

/// The context of the current state-processing update.
///
/// ```swift
/// var transaction = Transaction(animation: .easeIn)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isOn.toggle() }
/// ```
public struct Transaction: Sendable {
    /// The animation of the update, if any.
    public var animation: Animation?
    /// Whether animations are disabled.
    public var disablesAnimations = false

    /// Creates a transaction.
    ///
    /// ```swift
    /// Transaction()
    /// ```
    public init() {}
    /// Creates a transaction with an animation.
    ///
    /// ```swift
    /// Transaction(animation: .default)
    /// ```
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` — at once: the engine does not animate, so the changes `body` makes take
/// effect in the next update as any other change does.
///
/// ```swift
/// Button("Toggle") {
///     withAnimation(.spring()) { isExpanded.toggle() }
/// }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` — at once, as ``withAnimation(_:_:)`` does — and calls `completion` after it.
///
/// ```swift
/// withAnimation(.easeOut, completionCriteria: .logicallyComplete) { offset = 0 } completion: { isSettled = true }
/// ```
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    defer { completion() }
    return try body()
}

/// Runs `body` with a transaction — at once.
///
/// ```swift
/// withTransaction(Transaction(animation: nil)) { isOn = false }
/// ```
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as complete.
///
/// ```swift
/// withAnimation(.default, completionCriteria: .removed) { ... } completion: { ... }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation has logically finished.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has been removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// How the content of a view changes when it is replaced, such as a number counting up.
///
/// ```swift
/// Text("\(score)").contentTransition(.numericText())
/// ```
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// No transition.
    public static let identity = ContentTransition(name: "identity")
    /// A fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// An interpolation between the two contents.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// A transition for numbers that roll.
    ///
    /// ```swift
    /// Text("\(count)").contentTransition(.numericText())
    /// ```
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A transition for numbers that roll toward `value`.
    ///
    /// ```swift
    /// Text("\(count)").contentTransition(.numericText(value: Double(count)))
    /// ```
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension ContentTransition: NamedAttributeValue {}

extension View {
    /// Applies an animation to this view when `value` changes; recorded, not played.
    ///
    /// ```swift
    /// Circle().scaleEffect(isOn ? 1.5 : 1).animation(.spring(), value: isOn)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AttributeModifier> { attribute("animation", animation) }

    /// Applies an animation to every change of this view (deprecated in SwiftUI); recorded.
    ///
    /// ```swift
    /// Circle().offset(x: x).animation(.easeIn)
    /// ```
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AttributeModifier> { attribute("animation", animation) }

    /// Associates a transition with this view, used when it is inserted or removed; recorded.
    ///
    /// ```swift
    /// if isShown { Banner().transition(.slide) }
    /// ```
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _AttributeModifier> { attribute("transition", t) }

    /// Sets how this view's content changes when it is replaced; recorded.
    ///
    /// ```swift
    /// Text("\(score)").contentTransition(.numericText())
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _AttributeModifier> { attribute("contentTransition", transition) }

    /// Changes the transaction of the updates in this view; `transform` is not called.
    ///
    /// ```swift
    /// Text("Static").transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _AttributeModifier> { attribute("transaction") }

    /// Matches the geometry of views with the same `id` in a namespace; recorded.
    ///
    /// ```swift
    /// @Namespace var namespace
    /// Circle().matchedGeometryEffect(id: "dot", in: namespace)
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                     anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("matchedGeometryEffect", String(describing: id))
    }
}

/// The properties a matched geometry effect matches.
///
/// ```swift
/// .matchedGeometryEffect(id: "card", in: namespace, properties: .position)
/// ```
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates properties from their raw value.
    ///
    /// ```swift
    /// MatchedGeometryProperties(rawValue: 1)   // .position
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
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
    ///
    /// ```swift
    /// let id: Namespace.ID = namespace
    /// ```
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    private let id = ID(value: UUID())

    /// Creates a namespace.
    ///
    /// ```swift
    /// @Namespace var namespace
    /// ```
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: ID { id }
}

extension Namespace: ViewInputComparable {
    /// A namespace is the view's own, like its state: it never makes the view "changed".
    static func _isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
