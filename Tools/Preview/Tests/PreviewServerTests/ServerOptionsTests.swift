import Foundation
import Testing
@testable import PreviewServer

/// The command line: loopback by default, a free port by default, clear errors.
@Suite("Bad input: the command line")
struct ServerOptionsTests {
    @Test func theDefaultsAreLoopbackAFreePortAndTheCurrentDirectory() throws {
        let options = try ServerOptions.parse([], currentDirectory: "/home/dev/App")
        #expect(options == ServerOptions(packagePath: "/home/dev/App", host: "127.0.0.1", port: 0))
        #expect(options.isLoopback)
    }

    @Test func theArgumentsAreRead() throws {
        let options = try ServerOptions.parse(["--package", "Examples/App", "--port", "8080", "--host", "0.0.0.0", "--preview", "Counter"],
                                              currentDirectory: "/home/dev")
        #expect(options == ServerOptions(packagePath: "/home/dev/Examples/App", host: "0.0.0.0", port: 8080, preview: "Counter"))
        #expect(!options.isLoopback)
    }

    @Test func theScratchPathIsReadAndResolvedAgainstTheCurrentDirectory() throws {
        let relative = try ServerOptions.parse(["--package", "../App", "--scratch-path", "../.build-deps"], currentDirectory: "/home/dev/Tools")
        #expect(relative == ServerOptions(packagePath: "/home/dev/App", host: "127.0.0.1", port: 0, scratchPath: "/home/dev/.build-deps"))
        let absolute = try ServerOptions.parse(["--scratch-path", "/ci/.build-deps"], currentDirectory: "/home/dev/App")
        #expect(absolute.scratchPath == "/ci/.build-deps")
        #expect(try ServerOptions.parse([], currentDirectory: "/home/dev/App").scratchPath == nil)
    }

    @Test func wrongArgumentsSayWhatIsWrong() {
        #expect(#expect(throws: ServerOptionsError.self) { try ServerOptions.parse(["--port", "70000"]) }?.description
            == "--port takes a number from 0 to 65535 (0: a free one); got 70000.")
        #expect(#expect(throws: ServerOptionsError.self) { try ServerOptions.parse(["--package"]) }?.description == "--package needs a value.")
        #expect(#expect(throws: ServerOptionsError.self) { try ServerOptions.parse(["--scratch-path"]) }?.description == "--scratch-path needs a value.")
        #expect(#expect(throws: ServerOptionsError.self) { try ServerOptions.parse(["--scratch-path", "--port", "8080"]) }?.description
            == "--scratch-path needs a value.")
        #expect(#expect(throws: ServerOptionsError.self) { try ServerOptions.parse(["--verbose"]) }?.description == "Unknown argument --verbose.")
    }

    /// The README shows `--help`'s text as the tool prints it.
    @Test func theReadmeShowsTheHelpText() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(ServerOptions.usage))
    }
}
