import Foundation
import Testing

extension EndToEnd {
    /// Bad input on the command line: a clear message, a failing status, nothing left running.
    @Suite("Bad input: the server says what is wrong and leaves nothing running", .timeLimit(.minutes(30)))
    struct BadInputTests {
        @Test func aPackagePathThatDoesNotExist() async throws {
            let server = try ServerProcess(["--package", "/nonexistent/App"])
            #expect(try await server.waitForExit(timeout: .seconds(120)) == 1)
            #expect(server.errors == "onchange-preview: error: No package at /nonexistent/App: the folder does not exist.\n")
            #expect(server.output.isEmpty)   // it never listened
        }

        @Test func aFolderWithoutAPackage() async throws {
            let server = try ServerProcess(["--package", ServerProcess.toolFolder.appendingPathComponent("Assets").path])
            #expect(try await server.waitForExit(timeout: .seconds(120)) == 1)
            #expect(server.errors.hasSuffix("/Tools/Preview/Assets: it has no Package.swift.\n"))
        }

        @Test func aPortInUse() async throws {
            let first = try ServerProcess(["--package", ServerProcess.repository.path])
            let address = try await first.address()
            let port = address.split(separator: ":").last!.dropLast()
            let second = try ServerProcess(["--package", ServerProcess.repository.path, "--port", String(port)])
            let status = await second.exitStatus(timeout: .seconds(120))
            await second.stop()
            await first.stop()
            #expect(status == 1)
            #expect(second.errors == "onchange-preview: error: Port \(port) on 127.0.0.1 is in use: choose another with --port, or leave --port out for a free one.\n")
            #expect(!second.output.contains("Built"))   // no build started
        }

        /// `--preview` with a name no preview has: the server lists the previews, stops its
        /// agent and exits.
        @Test func anUnknownPreviewName() async throws {
            let server = try ServerProcess(["--package", ServerProcess.repository.path, "--preview", "Nope"])
            #expect(try await server.waitForExit(timeout: .seconds(900)) == 1)
            #expect(server.errors.hasPrefix(#"onchange-preview: error: No preview is named "Nope". The previews: "#))
            #expect(server.errors.contains(#""InitialContentView_Previews" (LabScenarios/Previews.swift#InitialContentView_Previews)"#))
            #expect(server.errors.contains(#""KitchenSink_Previews" (LabScenarios/Previews.swift#KitchenSink_Previews)"#))
            let agent = ServerProcess.repository.appendingPathComponent(".build/onchange-preview/\(server.pid)/agent").path
            #expect(ServerProcess.processes(runningFrom: agent).isEmpty)
            #expect(!FileManager.default.fileExists(atPath: agent))
        }

        /// A known one opens at once, by name or by id.
        @Test(.needsChromium) func aKnownPreviewNameOpensIt() async throws {
            try await BrowserSession.with("by-name", ["--package", ServerProcess.repository.path, "--preview", "TrapDemo_Previews"]) { page in
                try await waitUntil("the named preview", timeout: .seconds(900)) {
                    try await page.state("preview") == "LabScenarios/Previews.swift#TrapDemo_Previews"
                }
            }
        }
    }
}
