import ProcessRunner
import Testing
@testable import CompatCheck

/// `--launch`: each app that type-checks whole is built as an executable against the engine,
/// launched headlessly with `--picture` and `--tap`, and counted beside the compile numbers.
@Suite("Launching the apps that type-check whole")
struct LaunchTests {
    let whole = AppVerdict(name: "Notes", projects: ["."], results: [Results.file("Notes.swift", .compiled, app: "Notes")], unplaced: [])
    let crashing = AppVerdict(name: "Todo", projects: ["."], results: [Results.file("Todo.swift", .compiled, app: "Todo")], unplaced: [])
    let blocked = AppVerdict(name: "Maps", projects: ["."], results: [Results.file("Map.swift", .blocked, app: "Maps", blockedBy: ["MapKit"])], unplaced: [])
    let launches = [
        LaunchResult(app: "Notes", launched: true, reason: "", tap: #"Button "Add""#, picture: "/tmp/launch/pictures/Notes.svg"),
        LaunchResult(app: "Todo", launched: false, reason: "crashed: signal 4", tap: "", picture: "/tmp/launch/pictures/Todo.svg"),
    ]

    func documents(launches: [LaunchResult]?) -> InventoryDocuments {
        InventoryDocuments(apps: [], results: [], verdicts: [whole, crashing, blocked],
                           inventory: UsageInventory(apps: [], results: [], index: SymbolIndex(engine: Declarations(), observation: Declarations(), toolchain: Declarations())), seconds: 1, toolchain: "Swift",
                           macros: true, sampleNote: "", date: "2026-11-27", command: "Scripts/inventory SAMPLE --launch",
                           solverScopes: 0, launches: launches)
    }

    @Test("apps.tsv's last column says whether each whole app launched, and why not; empty for an app not launched")
    func appsTSVHasALaunchedColumn() {
        let rows = documents(launches: launches).appsTSV().split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init) }
        #expect(rows == ["launched", "yes", "no: crashed: signal 4", ""])
        let without = documents(launches: nil).appsTSV().split(separator: "\n")
        #expect(without[0].hasSuffix("\twhy_not\tlaunched") && without[1].hasSuffix("\t"))
    }

    @Test("numbers.md counts the apps launched of those that type-check whole, only for a run with --launch")
    func numbersCountsTheLaunchedApps() {
        let numbers = documents(launches: launches).numbers()
        let lines = numbers.split(separator: "\n").map(String.init)
        let whole = lines.firstIndex { $0.hasPrefix("| **Apps that type-check whole**") }
        #expect(whole.map { lines[$0 + 2] } == "| **Apps launched** (type-check whole, built, first screen drawn, one tap) | 1 of 2 |")
        #expect(!documents(launches: nil).numbers().contains("Apps launched"))
    }

    @Test("The check's report: the count, then a line per app")
    func reportLines() {
        #expect(Report.launchLines(launches) == [
            "",
            "Apps launched (type-check whole, built, first screen drawn, one tap): 1 of 2",
            #"  launched Notes: after tap: Button "Add" (picture: /tmp/launch/pictures/Notes.svg)"#,
            "  did not launch Todo: crashed: signal 4",
        ])
        #expect(Report.launchLines(nil) == [])
    }

    @Test("A run's outcome: the tap line; a time-out, a signal (with the fatal error) or a status is why it did not launch")
    func resultOfARun() {
        let output = "WindowGroup (shown)\n\nText \"Hi\"\n\nafter tap: Button \"Add\"\n\nText \"Hi\""
        func outcome(status: Int32 = 0, signal: Int32? = nil, timedOut: Bool = false) -> Outcome {
            Outcome(status: signal == nil && !timedOut ? status : -1, termination: Termination(status: signal == nil ? status : -1, signal: signal),
                    output: output, timedOut: timedOut, seconds: 120)
        }
        let launched = LaunchResult.ran("A", outcome: outcome(), picture: "/p/A.svg", pictureExists: true)
        #expect(launched == LaunchResult(app: "A", launched: true, reason: "", tap: #"Button "Add""#, picture: "/p/A.svg"))
        #expect(LaunchResult.ran("A", outcome: outcome(timedOut: true), picture: "/p/A.svg", pictureExists: false).reason == "timed out after 120 s")
        #expect(LaunchResult.ran("A", outcome: outcome(signal: 11), picture: "/p/A.svg", pictureExists: true).reason == "crashed: signal 11")
        var trapped = outcome(signal: 4)
        trapped.output = "A/Helper.swift:14: Fatal error: Failed to locate menu.json in bundle.\n\n💣 Program crashed"
        #expect(LaunchResult.ran("A", outcome: trapped, picture: "/p/A.svg", pictureExists: false).reason
                == "crashed: signal 4: A/Helper.swift:14: Fatal error: Failed to locate menu.json in bundle.")
        #expect(LaunchResult.ran("A", outcome: outcome(status: 1), picture: "/p/A.svg", pictureExists: true).reason == "exited with status 1")
        #expect(LaunchResult.ran("A", outcome: outcome(), picture: "/p/A.svg", pictureExists: false).reason == "no picture")
        let build = Outcome(status: 1, termination: Termination(status: 1, signal: nil),
                            output: "Compiling A\n/p/A.swift:3:5: error: cannot find 'x' in scope\n/p/A.swift:4:5: error: second", timedOut: false, seconds: 9)
        #expect(LaunchResult.buildFailed("A", outcome: build).reason == "build failed: /p/A.swift:3:5: error: cannot find 'x' in scope")
    }

    @Test("The package: one executable target in Swift 5 mode on the stand-in products and SwiftUI, with the check's flags")
    func manifest() {
        let products = StandInProducts(root: ["OnChangeCompat", "UIKit"], macros: ["SwiftData", "SwiftUI", "ViewEngineMacros"])
        let text = AppPackageManifest.text(name: "Notes", purpose: "compat-check --launch: Notes's files, built to launch headlessly.",
                                           repo: "/repo", products: products, flags: ["-D", "DEBUG"])
        #expect(text == """
            // swift-tools-version: 6.1
            // Written by compat-check --launch: Notes's files, built to launch headlessly.
            import PackageDescription
            let package = Package(
                name: "Notes",
                platforms: [.macOS(.v14)],
                dependencies: [
                    .package(name: "OnChangeKit", path: "/repo"),
                    .package(name: "ViewEngineMacros", path: "/repo/Macros"),
                ],
                targets: [
                    .executableTarget(name: "Notes", dependencies: [.product(name: "OnChangeCompat", package: "OnChangeKit"), \
            .product(name: "UIKit", package: "OnChangeKit"), .product(name: "SwiftData", package: "ViewEngineMacros"), \
            .product(name: "SwiftUI", package: "ViewEngineMacros"), .product(name: "ViewEngineMacros", package: "ViewEngineMacros")],
                                      swiftSettings: [.unsafeFlags(["-D", "DEBUG"])]),
                ],
                swiftLanguageModes: [.v5]
            )

            """)
        #expect(AppLauncher.flags == ["-D", "DEBUG", "-Xfrontend", "-import-module", "-Xfrontend", "OnChangeCompat",
                                      "-Xfrontend", "-import-module", "-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
                                      "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
                                      "-Xfrontend", "-import-module", "-Xfrontend", "FoundationOnLinux",
                                      "-Xfrontend", "-import-module", "-Xfrontend", "VirtualTime"])
    }

    @Test("A package the app imports is built from its checkout: a target of its files, after the packages it imports, with the check's flags")
    func dependencyTargets() throws {
        let checkouts = try FixtureApp([
            "Chat/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Chat\", targets: [.target(name: \"ChatKit\", path: \"Sources/Kit\")])\n",
            "Chat/Sources/Kit/Client.swift": "import Foundation\nimport Markdown\npublic struct Client { let b = Bundle.module }\n",
            "Markdown/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Markdown\")\n",
            "Markdown/Sources/Markdown/Parser.swift": "public enum Parser {}\n",
            "Unused/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Unused\")\n",
            "Unused/Sources/Unused/U.swift": "public enum U {}\n",
        ])
        let app = try FixtureApp(["ChatView.swift": "import SwiftUI\nimport ChatKit\nstruct ChatView: View { var body: some View { Text(\"c\") } }\n"])
        let loaded = ProjectLoader.load(app.folder.path, name: "Chat")
        let folders = DependencyPackages.sourceFolders(checkouts: checkouts.folder.path)
        let targets = AppLauncher.dependencyTargets(importedBy: loaded.files, folders: folders, besides: ["SwiftUI"])
        #expect(targets.map(\.module) == ["Markdown", "ChatKit"])
        #expect(targets.map(\.dependencies) == [[], ["Markdown"]])
        #expect(targets.map(\.usesBundle) == [false, true])
        #expect(targets[1].files.map { String($0.split(separator: "/").last ?? "") } == ["Client.swift"])

        let text = AppPackageManifest.text(name: "Chat", purpose: "a test", repo: "/repo",
                                           products: StandInProducts(root: [], macros: ["SwiftUI"]), flags: ["-D", "DEBUG"],
                                           dependencies: targets.map { ($0.module, $0.dependencies) })
        #expect(text.contains(#".executableTarget(name: "Chat", dependencies: [.product(name: "SwiftUI", package: "ViewEngineMacros"), "Markdown", "ChatKit"]"#))
        #expect(text.contains(#".target(name: "ChatKit", dependencies: [.product(name: "SwiftUI", package: "ViewEngineMacros"), "Markdown"], path: "Sources/ChatKit", swiftSettings: [.unsafeFlags(["-D", "DEBUG"])]),"#))
    }

    @Test("A module the app's project provides itself (a framework's folder) is an empty target the app depends on, as the check's stand-in")
    func localModules() throws {
        let fixture = try FixtureApp([
            "Birds.xcodeproj/project.pbxproj": "",
            "Birds/BirdsApp.swift": "import SwiftUI\nimport BirdsData\n@main\nstruct BirdsApp: App {\n    var body: some Scene { WindowGroup { Text(Bird().name) } }\n}\n",
            "BirdsData/Bird.swift": "import Foundation\npublic struct Bird { public var name = \"Robin\" }\n",
        ])
        let app = ProjectLoader.load(fixture.folder.path, name: "Birds")
        let products = StandInProducts(root: ["OnChangeCompat"], macros: ["SwiftUI"])
        let locals = AppLauncher.localModules(importedBy: AppLauncher.launchedFiles(of: app), of: app, besides: products, packageName: "Birds")
        #expect(locals == ["BirdsData"])
        let text = AppPackageManifest.text(name: "Birds", purpose: "a test.", repo: "/repo", products: products, flags: [], localModules: locals)
        #expect(text.contains(#".product(name: "SwiftUI", package: "ViewEngineMacros"), "BirdsData"],"#))
        #expect(text.contains(#"swiftSettings: [.unsafeFlags([])]),\#n        .target(name: "BirdsData", path: "Sources/BirdsData"),\#n    ],"#))
    }

    @Test("Names in the package: the app's as an identifier; a file's link by its path, so same-named files stay apart")
    func names() {
        #expect(AppLauncher.packageName("Face Facts-2") == "Face_Facts_2")
        #expect(AppLauncher.packageName("2048") == "_2048")
        #expect(AppLauncher.linkName("Views/Row.swift") == "Views__Row.swift")
        #expect(AppLauncher.linkName("Model/Row.swift") != AppLauncher.linkName("Views/Row.swift"))
    }

    @Test("An app whose project also holds a widget extension launches the App's module with the shared files")
    func theAppNotTheWidgetBundle() throws {
        let fixture = try FixtureApp([
            "Notes.xcodeproj/project.pbxproj": "",
            "Notes/NotesApp.swift": "import SwiftUI\n@main\nstruct NotesApp: App {\n    var body: some Scene { WindowGroup { NoteList() } }\n}\n",
            "Notes/NoteList.swift": "import SwiftUI\nstruct NoteList: View { var body: some View { Text(Note().title) } }\n",
            "NotesWidgets/NotesWidgetsBundle.swift": "import SwiftUI\n@main\nstruct NotesWidgetsBundle {\n    static func main() {}\n}\n",
            "Shared/Note.swift": "struct Note { var title = \"\" }\n",
        ])
        let app = ProjectLoader.load(fixture.folder.path, name: "Notes")
        #expect(AppLauncher.launchedFiles(of: app).map(\.rel).sorted() == ["Notes/NoteList.swift", "Notes/NotesApp.swift", "Shared/Note.swift"])
    }
}
