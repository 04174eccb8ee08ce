import Foundation

/// A time's numerator: the number of ticks (`CMTime.value`).
public typealias CMTimeValue = Int64
/// A time's denominator: ticks per second (`CMTime.timescale`).
public typealias CMTimeScale = Int32
/// Which epoch (loop, segment) a time belongs to (`CMTime.epoch`).
public typealias CMTimeEpoch = Int64

/// What a ``CMTime`` is: valid, rounded, or one of the non-numeric times.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: UInt32
    /// Flags with the bits of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The time is valid; without it the time is ``CMTime/invalid``.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The time was rounded when it was made or converted.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// The time is positive infinity.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// The time is negative infinity.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// The time is not known (the duration of a live stream).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that make a time non-numeric.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time as a rational number, `value / timescale` seconds, as Core Media represents
/// media times: exact where a `Double` of seconds would not be.
///
/// ```swift
/// let time = CMTime(value: 3, timescale: 2)                        // 1.5 s
/// CMTime(seconds: 1.5, preferredTimescale: 600) == time            // true: same time
/// (time + CMTime(value: 1, timescale: 3)).seconds                  // 1.8333…
/// ```
///
/// Two times are equal when they stand for the same time, whatever their timescales;
/// invalid, indefinite and infinite times compare as Core Media orders them (invalid
/// times are equal to each other and less than any valid time; negative infinity is
/// less, and positive infinity and indefinite greater, than any numeric time).
public struct CMTime: Sendable, Hashable, Comparable {
    /// The number of ticks.
    public var value: CMTimeValue
    /// Ticks per second.
    public var timescale: CMTimeScale
    /// Whether the time is valid, rounded, infinite or indefinite.
    public var flags: CMTimeFlags
    /// The time's epoch (0 unless a loop or segment counts them).
    public var epoch: CMTimeEpoch

    /// A time of every field.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds (valid, epoch 0): `CMTimeMake(value:timescale:)`.
    /// A timescale of 0 or less makes an invalid time.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` at `preferredTimescale`, rounded to the nearest tick:
    /// `CMTimeMakeWithSeconds`. NaN makes an invalid time; infinities the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let ticks = (seconds * Double(preferredTimescale)).rounded()
            let exact = ticks == seconds * Double(preferredTimescale)
            let clamped = Swift.min(Swift.max(ticks, Double(Int64.min)), Double(Int64.max).nextDown)
            self.init(value: CMTimeValue(clamped), timescale: preferredTimescale,
                      flags: exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
        }
    }

    /// Zero seconds (`kCMTimeZero`).
    public static let zero = CMTime(value: 0, timescale: 1)
    /// The invalid time (`kCMTimeInvalid`): all fields zero.
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// A time that is not known (`kCMTimeIndefinite`): a live stream's duration.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Positive infinity (`kCMTimePositiveInfinity`).
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Negative infinity (`kCMTimeNegativeInfinity`).
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Whether the time is valid (``CMTimeFlags/valid``).
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is a number of seconds: valid, and neither infinite nor indefinite.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    /// Whether the time was rounded.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds (`CMTimeGetSeconds`): NaN for an invalid or indefinite time,
    /// ±infinity for the infinite times.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The time converted to `newTimescale`, rounded half away from zero
    /// (`CMTimeConvertScale` with the default rounding).
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod = .default) -> CMTime {
        guard isNumeric, newTimescale > 0 else { return self }
        let product = Double(value) * Double(newTimescale) / Double(timescale)
        let ticks: Double
        switch method {
        case .roundTowardZero, .quickTime: ticks = product.rounded(.towardZero)
        case .roundAwayFromZero: ticks = product.rounded(.awayFromZero)
        case .roundTowardPositiveInfinity: ticks = product.rounded(.up)
        case .roundTowardNegativeInfinity: ticks = product.rounded(.down)
        default: ticks = product.rounded(.toNearestOrAwayFromZero)
        }
        guard let value = CMTimeValue(exactly: ticks) else { return ticks < 0 ? .negativeInfinity : .positiveInfinity }
        return CMTime(value: value, timescale: newTimescale,
                      flags: ticks == product ? flags : flags.union(.hasBeenRounded), epoch: epoch)
    }

    /// An order of the kinds of times: invalid, −∞, numbers, +∞ and indefinite.
    private var rank: Int {
        if !isValid { return 0 }
        if isNegativeInfinity { return 1 }
        if isNumeric { return 2 }
        return isPositiveInfinity ? 3 : 4
    }

    /// `-1`, `0` or `1` as `time1` is less than, equal to or greater than `time2`
    /// (`CMTimeCompare`).
    static func compare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
        if time1.rank != time2.rank { return time1.rank < time2.rank ? -1 : 1 }
        guard time1.rank == 2 else { return 0 }
        if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
        // value1 / scale1 against value2 / scale2, without overflow.
        let left = time1.value.multipliedFullWidth(by: Int64(time2.timescale))
        let right = time2.value.multipliedFullWidth(by: Int64(time1.timescale))
        if left.high != right.high { return left.high < right.high ? -1 : 1 }
        if left.low != right.low { return left.low < right.low ? -1 : 1 }
        return 0
    }

    /// Whether the two times stand for the same time (`CMTimeCompare` is 0).
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) == 0 }

    /// Whether `lhs` comes before `rhs` in Core Media's order.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) < 0 }

    /// Hashes the time as it compares: equal times hash alike whatever their timescale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        guard rank == 2 else { return }
        let divisor = gcd(value.magnitude, UInt64(timescale))
        hasher.combine(value / Int64(divisor))
        hasher.combine(Int64(timescale) / Int64(divisor))
        hasher.combine(epoch)
    }

    /// The sum (`CMTimeAdd`): at the least common multiple of the timescales when it fits,
    /// else at the larger timescale, rounded. Invalid if either is, or for +∞ + −∞;
    /// infinite or indefinite if either is.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { combine(lhs, rhs, subtracting: false) }

    /// The difference (`CMTimeSubtract`), by the rules of ``+(_:_:)``.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { combine(lhs, rhs, subtracting: true) }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }

    /// The time `multiplier` times as long (`CMTimeMultiply`).
    public static func * (time: CMTime, multiplier: Int32) -> CMTime {
        guard time.isNumeric else { return time }
        let (product, overflow) = time.value.multipliedReportingOverflow(by: Int64(multiplier))
        if overflow { return (multiplier < 0) != (time.value < 0) ? .negativeInfinity : .positiveInfinity }
        return CMTime(value: product, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
    }

    /// The time `multiplier` times as long (`CMTimeMultiplyByFloat64`), at the time's
    /// timescale, rounded; a product too large for the timescale is infinite, and a NaN
    /// multiplier makes an invalid time.
    public static func * (time: CMTime, multiplier: Float64) -> CMTime {
        guard time.isNumeric else { return time }
        let product = Double(time.value) * multiplier
        if product.isNaN { return .invalid }
        guard let value = CMTimeValue(exactly: product.rounded()) else { return product < 0 ? .negativeInfinity : .positiveInfinity }
        return CMTime(value: value, timescale: time.timescale,
                      flags: product.rounded() == product ? time.flags : time.flags.union(.hasBeenRounded), epoch: time.epoch)
    }

    /// The time `multiplier` times as long.
    public static func * (multiplier: Int32, time: CMTime) -> CMTime { time * multiplier }

    /// The negated time.
    public static prefix func - (time: CMTime) -> CMTime {
        if time.isPositiveInfinity { return .negativeInfinity }
        if time.isNegativeInfinity { return .positiveInfinity }
        guard time.isNumeric else { return time }
        return CMTime(value: -time.value, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
    }

    private static func combine(_ lhs: CMTime, _ rhs: CMTime, subtracting: Bool) -> CMTime {
        let rhs = subtracting ? -rhs : rhs
        guard lhs.isValid, rhs.isValid else { return .invalid }
        if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
        if lhs.isPositiveInfinity || rhs.isPositiveInfinity {
            return lhs.isNegativeInfinity || rhs.isNegativeInfinity ? .invalid : .positiveInfinity
        }
        if lhs.isNegativeInfinity || rhs.isNegativeInfinity { return .negativeInfinity }
        let divisor = Int64(gcd(UInt64(lhs.timescale), UInt64(rhs.timescale)))
        let common = Int64(lhs.timescale) / divisor * Int64(rhs.timescale)
        let rounded = lhs.flags.union(rhs.flags).intersection(.hasBeenRounded)
        if common <= Int64(Int32.max) {
            let (left, leftOverflow) = lhs.value.multipliedReportingOverflow(by: common / Int64(lhs.timescale))
            let (right, rightOverflow) = rhs.value.multipliedReportingOverflow(by: common / Int64(rhs.timescale))
            let (sum, sumOverflow) = left.addingReportingOverflow(right)
            if !leftOverflow, !rightOverflow, !sumOverflow {
                return CMTime(value: sum, timescale: CMTimeScale(common), flags: CMTimeFlags.valid.union(rounded), epoch: lhs.epoch)
            }
        }
        let scale = Swift.max(lhs.timescale, rhs.timescale)
        let seconds = lhs.seconds + rhs.seconds
        var result = CMTime(seconds: seconds, preferredTimescale: scale)
        result.flags.insert(.hasBeenRounded)
        result.epoch = lhs.epoch
        return result
    }
}

/// How a conversion to another timescale rounds (``CMTime/convertScale(_:method:)``).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    /// Half away from zero.
    case roundHalfAwayFromZero = 1
    /// Toward zero (truncation).
    case roundTowardZero = 2
    /// Away from zero.
    case roundAwayFromZero = 3
    /// Toward zero when shrinking the timescale, away from zero when growing it; here,
    /// toward zero.
    case quickTime = 4
    /// Toward positive infinity.
    case roundTowardPositiveInfinity = 5
    /// Toward negative infinity.
    case roundTowardNegativeInfinity = 6

    /// The default: half away from zero.
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// The greatest common divisor of two magnitudes (1 for two zeros).
private func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a == 0 ? 1 : a
}

/// `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `seconds` at `preferredTimescale`, rounded to the nearest tick.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (NaN for invalid and indefinite times).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// `-1`, `0` or `1` as `time1` is less than, equal to or greater than `time2`.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { CMTime.compare(time1, time2) }

/// The sum of two times.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }

/// The difference of two times.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }

/// The time `multiplier` times as long.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime { time * multiplier }

/// The time `multiplier` times as long, rounded at the time's timescale.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime { time * multiplier }

/// The later of two times.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { Swift.max(time1, time2) }

/// The earlier of two times.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { Swift.min(time1, time2) }

/// The time without its sign.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime { time < .zero ? -time : time }

/// The time converted to `newTimescale`, rounded by `method`.
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}

/// Zero seconds.
public let kCMTimeZero = CMTime.zero
/// The invalid time.
public let kCMTimeInvalid = CMTime.invalid
/// The indefinite time.
public let kCMTimeIndefinite = CMTime.indefinite
/// Positive infinity.
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
/// Negative infinity.
public let kCMTimeNegativeInfinity = CMTime.negativeInfinity
