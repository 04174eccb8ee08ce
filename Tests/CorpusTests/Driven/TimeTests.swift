import Testing
import ViewEngine

/// Corpus screens that work over time — timers, downloads, Combine models — driven on the
/// host's virtual clock.
@MainActor
@Suite("Corpus: timers, tasks and Combine")
struct TimeTests {
    @Test func countdownRunsPausesAndEnds() async throws {
        var host: ViewHost<CountdownTimerView>!
        let lines = try await printed {
            host = ViewHost(CountdownTimerView(), configuration: .corpus)
            try host.tap("Start")
            await host.advance(by: .seconds(2))
            try host.tap("Pause")
            await host.advance(by: .seconds(2))
            try host.tap("Start")
            await host.advance(by: .seconds(5))
        }
        #expect(lines == ["started at 5", "stopped at 3", "started at 3", "time's up", "stopped at 0"])
        #expect(host.render() == """
            VStack
              Text "0s" [font: system(size: 64, weight: bold, design: rounded)]
              ProgressView 100%
              HStack
                Button "Start"
                Button "Reset"
            """)
    }

    @Test func downloadReportsProgressThenFinishes() async throws {
        var host: ViewHost<DownloadProgressView>!
        let lines = try await printed {
            host = ViewHost(DownloadProgressView(), configuration: .corpus)
            try host.tap("Download")
            await host.advance(by: .seconds(1))
            #expect(host.render().hasPrefix("VStack\n  ProgressView \"Downloading\" 50%"))
            await host.advance(by: .seconds(1))
        }
        #expect(lines == ["progress 25%", "progress 50%", "progress 75%", "progress 100%", "download finished"])
        #expect(host.render().hasPrefix("VStack\n  ProgressView \"Downloading\" 100%\n  Text \"Done\" [foregroundColor: green]"))
    }

    /// `assign(to: &$now)` in the model's init runs on the host's clock.
    @Test func clockModelTicksOnTheHostsClock() async {
        let lines = await printed {
            let host = ViewHost(ClockModelView(), configuration: .corpus)
            await host.advance(by: .seconds(3))
            #expect(host.render().hasSuffix("Text \"3 ticks\""))
        }
        #expect(lines == ["tick at 1700000001", "tick at 1700000002", "tick at 1700000003"])
    }

    /// The model's Combine pipeline: removeDuplicates, debounce on the host's clock, map,
    /// receive(on:), sink.
    @Test func combineSearchModelDebouncesSuggestions() async throws {
        var host: ViewHost<SearchViewModelView>!
        let lines = try await printed {
            host = ViewHost(SearchViewModelView(), configuration: .corpus)
            await host.settle()
            try host.type("ber", into: "City")
            await host.advance(by: .milliseconds(249))
            #expect(host.render().hasSuffix("List"))
            await host.advance(by: .milliseconds(1))
        }
        #expect(lines == ["suggestions: Berlin, Bern, Bergen"])
        #expect(host.render() == """
            VStack
              TextField "City" = "ber"
              List
                Text "Berlin"
                Text "Bern"
                Text "Bergen"
            """)
    }
}
