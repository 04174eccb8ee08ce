extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the
    /// subscription — Combine's `Subscribers.Demand`.
    ///
    /// ```swift
    /// subscription.request(.max(1))          // one value
    /// subscription.request(.unlimited)       // every value
    /// return .none                           // from receive(_:): no more than asked
    /// ```
    ///
    /// Demands add up: a subscriber that asked for `.max(1)` and returns `.max(2)` from
    /// `receive(_:)` may get two more. `.unlimited` plus or minus anything stays
    /// `.unlimited`; subtracting below zero gives `.none` (`.max(0)`).
    @frozen
    public struct Demand: Equatable, Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The number of values, `UInt.max` for unlimited.
        @usableFromInline let rawValue: UInt

        @inlinable init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A request for as many values as the publisher can produce.
        ///
        /// ```swift
        /// subscription.request(.unlimited)
        /// ```
        public static let unlimited = Demand(rawValue: .max)

        /// A request for no elements from the publisher: `.max(0)`.
        ///
        /// ```swift
        /// func receive(_ input: Int) -> Subscribers.Demand { .none }
        /// ```
        public static let none = Demand(rawValue: 0)

        /// Creates a demand for the given maximum number of elements.
        ///
        /// ```swift
        /// subscription.request(.max(3))
        /// ```
        ///
        /// The publisher is free to send fewer than the requested maximum number of
        /// elements. A negative value is a programming error: Combine stops the program;
        /// here it is the same as `.none`.
        @inlinable
        public static func max(_ value: Int) -> Demand {
            Demand(rawValue: value <= 0 ? 0 : UInt(value))
        }

        /// The number of requested values, `nil` if the demand is unlimited.
        ///
        /// ```swift
        /// Subscribers.Demand.max(3).max   // 3
        /// ```
        @inlinable
        public var max: Int? { rawValue == .max ? nil : Int(rawValue) }

        /// `unlimited` or `max(n)`.
        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        // MARK: Arithmetic

        /// Returns the result of adding two demands; anything plus `.unlimited` is
        /// `.unlimited`.
        ///
        /// ```swift
        /// Subscribers.Demand.max(1) + .max(2)   // .max(3)
        /// ```
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum == .max ? .unlimited : Demand(rawValue: sum)
        }

        /// Adds two demands and assigns the result to the first.
        ///
        /// ```swift
        /// demand += .max(1)
        /// ```
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Returns the result of adding an integer to a demand.
        ///
        /// ```swift
        /// Subscribers.Demand.max(1) + 2   // .max(3)
        /// ```
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs >= 0 ? lhs + .max(rhs) : lhs - .max(-rhs)
        }

        /// Adds an integer to a demand and assigns the result to the demand.
        ///
        /// ```swift
        /// demand += 1
        /// ```
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Returns the result of subtracting one demand from another.
        ///
        /// When subtracting any value (including `.unlimited`) from `.unlimited`, the result
        /// is still `.unlimited`. Subtracting `.unlimited` from any other value results in
        /// `.max(0)`; a result below zero is `.max(0)`.
        ///
        /// ```swift
        /// Subscribers.Demand.max(3) - .max(1)   // .max(2)
        /// ```
        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.rawValue >= rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        /// Subtracts one demand from another and assigns the result to the first.
        ///
        /// ```swift
        /// demand -= .max(1)
        /// ```
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Returns the result of subtracting an integer from a demand; `.unlimited` stays
        /// `.unlimited`, a result below zero is `.max(0)`.
        ///
        /// ```swift
        /// Subscribers.Demand.max(3) - 1   // .max(2)
        /// ```
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs >= 0 ? lhs - .max(rhs) : lhs + .max(-rhs)
        }

        /// Subtracts an integer from a demand and assigns the result to the demand.
        ///
        /// ```swift
        /// demand -= 1
        /// ```
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Returns the result of multiplying a demand by an integer; `.unlimited` stays
        /// `.unlimited`.
        ///
        /// ```swift
        /// Subscribers.Demand.max(2) * 3   // .max(6)
        /// ```
        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            guard rhs > 0 else { return .none }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow || product == .max ? .unlimited : Demand(rawValue: product)
        }

        /// Multiplies a demand by an integer and assigns the result to the demand.
        ///
        /// ```swift
        /// demand *= 2
        /// ```
        @inlinable
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        // MARK: Comparison

        /// Whether `lhs` asks for fewer values than `rhs`; `.unlimited` is the greatest.
        ///
        /// ```swift
        /// Subscribers.Demand.max(1) < .unlimited   // true
        /// ```
        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the demand is exactly the number `rhs` (never true for `.unlimited`).
        ///
        /// ```swift
        /// demand == 0
        /// ```
        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs != .unlimited && rhs >= 0 && lhs.rawValue == UInt(rhs) }

        /// Whether the demand is not exactly the number `rhs`.
        ///
        /// ```swift
        /// demand != 0
        /// ```
        @inlinable
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }

        /// Whether the number `lhs` is exactly the demand.
        ///
        /// ```swift
        /// 0 == demand
        /// ```
        @inlinable
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }

        /// Whether the number `lhs` is not exactly the demand.
        ///
        /// ```swift
        /// 0 != demand
        /// ```
        @inlinable
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs != lhs }

        /// Whether the demand is less than the number (`.unlimited` never is).
        ///
        /// ```swift
        /// demand < 1
        /// ```
        @inlinable
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs != .unlimited && (rhs > 0 && lhs.rawValue < UInt(rhs)) }

        /// Whether the demand is greater than the number (`.unlimited` always is).
        ///
        /// ```swift
        /// demand > 0
        /// ```
        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs == .unlimited || rhs < 0 || lhs.rawValue > UInt(rhs) }

        /// Whether the demand is at most the number.
        ///
        /// ```swift
        /// demand <= 0
        /// ```
        @inlinable
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }

        /// Whether the demand is at least the number.
        ///
        /// ```swift
        /// demand >= 1
        /// ```
        @inlinable
        public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }

        /// Whether the number is less than the demand.
        ///
        /// ```swift
        /// 0 < demand
        /// ```
        @inlinable
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }

        /// Whether the number is greater than the demand.
        ///
        /// ```swift
        /// 1 > demand
        /// ```
        @inlinable
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }

        /// Whether the number is at most the demand.
        ///
        /// ```swift
        /// 1 <= demand
        /// ```
        @inlinable
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }

        /// Whether the number is at least the demand.
        ///
        /// ```swift
        /// 0 >= demand
        /// ```
        @inlinable
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }

        // MARK: Codable

        /// Creates a demand from its encoded number of values.
        ///
        /// ```swift
        /// let demand = try JSONDecoder().decode(Subscribers.Demand.self, from: data)
        /// ```
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(UInt.self)
        }

        /// Encodes the demand as its number of values (`UInt.max` for unlimited).
        ///
        /// ```swift
        /// let data = try JSONEncoder().encode(Subscribers.Demand.max(2))
        /// ```
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}

extension Subscribers.Demand {
    /// One value fewer, for a publisher that just delivered one (`.unlimited` stays).
    @inlinable
    mutating func consumeOne() {
        if rawValue != .max && rawValue > 0 { self = Subscribers.Demand(rawValue: rawValue - 1) }
    }
}
