/// A type that describes how to animate a property of a view.
///
/// ```swift
/// struct Wave: Shape {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
///     func path(in rect: CGRect) -> Path { Path(rect) }
/// }
/// ```
///
/// The engine does not animate: the property is kept for source compatibility.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data to animate.
    ///
    /// ```swift
    /// Rectangle().animatableData   // EmptyAnimatableData()
    /// ```
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A type with values that support addition and scalar multiplication.
///
/// ```swift
/// var pair = AnimatablePair(1.0, 2.0)
/// pair.scale(by: 2)
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    /// ```swift
    /// var x = 2.0; x.scale(by: 3)   // 6
    /// ```
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    ///
    /// ```swift
    /// 3.0.magnitudeSquared   // 9
    /// ```
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    /// ```swift
    /// var x: Float = 2; x.scale(by: 3)   // 6
    /// ```
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    ///
    /// ```swift
    /// Float(3).magnitudeSquared   // 9
    /// ```
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    ///
    /// ```swift
    /// var x: CGFloat = 2; x.scale(by: 3)   // 6
    /// ```
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    ///
    /// ```swift
    /// CGFloat(3).magnitudeSquared   // 9
    /// ```
    public var magnitudeSquared: Double { Double(self * self) }
}

/// An empty type for animatable data.
///
/// ```swift
/// EmptyAnimatableData() + EmptyAnimatableData()
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates empty data.
    ///
    /// ```swift
    /// EmptyAnimatableData()
    /// ```
    public init() {}
    /// Empty data.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Empty data.
    ///
    /// ```swift
    /// EmptyAnimatableData() + EmptyAnimatableData()
    /// ```
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Empty data.
    ///
    /// ```swift
    /// EmptyAnimatableData() - EmptyAnimatableData()
    /// ```
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Does nothing.
    ///
    /// ```swift
    /// var data = EmptyAnimatableData(); data.scale(by: 2)
    /// ```
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///     get { AnimatablePair(start, end) }
///     set { (start, end) = (newValue.first, newValue.second) }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair.
    ///
    /// ```swift
    /// AnimatablePair(1.0, 2.0)
    /// ```
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The sum, component by component.
    ///
    /// ```swift
    /// AnimatablePair(1.0, 2.0) + AnimatablePair(1.0, 1.0)   // (2, 3)
    /// ```
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The difference, component by component.
    ///
    /// ```swift
    /// AnimatablePair(2.0, 2.0) - AnimatablePair(1.0, 1.0)   // (1, 1)
    /// ```
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both values.
    ///
    /// ```swift
    /// var pair = AnimatablePair(1.0, 2.0); pair.scale(by: 2)   // (2, 4)
    /// ```
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of the squares of both values.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
