#if !os(macOS)
import Foundation
import Testing
import UniformTypeIdentifiers
import ViewEngine

/// AppKit's `NSSavePanel.allowedContentTypes`: "An array of types that specify the files
/// types to which you can save", which `NSOpenPanel` inherits for the files it lets the
/// user choose. Here it is the panel's identifiers (`allowedFileTypes`), both ways.
@MainActor
@Suite("UTType: a panel's allowed content types")
struct SavePanelContentTypesTests {
    @Test func theTypesAreThePanelsIdentifiersAndComeBack() throws {
        let panel = NSOpenPanel()
        #expect(panel.allowedContentTypes.isEmpty)
        let opml = try #require(UTType(filenameExtension: "opml"))
        panel.allowedContentTypes = [.xml, opml]
        #expect(panel.allowedFileTypes == ["public.xml", opml.identifier])
        #expect(panel.allowedContentTypes.map(\.identifier) == ["public.xml", opml.identifier])
        #expect(panel.allowedContentTypes.first == .xml)
        panel.allowedContentTypes = []
        #expect(panel.allowedFileTypes == nil)
    }
}
#endif
