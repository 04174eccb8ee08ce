// AppKit's workspace: opening URLs and files through the host's system.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A workspace that can launch other apps and perform a variety of file-handling
/// services — AppKit's `NSWorkspace`, as a macOS app's SwiftUI code opens a link or shows
/// a file in the Finder.
///
/// ```swift
/// Button("Website") { NSWorkspace.shared.open(siteURL) }
/// try host.tap("Website")
/// host.openedURLs      // [siteURL]
/// ```
///
/// ``shared`` is the current host's system: what it opens is recorded in the host's
/// ``ViewHost/openedURLs``, as `UIApplication.shared.open(_:)` is. Showing files in the
/// Finder opens their folder: each folder's URL is recorded the same way.
@preconcurrency @MainActor
public final class NSWorkspace {
    private let system: HostSystem

    private init(system: HostSystem) { self.system = system }

    /// The workspace: the current host's system.
    public static var shared: NSWorkspace { NSWorkspace(system: HostSystem.current) }

    /// Opens `url` in its default app; returns whether it opened.
    ///
    /// ```swift
    /// NSWorkspace.shared.open(URL(string: "https://www.swift.org")!)
    /// ```
    @discardableResult
    public func open(_ url: URL) -> Bool { system.openURL(url) }

    /// Opens `url` as `configuration` says; `completionHandler` gets no running app (the
    /// engine starts none) and an error if the URL did not open.
    ///
    /// ```swift
    /// NSWorkspace.shared.open(url, configuration: NSWorkspace.OpenConfiguration())
    /// ```
    public func open(_ url: URL, configuration: OpenConfiguration,
                     completionHandler: (@Sendable (NSRunningApplication?, (any Error)?) -> Void)? = nil) {
        let opened = open(url)
        completionHandler?(nil, opened ? nil : CocoaError(.fileReadUnsupportedScheme))
    }

    /// Opens `urls` with the app at `applicationURL`: each URL is opened, as the app would.
    ///
    /// ```swift
    /// NSWorkspace.shared.open([url], withApplicationAt: safariURL, configuration: .init())
    /// ```
    public func open(_ urls: [URL], withApplicationAt applicationURL: URL, configuration: OpenConfiguration,
                     completionHandler: (@Sendable (NSRunningApplication?, (any Error)?) -> Void)? = nil) {
        let opened = urls.map { open($0) }.allSatisfy { $0 }
        completionHandler?(nil, opened ? nil : CocoaError(.fileReadUnsupportedScheme))
    }

    /// Opens the file at `fullPath` in its default app; returns whether it opened.
    ///
    /// ```swift
    /// NSWorkspace.shared.openFile("/tmp/report.pdf")
    /// ```
    @discardableResult
    public func openFile(_ fullPath: String) -> Bool { open(URL(fileURLWithPath: fullPath)) }

    /// Shows `fileURLs` selected in the Finder: opens the folder of each.
    ///
    /// ```swift
    /// NSWorkspace.shared.activateFileViewerSelecting([exportURL])
    /// ```
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {
        for url in fileURLs { _ = open(url.deletingLastPathComponent()) }
    }

    /// Shows the file at `fullPath` selected in the Finder (its folder opens); returns
    /// whether it could.
    ///
    /// ```swift
    /// NSWorkspace.shared.selectFile(path, inFileViewerRootedAtPath: "")
    /// ```
    @discardableResult
    public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool {
        guard let fullPath else { return open(URL(fileURLWithPath: rootFullPath)) }
        return open(URL(fileURLWithPath: fullPath).deletingLastPathComponent())
    }

    /// The icon of the file at `fullPath`: an image named after its extension.
    ///
    /// ```swift
    /// Image(nsImage: NSWorkspace.shared.icon(forFile: path))
    /// ```
    public func icon(forFile fullPath: String) -> NSImage {
        let pathExtension = URL(fileURLWithPath: fullPath).pathExtension
        return NSImage(named: pathExtension.isEmpty ? NSImage.folderName : "icon.\(pathExtension)") ?? NSImage(size: .zero)
    }

    /// How an app opens a URL: headless, every setting is kept and none changes what opens.
    public final class OpenConfiguration {
        /// Whether the app comes to the front.
        public var activates = true
        /// Whether a new instance of the app starts.
        public var createsNewApplicationInstance = false
        /// The arguments the app is launched with.
        public var arguments: [String] = []
        /// Creates a default configuration.
        public init() {}
    }
}

/// A running app — AppKit's `NSRunningApplication`, as an open's completion handler gets
/// it. The engine starts no app, so a handler always gets `nil`.
public final class NSRunningApplication: Sendable {
    /// The app's bundle identifier.
    public let bundleIdentifier: String?
    private init(bundleIdentifier: String?) { self.bundleIdentifier = bundleIdentifier }
}
#endif
