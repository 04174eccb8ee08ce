import ArgumentParser
import CompatCheck
import Foundation

/// `inventory SAMPLE`: the SwiftUI usage inventory of a sample of apps and the gap list.
@main
struct InventoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inventory",
        abstract: "The SwiftUI usage inventory of a sample of apps, the gap list, and the sample's compile and type-check numbers.",
        discussion: """
        Runs the compatibility check over each app folder of SAMPLE (or reads a previous run's \
        JSON with --from), counts the SwiftUI, Combine and Observation names the apps use (uses \
        and apps per name) and whether each resolves against the engine, and writes into --out: \
        usage.tsv (one row per name), numbers.md (files, self-contained and all-files rates, apps \
        that type-check whole, the slowest files to type-check, the files the type checker gives \
        up on, coverage), typecheck.tsv (every file's type-check time), apps.tsv (each app's \
        whole-app verdict and, with --launch, whether it launched), frameworks.tsv (Apple's missing frameworks ranked by the view files \
        they would unblock, directly and through app code), symbols.tsv (the SF Symbol names the \
        apps write, by uses) and sample.tsv (from SAMPLE/MANIFEST.tsv); --gaps writes the ranked \
        gap list. The method and its limits are in Inventory/README.md.
        """
    )

    @Argument(help: "A folder of app folders (each subfolder is an app).")
    var sample: String

    @Option(name: .customLong("from"), help: ArgumentHelp("Reuse the results of `compat-check --each --json JSON`.", valueName: "json"))
    var fromJSON: String?

    @Option(help: ArgumentHelp("Where usage.tsv, numbers.md, typecheck.tsv, apps.tsv, frameworks.tsv, symbols.tsv and sample.tsv go.", valueName: "path"))
    var out = Engine.defaultRepo + "/Inventory"

    @Option(help: ArgumentHelp("Write the ranked gap list there.", valueName: "path"))
    var gaps: String?

    @Option(help: "How many missing names the gap list ranks.")
    var top = 250

    @Option(help: "Modules type-checked at once.")
    var jobs = 2

    @Option(help: ArgumentHelp("With a fresh check: also keep its JSON.", valueName: "path"))
    var json: String?

    @Flag(help: "Check against the opt-in package Macros/ (ViewEngineMacros), as compat-check --macros.")
    var macros = false

    @Option(help: ArgumentHelp("A folder of the apps' package dependencies, as compat-check --packages; writes packages.tsv.", valueName: "path"))
    var packages: String?

    @Option(help: "Solver scopes after which the type checker gives up on an expression, as compat-check --solver-scopes.")
    var solverScopes: Int?

    @OptionGroup(title: "Launching the whole apps")
    var launching: LaunchOptions

    func run() throws {
        let log = Log.standardError
        var options = CheckOptions()
        options.jobs = jobs
        options.packages = packages.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        if let solverScopes { options.solverScopes = solverScopes }
        let apps: [App]
        let results: [FileResult]
        let verdicts: [AppVerdict]
        let seconds: Double
        let toolchain: String
        let symbols: SymbolIndex
        var launches: [LaunchResult]?
        var dependencies: [DependencyPackages.Outcome]?
        do {
            if let fromJSON {
                let record = try RunRecord.read(from: fromJSON)
                let engine = try Engine.build(scratch: nil, macros: macros, log: log)
                symbols = try SymbolIndex.load(engine: engine, log: log)
                apps = record.apps.map { ProjectLoader.load(sample + "/" + $0.name, name: $0.name, jobs: jobs) }
                // verdicts made again from the files, by this tool's rules
                verdicts = record.verdicts.map { verdict in
                    AppVerdict(name: verdict.name, projects: verdict.projects, results: record.files.filter { $0.app == verdict.name },
                               unplaced: verdict.unplacedErrors)
                }
                (results, seconds, toolchain) = (record.files, record.seconds, record.toolchain)
                dependencies = record.dependencies
                launches = launching.launch ? try launching.launcher(packages: options.packages).launchWhole(apps, verdicts: verdicts, log: log)
                    : record.launches
            } else {
                var run = try CheckRun.run(sample, each: true, options: options, scratch: nil, macros: macros, log: log)
                if launching.launch {
                    run.launches = try launching.launcher(packages: options.packages).launchWhole(run.apps, verdicts: run.verdicts, log: log)
                }
                Report.tallyLines(run).forEach { print($0) }
                Report.launchLines(run.launches).forEach { print($0) }
                if let json { try RunRecord(run).write(to: json) }
                launches = run.launches
                dependencies = options.packages == nil ? nil : run.dependencies
                (apps, results, verdicts, seconds, toolchain, symbols) = (run.apps, run.results, run.verdicts, run.seconds, run.toolchain, run.symbols)
            }
        } catch let error as CheckError {
            FileHandle.standardError.write(Data("inventory: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        let inventory = UsageInventory(apps: apps, results: results, index: symbols)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try inventory.tsv().write(toFile: out + "/usage.tsv", atomically: true, encoding: .utf8)
        var sampleNote = ""
        if let manifest = try? String(contentsOfFile: sample + "/MANIFEST.tsv", encoding: .utf8) {
            // the sample's apps, addresses and commits (the sample itself stays outside the repository)
            let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            if let first = lines.first, first.hasPrefix("#") { sampleNote = first.drop { $0 == "#" || $0 == " " }.trimmingCharacters(in: .whitespaces) }
            let rows = lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(7).joined(separator: "\t") }
            try (rows.joined(separator: "\n") + "\n").write(toFile: out + "/sample.tsv", atomically: true, encoding: .utf8)
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        let documents = InventoryDocuments(
            apps: apps, results: results, verdicts: verdicts, inventory: inventory, seconds: seconds, toolchain: toolchain,
            macros: macros, sampleNote: sampleNote, date: formatter.string(from: Date()),
            command: "Scripts/inventory SAMPLE" + (macros ? " --macros" : "") + (packages == nil ? "" : " --packages PACKAGES") + " --jobs \(jobs)"
                + (solverScopes.map { " --solver-scopes \($0)" } ?? "") + (launching.launch ? " --launch" : ""), solverScopes: options.solverScopes, launches: launches)
        let numbers = documents.numbers()
        try numbers.write(toFile: out + "/numbers.md", atomically: true, encoding: .utf8)
        try documents.typecheckTSV().write(toFile: out + "/typecheck.tsv", atomically: true, encoding: .utf8)
        try documents.appsTSV().write(toFile: out + "/apps.tsv", atomically: true, encoding: .utf8)
        try FrameworkRanking(apps: apps, results: results).tsv().write(toFile: out + "/frameworks.tsv", atomically: true, encoding: .utf8)
        if let dependencies, let packages {
            // the dependencies' addresses and commits (the checkouts stay outside the repository)
            let manifest = (try? String(contentsOfFile: packages + "/MANIFEST.tsv", encoding: .utf8)) ?? ""
            try DependencyPackages.tsv(dependencies, manifest: manifest).write(toFile: out + "/packages.tsv", atomically: true, encoding: .utf8)
        }
        try SystemSymbolRanking(apps: apps).tsv().write(toFile: out + "/symbols.tsv", atomically: true, encoding: .utf8)
        print(numbers, terminator: "")
        if let gaps {
            try documents.gaps(top: top).write(toFile: gaps, atomically: true, encoding: .utf8)
            log.note("gap list: \(gaps)")
        }
    }
}
