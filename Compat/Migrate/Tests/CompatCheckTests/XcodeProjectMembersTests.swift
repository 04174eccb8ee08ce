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
}
