import Foundation
import Testing
import ViewEngine
import TestSupport

/// The frame trace (`HostConfiguration.tracesFrames`): frames, passes and events as data,
/// as text, and as Chrome trace-event JSON.
@MainActor
struct FrameTraceTests {
    struct Child: View {
        let value: Int
        var body: some View { Text("child \(value)") }
    }

    struct Screen: View {
        @State var count = 0
        @State var other = 0
        var body: some View {
            VStack {
                Button("+") { count += 1 }
                Button("other \(other)") { other += 1 }
                Child(value: count)
                    .onChange(of: count) { [count] new in _ = (count, new) }
            }
        }
    }

    static var tracing: HostConfiguration {
        var configuration = HostConfiguration()
        configuration.tracesFrames = true
        return configuration
    }

    @Test func tracingIsOffByDefault() throws {
        let host = ViewHost(testing: Screen())
        try host.tap("+")
        #expect(host.trace.frames.isEmpty)
    }

    @Test func aTestCanAssertWhichBodiesRanInAFrame() throws {
        let host = ViewHost(testing: Screen(), configuration: Self.tracing)
        try host.tap("+")
        let frame = try #require(host.trace.frames.last)
        #expect(frame.cause == "tap \"+\"")
        #expect(frame.events.filter { $0.kind == .bodyEvaluated }.map(\.view) == ["Screen", "Child"])
        #expect(frame.events.filter { $0.kind == .action }.map(\.detail)
                == ["onChange(of: Int) at ViewEngineTests/FrameTraceTests.swift:23, 0 → 1"])
        try host.tap("other 0")
        let next = try #require(host.trace.frames.last)
        #expect(next.events.filter { $0.kind == .bodyEvaluated }.map(\.view) == ["Screen"])
        #expect(next.events.filter { $0.kind == .bodySkipped }.map(\.description)
                == ["bodySkipped Child @0.0.0.2.0: its inputs are unchanged, field by field"])
    }

    /// A frame the host's environment starts names the value it set: its key path where
    /// Swift prints one, else its type (a computed key path prints as an address on Linux).
    @Test func aHostEnvironmentFrameNamesTheValue() throws {
        let host = ViewHost(testing: Screen(), configuration: Self.tracing)
        host.colorScheme = .dark
        #expect(host.trace.frames.last?.cause == "host environment: colorScheme dark")
        host.setEnvironment(\.dynamicTypeSize, .xxxLarge)
        let cause = try #require(host.trace.frames.last?.cause)
        #expect(cause == "host environment: DynamicTypeSize = xxxLarge"
                || cause == "host environment: \\EnvironmentValues.dynamicTypeSize = xxxLarge")
        #expect(!cause.contains("0x"))
    }

    @Test func theTextNamesEachPassAndWhy() throws {
        let host = ViewHost(testing: Screen(), configuration: Self.tracing)
        try host.tap("+")
        #expect(host.trace.text.components(separatedBy: "\n").suffix(7) == [
            "frame 2: tap \"+\"",
            "  event",
            "    invalidated Screen @0: Screen._count written",
            "  pass 1",
            "    bodyEvaluated Screen @0: _count changed",
            "    bodyEvaluated Child @0.0.0.2.0: @self changed",
            "    action Screen @0.0.0.2: onChange(of: Int) at ViewEngineTests/FrameTraceTests.swift:23, 0 → 1",
        ])
    }

    /// The parts of Chrome's trace-event format the tests read.
    struct ChromeTrace: Decodable {
        struct Event: Decodable {
            let name: String
            let cat: String
            let ph: String
            let ts: Int
            let dur: Int?
        }
        let traceEvents: [Event]
    }

    @Test func theJSONDecodesWithOneCompleteEventPerAction() throws {
        let host = ViewHost(testing: Screen(), configuration: Self.tracing)
        try host.tap("+")
        try host.tap("+")
        let decoded = try JSONDecoder().decode(ChromeTrace.self, from: host.trace.chromeTraceJSON())
        let actions = decoded.traceEvents.filter { $0.cat == "action" }
        #expect(actions.count == host.trace.frames.flatMap(\.events).filter { $0.kind == .action }.count)
        #expect(actions.map { "\($0.ph) \($0.dur.map(String.init) ?? "nil")" } == ["X 1", "X 1"])
        #expect(decoded.traceEvents.filter { $0.cat == "frame" }.map(\.name) == ["frame 1: mount Screen", "frame 2: tap \"+\"", "frame 3: tap \"+\""])
    }
}
