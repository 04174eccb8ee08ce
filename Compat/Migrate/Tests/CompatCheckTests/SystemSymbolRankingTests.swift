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
