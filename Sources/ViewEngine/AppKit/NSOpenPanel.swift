// AppKit's file panels: the user's choice is the host's (ViewHost.chooseFiles).
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A panel that prompts the user to save a file — AppKit's `NSSavePanel`, the base of
/// ``NSOpenPanel``.
///
/// There is no user to choose: the host answers. ``runModal()`` takes the next choice
/// given with ``ViewHost/chooseFiles(_:)`` (`.OK`, and ``url`` is its first URL) or, with
/// none left, is cancelled, as when the user closes the panel.
///
/// ```swift
/// host.chooseFiles([URL(fileURLWithPath: "/tmp/export.csv")])
/// try host.tap("Export")        // let panel = NSSavePanel(); panel.runModal() == .OK
/// ```
@preconcurrency @MainActor
open class NSSavePanel: NSWindow {
    /// The panel's message.
    open var message: String?
    /// The label of the default button.
    open var prompt: String?
    /// The file name the panel proposes.
    open var nameFieldStringValue = ""
    /// The folder the panel shows first.
    open var directoryURL: URL?
    /// Whether the user can make folders.
    open var canCreateDirectories = true
    /// The types of file the user can choose (uniform type identifiers).
    open var allowedFileTypes: [String]?
    /// Whether hidden files show.
    open var showsHiddenFiles = false
    /// The URLs chosen in the last run: the host's choice, or none.
    public internal(set) var urls: [URL] = []

    /// The chosen URL (the first of ``urls``).
    open var url: URL? { urls.first }

    /// Runs the panel: `.OK` with the host's next choice, or `.cancel` with none left.
    ///
    /// ```swift
    /// if panel.runModal() == .OK { path = panel.url?.path ?? "" }
    /// ```
    open func runModal() -> NSApplication.ModalResponse {
        let system = HostSystem.current
        guard !system.fileChoices.isEmpty else {
            urls = []
            return .cancel
        }
        urls = system.fileChoices.removeFirst()
        return .OK
    }

    /// Runs the panel and calls `handler` with its response (at once: there is no user to
    /// wait for).
    ///
    /// ```swift
    /// panel.begin { response in if response == .OK { open(panel.url) } }
    /// ```
    open func begin(completionHandler handler: @escaping @MainActor (NSApplication.ModalResponse) -> Void) {
        handler(runModal())
    }
}

/// A panel that prompts the user to choose files or folders to open — AppKit's
/// `NSOpenPanel`, answered by the host as ``NSSavePanel`` is.
///
/// ```swift
/// let panel = NSOpenPanel()
/// panel.canChooseDirectories = true
/// if panel.runModal() == .OK { folder = panel.url }
/// ```
@preconcurrency @MainActor
open class NSOpenPanel: NSSavePanel {
    /// Whether the user can choose files.
    open var canChooseFiles = true
    /// Whether the user can choose folders.
    open var canChooseDirectories = false
    /// Whether the user can choose several items; with no, only the first of the host's
    /// choice is kept.
    open var allowsMultipleSelection = false
    /// Whether aliases resolve to what they point to.
    open var resolvesAliases = true

    /// An open panel (AppKit's `NSOpenPanel()`).
    public static func openPanel() -> NSOpenPanel { NSOpenPanel() }

    /// Runs the panel as ``NSSavePanel/runModal()`` does, keeping one URL unless the panel
    /// allows several.
    open override func runModal() -> NSApplication.ModalResponse {
        let response = super.runModal()
        if !allowsMultipleSelection { urls = Array(urls.prefix(1)) }
        return response
    }
}
#endif
