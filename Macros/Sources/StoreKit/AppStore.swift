import Foundation

/// Information about the App Store, and the actions a person takes there.
public enum AppStore {
    /// A Boolean value that indicates whether the person can make payments (the host's
    /// ``HostStore/canMakePayments``).
    public static var canMakePayments: Bool { AppStoreState.current.withLock { $0.canMakePayments } }

    /// Synchronizes your app's transactions and subscription status with information from
    /// the App Store: the person signs in, and the host's store records it
    /// (``HostStore/events``). Throws ``StoreKitError/userCancelled`` when the person
    /// cancels the sign-in (``HostStore/personCancelsSignIn``).
    public static func sync() async throws {
        try AppStoreState.current.sync()
    }
}
