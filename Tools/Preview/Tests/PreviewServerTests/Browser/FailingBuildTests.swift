import Foundation
import Testing

extension EndToEnd {
    /// A build that fails is shown on the page with the compiler's errors, file and line, and
    /// the server goes on: an edit starts another build.
    @Suite("Reload: a failing build is shown, not fatal", .needsChromium, .timeLimit(.minutes(10)))
    struct FailingBuildTests {
        /// A package of one file with a type error, in a folder of its own.
        private func brokenPackage() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onchange-preview-broken-\(UUID())")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Broken"), withIntermediateDirectories: true)
            try """
                // swift-tools-version: 6.1
                import PackageDescription
                let package = Package(name: "Broken", targets: [.executableTarget(name: "Broken")])
                """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try "let count: Int = \"three\"\nprint(count)\n".write(to: folder.appendingPathComponent("Sources/Broken/main.swift"), atomically: true, encoding: .utf8)
            return folder
        }

        @Test func theErrorsAreShownWithFileAndLineAndAnEditBuildsAgain() async throws {
            let package = try brokenPackage()
            defer { try? FileManager.default.removeItem(at: package) }
            try await BrowserSession.with("failing-build", ["--package", package.path]) { page in
                try await waitUntil("the failed build on the page", timeout: .seconds(300)) {
                    try await page.browser.run(#"return document.getElementById("build").dataset.phase"#) as? String == "failed"
                }
                let errors = try await page.text(of: "errors")
                #expect(errors.contains("Sources/Broken/main.swift:1:18: error: cannot convert value of type 'String' to specified type 'Int'"))
                try await page.screenshot("1-errors")
                #expect(page.server.isRunning)

                // The edit fixes the error; the next build gets further and says why there is
                // nothing to preview (the package does not use the engine).
                try "let count = 3\nprint(count)\n".write(to: package.appendingPathComponent("Sources/Broken/main.swift"), atomically: true, encoding: .utf8)
                try await waitUntil("the next build's message", timeout: .seconds(300)) {
                    try await page.text(of: "errors").contains("does not link ViewEngine")
                }
                #expect(try await page.text(of: "build") == "build failed")
                try await page.screenshot("2-rebuilt")
            }
        }
    }
}
