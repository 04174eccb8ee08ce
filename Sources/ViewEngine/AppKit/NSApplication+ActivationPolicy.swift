// How a Mac app appears in the Dock and menu bar.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension NSApplication {
    /// How the app appears in the Dock and menu bar — AppKit's
    /// `NSApplication.ActivationPolicy`, with its raw values.
    ///
    /// ```swift
    /// NSApp.setActivationPolicy(.accessory)
    /// ```
    public enum ActivationPolicy: Int, Sendable {
        /// An ordinary app, in the Dock, with a menu bar.
        case regular = 0
        /// An app with no Dock icon that may show windows.
        case accessory = 1
        /// An app that shows no windows and no Dock icon.
        case prohibited = 2
    }

    /// Sets the app's activation policy, as the current host keeps it; always succeeds
    /// headless.
    ///
    /// ```swift
    /// NSApp.setActivationPolicy(.regular)
    /// ```
    @discardableResult
    public func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool {
        HostSystem.current.activationPolicy = activationPolicy.rawValue
        return true
    }

    /// The app's activation policy: `.regular` until set.
    ///
    /// ```swift
    /// NSApp.activationPolicy()   // .regular
    /// ```
    public func activationPolicy() -> ActivationPolicy {
        ActivationPolicy(rawValue: HostSystem.current.activationPolicy) ?? .regular
    }
}
#endif
