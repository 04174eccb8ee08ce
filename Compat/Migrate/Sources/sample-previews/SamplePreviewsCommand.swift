import ArgumentParser
import CompatCheck
import Foundation
import ProcessRunner

/// `sample-previews SAMPLE --from JSON`: every `#Preview` and `PreviewProvider` in the files of
/// a sample's apps that compile, mounted and drawn to SVG by `onchange-preview --render-to`,
/// each app in a package of its own and each preview in the preview agent (a child process
/// the tool starts again after a trap, so one trap stops no other preview).
@main
struct SamplePreviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample-previews",
        abstract: "Mounts and draws every #Preview and PreviewProvider in the sample's files that compile, and counts the outcomes.",
        discussion: """
        For each app and module of the check's run (--from, written by `compat-check --each --macros --json`), \
        the files that compiled are put in a package of their own (links to the app's files, unchanged; \
        `import SwiftUI` stands for ViewEngineMacros, as in the check), built with SwiftPM (a file the \
        build still rejects, such as one that needs a declaration of a file that did not compile, is left \
        out and the build tried again), and `onchange-preview --render-to` draws each of its previews. \
        Writes one row per preview (app, file, preview, kind, outcome, detail) to --output; the pictures \
        go to --work and are never the repository's.
        """
    )

    @Argument(help: "The sample: a folder of app folders.")
    var sample: String

    @Option(name: .customLong("from"), help: ArgumentHelp("The check's run (`compat-check --each --macros --json JSON`).", valueName: "json"))
    var fromJSON: String

    @Option(help: ArgumentHelp("Where the packages, their build and the pictures go.", valueName: "path"))
    var work = "/tmp/sample-previews"

    @Option(help: ArgumentHelp("""
        The build folder the apps' packages share (the engine, the macros and swift-syntax built once \
        for all of them); by default WORK/.build. A folder the packages beside the library already \
        share (CI's .build-deps) saves building them again. Give its real path: SwiftPM's module \
        cache refuses a folder reached through a symbolic link once it was used by its real path.
        """, valueName: "path"))
    var scratchPath: String?

    @Option(help: ArgumentHelp("The built onchange-preview.", valueName: "path"))
    var previewTool = Engine.defaultRepo + "/Tools/Preview/.build/debug/onchange-preview"

    @Option(help: ArgumentHelp("The table of outcomes.", valueName: "path"))
    var output = Engine.defaultRepo + "/Inventory/previews.tsv"

    @Option(help: ArgumentHelp("The apps' package dependencies checked out side by side (the check's --packages): a package a module imports is built from its checkout.", valueName: "path"))
    var packages: String?

    @Option(parsing: .upToNextOption, help: "Only these apps.")
    var apps: [String] = []

    @Option(help: "Seconds for one app's build, and for drawing its previews.")
    var timeout = 1800.0

    mutating func run() async throws {
        let record = try RunRecord.read(from: fromJSON)
        let sampleFolder = URL(fileURLWithPath: sample).standardizedFileURL.path
        let scratch = scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? work + "/.build"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let products = try StandInProducts.find(repo: Engine.defaultRepo)
        var rows: [PreviewRow] = []
        let units = SampleUnit.units(of: record, sample: sampleFolder).filter { apps.isEmpty || apps.contains($0.app) }
        let launcher = AppLauncher(work: work, scratch: scratch, packages: packages.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var loaded: [String: App] = [:]
        for unit in units {
            let started = Date()
            let app = loaded[unit.app] ?? ProjectLoader.load(unit.folder, name: unit.app)
            loaded[unit.app] = app
            let package = AppPackage(unit: unit, app: app, launcher: launcher, products: products)
            let built = try package.build(scratch: scratch, timeout: timeout, log: .standardError)
            var unitRows: [PreviewRow] = unit.previewFiles.filter { !built.files.contains($0.rel) }.flatMap { file in
                file.previews.map { PreviewRow(app: unit.app, file: file.rel, preview: $0, kind: "", outcome: "not compiled here", detail: built.reasons[file.rel] ?? "") }
            }
            if built.succeeded {
                try package.layOutResources(files: package.unit.packageFiles(in: app).filter { built.files.contains($0.rel) })
                let pictures = work + "/pictures/\(unit.packageName)"
                let outcome = try await ChildProcess.run([previewTool, "--package", package.folder, "--scratch-path", scratch,
                                                          "--resources", package.bundle, "--render-to", pictures],
                                                         timeout: timeout)
                // The tool names a file by its #fileID (Module/Link.swift, the link named
                // after the file's path); the table by its path in the app. Only the
                // module's own files' previews are its rows: an imported module's are
                // that module's.
                let own = Set(unit.compiled)
                let byLink = Dictionary(built.files.map { (AppLauncher.linkName($0), $0) }, uniquingKeysWith: { first, _ in first })
                let drawn = outcome.output.split(separator: "\n").compactMap { PreviewRow(renderedRow: String($0), app: unit.app, paths: byLink) }
                    .filter { own.contains($0.file) }
                if drawn.isEmpty {
                    unitRows += unit.previewFiles.filter { built.files.contains($0.rel) }.flatMap { file in
                        file.previews.map { PreviewRow(app: unit.app, file: file.rel, preview: $0, kind: "", outcome: "not drawn",
                                                       detail: String(outcome.output.suffix(300))) }
                    }
                } else {
                    unitRows += drawn
                }
            }
            rows += unitRows
            let counts = Dictionary(grouping: unitRows, by: \.outcome).mapValues(\.count).sorted { $0.key < $1.key }
            FileHandle.standardError.write(Data("\(unit.app)/\(unit.module): \(counts.map { "\($0.value) \($0.key)" }.joined(separator: ", ")) (\(Int(Date().timeIntervalSince(started))) s)\n".utf8))
            try PreviewRow.write(rows, to: output)
        }
        try PreviewRow.write(rows, to: output)
    }
}
