import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `AsyncImage` loads as a task of the view on the host's clock: `.empty` first, then
/// `.success` or `.failure`; a new URL starts again from `.empty` (as `task(id:)` restarts,
/// Rules R9).
///
/// Apple's documentation of `AsyncImage`: "Until the image loads, the view displays a
/// standard placeholder that fills the available space. After the load completes
/// successfully, the view updates to display the image." Of `AsyncImagePhase`: "SwiftUI
/// calls the closure with a phase value at different points during the load operation to
/// indicate the current state."
@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    struct Avatar: View {
        let log: Log
        @State var url = URL(string: "https://example.com/cat.png")
        var body: some View {
            VStack {
                AsyncImage(url: url) { phase in
                    if let image = phase.image {
                        image.onAppear { log("success") }
                    } else if let error = phase.error {
                        Text("failed: \(error)").onAppear { log("failure") }
                    } else {
                        ProgressView().onAppear { log("empty") }
                    }
                }
                Button("dog") { url = URL(string: "https://example.com/dog.png") }
            }
        }
    }

    @Test func thePlaceholderShowsFirstThenTheLoadedImage() async {
        let log = Log()
        let host = TestHost(Avatar(log: log))
        #expect(host.render() == """
            VStack
              AsyncImage "https://example.com/cat.png" (empty)
                ProgressView
              Button "dog"
            """)
        await host.settle()
        #expect(host.render() == """
            VStack
              AsyncImage "https://example.com/cat.png" (success)
                Image "cat.png"
              Button "dog"
            """)
        #expect(log.take() == ["empty", "success"])
    }

    struct Slow: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    @Test func aLoaderThatTakesTimeRunsOnTheVirtualClockAndMayFail() async {
        var configuration = HostConfiguration()
        configuration.asyncImageLoader = AsyncImageLoader { url in
            try await Task.sleep(for: .seconds(2))
            if url.lastPathComponent == "dog.png" { throw Slow() }
            return Image("loaded \(url.lastPathComponent)")
        }
        let log = Log()
        let host = ViewHost(testing: Avatar(log: log), configuration: configuration)
        await host.advance(by: .seconds(1))
        #expect(host.render().contains("(empty)"))
        await host.advance(by: .seconds(1))
        #expect(host.render().contains(#"Image "loaded cat.png""#))
        try? host.tap("dog")
        #expect(host.render().contains(#"AsyncImage "https://example.com/dog.png" (empty)"#))
        await host.advance(by: .seconds(2))
        #expect(host.render().contains(#"AsyncImage "https://example.com/dog.png" (failure)"#))
        #expect(host.render().contains(#"Text "failed: offline""#))
        #expect(log.take() == ["empty", "success", "empty", "failure"])
    }

    @Test func aNewURLDuringALoadDropsTheOldLoad() async throws {
        var configuration = HostConfiguration()
        configuration.asyncImageLoader = AsyncImageLoader { url in
            try await Task.sleep(for: .seconds(2))
            return Image(url.lastPathComponent)
        }
        let log = Log()
        let host = ViewHost(testing: Avatar(log: log), configuration: configuration)
        await host.advance(by: .seconds(1))
        try host.tap("dog")
        await host.advance(by: .seconds(1))       // the cat's load would have ended here
        #expect(host.render().contains(#"AsyncImage "https://example.com/dog.png" (empty)"#))
        await host.advance(by: .seconds(1))
        #expect(host.render().contains(#"Image "dog.png""#))
        #expect(!host.render().contains("cat.png"))
        #expect(log.take() == ["empty", "success"])
    }

    struct Toggled: View {
        @State var isShown = true
        var body: some View {
            VStack {
                if isShown {
                    AsyncImage(url: URL(string: "https://example.com/a/b/icon.png"), scale: 2)
                }
                Button("hide") { isShown = false }
                AsyncImage(url: nil) { image in image } placeholder: { Text("no picture") }
            }
        }
    }

    @Test func theImageOnlyFormShowsNothingUntilLoadedAndANilURLStaysEmpty() async throws {
        let host = TestHost(Toggled())
        #expect(host.render() == """
            VStack
              AsyncImage "https://example.com/a/b/icon.png" (empty)
              Button "hide"
              AsyncImage nil (empty)
                Text "no picture"
            """)
        await host.settle()
        #expect(host.render() == """
            VStack
              AsyncImage "https://example.com/a/b/icon.png" (success)
                Image "icon.png"
              Button "hide"
              AsyncImage nil (empty)
                Text "no picture"
            """)
    }

    @Test func aViewThatGoesBeforeItsLoadEndsLoadsNothing() async throws {
        var configuration = HostConfiguration()
        configuration.asyncImageLoader = .failing(Slow())
        let host = ViewHost(testing: Toggled(), configuration: configuration)
        try host.tap("hide")
        await host.settle()
        #expect(host.render() == """
            VStack
              Button "hide"
              AsyncImage nil (empty)
                Text "no picture"
            """)
        #expect(host.diagnostics.isEmpty)
    }
}
