#if !canImport(Darwin)
import Foundation

/// Whether a value interpolated into a log message is shown or redacted — `os`'s
/// `OSLogPrivacy`.
///
/// ```swift
/// logger.info("User \(user.email, privacy: .private) signed in after \(attempts) tries")
/// // the log shows: User <private> signed in after 2 tries
/// ```
///
/// The log keeps a message as it is stored on a device, where no debugger is attached:
/// private values are replaced by `<private>`, or by `<mask.hash: '…'>` with a hash
/// mask. With ``auto`` (the default), the system decides as Apple's documentation says:
/// strings and other objects are private, numbers and Booleans public.
public struct OSLogPrivacy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }

    let kind: Kind
    let mask: Mask

    /// How a redacted value is replaced.
    public struct Mask: Hashable, Sendable {
        let isHash: Bool
        /// No mask: `<private>`.
        public static let none = Mask(isHash: false)
        /// A hash of the value: `<mask.hash: '…'>`, the same for equal values, so
        /// messages can be correlated without showing the value.
        public static let hash = Mask(isHash: true)
    }

    /// The system decides: dynamic strings and objects are private, scalars public.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// The value is shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// The value is redacted.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// The value is redacted, and is sensitive even in debug output.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// The system decides, masking what it redacts with `mask`.
    ///
    /// ```swift
    /// logger.info("\(token, privacy: .auto(mask: .hash))")
    /// ```
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// The value is redacted with `mask`.
    ///
    /// ```swift
    /// logger.info("\(account, privacy: .private(mask: .hash))")
    /// ```
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// The value is redacted with `mask`, and is sensitive.
    ///
    /// ```swift
    /// logger.info("\(ssn, privacy: .sensitive(mask: .hash))")
    /// ```
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// `value` as the log stores it under this privacy, where `isScalar` says whether the
    /// value is a number or a Boolean (public under ``auto``).
    func stored(_ value: String, isScalar: Bool) -> String {
        switch kind {
        case .public: return value
        case .auto where isScalar: return value
        case .auto, .private, .sensitive:
            return mask.isHash ? "<mask.hash: '\(Self.hash(value))'>" : "<private>"
        }
    }

    /// A stable hash of `value` (FNV-1a, 64 bits), base64-encoded as the log writes a mask.
    private static func hash(_ value: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: hash >> (56 - 8 * $0)) }
        return Data(bytes).base64EncodedString()
    }
}
#endif
