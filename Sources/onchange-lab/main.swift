import Foundation
import LabScenarios

/// onchange-lab: runs the seed articles' examples on the engine and prints their transcripts.
///
///     onchange-lab                              run every scenario
///     onchange-lab list                         list the scenarios
///     onchange-lab run NAME                     run one scenario
///     onchange-lab run NAME --trace             ... and print its frame trace after the transcript
///     onchange-lab run NAME --trace-json FILE   ... and write the trace as Chrome trace-event JSON
@MainActor
func main() async -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case nil:
        for scenario in Scenarios.all {
            Swift.print("== \(scenario.name) ==")
            Swift.print(await scenario.run(), terminator: "")
            Swift.print()
        }
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
        let (transcript, traces) = await scenario.run(tracing: options.tracing)
        Swift.print(transcript, terminator: "")
        if options.printsTrace {
            for (index, (host, trace)) in traces.enumerated() {
                Swift.print("== trace of host \(index + 1): \(host) ==")
                Swift.print(trace.text)
            }
        }
        if let file = options.jsonFile {
            do {
                for (index, (_, trace)) in traces.enumerated() {
                    let path = index == 0 ? file : file.replacingOccurrences(of: ".json", with: "") + "-\(index + 1).json"
                    try trace.chromeTraceJSON().write(to: URL(fileURLWithPath: path))
                }
            } catch {
                fail("onchange-lab: cannot write \(file): \(error)")
                return 1
            }
        }
        return 0
    default:
        return usage()
    }
}

/// The options after `run NAME`.
struct RunOptions {
    var printsTrace = false
    var jsonFile: String?
    var tracing: Bool { printsTrace || jsonFile != nil }

    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--trace": printsTrace = true
            case "--trace-json":
                guard let file = rest.popFirst() else { return nil }
                jsonFile = file
            default: return nil
            }
        }
    }
}

func fail(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

func usage() -> Int32 {
    fail("usage: onchange-lab [list | run NAME [--trace] [--trace-json FILE]]")
    return 2
}

exit(await main())
