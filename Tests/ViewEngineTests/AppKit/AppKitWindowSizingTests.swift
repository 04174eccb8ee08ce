import Foundation
import Testing
import ViewEngine

/// A Mac app's window set up as SwiftUITetris's `WindowDefaults` sets it up, its views'
/// window, the app's activation policy and the modifier flags its key mapper reads.
@MainActor
@Suite("AppKit: a window's size and screen, a view's window, the activation policy")
struct AppKitWindowSizingTests {
    /// `setContentSize(_:)`: "Sets the size of the window's content view to a given size";
    /// `setFrameOrigin(_:)`: "Positions the bottom-left corner of the window's frame
    /// rectangle at a given point in screen coordinates." Centring by hand on the screen's
    /// visible frame, as WindowDefaults does, lands in its middle.
    @Test func aWindowIsSizedAndCentredOnItsScreen() throws {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 100, height: 100), styleMask: [.titled], backing: .buffered, defer: false)
        #expect(window.isRestorable && window.contentMinSize == .zero)
        window.isRestorable = false
        window.contentMinSize = NSSize(width: 400, height: 300)
        window.setContentSize(NSSize(width: 800, height: 600))
        let screen = try #require(window.screen ?? NSScreen.main)
        let visible = screen.visibleFrame
        window.setFrameOrigin(NSPoint(x: visible.midX - window.frame.width / 2, y: visible.midY - window.frame.height / 2))
        #expect(window.frame == NSRect(x: 320, y: 137.5, width: 800, height: 600))
        #expect(!window.isRestorable && window.contentMinSize == NSSize(width: 400, height: 300))
        #expect(NSScreen.screens.count == 1 && screen.backingScaleFactor == 2 && screen.frame.height - visible.height == 25)
    }

    /// `NSView.window`: "The view's window object, if it is installed in a window": the
    /// window's content view and its subviews have it; a view in none (a representable's,
    /// headless) has `nil`, and leaves the window when another view replaces it.
    @Test func aViewKnowsItsWindow() {
        let window = NSWindow()
        let content = NSView(), child = NSView(), loose = NSView()
        content.addSubview(child)
        window.contentView = content
        #expect(content.window === window && child.window === window && loose.window == nil)
        window.contentView = loose
        #expect(content.window == nil && child.window == nil && loose.window === window)
    }

    /// `setActivationPolicy(_:)`: "Attempts to modify the application's activation
    /// policy"; `activationPolicy()`: the one set, `.regular` for a bundled app until then.
    @Test func theActivationPolicyIsTheOneSet() {
        #expect(NSApp.activationPolicy() == .regular)
        #expect(NSApp.setActivationPolicy(.accessory))
        #expect(NSApp.activationPolicy() == .accessory && NSApplication.ActivationPolicy.prohibited.rawValue == 2)
        NSApp.setActivationPolicy(.regular)
    }

    /// `NSEvent.ModifierFlags`, with AppKit's raw values: Command and Control together are
    /// the full-screen toggle's; the host sends no key events, so none are held.
    @Test func modifierFlags() {
        let held: NSEvent.ModifierFlags = [.command, .control]
        #expect(held.contains(.command) && held.contains(.control) && !held.contains(.option))
        #expect(NSEvent.ModifierFlags.command.rawValue == 1 << 20 && NSEvent.ModifierFlags.shift.rawValue == 1 << 17)
        #expect(held.isSubset(of: .deviceIndependentFlagsMask) && NSEvent.modifierFlags.isEmpty)
    }
}
