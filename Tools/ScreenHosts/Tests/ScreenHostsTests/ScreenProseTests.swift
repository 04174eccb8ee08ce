import Foundation
import Testing
@testable import ScreenHosts

/// A screen's prose comes from the fetched sources at draw time, and stands in as its key
/// or opening words, marked, where they are not at hand.
@Suite("The app's prose, read from the fetched sources")
@MainActor
struct ScreenProseTests {
    @Test("A localized string and a Swift literal are read from the sources, escapes and all")
    func proseIsReadFromTheSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-prose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
            "greeting" = "Say \"hello\" twice";
            "other_key" = "Other";
            """#.write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try #"""
            Text("Lines that\nwrap \\ here")
            """#.write(to: folder.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        ScreenProse.sources = folder
        defer { ScreenProse.sources = nil }
        #expect(ScreenProse.localized("greeting") == "Say \"hello\" twice")
        #expect(ScreenProse.localized("other_key") == "Other")
        #expect(ScreenProse.literal(startingWith: "Lines that") == "Lines that\nwrap \\ here")
    }

    @Test("Without the sources, the key and the opening words stand in, marked")
    func withoutTheSourcesTheKeyStandsIn() {
        ScreenProse.sources = nil
        #expect(ScreenProse.localized("settings.privacy.footer") == "settings.privacy.footer…")
        #expect(ScreenProse.literal(startingWith: "Crash reports") == "Crash reports…")
    }
}
