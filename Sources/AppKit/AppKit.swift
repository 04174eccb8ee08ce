// `import AppKit` where the platform has no AppKit: the AppKit names a Mac app's SwiftUI
// code uses, which `ViewEngine` declares (so that `import SwiftUI` brings them, as on a
// Mac), re-exported one by one with Foundation, as AppKit brings it. A file that imports
// both sees each name once: the same declaration. (Where the platform has AppKit, this
// module builds as `EngineAppKit` and declares nothing.) `ImportAppKitTests` checks this
// list against the AppKit names `ViewEngine` declares.
#if !canImport(Darwin)
@_exported import Foundation
@_exported import class ViewEngine.NSApplication
@_exported import var ViewEngine.NSApp
@_exported import protocol ViewEngine.NSApplicationDelegate
@_exported import class ViewEngine.NSColor
@_exported import class ViewEngine.NSColorSpace
@_exported import class ViewEngine.NSControl
@_exported import class ViewEngine.NSEvent
@_exported import enum ViewEngine.NSFocusRingType
@_exported import class ViewEngine.NSFont
@_exported import class ViewEngine.NSImage
@_exported import class ViewEngine.NSOpenPanel
@_exported import class ViewEngine.NSPasteboard
@_exported import class ViewEngine.NSProgressIndicator
@_exported import class ViewEngine.NSResponder
@_exported import class ViewEngine.NSRunningApplication
@_exported import class ViewEngine.NSSavePanel
@_exported import class ViewEngine.NSScrollView
@_exported import class ViewEngine.NSSearchField
@_exported import protocol ViewEngine.NSSearchFieldDelegate
@_exported import enum ViewEngine.NSTextAlignment
@_exported import class ViewEngine.NSTableRowView
@_exported import class ViewEngine.NSTableView
@_exported import class ViewEngine.NSTextField
@_exported import protocol ViewEngine.NSTextFieldDelegate
@_exported import class ViewEngine.NSView
@_exported import class ViewEngine.NSWindow
@_exported import class ViewEngine.NSScreen
@_exported import protocol ViewEngine.NSUserActivityRestoring
@_exported import class ViewEngine.NSWorkspace
#endif
