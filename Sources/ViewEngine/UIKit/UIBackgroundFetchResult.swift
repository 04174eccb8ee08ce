#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
/// The results of a background fetch — UIKit's `UIBackgroundFetchResult`, what an app
/// delegate answers when a remote notification woke it to fetch content.
///
/// ```swift
/// func application(_ application: UIApplication,
///                  didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
///     await store.refresh() ? .newData : .noData
/// }
/// ```
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data to download.
    case noData = 1
    /// The attempt to download data failed.
    case failed = 2
}
#endif
