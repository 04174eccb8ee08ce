import Foundation
import Testing
@testable import CompatCheck

/// A package of some of an app's files, as `sample-previews` writes one per module and a
/// launch one per whole app: the files of the local modules they import are in it, and an
/// executable needs an entry point.
@Suite("Launch and previews: a module's package")
struct ModulePackageTests {
    private func file(_ rel: String, _ source: String) -> SwiftFile {
        SwiftFile(rel: rel, path: "/app/" + rel, facts: FactsCollector.facts(path: rel, source: source))
    }

    @Test("A module's files bring the files of the modules they import, and of the ones those import, once each")
    func importedModulesAreIncluded() {
        let own = [file("App/ContentView.swift", "import SwiftUI\nimport Backend\nstruct ContentView: View { var body: some View { Text(\"\") } }"),
                   file("App/Model.swift", "import Foundation\nimport UI")]
        let modules = ["Backend": [file("Backend/Store.swift", "import Core\npublic struct Store {}")],
                       "Core": [file("Core/Base.swift", "import Backend\npublic struct Base {}")],
                       "UI": [file("UI/Button.swift", "import SwiftUI")],
                       "Unused": [file("Unused/Thing.swift", "struct Thing {}")]]
        let files = AppLauncher.withImportedModules(own, of: "App", from: modules)
        #expect(files.map(\.rel) == ["App/ContentView.swift", "App/Model.swift", "Backend/Store.swift", "UI/Button.swift", "Core/Base.swift"])
        #expect(AppLauncher.withImportedModules(own, of: "App", from: [:]).map(\.rel) == ["App/ContentView.swift", "App/Model.swift"])
    }

    private func app(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appending(path: "module-package-\(UUID().uuidString)/Shop").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("A package of files none of which declares @main gets an empty main.swift; one with an @main App does not")
    func anEntryPointOnlyWhereNoneIs() throws {
        let root = try app(["Shop/Views/ContentView.swift": "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }",
                            "Shop/ShopApp.swift": "import SwiftUI\n@main struct ShopApp: App { var body: some Scene { WindowGroup { ContentView() } } }"])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let loaded = ProjectLoader.load(root)
        let launcher = AppLauncher(repo: "/repo", work: root + "/../work")
        let products = StandInProducts(root: [], macros: [])
        func written(_ rels: [String], name: String) throws -> [String] {
            try launcher.writePackage(loaded, files: loaded.files.filter { rels.contains($0.rel) }, name: name, unitFolder: root,
                                      products: products, purpose: "a test", log: .silent)
            return try FileManager.default.contentsOfDirectory(atPath: launcher.work + "/packages/\(name)/Sources/\(name)").sorted()
        }
        #expect(try written(["Shop/Views/ContentView.swift"], name: "Shop_Views") == ["Shop__Views__ContentView.swift", "main.swift"])
        #expect(try written(["Shop/Views/ContentView.swift", "Shop/ShopApp.swift"], name: "Shop")
                == ["Shop__ShopApp.swift", "Shop__Views__ContentView.swift"])
        let main = try String(contentsOfFile: launcher.work + "/packages/Shop_Views/Sources/Shop_Views/main.swift", encoding: .utf8)
        #expect(main == "// The entry point an executable needs; no file of the package declares @main.\n")
    }
}
