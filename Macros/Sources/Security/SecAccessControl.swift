import Foundation

/// What reading a keychain item takes: when it is readable (its accessibility) and the
/// authentication the person gives (``SecAccessControlCreateFlags``). Made by
/// ``SecAccessControlCreateWithFlags(_:_:_:_:)`` and given as ``kSecAttrAccessControl``.
public final class SecAccessControl: Sendable, CustomStringConvertible {
    /// The accessibility: one of the `kSecAttrAccessible…` values.
    public let protection: String
    /// The authentication reading the item's data takes.
    public let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }

    /// Whether reading the item's data asks the person to authenticate.
    var asksThePerson: Bool {
        !flags.intersection([.userPresence, .biometryAny, .biometryCurrentSet, .devicePasscode, .watch, .applicationPassword]).isEmpty
    }

    /// `<SecAccessControl ak; userPresence>`.
    public var description: String {
        let names: [(SecAccessControlCreateFlags, String)] = [
            (.userPresence, "userPresence"), (.biometryAny, "biometryAny"), (.biometryCurrentSet, "biometryCurrentSet"),
            (.devicePasscode, "devicePasscode"), (.watch, "watch"), (.or, "or"), (.and, "and"),
            (.privateKeyUsage, "privateKeyUsage"), (.applicationPassword, "applicationPassword"),
        ]
        let flagNames = names.filter { flags.contains($0.0) }.map(\.1)
        return "<SecAccessControl \(protection)\(flagNames.isEmpty ? "" : "; " + flagNames.joined(separator: ", "))>"
    }
}

/// The authentication an item's access control asks for, and how the conditions combine.
public struct SecAccessControlCreateFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: CFOptionFlags
    /// Flags with the bits of `rawValue`.
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    /// The person proves they are there: biometry, or the device passcode.
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    /// Any enrolled Touch ID or Face ID.
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// Any enrolled Touch ID finger (Apple's former name of ``biometryAny``).
    public static let touchIDAny = biometryAny
    /// The biometry enrolled now: a change of enrolment makes the item unreadable.
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The Touch ID fingers enrolled now (Apple's former name of ``biometryCurrentSet``).
    public static let touchIDCurrentSet = biometryCurrentSet
    /// The device passcode.
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    /// A paired Apple Watch.
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// Any one of the conditions.
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    /// Every condition.
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    /// A private key's use (the Secure Enclave's keys).
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    /// An application-provided password.
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

/// The accessibility values (``kSecAttrAccessible``) the keychain knows.
let accessibilityValues: Set<String> = [
    kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAlways,
    kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
    kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, kSecAttrAccessibleAlwaysThisDeviceOnly,
]

/// An access control of `protection` (one of the `kSecAttrAccessible…` values) and `flags`,
/// or `nil` with `error` set when `protection` is not one (``errSecParam``) or `or` and
/// `and` are both given.
///
/// ```swift
/// var error: Unmanaged<CFError>?
/// let access = SecAccessControlCreateWithFlags(kCFAllocatorDefault,
///     kSecAttrAccessibleWhenUnlockedThisDeviceOnly as CFTypeRef, .userPresence, &error)
/// ```
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef,
                                            _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    guard let protection = protection as? String, accessibilityValues.contains(protection),
          !flags.isSuperset(of: [.or, .and]) else {
        error?.pointee = Unmanaged.passRetained(securityError(errSecParam))
        return nil
    }
    return SecAccessControl(protection: protection, flags: flags)
}
