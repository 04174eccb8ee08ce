import Testing
@testable import CompatCheck

/// A one-project app made of `sources` (file name → source), as the loader would read it.
private func app(_ name: String, _ sources: [(String, String)]) -> App {
    let files = sources.map { rel, source in
        SwiftFile(rel: rel, path: "/sample/\(name)/\(rel)", facts: FactsCollector.facts(path: rel, source: source), unit: ".", group: ".")
    }
    return App(name: name, folder: "/sample/\(name)", files: files,
               units: [Unit(app: name, folder: ".", files: files, localModules: [name])])
}

private func result(_ app: String, _ rel: String, _ status: FileResult.Status, view: Bool = true,
                    blockedBy: [String] = [], through: [String] = []) -> FileResult {
    var result = Results.file(rel, status, view: view, app: app, blockedBy: blockedBy)
    result.through = through
    return result
}

@Suite("Missing frameworks are ranked by the files they would unblock")
struct FrameworkRankingTests {
    // Studio: a picker that imports PhotosUI, a gallery that needs the picker's view, a map,
    // a chart that needs both Charts and PhotosUI, a badge whose PhotosUI file needs a MapKit
    // file's type, a row that compiles, and a file that needs an asset name Xcode generates.
    let studio = app("Studio", [
        ("Picker.swift", "import SwiftUI\nimport PhotosUI\nstruct PickerView: View { var body: some View { PhotosPicker(\"a\", selection: $s) } }"),
        ("Gallery.swift", "import SwiftUI\nstruct Gallery: View { var body: some View { PickerView() } }"),
        ("Place.swift", "import SwiftUI\nimport MapKit\nstruct PlaceModel {}\nstruct Place: View { var body: some View { Map() } }"),
        ("Chart.swift", "import SwiftUI\nimport Charts\nimport PhotosUI\nstruct Stats: View { var body: some View { Chart {} } }"),
        ("Badge.swift", "import SwiftUI\nimport PhotosUI\nstruct Badge: View { let place: PlaceModel\n var body: some View { Text(\"b\") } }"),
        ("Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"r\") } }"),
        ("Brand.swift", "import SwiftUI\nstruct Brand: View { var body: some View { Color.brandColor } }"),
    ])
    // Album: two PhotosUI files that use each other's types, and the app that needs them.
    let album = app("Album", [
        ("Front.swift", "import SwiftUI\nimport PhotosUI\nstruct Front: View { var body: some View { Back() } }"),
        ("Back.swift", "import SwiftUI\nimport PhotosUI\nstruct Back: View { var body: some View { Text(\"x\") }\n func flip() -> Front { Front() } }"),
        ("AlbumApp.swift", "import SwiftUI\n@main struct AlbumApp: App { var body: some Scene { WindowGroup { Front() } } }"),
        ("Model.swift", "import Foundation\nstruct Photo {}"),
    ])
    // Plain: whole already.
    let plain = app("Plain", [("Only.swift", "import SwiftUI\nstruct Only: View { var body: some View { Text(\"o\") } }")])

    var results: [FileResult] {
        [
            result("Studio", "Picker.swift", .blocked, blockedBy: ["PhotosUI"]),
            result("Studio", "Gallery.swift", .blocked, through: ["PickerView"]),
            result("Studio", "Place.swift", .blocked, blockedBy: ["MapKit"]),
            result("Studio", "Chart.swift", .blocked, blockedBy: ["Charts", "PhotosUI"]),
            result("Studio", "Badge.swift", .blocked, blockedBy: ["PhotosUI"]),
            result("Studio", "Row.swift", .compiled),
            result("Studio", "Brand.swift", .blocked, through: ["Color.brandColor"]),
            result("Album", "Front.swift", .blocked, blockedBy: ["PhotosUI"]),
            result("Album", "Back.swift", .blocked, blockedBy: ["PhotosUI"]),
            result("Album", "AlbumApp.swift", .blocked, through: ["Front [initializer]"]),
            result("Album", "Model.swift", .compiled, view: false),
            result("Plain", "Only.swift", .compiled),
        ]
    }

    @Test("A framework unblocks the files that import only it, those they need, and the files that need theirs")
    func unblockedDirectlyAndThroughAppCode() throws {
        let ranking = FrameworkRanking(apps: [studio, album, plain], results: results)
        #expect(ranking.rows.map(\.framework) == ["PhotosUI", "MapKit", "Charts"])
        let photos = try #require(ranking.rows.first)
        #expect(photos.viewFilesImporting == 5 && photos.filesImporting == 5 && photos.appsImporting == 2)
        // Picker, Front and Back; not Chart (Charts too), not Badge (needs MapKit's PlaceModel)
        #expect(photos.unblockedDirectly == 3)
        // Gallery (PickerView) and AlbumApp (Front); not Brand (an asset name no file declares)
        #expect(photos.unblockedThroughAppCode == 2)
        #expect(photos.unblocked == 5)
        #expect(photos.appsAlone == ["Album"])
        #expect(ranking.appsBlockedByNothing == ["Plain"])
    }

    @Test("Cumulative rows add each framework to those above: a file needing two opens when both are there")
    func cumulative() throws {
        let ranking = FrameworkRanking(apps: [studio, album, plain], results: results)
        let map = try #require(ranking.rows.first { $0.framework == "MapKit" })
        #expect(map.unblocked == 1)                  // Place alone
        #expect(map.cumulativeUnblocked == 5 + 2)    // with PhotosUI: Place, and Badge, which needs it
        let charts = try #require(ranking.rows.last)
        #expect(charts.framework == "Charts" && charts.unblocked == 0)
        #expect(charts.cumulativeUnblocked == 8)
        #expect(charts.cumulativeApps == ["Album"])  // Studio's Brand stays blocked: it is not a framework's
        let tsv = ranking.tsv().split(separator: "\n")
        #expect(tsv.count == 4)
        #expect(tsv[1] == "1\tPhotosUI\t5\t5\t2\t3\t2\t5\tAlbum\t5\t1\tAlbum")
    }

    @Test("With nothing provided, nothing opens that the check blocked")
    func baselineUnchanged() {
        let model = BlockingModel(apps: [studio, album, plain], results: results)
        let open = model.open(providing: [])
        #expect(open == model.files.map(\.open))
        #expect(model.appsBlockedByNothing(open) == ["Plain"])
    }

    @Test("An error's symbol names the declaration the app lacks")
    func declaredNames() {
        #expect(BlockingModel.declaredName("PickerView") == "PickerView")
        #expect(BlockingModel.declaredName("Front [initializer]") == "Front")
        #expect(BlockingModel.declaredName("Model.thumbnail") == "thumbnail")
        #expect(BlockingModel.declaredName(".row(id:)") == "row")
        #expect(BlockingModel.declaredName("@Pinned") == "Pinned")
        #expect(BlockingModel.declaredName("IsIphone (declared twice in one module)") == "IsIphone")
    }

    @Test("A file blocked by a name two targets declare stays blocked, though the file declaring it opens")
    func redeclarationStaysBlocked() {
        var twice = result("Studio", "Gallery.swift", .blocked, through: ["PickerView (declared twice in one module)"])
        twice.errors = [CompilerDiagnostic(file: "Gallery.swift", line: 2, column: 8, message: "invalid redeclaration of 'PickerView'",
                                           shape: "redeclaration", symbol: "PickerView (declared twice in one module)", cause: .app)]
        let model = BlockingModel(apps: [studio], results: results.filter { $0.app == "Studio" && $0.rel != "Gallery.swift" } + [twice])
        let gallery = model.files.firstIndex { $0.needs == [BlockingModel.declaredTwice] }
        #expect(gallery != nil)
        let open = model.open(providing: ["PhotosUI"])
        #expect(gallery.map { open[$0] } == false)
        #expect(FrameworkRanking(apps: [studio], results: results.filter { $0.app == "Studio" }).rows.first?.unblockedThroughAppCode == 1)
    }
}

@Suite("SF Symbol names are counted where a symbol is named")
struct SystemSymbolTests {
    let source = #"""
    import SwiftUI
    struct Icons: View {
        let name = "star"
        var on = false
        var body: some View {
            VStack {
                Image(systemName: "star.fill")
                Label("Settings", systemImage: "gear")
                Button("Add", systemImage: "plus") {}
                Image(systemName: on ? "checkmark" : "circle")
                Image(systemName: name)
                Image(systemName: "\(name).fill")
                Text("star.fill")
                #if os(macOS)
                Image(nsImage: NSImage(systemSymbolName: "folder", accessibilityDescription: nil)!)
                #endif
            }
        }
    }
    """#

    @Test("Literal names of systemName:, systemImage: and systemSymbolName: arguments; computed ones counted apart")
    func facts() {
        let facts = FactsCollector.facts(path: "Icons.swift", source: source)
        #expect(facts.systemSymbols == ["star.fill", "gear", "plus", "checkmark", "circle", "folder"])
        #expect(facts.computedSystemSymbols == 2)
    }

    @Test("Names are ranked by uses, then apps, over every file")
    func ranking() {
        let first = app("One", [("A.swift", source), ("B.swift", "import SwiftUI\nlet a = Image(systemName: \"gear\")\nlet b = Image(systemName: \"gear\")")])
        let second = app("Two", [("C.swift", "import SwiftUI\nlet c = Label(\"x\", systemImage: \"plus\")")])
        let ranking = SystemSymbolRanking(apps: [first, second])
        #expect(ranking.rows.prefix(2) == [
            SystemSymbolRanking.Row(name: "gear", uses: 3, apps: 1, files: 2),
            SystemSymbolRanking.Row(name: "plus", uses: 2, apps: 2, files: 2),
        ])
        #expect(ranking.rows.count == 6)
        #expect(ranking.computedArguments == 2)
        #expect(ranking.tsv().hasPrefix("rank\tsymbol\tuses\tapps\tfiles\n1\tgear\t3\t1\t2\n2\tplus\t2\t2\t2\n"))
    }
}
