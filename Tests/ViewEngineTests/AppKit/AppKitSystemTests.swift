import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// AppKit's singletons as a macOS app's SwiftUI code calls them (`NSWorkspace.shared`,
/// `NSPasteboard.general`, `NSApp`, the file panels): each is the current host's system,
/// as UIKit's are, so what a view opens, copies or ends is in that host.
@MainActor
@Suite("AppKit: NSWorkspace, NSPasteboard, NSApp and panels are the current host's")
struct AppKitSystemTests {
    static let site = URL(string: "https://example.com")!
    static let export = URL(fileURLWithPath: "/tmp/Backups/export.csv")

    struct Tools: View {
        let log: Log
        @State private var folder = ""
        var body: some View {
            VStack {
                Button("Website") { log("opened \(NSWorkspace.shared.open(AppKitSystemTests.site))") }
                Button("Reveal") { NSWorkspace.shared.activateFileViewerSelecting([AppKitSystemTests.export]) }
                Button("Copy") {
                    NSPasteboard.general.clearContents()
                    NSPasteboard.general.setString("rsync -av", forType: .string)
                    NSPasteboard.general.setString("https://example.com", forType: .URL)
                }
                Button("Choose") {
                    let panel = NSOpenPanel()
                    panel.canChooseDirectories = true
                    let response = panel.runModal()
                    log("\(response == .OK ? "OK" : "cancel") \(panel.urls.map(\.lastPathComponent))")
                }
            }
        }
    }

    // NSWorkspace open(_:): "Opens the location at the specified URL." —
    // activateFileViewerSelecting(_:): "Activates the Finder, and opens one or more
    // windows selecting the specified files."
    @Test func theWorkspaceOpensIntoTheHost() {
        let log = Log()
        let host = TestHost(Tools(log: log))
        host.tap("Website")
        host.tap("Reveal")
        #expect(log.take() == ["opened true"])
        #expect(host.openedURLs == [Self.site, URL(fileURLWithPath: "/tmp/Backups/")])
    }

    // clearContents(): "Clears the existing contents of the pasteboard." — a write after it
    // adds a representation, so both types of one copy are there.
    @Test func thePasteboardIsTheHostsAndKeepsEveryType() {
        let host = TestHost(Tools(log: Log()))
        host.tap("Copy")
        #expect(host.pasteboard.string == "rsync -av")
        #expect(host.pasteboard.url == Self.site)
        #expect(NSPasteboard.general.string(forType: .string) == nil)   // outside the host: not its pasteboard
    }

    /// A button that runs `work` in the host, where AppKit's singletons are the host's.
    struct Run: View {
        let work: @MainActor () -> Void
        var body: some View { Button("Run") { work() } }
    }

    @Test func writesAfterClearingAddAndReadBack() {
        var checked = false
        let host = TestHost(Run {
            let pasteboard = NSPasteboard.general
            let before = pasteboard.changeCount
            pasteboard.declareTypes([.string], owner: nil)
            #expect(pasteboard.types == nil)
            pasteboard.setString("hello", forType: .string)
            pasteboard.setData(Data([1, 2]), forType: .png)
            #expect(pasteboard.string(forType: .string) == "hello")
            #expect(pasteboard.data(forType: .png) == Data([1, 2]))
            #expect(pasteboard.types == [.string, .png])
            #expect(pasteboard.changeCount == before + 1)
            pasteboard.clearContents()
            #expect(pasteboard.string(forType: .string) == nil)
            checked = true
        })
        host.tap("Run")
        #expect(checked)
    }

    // NSSavePanel runModal(): "Displays the panel and begins its event loop with the
    // current working (or last-selected) directory as the default starting point." — the
    // host answers for the user: its choice, or a cancel with none given.
    @Test func aPanelTakesTheHostsChoiceOrIsCancelled() {
        let log = Log()
        let host = TestHost(Tools(log: log))
        host.tap("Choose")
        host.chooseFiles([URL(fileURLWithPath: "/tmp/Backups"), URL(fileURLWithPath: "/tmp/Other")])
        host.tap("Choose")
        host.tap("Choose")
        #expect(log.take() == ["cancel []", "OK [\"Backups\"]", "cancel []"])
    }

    @Test func anOpenPanelAllowingSeveralKeepsThemAll() {
        let panel = NSOpenPanel()
        panel.allowsMultipleSelection = true
        var response: NSApplication.ModalResponse?
        let host = TestHost(Run { response = panel.runModal() })
        host.chooseFiles([URL(fileURLWithPath: "/a"), URL(fileURLWithPath: "/b")])
        host.tap("Run")
        #expect(response == .OK)
        #expect(panel.urls.map(\.path) == ["/a", "/b"])
        #expect(panel.url?.path == "/a")
    }

    struct Form: View {
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                Button("Done") { NSApp.keyWindow?.makeFirstResponder(nil) }
            }
        }
    }

    // NSApplication terminate(_:): "Terminates the receiver." — headless, the host records
    // that the app quit, and a test reads it.
    @Test func terminatingTheAppIsRecordedByTheHost() {
        let host = TestHost(Button("Quit") { NSApp.terminate(nil) })
        #expect(!host.host.appTerminated)
        host.tap("Quit")
        #expect(host.host.appTerminated)
    }

    // NSWindow makeFirstResponder(_:): "Use nil to make the window its first responder"
    // — the field being edited gives up focus.
    @Test func makingTheWindowFirstResponderEndsEditing() throws {
        let host = TestHost(Form())
        try host.host.focus("Name")
        #expect(host.host.focusedField == "Name")
        host.tap("Done")
        #expect(host.host.focusedField == nil)
    }
}
