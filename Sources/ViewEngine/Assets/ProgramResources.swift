// Where a host finds an app's resources without being told: in the resource bundles
// SwiftPM copies beside the running program (`PACKAGE_TARGET.resources` on Linux, a
// `.bundle` elsewhere), for a target that lists them in its `resources:`. Asset catalogs
// (AssetLibrary.swift), string catalogs and the strings files of `.lproj` folders
// (StringCatalogLibrary.swift) are found so.

import Foundation

/// The resources beside the running program.
enum ProgramResources {
    /// The entries named `*.pathExtension` inside the resource bundles (`*.resources`,
    /// `*.bundle`) in `folder`, at most two folders deep, sorted by path. A bundle or a
    /// folder reached by a symbolic link is read where the link leads (a preview's
    /// resources are linked beside its agent).
    static func find(withExtension pathExtension: String, in folder: URL = programFolder) -> [URL] {
        let manager = FileManager.default
        func children(_ url: URL) -> [URL] {
            let target = url.resolvingSymlinksInPath()
            return ((try? manager.contentsOfDirectory(at: target, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
        }
        var found: [URL] = []
        for bundle in children(folder) where bundle.pathExtension == "resources" || bundle.pathExtension == "bundle" {
            for entry in children(bundle) {
                if entry.pathExtension == pathExtension { found.append(entry); continue }
                found += children(entry).filter { $0.pathExtension == pathExtension }
            }
        }
        return found
    }

    /// The folder of the running program (of a test bundle, the folder around it).
    static var programFolder: URL {
        let main = Bundle.main.bundleURL
        return main.pathExtension == "xctest" ? main.deletingLastPathComponent() : main
    }
}
