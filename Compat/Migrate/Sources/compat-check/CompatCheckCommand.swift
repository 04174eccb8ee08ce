import ArgumentParser
import CompatCheck
import Foundation

/// `compat-check FOLDER`: can these SwiftUI files run on the engine, unchanged?
@main
struct CompatCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compat-check",
        abstract: "Can these SwiftUI files run on the engine, unchanged?",
        discussion: """
        Builds the engine once (debug), then type-checks the folder's Swift files, unchanged, \
        against it: `import SwiftUI` resolves to ViewEngine (-module-alias), `import Combine` to \
        the engine's Combine, Foundation and Observation are the toolchain's. Prints, per view \
        file, compiled / failed (with what is missing) / blocked (with the missing framework), a \
        tally, whether the app type-checks whole, the slowest files to type-check and those the \
        type checker gives up on; with --launch, whether each app that type-checks whole builds, \
        launches headlessly, draws its first screen and takes one tap. See Sources/ViewEngine/ViewEngine.docc/CompatibilityCheck.md.
        """
    )

    @Argument(help: "An app's folder (or, with --each, a folder of apps).")
    var folder: String

    @Flag(help: "Check each subfolder of FOLDER as an app of its own.")
    var each = false

    @Flag(help: "List every Swift file, not only view files.")
    var allFiles = false

    @Flag(help: "Print the tally only.")
    var quiet = false

    @Option(help: ArgumentHelp("Write every file's result as JSON.", valueName: "path"))
    var json: String?

    @Option(help: "The language mode the files are checked in (default 5, as most Xcode projects).")
    var swiftVersion = "5"

    @Option(help: "Seconds for a module in one compiler process; past that its files are checked in parts.")
    var timeout = 120.0

    @Option(help: "Seconds for one file's function bodies, past which it counts as timed out.")
    var fileTimeout = 60.0

    @Option(help: "Modules type-checked at once.")
    var jobs = 1

    @Option(help: "Solver scopes after which the type checker gives up on an expression (default 0: the compiler's own bound, as Xcode builds; or COMPAT_CHECK_SOLVER_SCOPES).")
    var solverScopes: Int?

    @Option(help: "How many of the slowest files to type-check to list (0: none).")
    var slowest = 10

    @Option(help: ArgumentHelp("The engine's build folder (default: the package's .build; with --macros, the repository's .build-apps, where an app's test package builds on the same swift-syntax).", valueName: "path"))
    var scratchPath: String?

    @Option(help: ArgumentHelp("A folder of the apps' package dependencies, checked out side by side: each target a file imports is compiled unchanged against the engine as its own module.", valueName: "path"))
    var packages: String?

    @Flag(help: "Stand the opt-in package Macros/ (ViewEngineMacros: the engine with #Preview, @Previewable and @Entry) in for SwiftUI, with its compiler plugin.")
    var macros = false

    @OptionGroup(title: "Launching the whole apps")
    var launching: LaunchOptions

    func validate() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("not a folder: \(folder)")
        }
    }

    func run() throws {
        var options = CheckOptions()
        options.swiftVersion = swiftVersion
        options.timeout = timeout
        options.fileTimeout = fileTimeout
        options.jobs = jobs
        options.packages = packages.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        if let solverScopes { options.solverScopes = solverScopes }
        var run: CheckRun
        do {
            run = try CheckRun.run(folder, each: each, options: options, scratch: scratchPath, macros: macros, log: .standardError)
            if launching.launch {
                let launcher = launching.launcher(packages: options.packages)
                run.launches = try launcher.launchWhole(run.apps, verdicts: run.verdicts, log: .standardError)
            }
        } catch let error as CheckError {
            FileHandle.standardError.write(Data("compat-check: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        if macros && scratchPath == nil {
            // The app's test package (TestingAppsOnLinux.md) builds on the same swift-syntax there.
            let shared = Engine.sharedScratch()
            Log.standardError.note("the engine, its macros and their swift-syntax are built in \(shared); "
                + "build your app's test package there too: swift test --scratch-path \(shared)")
        }
        if !quiet { Report.fileLines(run, allFiles: allFiles).forEach { print($0) } }
        Report.tallyLines(run, slowest: slowest).forEach { print($0) }
        Report.launchLines(run.launches).forEach { print($0) }
        if let json { try RunRecord(run).write(to: json) }
    }
}
