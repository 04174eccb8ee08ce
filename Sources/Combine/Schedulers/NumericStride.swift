/// A scheduler stride that is one number, its `magnitude` — `DispatchQueue`'s in
/// nanoseconds, `RunLoop`'s and `OperationQueue`'s in seconds, `ImmediateScheduler`'s
/// without a unit — and so compares, adds, subtracts and multiplies as that number.
///
/// ```swift
/// RunLoop.SchedulerTimeType.Stride(0.25) + .milliseconds(250)   // 0.5 s
/// ```
protocol NumericStride: Comparable, SignedNumeric where Magnitude: Comparable & SignedNumeric {
    /// The number the stride is.
    var magnitude: Magnitude { get }
    /// The stride that is `magnitude`.
    init(magnitude: Magnitude)
}

extension NumericStride {
    /// Whether `lhs` is the shorter stride.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    /// The product of two strides' magnitudes.
    public static func * (lhs: Self, rhs: Self) -> Self { Self(magnitude: lhs.magnitude * rhs.magnitude) }
    /// Multiplies a stride in place.
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    /// The sum of two strides.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(magnitude: lhs.magnitude + rhs.magnitude) }
    /// Adds to a stride in place.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// The difference of two strides.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(magnitude: lhs.magnitude - rhs.magnitude) }
    /// Subtracts from a stride in place.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
}
