import Foundation

/// The result code of a Security function: `errSecSuccess` (0), or a negative error.
public typealias OSStatus = Int32

/// No error.
public let errSecSuccess: OSStatus = 0
/// The function or operation is not implemented (here: an item class or return type the
/// keychain does not keep, such as a key's reference).
public let errSecUnimplemented: OSStatus = -4
/// One or more parameters passed to the function were not valid.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The person cancelled the operation (an authentication prompt).
public let errSecUserCanceled: OSStatus = -128
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// Authentication failed.
public let errSecAuthFailed: OSStatus = -25293
/// The item already exists in the keychain.
public let errSecDuplicateItem: OSStatus = -25299
/// The item could not be found in the keychain.
public let errSecItemNotFound: OSStatus = -25300
/// The attribute does not exist.
public let errSecNoSuchAttr: OSStatus = -25303
/// Interaction with the person is not allowed (the device is locked, or the query said
/// not to ask).
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018

/// What each result code means, in the words of the system's error strings.
let securityMessages: [OSStatus: String] = [
    errSecSuccess: "No error.",
    errSecUnimplemented: "Function or operation not implemented.",
    errSecParam: "One or more parameters passed to a function were not valid.",
    errSecAllocate: "Failed to allocate memory.",
    errSecUserCanceled: "User canceled the operation.",
    errSecNotAvailable: "No keychain is available. You may need to restart your computer.",
    errSecAuthFailed: "The user name or passphrase you entered is not correct.",
    errSecDuplicateItem: "The specified item already exists in the keychain.",
    errSecItemNotFound: "The specified item could not be found in the keychain.",
    errSecNoSuchAttr: "The specified attribute does not exist.",
    errSecInteractionNotAllowed: "User interaction is not allowed.",
    errSecDecode: "Unable to decode the provided data.",
    errSecMissingEntitlement: "A required entitlement isn't present.",
]

/// A sentence that says what `status` means, or `nil` for a code the Security framework
/// does not return.
///
/// ```swift
/// SecCopyErrorMessageString(errSecItemNotFound, nil)
/// // "The specified item could not be found in the keychain."
/// ```
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    securityMessages[status]
}

/// An error in the `NSOSStatusErrorDomain` for `status`, with its message.
func securityError(_ status: OSStatus) -> NSError {
    NSError(domain: NSOSStatusErrorDomain, code: Int(status),
            userInfo: securityMessages[status].map { [NSLocalizedDescriptionKey: $0] } ?? [:])
}
