@testable import Bookshelf
import Foundation
import SwiftUI
import Testing

/// The Bookshelf app, its files unchanged, launched with `ViewHost(app:)` and driven as a
/// user drives it. Its model files import only Foundation; its service loads the books
/// with `URLSession.shared`, answered by `BooksStub` from `books.json`.
@MainActor
@Suite("Bookshelf", .serialized)
struct BookshelfTests {
    /// Each host's `@AppStorage` is a store of its own, empty unless the configuration gives
    /// it values: a test starts with the settings' defaults whatever another test set.
    let configuration = HostConfiguration(echoesDiagnosticsToStandardError: false)

    init() throws {
        _ = URLProtocol.registerClass(BooksStub.self)
        let file = try #require(Bundle.module.url(forResource: "books", withExtension: "json"))
        BooksStub.answer = (200, try Data(contentsOf: file))
    }

    /// The URL session answers on its own queue, in real time, not on the host's virtual
    /// clock: settle the host until `done` holds. The deadline is generous (a minute), so
    /// that a loaded CI machine never reaches it; the test waits for a state, not a time.
    func settle<Root: View>(_ host: ViewHost<Root>, until done: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(60)
        await host.settle()
        while !done(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
            await host.settle()
        }
    }

    /// The list as `render()` shows it: each row a navigation link titled by its texts, and
    /// the toolbar's icon-only button named by its symbol.
    func list(_ rows: [String]) -> String {
        """
        NavigationStack
          navigationTitle "Bookshelf"
          List
        \(rows.map { "    NavigationLink \"\($0)\"" }.joined(separator: "\n"))
          Toolbar
            Button "gear"
        """
    }

    @Test func launchesAndShowsTheBooksByTitle() async throws {
        let host = ViewHost(app: BookshelfApp(), configuration: configuration)
        await settle(host) { host.render().contains("Kindred") }
        #expect(host.render() == list([
            "Hyperion Dan Simmons, 1989",
            "Kindred Octavia E. Butler, 1979",
            "The Left Hand of Darkness Ursula K. Le Guin, 1969",
        ]))
    }

    @Test func settingsSortByYearAndHideYears() async throws {
        let host = ViewHost(app: BookshelfApp(), configuration: configuration)
        await settle(host) { host.render().contains("Kindred") }
        try host.tap("gear")
        try host.toggle("Sort by title")
        try host.toggle("Show years")
        try host.tap("Done")
        #expect(host.render() == list([
            "The Left Hand of Darkness Ursula K. Le Guin",
            "Kindred Octavia E. Butler",
            "Hyperion Dan Simmons",
        ]))
    }

    @Test func theSettingsStartFromTheConfiguration() async throws {
        var configuration = configuration
        configuration.appStorage = ["sortByTitle": .bool(false)]
        let host = ViewHost(app: BookshelfApp(), configuration: configuration)
        await settle(host) { host.render().contains("Kindred") }
        #expect(host.render() == list([
            "The Left Hand of Darkness Ursula K. Le Guin, 1969",
            "Kindred Octavia E. Butler, 1979",
            "Hyperion Dan Simmons, 1989",
        ]))
    }

    @Test func aBooksPageMarksItAFavorite() async throws {
        let host = ViewHost(app: BookshelfApp(), configuration: configuration)
        await settle(host) { host.render().contains("Kindred") }
        try host.tap("Kindred Octavia E. Butler, 1979")
        #expect(host.render().contains(#"Text "Published in 1979""#))
        try host.tap("Favorite")
        #expect(host.render().contains(#"Button "Unfavorite""#))
        try host.back()
        try host.tap("Kindred Octavia E. Butler, 1979")
        #expect(host.render().contains(#"Button "Unfavorite""#))
    }

    @Test func aServerErrorIsShownAndRetried() async throws {
        let books = BooksStub.answer.body
        BooksStub.answer = (503, Data())
        let host = ViewHost(app: BookshelfApp(), configuration: configuration)
        await settle(host) { host.render().contains("Try Again") }
        #expect(host.render().contains(#"Text "The server answered 503.""#))
        BooksStub.answer = (200, books)
        try host.tap("Try Again")
        await settle(host) { host.render().contains("Kindred") }
        #expect(host.render().contains("Hyperion"))
    }

    @Test func thePreviewMounts() throws {
        let host = try ViewHost(preview: "BookListView.swift:72", configuration: configuration)
        #expect(host.render().contains(#"navigationTitle "Bookshelf""#))
    }
}
