import Foundation
import Testing
@testable import CompatCheck

/// Which files an Xcode project builds: what its `project.pbxproj` references, through its
/// groups, from the project's folder or as synced folders. A file it does not reference is
/// not built by Xcode, and the check leaves it out (ChannelWatcher's `View 2.swift` copies,
/// BackyardBirds' file removed from the project but not from the disk).
@Suite("The check builds what the Xcode project builds")
struct XcodeProjectMembersTests {
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjects = {
    \t\tROOT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; };
    \t\tMAIN = {isa = PBXGroup; children = (GDEMO, SHARED, SYNC, PRODUCT); sourceTree = "<group>"; };
    \t\tGDEMO = {isa = PBXGroup; children = (VIEW, GINNER); path = Demo; sourceTree = "<group>"; };
    \t\tVIEW = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
    \t\tGINNER = {isa = PBXGroup; children = (MODEL); name = "Not a folder"; sourceTree = "<group>"; };
    \t\tMODEL = {isa = PBXFileReference; path = Model.swift; sourceTree = "<group>"; };
    \t\tSHARED = {isa = PBXFileReference; path = Shared/Util.swift; sourceTree = SOURCE_ROOT; };
    \t\tSYNC = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
    \t\tPRODUCT = {isa = PBXFileReference; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
    \t};
    \trootObject = ROOT;
    }
    """

    @Test("Files reached through groups, from the project's folder and in synced folders are the project's; a copy beside them is left out")
    func membersAndStrays() throws {
        let fixture = try FixtureApp([
            "Demo.xcodeproj/project.pbxproj": Self.project,
            "Demo/ContentView.swift": "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"a\") } }\n",
            "Demo/ContentView 2.swift": "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"b\") } }\n",
            "Demo/Model.swift": "struct Model {}\n",
            "Shared/Util.swift": "enum Util {}\n",
            "Widgets/Deep/Widget.swift": "struct Widget {}\n",
            "LocalKit/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"LocalKit\", targets: [.target(name: \"LocalKit\")])\n",
            "LocalKit/Sources/LocalKit/Kit.swift": "public struct Kit {}\n",
        ])
        let members = try #require(XcodeProjectMembers(project: fixture.folder.appending(path: "Demo.xcodeproj").path))
        let root = (fixture.folder.path as NSString).standardizingPath
        #expect(members.files == [root + "/Demo/ContentView.swift", root + "/Demo/Model.swift", root + "/Shared/Util.swift"])
        #expect(members.syncedFolders == [root + "/Widgets"])

        let app = ProjectLoader.load(fixture.folder.path, name: "Demo")
        #expect(app.files.map(\.rel).sorted() == ["Demo/ContentView.swift", "Demo/Model.swift", "LocalKit/Sources/LocalKit/Kit.swift",
                                                  "Shared/Util.swift", "Widgets/Deep/Widget.swift"])
        #expect(app.outsideProjects == ["Demo/ContentView 2.swift"])
    }

    @Test("A project that cannot be read leaves every file in")
    func unreadableProject() throws {
        let fixture = try FixtureApp([
            "Demo.xcodeproj/project.pbxproj": "not a property list {",
            "Demo/ContentView.swift": "struct A {}\n",
            "Demo/ContentView 2.swift": "struct B {}\n",
        ])
        #expect(XcodeProjectMembers(project: fixture.folder.appending(path: "Demo.xcodeproj").path) == nil)
        let app = ProjectLoader.load(fixture.folder.path, name: "Demo")
        #expect(app.files.count == 2 && app.outsideProjects.isEmpty)
    }

    static let targetsProject = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjects = {
    \t\tROOT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; buildConfigurationList = PLIST; targets = (APP, WATCH, TOOL); };
    \t\tMAIN = {isa = PBXGroup; children = (APPDIR, WATCHDIR, SHARED); sourceTree = "<group>"; };
    \t\tAPPDIR = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (APPEXC, WATCHEXC); path = App; sourceTree = "<group>"; };
    \t\tAPPEXC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift); target = APP; };
    \t\tWATCHEXC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Model.swift); target = WATCH; };
    \t\tWATCHDIR = {isa = PBXGroup; children = (WATCHVIEW); path = Watch; sourceTree = "<group>"; };
    \t\tWATCHVIEW = {isa = PBXFileReference; path = WatchView.swift; sourceTree = "<group>"; };
    \t\tSHARED = {isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
    \t\tAPP = {isa = PBXNativeTarget; name = App; buildConfigurationList = APPLIST; fileSystemSynchronizedGroups = (APPDIR); buildPhases = (APPSOURCES); };
    \t\tAPPSOURCES = {isa = PBXSourcesBuildPhase; files = (SHAREDINAPP); };
    \t\tSHAREDINAPP = {isa = PBXBuildFile; fileRef = SHARED; };
    \t\tWATCH = {isa = PBXNativeTarget; name = Watch; buildConfigurationList = WATCHLIST; buildPhases = (WATCHSOURCES); };
    \t\tWATCHSOURCES = {isa = PBXSourcesBuildPhase; files = (VIEWINWATCH, SHAREDINWATCH); };
    \t\tVIEWINWATCH = {isa = PBXBuildFile; fileRef = WATCHVIEW; };
    \t\tSHAREDINWATCH = {isa = PBXBuildFile; fileRef = SHARED; };
    \t\tTOOL = {isa = PBXNativeTarget; name = Tool; buildConfigurationList = TOOLLIST; buildPhases = (); };
    \t\tPLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG); };
    \t\tPDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; }; };
    \t\tAPPLIST = {isa = XCConfigurationList; buildConfigurations = (ARELEASE, ADEBUG); };
    \t\tARELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {SWIFT_VERSION = 5.0; }; };
    \t\tADEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 6.0; }; };
    \t\tWATCHLIST = {isa = XCConfigurationList; buildConfigurations = (WDEBUG); };
    \t\tWDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Watch; }; };
    \t\tTOOLLIST = {isa = XCConfigurationList; buildConfigurations = (); };
    \t};
    \trootObject = ROOT;
    }
    """

    @Test("Each target compiles its files in its SWIFT_VERSION (the project's when it sets none); a module of Swift 6 targets' files is checked in Swift 6")
    func languageModes() throws {
        let fixture = try FixtureApp([
            "Demo.xcodeproj/project.pbxproj": Self.targetsProject,
            "App/DemoApp.swift": "import SwiftUI\n@main struct DemoApp: App { var body: some Scene { WindowGroup { Text(\"a\") } } }\n",
            "Watch/WatchView.swift": "import SwiftUI\nstruct WatchView: View { var body: some View { Text(\"w\") } }\n",
            "Shared.swift": "enum Shared {}\n",
            "App/Old.swift": "enum Old {}\n",
            "App/Model.swift": "struct Model {}\n",
        ])
        let members = try #require(XcodeProjectMembers(project: fixture.folder.appending(path: "Demo.xcodeproj").path))
        let root = (fixture.folder.path as NSString).standardizingPath
        #expect(members.targets.map(\.name) == ["App", "Watch", "Tool"])
        #expect(members.targets.map(\.swiftVersion) == ["6.0", "5.0", "5.0"])
        #expect(members.targets[0].syncedFolders == [root + "/App"] && members.targets[0].files == [root + "/Shared.swift"])
        #expect(members.languageMode(of: root + "/App/DemoApp.swift") == "6")
        #expect(members.languageMode(of: root + "/Watch/WatchView.swift") == "5")
        #expect(members.languageMode(of: root + "/Shared.swift") == "5")   // the watch's 5 too
        #expect(members.languageMode(of: root + "/Elsewhere.swift") == nil)
        // a synced folder's exceptions: left out of the target that owns the folder, added to another
        #expect(members.languageMode(of: root + "/App/Old.swift") == nil)
        #expect(members.languageMode(of: root + "/App/Model.swift") == "5")

        let app = ProjectLoader.load(fixture.folder.path, name: "Demo")
        #expect(app.files.map { "\($0.rel) \($0.languageMode ?? "-")" }.sorted() == ["App/DemoApp.swift 6", "App/Model.swift 5", "App/Old.swift -",
                                                                                                    "Shared.swift 5", "Watch/WatchView.swift 5"])
        // the module of the @main file takes its target's mode; one without goes by agreement
        let appModule = Module(name: "Demo", groups: ["App", "."], home: app.files.filter { !$0.rel.hasPrefix("Watch/") })
        let shared = Module(name: "Demo_1", groups: ["."], home: app.files.filter { $0.rel == "Shared.swift" || $0.rel == "App/Old.swift" })
        #expect(appModule.languageMode == "6" && shared.languageMode == nil)
        let frontend = ["swift-frontend", "-frontend", "-typecheck", "-swift-version", "5", "-D", "DEBUG"]
        #expect(ModuleCompiler.languageMode("6", in: frontend) == ["swift-frontend", "-frontend", "-typecheck", "-swift-version", "6", "-D", "DEBUG"])
        #expect(ModuleCompiler.languageMode(nil, in: frontend) == frontend)
        #expect(AppPackageManifest.text(name: "Demo", purpose: "a test", repo: "/repo", products: StandInProducts(root: [], macros: []),
                                        flags: [], languageMode: "6").contains("swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags([])]"))
    }

    // Bundle.bundleIdentifier: "The receiver's bundle identifier, which is defined by the
    // CFBundleIdentifier key in the bundle's information property list." Xcode writes it
    // from the target's PRODUCT_BUNDLE_IDENTIFIER, its settings expanded.
    @Test("A target's bundle identifier, its settings expanded as Xcode expands them, is written in the launched bundle's Info.plist")
    func bundleIdentifiers() throws {
        let project = Self.targetsProject
            .replacingOccurrences(of: "PDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; }",
                                  with: "PDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; PRODUCT_BUNDLE_IDENTIFIER = \"com.example.$(PRODUCT_NAME:rfc1034identifier)\"; }")
            .replacingOccurrences(of: "name = Debug; buildSettings = {SWIFT_VERSION = 6.0; }",
                                  with: "name = Debug; buildSettings = {SWIFT_VERSION = 6.0; PRODUCT_BUNDLE_IDENTIFIER = \"com.example.Demo${SAMPLE_CODE_DISAMBIGUATOR}\"; }")
        let fixture = try FixtureApp([
            "Demo.xcodeproj/project.pbxproj": project,
            "App/DemoApp.swift": "import SwiftUI\n@main struct DemoApp: App { var body: some Scene { WindowGroup { Text(\"a\") } } }\n",
            "Watch/WatchView.swift": "import SwiftUI\nstruct WatchView: View { var body: some View { Text(\"w\") } }\n",
            "Shared.swift": "enum Shared {}\n",
        ])
        let members = try #require(XcodeProjectMembers(project: fixture.folder.appending(path: "Demo.xcodeproj").path))
        #expect(members.targets.map(\.bundleIdentifier) == ["com.example.Demo", "com.example.Watch", "com.example.Tool"])
        #expect(XcodeProjectMembers.expand("a.$(PRODUCT_NAME:rfc1034identifier).b", targetName: "My App_2") == "a.My-App-2.b")
        #expect(XcodeProjectMembers.expand("$(TARGET_NAME)${UNSET}-x", targetName: "T") == "T-x")
        #expect(XcodeProjectMembers.expand("open $(PRODUCT_NAME", targetName: "T") == "open $(PRODUCT_NAME")

        let app = ProjectLoader.load(fixture.folder.path, name: "Demo")
        let watchFiles = app.files.filter { $0.rel.hasPrefix("Watch/") }
        #expect(AppBundle.bundleIdentifier(projectFolder: fixture.folder.path, files: app.files) == "com.example.Demo")   // the @main file's
        #expect(AppBundle.bundleIdentifier(projectFolder: fixture.folder.path, files: watchFiles) == "com.example.Watch")
        #expect(AppBundle.bundleIdentifier(projectFolder: fixture.folder.path + "/App", files: app.files) == nil)   // no project there

        let bundle = fixture.folder.appending(path: "bundle").path
        try AppBundle.writeInfoPlist(in: bundle, bundleIdentifier: "com.example.Demo", name: "Demo")
        let data = try Data(contentsOf: URL(fileURLWithPath: bundle + "/Info.plist"))
        let info = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(info == ["CFBundleIdentifier": "com.example.Demo", "CFBundleName": "Demo", "CFBundleExecutable": "Demo"])
        // Foundation on Linux reads a program's Info.plist from its folder (Bundle(path:) of it here).
        #expect(Bundle(path: bundle)?.bundleIdentifier == "com.example.Demo")
    }
}
