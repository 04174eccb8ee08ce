import os
import Testing

// This file imports os alone: on Apple's platforms Foundation comes with it (a logger's
// subsystem is `Bundle.main.bundleIdentifier`), and here too.

@Suite("os: a file that imports os alone")
struct OSImportTests {
    @Test func importOSBringsFoundation() {
        let subsystem = Bundle.main.bundleIdentifier ?? "App"
        let log = OSLog(subsystem: subsystem, category: "import-os-\(UUID().uuidString)")
        #expect(log.subsystem == subsystem)
        Logger(log).info("from a file that imports os alone")
    }
}
