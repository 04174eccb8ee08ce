extension MainQueue {
    /// The main actor when the caller runs on it, otherwise `nil`: the isolation to
    /// pass on from code that cannot name its caller's (a `nonisolated(nonsending)`
    /// function, where `#isolation` is `nil`).
    package static var currentActor: (any Actor)? { isCurrent ? MainActor.shared : nil }
}
