import Foundation
import Testing
@testable import PreviewServer

/// The command line (swift-argument-parser): loopback by default, a free port by default,
/// clear errors.
@Suite("Bad input: the command line")
struct ServerOptionsTests {
    @Test func theDefaultsAreLoopbackAFreePortAndTheCurrentDirectory() throws {
        let options = try PreviewCommand.parse([]).options(currentDirectory: "/home/dev/App")
        #expect(options == ServerOptions(packagePath: "/home/dev/App", host: "127.0.0.1", port: 0))
        #expect(options.isLoopback)
    }

    @Test func theArgumentsAreRead() throws {
        let options = try PreviewCommand.parse(["--package", "Examples/App", "--port", "8080", "--host", "0.0.0.0", "--preview", "Counter",
                                                "--scratch-path", "../.build-deps"])
            .options(currentDirectory: "/home/dev")
        #expect(options == ServerOptions(packagePath: "/home/dev/Examples/App", host: "0.0.0.0", port: 8080, preview: "Counter",
                                         scratchPath: "/home/.build-deps"))
        #expect(!options.isLoopback)
    }

    @Test func theScratchPathIsReadAndResolvedAgainstTheCurrentDirectory() throws {
        let relative = try PreviewCommand.parse(["--package", "../App", "--scratch-path", "../.build-deps"])
            .options(currentDirectory: "/home/dev/Tools")
        #expect(relative == ServerOptions(packagePath: "/home/dev/App", host: "127.0.0.1", port: 0, scratchPath: "/home/dev/.build-deps"))
        let absolute = try PreviewCommand.parse(["--scratch-path", "/ci/.build-deps"]).options(currentDirectory: "/home/dev/App")
        #expect(absolute.scratchPath == "/ci/.build-deps")
        #expect(try PreviewCommand.parse([]).options(currentDirectory: "/home/dev/App").scratchPath == nil)
    }

    /// Each `-Xbuild` passes one flag to `swift build`, in order, whatever its dashes.
    @Test func eachXbuildIsOneFlagForSwiftBuild() throws {
        let options = try PreviewCommand.parse(["-Xbuild", "--disable-index-store", "--package", "App", "-Xbuild", "-Xswiftc",
                                                "-Xbuild", "-gline-tables-only"])
            .options(currentDirectory: "/home/dev")
        #expect(options == ServerOptions(packagePath: "/home/dev/App",
                                         buildFlags: ["--disable-index-store", "-Xswiftc", "-gline-tables-only"]))
        #expect(try PreviewCommand.parse([]).options(currentDirectory: "/home/dev").buildFlags.isEmpty)
    }

    @Test func wrongArgumentsSayWhatIsWrong() {
        func message(_ arguments: [String]) -> String {
            do {
                _ = try PreviewCommand.parse(arguments)
                return "parsed"
            } catch {
                return PreviewCommand.message(for: error)
            }
        }
        #expect(message(["--port", "70000"]) == "--port takes a number from 0 to 65535 (0: a free one); got 70000.")
        #expect(message(["--port", "many"]) == "The value 'many' is invalid for '--port <n>'")
        #expect(message(["--package"]) == "Missing value for '--package <path>'")
        #expect(message(["--scratch-path"]) == "Missing value for '--scratch-path <path>'")
        #expect(message(["-Xbuild"]) == "Missing value for '-Xbuild <flag>'")
        #expect(message(["--verbose"]) == "Unknown option '--verbose'")
    }

    /// The README shows `--help`'s text as the tool prints it.
    @Test func theReadmeShowsTheHelpText() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(PreviewCommand.helpMessage(columns: 80)))
    }
}
