import Foundation
import Testing
@testable import CompatCheck

/// The files Xcode generates into an app's module, which the check generates too: here the
/// classes of a Core Data model's "Class Definition" entities (the check compiles them with
/// the module's files, as Xcode does).
@Suite("The check generates what Xcode generates")
struct GeneratedFilesTests {
    static let model = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Reminder" representedClassName="Reminder" syncable="YES" codeGenerationType="class">
            <attribute name="title" attributeType="String"/>
        </entity>
        <entity name="MyList" representedClassName=".MyList" syncable="YES">
            <attribute name="name" attributeType="String"/>
        </entity>
    </model>
    """

    @Test("a module's .xcdatamodeld: its Class Definition entities' classes, none for Manual/None; no model, no file")
    func coreDataModels() throws {
        let fixture = try FixtureApp([
            "Demo/Models/Reminders.xcdatamodeld/Reminders.xcdatamodel/contents": Self.model,
            "Demo/ReminderRow.swift": "import SwiftUI\nstruct ReminderRow: View {\n    var body: some View { Text(\"row\") }\n}\n",
        ])
        let standIns = StandIns(engine: try FixtureApp.engine(work: fixture.folder.appending(path: ".work")))
        let module = Module(name: "Demo", groups: ["Demo"])
        let path = try #require(standIns.coreDataModels(for: module, unitFolder: fixture.folder.path, app: "Demo"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("public class Reminder: NSManagedObject {}"))
        #expect(text.contains("public var title: String? {"))
        #expect(!text.contains("MyList"), "the app declares a Manual/None entity's class")
        #expect(standIns.coreDataModels(for: Module(name: "Other", groups: ["Other"]), unitFolder: fixture.folder.path, app: "Demo") == nil)
    }

    /// A project whose group `Demo` lists `file`: a model as Xcode lists one, a version
    /// group with its version inside.
    static func project(listing file: String) -> String {
        let item = file.hasSuffix(".xcdatamodeld")
            ? "ITEM = {isa = XCVersionGroup; children = (VERSION); path = \(file); sourceTree = \"<group>\"; };\n"
              + "VERSION = {isa = PBXFileReference; path = Reminders.xcdatamodel; sourceTree = \"<group>\"; };"
            : "ITEM = {isa = PBXFileReference; path = \(file); sourceTree = \"<group>\"; };"
        return """
            { archiveVersion = 1; objects = {
            ROOT = {isa = PBXProject; mainGroup = MAIN; };
            MAIN = {isa = PBXGroup; children = (DEMO); sourceTree = "<group>"; };
            DEMO = {isa = PBXGroup; children = (ITEM); path = Demo; sourceTree = "<group>"; };
            \(item)
            }; rootObject = ROOT; }
            """
    }

    @Test("a model the Xcode project does not list is not built, as in Xcode; one it lists is")
    func modelsTheProjectLists() throws {
        let fixture = try FixtureApp([
            "Demo/Reminders.xcdatamodeld/Reminders.xcdatamodel/contents": Self.model,
            "Demo.xcodeproj/project.pbxproj": Self.project(listing: "ContentView.swift"),
        ])
        let standIns = StandIns(engine: try FixtureApp.engine(work: fixture.folder.appending(path: ".work")))
        let module = Module(name: "Demo", groups: ["Demo"])
        #expect(standIns.coreDataModels(for: module, unitFolder: fixture.folder.path, app: "Demo") == nil)
        try Data(Self.project(listing: "Reminders.xcdatamodeld").utf8).write(to: fixture.folder.appending(path: "Demo.xcodeproj/project.pbxproj"))
        #expect(standIns.coreDataModels(for: module, unitFolder: fixture.folder.path, app: "Demo") != nil)
    }
}
