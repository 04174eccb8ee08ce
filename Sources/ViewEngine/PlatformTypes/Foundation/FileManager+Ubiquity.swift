#if !canImport(Darwin)
import Foundation

// iCloud's containers, as an app that keeps its documents in iCloud when it can asks for
// them: swift-corelibs-foundation has no `url(forUbiquityContainerIdentifier:)` (checked
// with Swift 6.3.1: "extra argument 'forUbiquityContainerIdentifier' in call"). Linux has
// no iCloud, so the answers are those of a device signed out of it.
extension FileManager {
    /// The URL of the iCloud container `containerIdentifier` names (the app's first when
    /// `nil`), or `nil` when iCloud storage is unavailable — always, here: the app falls
    /// back to its local directories, as on a device signed out of iCloud.
    ///
    /// ```swift
    /// let folder = FileManager.default.url(forUbiquityContainerIdentifier: nil) ?? URL.documentsDirectory
    /// ```
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

    /// Starts downloading the iCloud item at `url`. No item is in iCloud here: it throws
    /// `CocoaError(.featureUnsupported)`.
    ///
    /// ```swift
    /// try FileManager.default.startDownloadingUbiquitousItem(at: icloudFolder)
    /// ```
    public func startDownloadingUbiquitousItem(at url: URL) throws {
        throw CocoaError(.featureUnsupported, userInfo: [NSURLErrorKey: url])
    }

    /// Whether the item at `url` is in iCloud: `false`, none is here.
    ///
    /// ```swift
    /// FileManager.default.isUbiquitousItem(at: fileURL)   // false
    /// ```
    public func isUbiquitousItem(at url: URL) -> Bool { false }

    /// The token of the signed-in iCloud account: `nil`, none is signed in here.
    ///
    /// ```swift
    /// if FileManager.default.ubiquityIdentityToken == nil { useLocalStorage() }
    /// ```
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
}
#endif
