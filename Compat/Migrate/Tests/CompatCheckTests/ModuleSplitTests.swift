import Testing
@testable import CompatCheck

@Suite("An app's folders are cut into modules as its targets would be")
struct ModuleSplitTests {
    static func file(_ rel: String, _ source: String) -> SwiftFile {
        var file = SwiftFile(rel: rel, path: "/app/" + rel, facts: FactsCollector.facts(path: rel, source: source))
        file.group = String(rel.split(separator: "/").first!)
        return file
    }

    /// XCANews' shape: a shared folder, a widget folder that declares its own row view, and
    /// a tvOS folder with its own `ContentView` and `@main`.
    static let files = [
        file("Shared/Article.swift", "struct Article {}"),
        file("Shared/ArticleRowView.swift", "import SwiftUI\nstruct ArticleRowView: View { var body: some View { EmptyView() } }"),
        file("Shared/ArticleListView.swift", "import SwiftUI\nstruct ArticleListView: View { var body: some View { EmptyView() } }"),
        file("App/ContentView.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { EmptyView() } }"),
        file("App/NewsApp.swift", "import SwiftUI\n@main struct NewsApp: App { var body: some Scene { WindowGroup { ContentView() } } }"),
        file("Widget/ArticleGroupView.swift", "import SwiftUI\nstruct ArticleRowView: View { let article: Article; var body: some View { EmptyView() } }"),
        file("TV/ContentView.swift", "import SwiftUI\nstruct ContentView: View { let article: Article; var body: some View { EmptyView() } }"),
        file("TV/NewsTVApp.swift", "import SwiftUI\n@main struct NewsTVApp: App { var body: some Scene { WindowGroup { EmptyView() } } }"),
    ]

    @Test("A folder that redeclares one shared type still gets the shared folder's other files")
    func sharedCodeFileByFile() {
        let modules = ModuleSplit.modules(of: Self.files, moduleName: "News")
        #expect(modules.map(\.name) == ["News", "News_1"])
        #expect(modules[0].groups == ["Shared", "App"])
        #expect(modules[0].support.isEmpty)
        #expect(modules[1].groups == ["TV", "Widget"])
        // Article and ArticleListView come with the widget and the tvOS app; the shared
        // ArticleRowView, which the widget redeclares, and the app's folder, which has a
        // ContentView and an @main of its own, do not.
        #expect(modules[1].support.map(\.rel) == ["Shared/Article.swift", "Shared/ArticleListView.swift"])
        #expect(Set(modules.flatMap(\.home).map(\.rel)) == Set(Self.files.map(\.rel)))
    }
}
