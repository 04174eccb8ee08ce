#if !canImport(Darwin)
// Core Foundation's type identity, which Foundation re-exports on Apple's platforms: a
// file asks `CFGetTypeID(value) == CFBooleanGetTypeID()` to tell a JSON boolean from a
// number (both arrive as `NSNumber`). Linux's Foundation keeps Core Foundation to itself
// (checked with Swift 6.3.1: "cannot find type 'CFTypeRef' in scope"), so the engine
// declares the names and reads the type off the Foundation object, as Core Foundation
// does: corelibs' JSON reader and `true as AnyObject` both give its boolean class.
import Foundation

/// A reference to any Core Foundation object: on Apple's platforms, as here, `AnyObject`.
///
/// ```swift
/// if let value = claim as CFTypeRef?, CFGetTypeID(value) == CFBooleanGetTypeID() { … }
/// ```
public typealias CFTypeRef = AnyObject

/// An integer that identifies a Core Foundation opaque type. Apple: "your code should not
/// rely on stored or hard-coded type IDs"; compare with a `…GetTypeID()` function's.
///
/// ```swift
/// let type: CFTypeID = CFGetTypeID(value)
/// ```
public typealias CFTypeID = UInt

/// The identifier of the opaque type `cf` belongs to: a boolean's is
/// ``CFBooleanGetTypeID()`` (not ``CFNumberGetTypeID()``), a string's
/// ``CFStringGetTypeID()``, an array's ``CFArrayGetTypeID()``, a dictionary's
/// ``CFDictionaryGetTypeID()``, `NSNull`'s ``CFNullGetTypeID()``; another object's is one
/// none of those is, and `nil`'s is 0 (where Apple's traps).
///
/// ```swift
/// let isBoolean = CFGetTypeID(json["admin"] as CFTypeRef?) == CFBooleanGetTypeID()
/// ```
public func CFGetTypeID(_ cf: CFTypeRef!) -> CFTypeID {
    guard let object = cf else { return 0 }
    switch object {
    case let number as NSNumber:
        return type(of: number) == type(of: NSNumber(value: true)) ? CFBooleanGetTypeID() : CFNumberGetTypeID()
    case is NSString: return CFStringGetTypeID()
    case is NSArray: return CFArrayGetTypeID()
    case is NSDictionary: return CFDictionaryGetTypeID()
    case is NSNull: return CFNullGetTypeID()
    default: return 1
    }
}

/// The type identifier of Core Foundation's booleans (`kCFBooleanTrue`, `kCFBooleanFalse`,
/// what a JSON `true` or `false` becomes).
///
/// ```swift
/// CFGetTypeID(true as CFTypeRef) == CFBooleanGetTypeID() // true
/// ```
public func CFBooleanGetTypeID() -> CFTypeID { 21 }

/// The type identifier of Core Foundation's numbers (not its booleans).
///
/// ```swift
/// CFGetTypeID(NSNumber(value: 1)) == CFNumberGetTypeID() // true
/// ```
public func CFNumberGetTypeID() -> CFTypeID { 22 }

/// The type identifier of Core Foundation's strings, mutable or not.
///
/// ```swift
/// CFGetTypeID("name" as CFTypeRef) == CFStringGetTypeID() // true
/// ```
public func CFStringGetTypeID() -> CFTypeID { 7 }

/// The type identifier of Core Foundation's arrays, mutable or not.
///
/// ```swift
/// CFGetTypeID([1, 2] as CFTypeRef) == CFArrayGetTypeID() // true
/// ```
public func CFArrayGetTypeID() -> CFTypeID { 19 }

/// The type identifier of Core Foundation's dictionaries, mutable or not.
///
/// ```swift
/// CFGetTypeID(["a": 1] as CFTypeRef) == CFDictionaryGetTypeID() // true
/// ```
public func CFDictionaryGetTypeID() -> CFTypeID { 18 }

/// The type identifier of Core Foundation's null (`kCFNull`, `NSNull`, a JSON `null`).
///
/// ```swift
/// CFGetTypeID(NSNull()) == CFNullGetTypeID() // true
/// ```
public func CFNullGetTypeID() -> CFTypeID { 16 }
#endif
