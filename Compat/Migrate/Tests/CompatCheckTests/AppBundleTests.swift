import Foundation
import Testing
@testable import CompatCheck

/// A launched app's bundle: its resources beside the executable, where Linux's
/// `Bundle.main` looks, as Xcode's "Copy Bundle Resources" phase puts them in the app.
@Suite("Launch: the app's resources are in its bundle")
struct AppBundleTests {
    /// A project folder with the files an Xcode app has: resources in groups, settings,
    /// an asset catalog, a localization, tests and another project.
    func project() throws -> String {
        let root = FileManager.default.temporaryDirectory.appending(path: "app-bundle-\(UUID().uuidString)").path
        let files = [
            "App/menu.json": "[]",
            "App/Info.plist": "<plist/>",
            "App/App.entitlements": "<plist/>",
            "App/App.swift": "@main struct App {}",
            "App/Data/prices.csv": "a,b",
            "App/Data/more/menu.json": "[1]",
            "App/Assets.xcassets/Contents.json": "{}",
            "App/Assets.xcassets/Brand.colorset/Contents.json": "{}",
            "App/Base.lproj/Localizable.strings": "\"a\" = \"b\";",
            "App/Main.storyboard": "<document/>",
            "App/.hidden.json": "{}",
            "AppTests/fixture.json": "{}",
            "Kit/Package.swift": "// swift-tools-version:5.9",
            "Kit/Sources/Kit/kit.json": "{}",
            "README.md": "# App",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    // Bundle.main.url(forResource:withExtension:): "Returns the file URL for the resource
    // identified by the specified name and file extension." Xcode copies a target's
    // resource files to the bundle's top level, whatever group holds them.
    @Test("Resources: files of a resource kind and whole catalogs, by name; not settings, storyboards, tests or other projects")
    func whichFilesAreResources() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = AppBundle.resources(in: root)
        #expect(found.map(\.name) == ["Assets.xcassets", "Base.lproj", "menu.json", "prices.csv"])
        #expect(found.map { String($0.source.dropFirst(root.count + 1)) }
                == ["App/Assets.xcassets", "App/Base.lproj", "App/Data/more/menu.json", "App/Data/prices.csv"])
        #expect(found.map(\.isAssetCatalog) == [true, false, false, false])
    }

    @Test("Of two resources with one name, the first found in name order is kept (Xcode refuses the second)")
    func aNameIsCopiedOnce() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let menus = AppBundle.resources(in: root).filter { $0.name == "menu.json" }
        #expect(menus.map { String($0.source.dropFirst(root.count + 1)) } == ["App/Data/more/menu.json"])
    }

    @Test("The bundle: the executable's copy, each resource beside it, asset catalogs in NAME.resources/")
    func theBundleIsLaidOutForBundleMain() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let executable = root + "/build/App"
        try FileManager.default.createDirectory(atPath: root + "/build", withIntermediateDirectories: true)
        try "binary".write(toFile: executable, atomically: true, encoding: .utf8)
        let folder = root + "/bundles/App"
        try FileManager.default.createDirectory(atPath: folder + "/stale", withIntermediateDirectories: true)

        let bundle = try AppBundle.make(in: folder, executable: executable, resources: AppBundle.resources(in: root))
        #expect(bundle.executable == folder + "/App")
        let top = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(top == ["App", "App.resources", "Base.lproj", "menu.json", "prices.csv"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/App.resources") == ["Assets.xcassets"])
        #expect(try String(contentsOfFile: folder + "/menu.json", encoding: .utf8) == "[1]")
        #expect(FileManager.default.fileExists(atPath: folder + "/App.resources/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Base.lproj/Localizable.strings"))
    }

    // A local package's code is compiled in the app's module for a launch, where
    // `Bundle.module` is `Bundle.main`: its resources go into the app's bundle, its asset
    // catalogs in a resource bundle of their own, as SwiftPM gives a package's target one.
    @Test("A local package compiled in the app: its resources in the bundle, its catalogs in PACKAGE.resources/")
    func aLocalPackagesResourcesAreInTheBundle() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in ["Kit/Sources/Kit/Kit.swift": "public struct Kit {}",
                             "Kit/Sources/Kit/Assets.xcassets/Contents.json": "{}",
                             "Kit/Sources/Kit/Assets.xcassets/Tree.imageset/Contents.json": "{}",
                             "Kit/Sources/Kit/menu.json": "[2]"] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let packages = AppBundle.localPackageFolders(holding: [root + "/App/App.swift", root + "/Kit/Sources/Kit/Kit.swift"], in: root)
        #expect(packages == [root + "/Kit"])
        let kit = AppBundle.resources(ofPackageIn: root + "/Kit")
        #expect(kit.map(\.name) == ["Assets.xcassets", "kit.json", "menu.json"])
        #expect(kit.allSatisfy { $0.package == "Kit" })

        let executable = root + "/build/App"
        try FileManager.default.createDirectory(atPath: root + "/build", withIntermediateDirectories: true)
        try "binary".write(toFile: executable, atomically: true, encoding: .utf8)
        let folder = root + "/bundles/App"
        let bundle = try AppBundle.make(in: folder, executable: executable, resources: AppBundle.resources(in: root) + kit)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["App", "App.resources", "Base.lproj", "Kit.resources", "kit.json", "menu.json", "prices.csv"])
        #expect(FileManager.default.fileExists(atPath: folder + "/Kit.resources/Assets.xcassets/Tree.imageset/Contents.json"))
        // The app's menu.json came first: the package's is left out, not a failed copy.
        #expect(try String(contentsOfFile: folder + "/menu.json", encoding: .utf8) == "[1]")
        #expect(bundle.resources.filter { $0.package == "Kit" }.map(\.name) == ["Assets.xcassets", "kit.json"])
    }

    @Test("A resource named as the executable or its catalogs' folder is left out, not a failed copy")
    func aResourceCannotTakeTheExecutablesName() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let executable = root + "/App/menu.json"
        let bundle = try AppBundle.make(in: root + "/bundles/menu", executable: executable,
                                        resources: AppBundle.resources(in: root))
        #expect(bundle.resources.map(\.name) == ["Assets.xcassets", "Base.lproj", "prices.csv"])
    }

    // sample-previews: a module's previews run in the preview agent, beside which
    // `onchange-preview --resources` places a folder laid out as the app's bundle.
    @Test("Resources laid out as a bundle without an executable: files at the top, catalogs in NAME.resources/")
    func resourcesAreLaidOutWithoutAnExecutable() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/bundles/App_Views"
        let placed = try AppBundle.place(AppBundle.resources(in: root), in: folder, executableName: "App_Views")
        #expect(placed.map(\.name) == ["Assets.xcassets", "Base.lproj", "menu.json", "prices.csv"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["App_Views.resources", "Base.lproj", "menu.json", "prices.csv"])
        #expect(FileManager.default.fileExists(atPath: folder + "/App_Views.resources/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(try String(contentsOfFile: folder + "/menu.json", encoding: .utf8) == "[1]")
    }

    // Xcode compiles a target's asset catalogs into one `Assets.car`: a project with two
    // `Assets.xcassets` (an app's and its visionOS target's) has both searched, in name
    // order, so an image only the second holds is found.
    @Test("Two catalogs of one name are both in the bundle, the second as 'Assets 2.xcassets'")
    func catalogsOfOneNameAreBothKept() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in ["App/Vision/Assets.xcassets/Contents.json": "{}",
                             "App/Vision/Assets.xcassets/AppIcon.solidimagestack/Contents.json": "{}"] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let found = AppBundle.resources(in: root)
        #expect(found.map { String($0.source.dropFirst(root.count + 1)) }
                == ["App/Assets.xcassets", "App/Base.lproj", "App/Data/more/menu.json", "App/Data/prices.csv", "App/Vision/Assets.xcassets"])
        let folder = root + "/bundles/App"
        let placed = try AppBundle.place(found, in: folder, executableName: "App")
        #expect(placed.count == 5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/App.resources").sorted() == ["Assets 2.xcassets", "Assets.xcassets"])
        #expect(FileManager.default.fileExists(atPath: folder + "/App.resources/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(FileManager.default.fileExists(atPath: folder + "/App.resources/Assets 2.xcassets/AppIcon.solidimagestack/Contents.json"))
    }
}
