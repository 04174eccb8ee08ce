import Foundation
import ProcessRunner
import Testing
@testable import PreviewServer

/// A trap's stack as Swift's backtracer reports it (`SWIFT_BACKTRACE=format=json`): the
/// page shows the innermost frame in the user's own sources first, then every frame.
@Suite("A trap: the user's line first, the stack demangled")
struct TrapReportTests {
    /// A report shaped as the backtracer writes one for `[1, 2][7]` in a view's body: the
    /// standard library's frames first (no source location), then the body, the engine in a
    /// dependency's checkout, the agent, `main`.
    private let json = #"""
        { "kind": "crashReport", "description": "Illegal instruction", "threads": [
          { "name": "other", "crashed": false, "frames": [ { "kind": "programCounter", "address": "0x1", "description": "pthread_wait + 3" } ] },
          { "name": "main", "crashed": true, "frames": [
            { "kind": "programCounter", "address": "0x10", "symbol": "$ss17_assertionFailure", "description": "closure #1 in _assertionFailure(_:_:file:line:flags:) + 623", "image": "libswiftCore.so" },
            { "kind": "returnAddress", "address": "0x11", "description": "specialized Array.subscript.getter + 84", "image": "libswiftSwiftOnoneSupport.so" },
            { "kind": "returnAddress", "address": "0x12", "description": "Rows.body.getter + 142", "image": "agent",
              "sourceLocation": { "file": "/home/dev/App/Sources/App/Rows.swift", "line": 14, "column": 23 } },
            { "kind": "returnAddress", "address": "0x13", "description": "ViewGraph.evaluate() + 90", "image": "agent",
              "sourceLocation": { "file": "/home/dev/App/.build/checkouts/OnChangeKit/Sources/ViewEngine/Graph.swift", "line": 300, "column": 9 } },
            { "kind": "returnAddress", "address": "0x14", "description": "PreviewAgent.open() + 12", "image": "agent",
              "sourceLocation": { "file": "/home/dev/App/Tools/Agent/PreviewAgent.swift", "line": 70, "column": 5 } },
            { "kind": "returnAddress", "address": "0x15", "description": "protocol witness for View.body.getter in conformance Rows + 20", "image": "agent",
              "sourceLocation": { "file": "<compiler-generated>", "line": 0, "column": 0 } },
            { "kind": "returnAddress", "address": "0x16", "symbol": "main", "description": "main + 26", "image": "agent" },
            { "kind": "truncated" }
          ] } ] }
        """#

    @Test func theUsersFrameIsTheInnermostInThePackagesOwnSources() throws {
        let report = try #require(TrapReport(json: Data(json.utf8)))
        #expect(report.description == "Illegal instruction")
        #expect(report.frames.count == 7)   // the crashed thread's, without the truncation mark
        let frame = report.userFrame(package: "/home/dev/App", excluding: ["/home/dev/App/Tools"])
        #expect(frame?.function == "Rows.body.getter")
        #expect(frame?.file == "/home/dev/App/Sources/App/Rows.swift")
        #expect(frame?.line == 14)
        #expect(report.userFrameIndex(package: "/home/dev/App/", excluding: ["/home/dev/App/Tools/"]) == 2)
    }

    /// A dependency's checkout (in the build folder) and the tool's own agent are not the
    /// user's: with the body's frame gone, no frame is.
    @Test func buildFoldersAndTheAgentAreNotTheUsers() throws {
        let report = try #require(TrapReport(json: Data(json.utf8)))
        let withoutBody = TrapReport(description: report.description, frames: report.frames.filter { $0.function != "Rows.body.getter" })
        #expect(withoutBody.userFrame(package: "/home/dev/App", excluding: ["/home/dev/App/Tools"]) == nil)
        #expect(withoutBody.userFrame(package: "/home/dev/App")?.function == "PreviewAgent.open()")
        #expect(report.userFrame(package: "/elsewhere") == nil)
    }

    @Test func eachFrameIsDemangledWithItsFileAndLine() throws {
        let report = try #require(TrapReport(json: Data(json.utf8)))
        #expect(report.frames.map { $0.text(relativeTo: "/home/dev/App") } == [
            "closure #1 in _assertionFailure(_:_:file:line:flags:) (libswiftCore.so)",
            "specialized Array.subscript.getter (libswiftSwiftOnoneSupport.so)",
            "Rows.body.getter — Sources/App/Rows.swift:14:23",
            "ViewGraph.evaluate() — .build/checkouts/OnChangeKit/Sources/ViewEngine/Graph.swift:300:9",
            "PreviewAgent.open() — Tools/Agent/PreviewAgent.swift:70:5",
            "protocol witness for View.body.getter in conformance Rows (agent)",   // a thunk: no file of its own
            "main (agent)",
        ])
    }

    /// The agent's ending puts the user's line first: `path:line:column in function`.
    @Test func theEndingNamesTheUsersLine() throws {
        let report = try #require(TrapReport(json: Data(json.utf8)))
        let traps = AgentProcess.TrapSource(report: URL(fileURLWithPath: "/tmp/none.json"), package: "/home/dev/App", excluded: ["/home/dev/App/Tools"])
        let ending = AgentEnding.from(Termination(status: -1, signal: SIGILL),
                                      standardError: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n",
                                      report: report, traps: traps)
        #expect(ending.summary == "The preview trapped: Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        #expect(ending.location == "Sources/App/Rows.swift:14:23 in Rows.body.getter")
        #expect(ending.userFrame == 2)
        #expect(ending.stack.count == 7)
    }

    /// Without a report (the backtracer could not run), the ending still says how the
    /// process ended.
    @Test func withoutAReportTheSignalIsNamed() {
        let traps = AgentProcess.TrapSource(report: URL(fileURLWithPath: "/tmp/none.json"), package: "/home/dev/App", excluded: [])
        let ending = AgentEnding.from(Termination(status: -1, signal: SIGSEGV), standardError: "", report: nil, traps: traps)
        #expect(ending.summary == "The preview's process was ended by signal 11 (SIGSEGV).")
        #expect(ending.location == nil)
        #expect(ending.stack.isEmpty)
        #expect(TrapReport(json: Data("not json".utf8)) == nil)
    }
}
