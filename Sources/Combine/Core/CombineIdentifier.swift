/// A unique identifier for identifying publisher streams — Combine's `CombineIdentifier`.
///
/// ```swift
/// let id = CombineIdentifier()          // a new one
/// let same = CombineIdentifier(object)  // the object's identity
/// ```
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    /// Creates a unique Combine identifier.
    ///
    /// ```swift
    /// let combineIdentifier = CombineIdentifier()
    /// ```
    public init() {
        rawValue = IdentifierCounter.shared.next()
    }

    /// Creates a Combine identifier, using the bit pattern of the provided object.
    ///
    /// ```swift
    /// CombineIdentifier(self)
    /// ```
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
    }

    /// The identifier as hexadecimal digits, such as `0x7f8a1c0`.
    public var description: String { "0x\(String(rawValue, radix: 16))" }
}

/// The source of ``CombineIdentifier``s that name no object: numbers counted up from one,
/// with the top bit set so that they never equal an object's address.
/// Invariant (`@unchecked Sendable`): `last` is read and incremented only under `lock`.
final class IdentifierCounter: @unchecked Sendable {
    static let shared = IdentifierCounter()
    private let lock = Lock()
    /// invariant: read and incremented only under `lock`, so every call of `next()`
    /// returns a distinct value.
    private var last: UInt64 = 1 << 63

    func next() -> UInt64 {
        lock.withLock {
            last &+= 1
            return last
        }
    }
}

/// A protocol for uniquely identifying publisher streams — Combine's
/// `CustomCombineIdentifierConvertible`.
///
/// ```swift
/// final class Logger: Subscriber { ... }   // a class gets `combineIdentifier` for free
/// ```
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity as a ``CombineIdentifier``.
    ///
    /// ```swift
    /// sink.combineIdentifier == CombineIdentifier(sink)   // true
    /// ```
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
