import AllocationBudgets
import ArgumentParser
import Foundation
import MallocInterposerSwift

// Counts the heap allocations of the engine's hot paths and holds them against the
// committed budgets (AllocationBudgets.tsv, beside Package.swift): CI runs it, and a count
// over its budget fails the run with both numbers.
//
//     swift run allocation-budgets                 the debug build's counts, checked
//     swift run -c release allocation-budgets      the release build's
//
// Counts are deterministic for one build: no clock, no threads (the same with any hash seed).

/// `allocation-budgets`: measure, print the table, fail on a count over its budget.
struct AllocationBudgetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "allocation-budgets",
        abstract: "Counts the engine's allocations per unit of work and checks them against the committed budgets.",
        discussion: "Counts differ between debug and release builds; each configuration has its own column of budgets.")

    @Option(help: "The budgets file (tab-separated: workload, metric, debug, release, reason).")
    var budgets: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("AllocationBudgets.tsv").path

    @Flag(help: "Print the counts as budget lines (workload, metric, count) instead of checking them.")
    var lines = false

    func run() throws {
        try Interposer.ensureCounting()
        let measurements = try MainActor.assumeIsolated {
            try allocationWorkloads.flatMap { try $0.measure() }
        }
        if lines {
            for measurement in measurements {
                print("\(measurement.workload)\t\(measurement.metric.rawValue)\t\(BudgetCheck.format(measurement.value))")
            }
            return
        }
        let text: String
        do { text = try String(contentsOfFile: budgets, encoding: .utf8) } catch {
            throw ValidationError("cannot read the budgets file \(budgets): \(error.localizedDescription)")
        }
        let file: BudgetFile
        do { file = try BudgetFile(parsing: text) } catch { throw ValidationError("\(budgets), \(error)") }
        let check = BudgetCheck(measurements, against: file, in: .current)
        print("## Allocations per unit of work (\(BuildConfiguration.current.rawValue) build)\n")
        print(check.report)
        if !check.passes { throw ExitCode.failure }
    }
}

/// The malloc interposer counts only when the loader binds `malloc` to its library rather
/// than the C library's: by the link order, or else by `LD_PRELOAD`.
enum Interposer {
    /// The variable that marks a process this tool started again with the library preloaded.
    static let marker = "ALLOCATION_BUDGETS_PRELOADED"

    /// Whether a `malloc` is counted now.
    static var counts: Bool {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        let pointer = malloc(64)
        MallocInterposerSwift.unhook()
        free(pointer)
        return MallocInterposerSwift.getStatistics().mallocCount > 0
    }

    /// Returns when allocations are counted (on Linux, linking the interposer's library is
    /// enough when the loader binds it before the C library); otherwise starts this program
    /// again with the library (beside the executable) preloaded, and exits with its status.
    static func ensureCounting() throws {
        if counts { return }
        guard ProcessInfo.processInfo.environment[marker] == nil else {
            throw ValidationError("the malloc interposer does not count, even with LD_PRELOAD=\(ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? "")")
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let library = executable.deletingLastPathComponent().appendingPathComponent("libMallocInterposerSwift.so")
        guard FileManager.default.fileExists(atPath: library.path) else {
            throw ValidationError("the malloc interposer's library is not beside the executable: no \(library.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = Array(CommandLine.arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = library.path
        environment[marker] = "1"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        throw ExitCode(process.terminationStatus)
    }
}

AllocationBudgetsCommand.main()
