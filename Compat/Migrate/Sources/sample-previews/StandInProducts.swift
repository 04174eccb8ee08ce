import CompatCheck
import Foundation
import ProcessRunner

/// The library products an app's package depends on: the engine's modern `onChange`
/// (`OnChangeCompat`), the macros (`ViewEngineMacros`) and every product named as one of
/// Apple's frameworks (`UIKit`, `SwiftData`, `OSLog`...), as the check gives its files.
struct StandInProducts {
    /// The root package's products, and the macros package's.
    let root: [String]
    let macros: [String]

    static func find(repo: String) throws -> StandInProducts {
        func libraries(_ package: String) throws -> [String] {
            let outcome = ChildProcess.run(["swift", "package", "--package-path", package, "describe", "--type", "json"])
            guard outcome.status == 0, let start = outcome.output.firstIndex(of: "{") else {
                throw CheckError("swift package describe failed in \(package):\n" + String(outcome.output.suffix(4000)))
            }
            struct Description: Decodable {
                struct Product: Decodable { var name: String; var type: [String: [String]?] }
                var products: [Product]
            }
            let description = try JSONDecoder().decode(Description.self, from: Data(outcome.output[start...].utf8))
            return description.products.filter { $0.type.keys.contains("library") }.map(\.name)
        }
        let root = try libraries(repo).filter { $0 == "OnChangeCompat" || AppleFrameworks.names.contains($0) }
        let macros = try libraries(repo + "/Macros").filter { $0 == "ViewEngineMacros" || AppleFrameworks.names.contains($0) }
        return StandInProducts(root: root.sorted(), macros: macros.sorted())
    }
}
