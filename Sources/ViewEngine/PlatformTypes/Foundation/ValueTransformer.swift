#if !canImport(Darwin)
// swift-corelibs-foundation has no ValueTransformer (checked with Swift 6.3.1: "cannot find
// type 'ValueTransformer' in scope"); Core Data apps register one by name for their
// transformable attributes.
import Foundation

/// The name a value transformer is registered under — Foundation's `NSValueTransformerName`.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// The name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// An abstract class for transforming one value into another — Foundation's
/// `ValueTransformer`. A subclass overrides
/// ``transformedValue(_:)`` (and, where it can, ``reverseTransformedValue(_:)``); apps
/// register one by name for Core Data's transformable attributes:
///
/// ```swift
/// ValueTransformer.setValueTransformer(ColorTransformer(), forName: NSValueTransformerName("ColorTransformer"))
/// ```
///
/// Invariant (`@unchecked Sendable`, as Foundation's): a transformer's one stored property,
/// the registered transformer it stands for, is set in `init` and never changed; the
/// registry is read and written under its lock.
open class ValueTransformer: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    /// Invariant: read and written only under `lock`.
    nonisolated(unsafe) private static var registry: [NSValueTransformerName: ValueTransformer] = [:]

    /// The registered transformer this one stands for (made by ``init(forName:)``).
    private let registered: ValueTransformer?

    /// A transformer.
    public override init() {
        registered = nil
        super.init()
    }

    /// Registers `transformer` under `name` (`nil` removes the one registered).
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        lock.withLock { registry[name] = transformer }
    }

    /// The transformer registered under `name`: it transforms as that one does; `nil` when
    /// none is registered.
    public init?(forName name: NSValueTransformerName) {
        guard let registered = ValueTransformer.lock.withLock({ ValueTransformer.registry[name] }) else { return nil }
        self.registered = registered
        super.init()
    }

    /// The names of the registered transformers.
    open class func valueTransformerNames() -> [NSValueTransformerName] {
        lock.withLock { Array(registry.keys) }.sorted { $0.rawValue < $1.rawValue }
    }

    /// The class of the values ``transformedValue(_:)`` returns.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether ``reverseTransformedValue(_:)`` is supported; `true` by default.
    open class func allowsReverseTransformation() -> Bool { true }

    /// `value` transformed; the base class returns it unchanged (or as the registered
    /// transformer it stands for transforms it).
    open func transformedValue(_ value: Any?) -> Any? {
        registered.map { $0.transformedValue(value) } ?? value
    }

    /// `value` transformed back; the base class returns it unchanged (or as the registered
    /// transformer it stands for does).
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        registered.map { $0.reverseTransformedValue(value) } ?? value
    }
}
#endif
