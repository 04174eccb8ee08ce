import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A macOS app's view file as it is written for a Mac — AppKit's names through `import
/// SwiftUI`, macOS's styles and commands — compiles against the engine and runs in a host.
@MainActor
@Suite("Surface: a Mac app's AppKit and macOS names")
struct AppKitSurfaceTests {
    final class FieldDelegate: NSObject, NSSearchFieldDelegate {
        var text = ""
        func controlTextDidChange(_ obj: Notification) { text = (obj.object as? NSTextField)?.stringValue ?? "" }
    }

    struct SearchBox: NSViewRepresentable {
        @Binding var text: String
        func makeNSView(context: Context) -> NSSearchField {
            let field = NSSearchField(string: text)
            field.focusRingType = NSFocusRingType.none
            return field
        }
        func updateNSView(_ nsView: NSSearchField, context: Context) { nsView.stringValue = text }
    }

    struct MacSettings: View {
        let log: Log
        @State private var query = ""
        @State private var verbose = false
        @State private var side = "Left"
        var body: some View {
            NavigationView {
                List {
                    Section("General") {
                        SearchBox(text: $query)
                        Toggle("Verbose", isOn: $verbose).toggleStyle(CheckboxToggleStyle())
                        Picker("Side", selection: $side) { Text("Left").tag("Left") }.pickerStyle(RadioGroupPickerStyle())
                        Image(nsImage: NSImage(named: NSImage.cautionName)!)
                        Text("Accent").foregroundStyle(Color(nsColor: NSColor.controlAccentColor))
                        Button("Open") {
                            let panel: NSSavePanel = NSOpenPanel()
                            let opened = NSWorkspace.shared.open(URL(string: "https://example.com")!)
                            NSPasteboard.general.clearContents()
                            log("\(opened) \(panel.runModal() == .cancel) \(NSFont.systemFontSize)")
                            NSApp.keyWindow?.makeFirstResponder(nil)
                        }
                    }
                    .collapsible(false)
                }
                .onDeleteCommand { log("delete") }
            }
            .navigationViewStyle(DoubleColumnNavigationViewStyle())
        }
    }

    @Test func aMacViewFileRunsInAHost() throws {
        let log = Log()
        let host = TestHost(MacSettings(log: log))
        host.tap("Open")
        try host.host.press(key: .delete, modifiers: [])
        #expect(log.take() == ["true true 13.0", "delete"])
        #expect(host.render().contains("SearchBox (NSViewRepresentable)"))
        let responders: [NSResponder] = [NSApplication.shared, NSWindow(), NSView(), NSControl(), NSTextField(), NSProgressIndicator()]
        #expect(responders.count == 6)
        let delegate: any NSTextFieldDelegate = FieldDelegate()
        let field = NSSearchField()
        field.delegate = delegate
        field.type("rsync")
        #expect((delegate as? FieldDelegate)?.text == "rsync")
        let completion: (@Sendable (NSRunningApplication?, (any Error)?) -> Void)? = nil
        NSWorkspace.shared.open(URL(fileURLWithPath: "/tmp"), configuration: NSWorkspace.OpenConfiguration(), completionHandler: completion)
        #expect(NSColor.systemRed.usingColorSpace(NSColorSpace.sRGB)?.redComponent == 1)
    }

    struct AdaptedMacApp: App {
        @NSApplicationDelegateAdaptor private var appDelegate: NSApplicationDelegateAdaptorTests.AppDelegate
        var body: some Scene { WindowGroup { Text("\(appDelegate.events.count) launch events") } }
    }

    // The AppKit adaptor written with the type on the property, as `@NSApplicationDelegateAdaptor
    // private var appDelegate: MyAppDelegate` (its behaviour: NSApplicationDelegateAdaptorTests).
    @Test func theAppKitAdaptorTakesItsTypeFromTheProperty() {
        #expect(ViewHost(testing: AdaptedMacApp()).render() == #"Text "2 launch events""#)
    }
}
