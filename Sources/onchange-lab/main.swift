import Foundation
import LabScenarios

/// onchange-lab: runs the seed articles' examples on the engine and prints their transcripts.
///
///     onchange-lab                              run every scenario
///     onchange-lab list                         list the scenarios
///     onchange-lab run NAME                     run one scenario
///     onchange-lab run NAME --trace             ... and print its frame trace after the transcript
///     onchange-lab run NAME --trace-json FILE   ... and write the trace as Chrome trace-event JSON
///     onchange-lab run NAME --svg FILE          ... and write an SVG picture of its window as the
///                                               scenario left it (FILE-2.svg... for its other hosts)
///
/// Its command line is read here by hand, not by swift-argument-parser as every tool beside
/// the library reads its own (`onchange-preview`, `onchange-migrate`, `compat-check`,
/// `inventory`): the lab is a product of the root package, and the root package depends on
/// no package, so that depending on OnChangeKit brings nothing else.
@MainActor
func main() async -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case nil:
        Swift.print(legend)
        var diagnostics = 0
        for scenario in Scenarios.all {
            let transcript = await scenario.run()
            diagnostics += transcript.split(separator: "\n").filter { $0.hasPrefix(Lab.diagnosticMarker) }.count
            Swift.print("== \(scenario.name) ==")
            Swift.print("shows: \(scenario.summary)")
            Swift.print(transcript, terminator: "")
            Swift.print()
        }
        Swift.print("""
            \(Scenarios.all.count) scenarios run; \(diagnostics) lines were the engine's diagnostics ("\(Lab.diagnosticMarker)…"), each
            part of what its scenario shows. `swift test` checks every transcript, those lines
            included, against its golden in Tests/LabTests/Golden/.
            """)
        return 0
    case "list":
        for scenario in Scenarios.all {
            Swift.print("\(scenario.name)\t\(scenario.summary)")
        }
        return 0
    case "run" where arguments.count >= 2:
        guard let scenario = Scenarios.named(arguments[1]) else {
            fail("""
                onchange-lab: no scenario named "\(arguments[1])".
                Known scenarios: \(Scenarios.all.map(\.name).joined(separator: ", "))
                """)
            return 1
        }
        guard let options = RunOptions(Array(arguments.dropFirst(2))) else { return usage() }
        let (transcript, traces, pictures) = await scenario.run(tracing: options.tracing, pictures: options.svgFile != nil)
        Swift.print(transcript, terminator: "")
        if options.printsTrace {
            for (index, (host, trace)) in traces.enumerated() {
                Swift.print("== trace of host \(index + 1): \(host) ==")
                Swift.print(trace.text)
            }
        }
        if let file = options.jsonFile {
            guard write(traces.map { trace in { try trace.trace.chromeTraceJSON() } }, to: file, extension: ".json") else { return 1 }
        }
        if let file = options.svgFile {
            guard write(pictures.map { picture in { Data(picture.svg.utf8) } }, to: file, extension: ".svg") else { return 1 }
        }
        return 0
    default:
        return usage()
    }
}

/// What the lab prints before the scenarios when it runs them all: how to read a transcript.
let legend = """
    onchange-lab: every example of the seed articles, and of SwiftUI's documentation, run on the
    engine. Each scenario prints its name, a line saying what it shows, then its transcript:
      # mount …, # tap …   a step the lab took, as a user would
      \(Lab.diagnosticMarker)…          a diagnostic of the engine, where SwiftUI prints one to the
                           console: part of what the scenario shows, expected, not a failure
      any other line       what the example's own code printed
    Compat/CONFORMANCE.md sets each transcript beside the article's output.

    """

/// The options after `run NAME`.
struct RunOptions {
    var printsTrace = false
    var jsonFile: String?
    var svgFile: String?
    var tracing: Bool { printsTrace || jsonFile != nil }

    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--trace": printsTrace = true
            case "--trace-json":
                guard let file = rest.popFirst() else { return nil }
                jsonFile = file
            case "--svg":
                guard let file = rest.popFirst() else { return nil }
                svgFile = file
            default: return nil
            }
        }
    }
}

/// Writes one file per host: the first host's to `file`, the others' to `file` with
/// `-2`, `-3`... before `pathExtension`. Says which file it cannot write.
func write(_ contents: [() throws -> Data], to file: String, extension pathExtension: String) -> Bool {
    for (index, data) in contents.enumerated() {
        let path = index == 0 ? file : file.replacingOccurrences(of: pathExtension, with: "") + "-\(index + 1)\(pathExtension)"
        do {
            try data().write(to: URL(fileURLWithPath: path))
        } catch {
            fail("onchange-lab: cannot write \(path): \(error)")
            return false
        }
    }
    return true
}

func fail(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

func usage() -> Int32 {
    fail("usage: onchange-lab [list | run NAME [--trace] [--trace-json FILE] [--svg FILE]]")
    return 2
}

exit(await main())
