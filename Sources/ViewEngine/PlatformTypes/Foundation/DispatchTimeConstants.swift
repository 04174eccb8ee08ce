#if !canImport(Darwin)
// Dispatch's time constants, which Darwin's Dispatch module (imported by Foundation) gives
// Swift as `UInt64` values: apps sleep with them (`Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`).
// Linux's Dispatch module does not declare them (checked with Swift 6.3.1: "cannot find
// 'NSEC_PER_SEC' in scope").

/// Nanoseconds in one second: 1 000 000 000 (Dispatch's `NSEC_PER_SEC`).
///
/// ```swift
/// try await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)
/// ```
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }

/// Nanoseconds in one millisecond: 1 000 000 (Dispatch's `NSEC_PER_MSEC`).
///
/// ```swift
/// try await Task.sleep(nanoseconds: 250 * NSEC_PER_MSEC)
/// ```
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }

/// Nanoseconds in one microsecond: 1 000 (Dispatch's `NSEC_PER_USEC`).
///
/// ```swift
/// let nanoseconds = microseconds * NSEC_PER_USEC
/// ```
public var NSEC_PER_USEC: UInt64 { 1_000 }

/// Microseconds in one second: 1 000 000 (Dispatch's `USEC_PER_SEC`).
///
/// ```swift
/// let seconds = Double(microseconds) / Double(USEC_PER_SEC)
/// ```
public var USEC_PER_SEC: UInt64 { 1_000_000 }
#endif
