import Foundation

/// Settings a long test run reads from the environment.
///
/// ```swift
/// let cases = TestEnvironment.int("FUZZ_CASES", default: 1_000)   // FUZZ_CASES=20000 swift test
/// ```
public enum TestEnvironment {
    /// The integer value of `name`, or `fallback` when it is unset or not an integer.
    public static func int(_ name: String, default fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? fallback
    }

    /// The unsigned integer value of `name`, or `nil` when it is unset or not one.
    public static func uint64(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }

    /// Whether `name` is set to `1`, `true` or `yes`; `fallback` when it is unset.
    public static func flag(_ name: String, default fallback: Bool) -> Bool {
        guard let value = ProcessInfo.processInfo.environment[name]?.lowercased() else { return fallback }
        return ["1", "true", "yes"].contains(value)
    }
}
