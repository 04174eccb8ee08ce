// The values an AppKit window is made with: its style mask and backing store.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension NSWindow {
    /// The style of a window — AppKit's `NSWindow.StyleMask`: whether it has a title bar,
    /// which buttons, whether it resizes, whether its content fills the title bar.
    ///
    /// ```swift
    /// NSWindow(contentRect: rect, styleMask: [.titled, .closable, .fullSizeContentView],
    ///          backing: .buffered, defer: false)
    /// ```
    public struct StyleMask: OptionSet, Hashable, Sendable {
        /// The mask's bits, as AppKit numbers them.
        public let rawValue: UInt
        /// A mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No title bar or border.
        public static let borderless: StyleMask = []
        /// A title bar.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// A close button.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// A minimize button.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// Resizable by the user.
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// A unified title bar and toolbar.
        public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
        /// Able to enter full screen.
        public static let fullScreen = StyleMask(rawValue: 1 << 14)
        /// The content view fills the whole window, under the title bar.
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
        /// A utility window (a panel).
        public static let utilityWindow = StyleMask(rawValue: 1 << 4)
        /// A document-modal panel.
        public static let docModalWindow = StyleMask(rawValue: 1 << 6)
        /// A panel that does not activate the app.
        public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
        /// A heads-up display panel.
        public static let hudWindow = StyleMask(rawValue: 1 << 13)
    }

    /// How a window's drawing is buffered — AppKit's `NSWindow.BackingStoreType`. Apps
    /// pass `.buffered`, the only type modern AppKit supports.
    public enum BackingStoreType: UInt, Sendable {
        /// Drawn into a buffer when covered (deprecated in AppKit).
        case retained = 0
        /// Drawn directly (deprecated in AppKit).
        case nonretained = 1
        /// Drawn into a display buffer, then flushed to the screen.
        case buffered = 2
    }

    /// The name a window's frame is saved under in the defaults system.
    public typealias FrameAutosaveName = String
}
#endif
