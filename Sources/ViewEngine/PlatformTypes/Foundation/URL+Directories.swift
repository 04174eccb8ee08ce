#if !canImport(Darwin)
import Foundation

// The app's directories as `URL`'s static properties (iOS 16): swift-corelibs-foundation has
// `FileManager.urls(for:in:)` but not these. Each is the user domain's directory as
// Foundation maps it on Linux (the XDG directories): Application Support is
// `~/.local/share`, Caches `~/.cache`, Documents `~/Documents`.
extension URL {
    /// The user's Documents directory.
    ///
    /// ```swift
    /// let file = URL.documentsDirectory.appending(path: "notes.json")
    /// ```
    public static var documentsDirectory: URL { directory(.documentDirectory, else: "Documents") }

    /// The app's Application Support directory.
    ///
    /// ```swift
    /// URL.applicationSupportDirectory.appending(path: "default.store")
    /// ```
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory, else: ".local/share") }

    /// The app's Caches directory.
    ///
    /// ```swift
    /// URL.cachesDirectory.appending(path: "thumbnails")
    /// ```
    public static var cachesDirectory: URL { directory(.cachesDirectory, else: ".cache") }

    /// The app's Library directory: Foundation has none on Linux, so `~/Library`.
    ///
    /// ```swift
    /// URL.libraryDirectory
    /// ```
    public static var libraryDirectory: URL { directory(.libraryDirectory, else: "Library") }

    /// The user domain's `directory`, or `fallback` under the home directory when
    /// Foundation maps none.
    private static func directory(_ directory: FileManager.SearchPathDirectory, else fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: fallback, directoryHint: .isDirectory)
    }
}
#endif
