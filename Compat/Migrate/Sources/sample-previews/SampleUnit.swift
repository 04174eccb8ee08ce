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

    /// A package name for it: the app and the module, letters and digits only.
    var packageName: String { String("\(app)-\(module)".map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }) }

    /// The units of `record` with at least one compiled file that declares a preview.
    static func units(of record: RunRecord, sample: String) -> [SampleUnit] {
        let compiled = record.files.filter { $0.status == .compiled }
        let byUnit = Dictionary(grouping: compiled) { "\($0.app)\u{1}\($0.module)" }
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
            return SampleUnit(app: app, module: module, folder: folder, compiled: files.map(\.rel).sorted(), previewFiles: previewFiles)
        }
    }
}
