import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `@SceneStorage`: per-scene storage, the host being one scene.
@MainActor
@Suite("SceneStorage: a store of the scene's own")
struct SceneStorageTests {
    enum Tab: String { case home, settings }

    struct Composer: View {
        @SceneStorage("draft") var draft = ""
        @SceneStorage("tab") var tab = Tab.home
        @SceneStorage("zoom") var zoom: Double?
        var body: some View {
            TextField("Message", text: $draft)
            Button("settings") { tab = .settings }
            Button("zoom") { zoom = zoom == nil ? 2 : nil }
            Text("\(tab.rawValue) \(zoom.map { "\(Int($0))" } ?? "none")")
        }
    }

    struct Preview: View {
        @SceneStorage("draft") var draft = "(empty)"
        @AppStorage("draft") var appDraft = "(app)"
        var body: some View { Text("\(draft) \(appDraft)") }
    }

    /// Apple, `SceneStorage`: "the value is shared with other SceneStorage variables in the
    /// same scene", and "Each Scene has its own notion of SceneStorage, so data is not shared
    /// between scenes." `@AppStorage` with the same key is another store.
    @Test func valuesAreSharedWithinAHostOnly() throws {
        let host = TestHost(VStack { Composer(); Preview() })
        #expect(host.render().contains(#"Text "home none""#))
        #expect(host.render().contains(#"Text "(empty) (app)""#))
        host.type("Hi", into: "Message")
        host.tap("settings")
        host.tap("zoom")
        #expect(host.render().contains(#"Text "settings 2""#))
        #expect(host.render().contains(#"Text "Hi (app)""#))
        host.tap("zoom")
        #expect(host.render().contains(#"Text "settings none""#))

        let other = TestHost(Preview())
        #expect(other.render() == #"Text "(empty) (app)""#)
    }
}
