import Cocoa
import Foundation
import Testing

// This file imports Cocoa alone (and Testing, Foundation), as a Mac app's AppKit file
// does: what it uses comes through our `Cocoa` and `AppKit` modules, which re-export the
// AppKit names `ViewEngine` declares.

/// `import AppKit` (and `import Cocoa`, its umbrella) brings the AppKit names a Mac app's
/// SwiftUI code uses (the ones `import SwiftUI` brings there too).
@Suite("Surface: import AppKit and import Cocoa bring the AppKit names")
struct ImportAppKitTests {
    @MainActor
    @Test func theAppKitNamesCompileWithOnlyCocoaImported() {
        let app: NSApplication = NSApp
        let window: NSWindow? = app.keyWindow
        #expect(window?.makeFirstResponder(nil) == true)
        let color: NSColor = .systemBlue
        let font = NSFont.systemFont(ofSize: 13)
        #expect(font.pointSize == 13 && color == .systemBlue)
        let responders: [NSResponder] = [NSView(), NSControl(), NSTextField(), NSSearchField(), NSProgressIndicator()]
        #expect(responders.count == 5)
        let panels: [NSSavePanel] = [NSOpenPanel(), NSSavePanel()]
        #expect(panels.count == 2 && NSWorkspace.shared.open(URL(string: "https://example.com")!))
        #expect(NSTextAlignment.center != .left && NSFocusRingType.none != .default)
        let running: [NSRunningApplication] = []
        #expect(NSPasteboard.general.clearContents() >= 0 && running.isEmpty)
        let space: NSColorSpace? = nil, image: NSImage? = nil
        let delegates: [Any.Type] = [(any NSTextFieldDelegate).self, (any NSSearchFieldDelegate).self]
        #expect(space == nil && image == nil && delegates.count == 2)
        let made = NSWindow(contentRect: .zero, styleMask: [.titled, .resizable], backing: .buffered, defer: false)
        let rows: [NSView] = [NSTableRowView(), NSTableView(), NSScrollView()]
        let appDelegate: Any.Type = (any NSApplicationDelegate).self
        let events: [Any.Type] = [NSEvent.self]
        #expect(events.count == 1)
        #expect(made.setFrameAutosaveName("") && rows.count == 3 && appDelegate != Int.self)
        // A window's size, place and screen, and the app's activation policy (SwiftUITetris).
        made.setContentSize(NSSize(width: 640, height: 480))
        let screen: NSScreen? = made.screen
        #expect(made.frame.size == NSSize(width: 640, height: 480) && screen?.frame.width == 1440)
        #expect(NSApp.setActivationPolicy(.regular) && !NSEvent.modifierFlags.contains(.command))
    }

    /// SwiftUI's own names that start with `NS`, and Foundation's and Dispatch's: they come
    /// with `import SwiftUI` or `import Foundation`, not with `import AppKit`.
    static let notAppKitNames: Set<String> = ["NSViewRepresentable", "NSViewRepresentableContext", "NSViewControllerRepresentable",
                                              "NSViewControllerRepresentableContext", "NSItemProvider", "NSItemProviderReading",
                                              "NSItemProviderWriting", "NSValueTransformerName", "NSHostingView", "NSApplicationDelegateAdaptor", "NSUserActivity",
                                              "NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC"]

    /// Every AppKit name `ViewEngine` declares is re-exported by `AppKit`
    /// (`Sources/AppKit/AppKit.swift`), and nothing else is.
    @Test func theModuleReExportsEveryAppKitNameTheEngineDeclares() throws {
        let engine = try SurfaceTableTests.symbolGraphs(of: "ViewEngine")
        let declared = try SurfaceTableTests.declarations(inSymbolGraph: engine["ViewEngine.symbols.json"] ?? Data()).topLevel
        let appKitNames = declared.filter { $0.hasPrefix("NS") && !Self.notAppKitNames.contains($0) }
        let source = try String(contentsOf: SurfaceTableTests.root.appending(path: "Sources/AppKit/AppKit.swift"), encoding: .utf8)
        let exported = Set(source.matches(of: /(?m)^@_exported import \w+ ViewEngine\.(\w+)$/).map { String($0.1) })
        #expect(appKitNames.count > 15)
        #expect(appKitNames.subtracting(exported).sorted() == [], "declared by ViewEngine, not re-exported by AppKit")
        #expect(exported.subtracting(appKitNames).sorted() == [], "re-exported by AppKit, not an AppKit name of ViewEngine")
    }
}
