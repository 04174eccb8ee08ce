import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A Mac app written before SwiftUI's `App` (macOS 10.15): an `@NSApplicationMain`
/// delegate makes its window with a style, names its frame for autosaving, and puts its
/// SwiftUI views in it through an `NSHostingView`; a List row's representable looks for
/// the table row view around it.
@MainActor
@Suite("AppKit: windows made by an app delegate, hosting views, table rows")
struct AppKitWindowTests {
    final class AppDelegate: NSObject, NSApplicationDelegate {
        var window: NSWindow!
        func applicationDidFinishLaunching(_ aNotification: Notification) {
            window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 300),
                              styleMask: [.titled, .closable, .miniaturizable, .resizable, .fullSizeContentView],
                              backing: .buffered, defer: false)
            window.center()
            window.setFrameAutosaveName("Main Window")
            window.contentView = NSHostingView(rootView: Text("Movies"))
            window.makeKeyAndOrderFront(nil)
        }
    }

    /// A button that runs `work` in the host, where AppKit's state is the host's.
    struct Run: View {
        let work: @MainActor () -> Void
        var body: some View { Button("Run") { work() } }
    }

    // NSWindow init(contentRect:styleMask:backing:defer:): "Initializes the window with the
    // specified values." — the delegate's window keeps its content rectangle and its style;
    // applicationShouldTerminateAfterLastWindowClosed(_:) is false when the delegate does
    // not implement it.
    @Test func anAppDelegateMakesItsWindow() throws {
        let delegate = AppDelegate()
        var checked = false
        let host = TestHost(Run {
            delegate.applicationDidFinishLaunching(Notification(name: Notification.Name("NSApplicationDidFinishLaunchingNotification")))
            checked = true
        })
        host.tap("Run")
        #expect(checked)
        let window = try #require(delegate.window)
        #expect(window.frame == NSRect(x: 0, y: 0, width: 480, height: 300))
        #expect(window.styleMask.contains(.fullSizeContentView) && window.styleMask.contains(.titled))
        #expect(!window.styleMask.contains(.utilityWindow) && window.backingType == .buffered)
        #expect(window.frameAutosaveName == "Main Window")
        #expect(window.contentView is NSHostingView<Text>)
        #expect(delegate.applicationShouldTerminateAfterLastWindowClosed(NSApp) == false)
    }

    // setFrameAutosaveName(_:): "true if the frame name is set successfully; false if
    // frameName is being used as an autosave name by another NSWindow."
    @Test func anAutosaveNameIsOneWindows() {
        var answers: [Bool] = []
        let host = TestHost(Run {
            let first = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
            let second = NSWindow(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: true)
            answers.append(first.setFrameAutosaveName("Main Window"))
            answers.append(second.setFrameAutosaveName("Main Window"))
            answers.append(first.setFrameAutosaveName("Inspector"))
            answers.append(second.setFrameAutosaveName("Main Window"))
        })
        host.tap("Run")
        #expect(answers == [true, false, true, true])
    }

    // NSHostingView: "During layout, the hosting view reports the content size preferences
    // of your SwiftUI views back to the AppKit layout system so that it can size the view
    // appropriately." — its fitting size is the root view's, and follows a new root view.
    @Test func aHostingViewReportsItsRootViewsSize() {
        var sizes: [NSSize] = []
        let host = TestHost(Run {
            let view = NSHostingView(rootView: Color.red.frame(width: 120, height: 40))
            sizes.append(view.fittingSize)
            view.rootView = Color.red.frame(width: 60, height: 20)
            sizes.append(view.intrinsicContentSize)
        })
        host.tap("Run")
        #expect(sizes == [NSSize(width: 120, height: 40), NSSize(width: 60, height: 20)])
    }

    // NSTableRowView selectionHighlightStyle: "The selection highlight style used by the row
    // view to draw its background." — a row view draws the regular highlight until a view
    // turns it off; the engine's List rows have no row view around a representable's view.
    @Test func aTableRowViewsHighlightIsSettable() {
        let row = NSTableRowView()
        #expect(row.selectionHighlightStyle == .regular && !row.isSelected)
        row.selectionHighlightStyle = .none
        #expect(row.selectionHighlightStyle == .none)
        let view = NSView()
        row.addSubview(view)
        #expect(view.superview is NSTableRowView)
        #expect(NSView().superview as? NSTableRowView == nil)
    }
}
