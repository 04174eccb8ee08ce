// The agent: the child process that mounts a package's previews in hosts and drives them
// for the server. Its requests come one JSON line at a time on standard input; its replies
// go, one line each, to the descriptor that was standard output when it started. What the
// previews print goes to a file the agent reads back after each request, so a `print` in
// a view never mixes with a reply. It ends when its input ends (the server went away).
// The server compiles it (Tools/Preview/Agent and Sources/PreviewProtocol) against the
// package it serves; see Tools/Preview/README.md.

import Foundation

let output = AgentOutput.takeOverStandardOutput()
let agent = PreviewAgent(previews: registeredPreviews(), console: output.console)
let requests = AgentInput.lines()
for await line in requests {
    let reply = await agent.handle(line)
    output.send(reply)
}
exit(0)
