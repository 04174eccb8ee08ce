// onchange-preview: a package's previews in a browser. See Tools/Preview/README.md.

import Foundation
import PreviewServer

do {
    let options = try ServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
    try await PreviewServer.run(options) { address in
        say("the previews of \(options.packagePath) are at \(address)")
        if !options.isLoopback {
            say("warning: listening on \(options.host), not loopback: other machines can reach the previews.")
        }
    }
} catch let error as ServerOptionsError where error.isHelp {
    FileHandle.standardOutput.write(Data((error.description + "\n").utf8))
} catch let error as ServerOptionsError {
    FileHandle.standardError.write(Data("onchange-preview: error: \(error.description)\n\n\(ServerOptions.usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("onchange-preview: error: \(error)\n".utf8))
    exit(1)
}
