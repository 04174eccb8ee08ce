import CompatCheck
import Foundation

/// One module of one app of the check's run: the files that compiled in it, and those of
/// them that declare previews.
struct SampleUnit {
    /// A file that declares previews.
    struct PreviewFile {
        /// Relative to the app's folder.
        let rel: String
        /// Its previews as the source names them: `#Preview "Name"` or `#Preview line 12`,
        /// and each `PreviewProvider` by its type.
        let previews: [String]
    }

    let app: String
    let module: String
    /// The app's folder.
    let folder: String
    /// The files that compiled, relative to the app's folder.
    let compiled: [String]
    /// Those that declare previews.
    let previewFiles: [PreviewFile]
    /// The files that compiled in the app's other modules, by module (local packages'
    /// targets the check compiled as modules of their own).
    let otherModules: [String: [String]]

    /// A package name for it: the app and the module, letters and digits only.
    var packageName: String { String("\(app)-\(module)".map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }) }

    /// The units of `record` with at least one compiled file that declares a preview.
    static func units(of record: RunRecord, sample: String) -> [SampleUnit] {
        let compiled = record.files.filter { $0.status == .compiled }
        let byUnit = Dictionary(grouping: compiled) { "\($0.app)\u{1}\($0.module)" }
        let byApp = Dictionary(grouping: compiled, by: \.app)
        return byUnit.keys.sorted().compactMap { key in
            let files = byUnit[key]!
            let app = files[0].app, module = files[0].module
            let folder = sample + "/" + app
            let previewFiles = files.map(\.rel).sorted().compactMap { rel -> PreviewFile? in
                guard let text = try? String(contentsOfFile: folder + "/" + rel, encoding: .utf8) else { return nil }
                let previews = PreviewDeclarations.names(in: text)
                return previews.isEmpty ? nil : PreviewFile(rel: rel, previews: previews)
            }
            guard !previewFiles.isEmpty else { return nil }
            let others = Dictionary(grouping: (byApp[app] ?? []).filter { $0.module != module }, by: \.module).mapValues { $0.map(\.rel).sorted() }
            return SampleUnit(app: app, module: module, folder: folder, compiled: files.map(\.rel).sorted(), previewFiles: previewFiles,
                              otherModules: others)
        }
    }

    /// The files its package holds, of `app` (the app loaded as the check loads it): its
    /// own, and those that compiled in the app's modules its files import, and the ones
    /// those import — a local package's target, compiled in the package's one module as a
    /// launch compiles it, its import an empty stand-in.
    func packageFiles(in app: App) -> [SwiftFile] {
        let byRel = Dictionary(app.files.map { ($0.rel, $0) }, uniquingKeysWith: { first, _ in first })
        return AppLauncher.withImportedModules(compiled.compactMap { byRel[$0] }, of: module,
                                               from: otherModules.mapValues { $0.compactMap { byRel[$0] } })
    }

    /// The folder of the project its own files belong to (absolute): its resources are the
    /// app's bundle's.
    func projectFolder(in app: App) -> String {
        let unit = app.files.first { $0.rel == compiled.first }?.unit ?? "."
        return unit == "." || unit.isEmpty ? app.folder : app.folder + "/" + unit
    }
}
