#if !canImport(Darwin)
import Foundation

// Key-value coding on `UserDefaults`: on Apple's platforms `setValue(_:forKey:)` and
// `value(forKey:)` (NSObject's, which `UserDefaults` answers with its own values) store and
// read a default; swift-corelibs-foundation has no key-value coding.
extension UserDefaults {
    /// Stores `value` as the default of `key`, as `set(_:forKey:)` does (`nil` removes it).
    ///
    /// ```swift
    /// UserDefaults.standard.setValue(true, forKey: "onboarded")
    /// ```
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    /// The default of `key`, as `object(forKey:)` reads it.
    ///
    /// ```swift
    /// UserDefaults.standard.value(forKey: "onboarded") as? Bool
    /// ```
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
#endif
