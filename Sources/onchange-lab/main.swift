import Foundation
import LabScenarios

/// onchange-lab: runs the seed articles' examples on the engine and prints their transcripts.
///
///     onchange-lab            run every scenario
///     onchange-lab list       list the scenarios
///     onchange-lab run NAME   run one scenario
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
    case "run" where arguments.count == 2:
        guard let scenario = Scenarios.named(arguments[1]) else {
            FileHandle.standardError.write(Data("""
                onchange-lab: no scenario named "\(arguments[1])".
                Known scenarios: \(Scenarios.all.map(\.name).joined(separator: ", "))

                """.utf8))
            return 1
        }
        Swift.print(await scenario.run(), terminator: "")
        return 0
    default:
        FileHandle.standardError.write(Data("usage: onchange-lab [list | run NAME]\n".utf8))
        return 2
    }
}

exit(await main())
