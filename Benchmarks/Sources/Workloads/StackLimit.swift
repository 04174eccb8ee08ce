import Foundation

/// The main thread's stack limit (a deep chain mounts and updates recursively).
public enum StackLimit {
    /// The current soft limit in bytes, `Int.max` when unlimited.
    public static var current: Int {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_STACK.rawValue), &limit)
        return limit.rlim_cur == rlim_t.max ? Int.max : Int(limit.rlim_cur)   // rlim_t.max is RLIM_INFINITY
    }
}
