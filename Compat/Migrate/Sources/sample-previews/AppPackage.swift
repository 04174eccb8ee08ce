import CompatCheck
import Foundation
import ProcessRunner

/// An app's module as a package of its own: links to its files that compiled in the check,
/// an executable target (the preview tool links its previews with an executable's objects)
/// compiled as the check compiles (Swift 5 mode, `DEBUG`, `import SwiftUI` standing for
/// ViewEngineMacros, the modules Apple's SDK makes visible without an import).
struct AppPackage {
    let unit: SampleUnit
    /// The package's folder.
    let folder: String
    let repo: String
    let products: StandInProducts

    /// What the build gave: the files left in, and why each file left out was.
    struct Built {
        var succeeded: Bool
        var files: Set<String>
        var reasons: [String: String]
    }

    /// The module's folder in the package.
    private var sources: String { folder + "/Sources/" + moduleName }
    /// The module's name: the check's, as a Swift identifier.
    var moduleName: String { String(unit.module.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }

    /// Writes the package with `files` (relative to the app's folder).
    private func write(_ files: [String]) throws {
        try? FileManager.default.removeItem(atPath: sources)
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        var hasMain = false
        for rel in files {
            let link = sources + "/" + (rel as NSString).lastPathComponent
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: unit.folder + "/" + rel)
            if let text = try? String(contentsOfFile: unit.folder + "/" + rel, encoding: .utf8), text.contains("@main") { hasMain = true }
        }
        // An executable needs an entry point; the preview agent brings its own.
        if !hasMain { try "// The entry point the package's executable needs; the previews are drawn by the preview agent.\n".write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8) }
        let flags = ["-module-alias", "SwiftUI=ViewEngineMacros", "-D", "DEBUG"]
            + CheckOptions.implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
        let manifest = AppPackageManifest.text(name: moduleName, purpose: "sample-previews: \(unit.app)'s module \(unit.module), its files that compiled in the check.",
                                               repo: repo, products: products, flags: flags)
        try manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
    }

    /// Builds the package in `scratch`, leaving out the files the build rejects, at most
    /// eight times.
    func build(scratch: String, timeout: Double) throws -> Built {
        // One file of each name: a target's object files are named after its files.
        var seen: Set<String> = []
        var files = unit.compiled.filter { seen.insert(($0 as NSString).lastPathComponent).inserted }
        var reasons: [String: String] = [:]
        for rel in unit.compiled where !files.contains(rel) { reasons[rel] = "a file of the same name is in the module" }
        for _ in 0..<8 {
            try write(files)
            // SwiftPM keeps the last build's plan (`debug.yaml`) and, when the packages of
            // that plan did not change, builds from it again without planning: the apps'
            // packages share one build folder, and here the next app's build was refused
            // ("No target named 'App-…-debug.exe' in build description") after the preview
            // tool had built the previous app. Without the old plan SwiftPM plans anew.
            try? FileManager.default.removeItem(atPath: scratch + "/debug.yaml")
            let outcome = ChildProcess.run(["swift", "build", "--package-path", folder, "--scratch-path", scratch, "--product", moduleName],
                                           timeout: timeout)
            if outcome.succeeded { return Built(succeeded: true, files: Set(files), reasons: reasons) }
            let byName = Dictionary(files.map { (($0 as NSString).lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
            var rejected: [String: String] = [:]
            for line in outcome.output.split(separator: "\n") where line.contains(": error: ") {
                let path = line.prefix { $0 != ":" }
                guard path.hasPrefix(sources), let rel = byName[(String(path) as NSString).lastPathComponent] else { continue }
                if rejected[rel] == nil { rejected[rel] = String(line.split(separator: ": error: ", maxSplits: 1).last ?? "") }
            }
            guard !rejected.isEmpty else {
                return Built(succeeded: false, files: [], reasons: Dictionary(uniqueKeysWithValues: files.map { ($0, "the package did not build: " + String(outcome.output.suffix(200))) }))
            }
            for (rel, reason) in rejected { reasons[rel] = "rejected here: " + reason }
            files.removeAll { rejected[$0] != nil }
            if files.isEmpty { break }
        }
        return Built(succeeded: false, files: [], reasons: reasons)
    }
}
