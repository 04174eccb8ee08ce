import Foundation

// Security's API speaks Core Foundation's types. On Apple's platforms they are toll-free
// bridged with Foundation's (`query as CFDictionary`, `kSecClass as String`); on Linux
// CoreFoundation's types do not bridge, so here each is the Swift or Foundation type it
// bridges with, under its Core Foundation name, and an app's unchanged Keychain code
// compiles and behaves: a `CFString` is a `String`, a `CFDictionary` an `NSDictionary`
// (a `[String: Any]` converts to it with `as`), a `CFBoolean` an `NSNumber`.

/// Core Foundation's string: a Swift `String` here (toll-free bridged on Apple's platforms).
public typealias CFString = String
/// Core Foundation's dictionary: Foundation's `NSDictionary` (`query as CFDictionary`).
public typealias CFDictionary = NSDictionary
/// Core Foundation's array: Foundation's `NSArray`.
public typealias CFArray = NSArray
/// Core Foundation's data: Foundation's `NSData`.
public typealias CFData = NSData
/// Core Foundation's date: Foundation's `NSDate`.
public typealias CFDate = NSDate
/// Core Foundation's number: Foundation's `NSNumber`.
public typealias CFNumber = NSNumber
/// Core Foundation's Boolean: an `NSNumber` holding `true` or `false`.
public typealias CFBoolean = NSNumber
/// Core Foundation's error: Foundation's `NSError`.
public typealias CFError = NSError
/// The domain of a ``CFError``.
public typealias CFErrorDomain = CFString
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// A Core Foundation index or count.
public typealias CFIndex = Int
/// Core Foundation's bit flags.
public typealias CFOptionFlags = UInt

/// `true` as Core Foundation writes it in a query (`query[kSecReturnData] = kCFBooleanTrue`).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// `false` as Core Foundation writes it in a query.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// A Core Foundation allocator: memory is Swift's here, so every allocator is the default.
public final class CFAllocator: Sendable {
    init() {}
}

/// The default allocator (``SecAccessControlCreateWithFlags(_:_:_:_:)``'s first argument).
public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

/// The domain of `error`.
public func CFErrorGetDomain(_ error: CFError!) -> CFErrorDomain! { error.domain }

/// The code of `error`.
public func CFErrorGetCode(_ error: CFError!) -> CFIndex { error.code }

/// The user info of `error`, as a dictionary.
public func CFErrorCopyUserInfo(_ error: CFError!) -> CFDictionary! { error.userInfo as NSDictionary }

/// The description of `error` for the person.
public func CFErrorCopyDescription(_ error: CFError!) -> CFString! { error.localizedDescription }
