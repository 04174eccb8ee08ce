import CompatCheck
import Foundation
import ProcessRunner

/// A module of an app as a package of its own, written as a launch writes a whole app's
/// (``AppLauncher/writePackage(_:files:name:unitFolder:products:purpose:log:uiTests:)``):
/// links to its files that compiled in the check and to those of the app's modules they
/// import, what Xcode generates beside them (asset symbols, Core Data classes,
/// `Bundle.module`), the stand-ins of the modules the project provides, the packages they
/// import built from their checkouts; an executable target (the preview tool links its
/// previews with an executable's objects). Its resources are laid out as the app's bundle
/// for the preview agent (`onchange-preview --resources`).
struct AppPackage {
    let unit: SampleUnit
    /// The app, loaded as the check loads it.
    let app: App
    /// Writes the package (its `work` is the tool's) and knows the packages' checkouts.
    let launcher: AppLauncher
    let products: StandInProducts

    /// What the build gave: the files left in, and why each file left out was.
    struct Built {
        var succeeded: Bool
        var files: Set<String>
        var reasons: [String: String]
    }

    /// The package's (and its target's) name.
    var name: String { AppLauncher.packageName(unit.packageName) }
    /// The package's folder.
    var folder: String { launcher.work + "/packages/" + name }
    /// The folder laid out as the app's bundle, for `onchange-preview --resources`.
    var bundle: String { launcher.work + "/bundles/" + name }

    /// Lays out the resources of the module's project, and of the local packages whose
    /// files the package holds, in ``bundle``, with the Info.plist of the target that
    /// compiles them.
    func layOutResources(files: [SwiftFile]) throws {
        try? FileManager.default.removeItem(atPath: bundle)
        let project = unit.projectFolder(in: app)
        let packages = AppBundle.localPackageFolders(holding: files.map(\.path), in: app.folder).filter { $0 != project }
        try AppBundle.place(AppBundle.resources(in: project) + packages.flatMap(AppBundle.resources(ofPackageIn:)),
                            in: bundle, executableName: name)
        try AppBundle.writeInfoPlist(in: bundle, bundleIdentifier: AppBundle.bundleIdentifier(projectFolder: project, files: files), name: name)
    }

    /// Builds the package in `scratch`, leaving out the files the build rejects, at most
    /// eight times.
    func build(scratch: String, timeout: Double, log: Log) throws -> Built {
        var files = unit.packageFiles(in: app)
        var reasons: [String: String] = [:]
        let sources = folder + "/Sources/" + name
        for _ in 0..<8 {
            try launcher.writePackage(app, files: files, name: name, unitFolder: unit.projectFolder(in: app), products: products,
                                      purpose: "sample-previews: \(unit.app)'s module \(unit.module), its files that compiled in the check.",
                                      log: log)
            // SwiftPM keeps the last build's plan (`debug.yaml`) and, when the packages of
            // that plan did not change, builds from it again without planning: the apps'
            // packages share one build folder, and here the next app's build was refused
            // ("No target named 'App-…-debug.exe' in build description") after the preview
            // tool had built the previous app. Without the old plan SwiftPM plans anew.
            try? FileManager.default.removeItem(atPath: scratch + "/debug.yaml")
            let outcome = ChildProcess.run(["swift", "build", "--package-path", folder, "--scratch-path", scratch, "--product", name],
                                           timeout: timeout)
            if outcome.succeeded { return Built(succeeded: true, files: Set(files.map(\.rel)), reasons: reasons) }
            let byLink = Dictionary(files.map { (sources + "/" + AppLauncher.linkName($0.rel), $0.rel) }, uniquingKeysWith: { first, _ in first })
            var rejected: [String: String] = [:]
            for line in outcome.output.split(separator: "\n") where line.contains(": error: ") {
                guard let rel = byLink[String(line.prefix { $0 != ":" })] else { continue }
                if rejected[rel] == nil { rejected[rel] = String(line.split(separator: ": error: ", maxSplits: 1).last ?? "") }
            }
            guard !rejected.isEmpty else {
                let detail = "the package did not build: " + String(outcome.output.suffix(200))
                return Built(succeeded: false, files: [], reasons: reasons.merging(files.map { ($0.rel, detail) }) { first, _ in first })
            }
            for (rel, reason) in rejected.sorted(by: { $0.key < $1.key }) {
                reasons[rel] = "rejected here: " + reason
                log.note("\(unit.app)/\(unit.module): left out \(rel): \(reason)")
            }
            files.removeAll { rejected[$0.rel] != nil }
            if files.isEmpty { break }
        }
        return Built(succeeded: false, files: [], reasons: reasons.merging(files.map { ($0.rel, "still rejected after eight builds") }) { first, _ in first })
    }
}
