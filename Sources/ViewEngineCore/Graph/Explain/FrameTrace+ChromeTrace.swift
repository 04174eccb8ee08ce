import Foundation

extension FrameTrace {
    /// The trace in Chrome's trace-event format, for Perfetto or `chrome://tracing`:
    /// every frame and pass is a span, every action a complete event (`"ph": "X"`), every
    /// other event an instant. Time is the engine's order of events (one microsecond per
    /// event), not wall time, so the same test writes the same file.
    ///
    /// ```swift
    /// try host.trace.chromeTraceJSON().write(to: URL(fileURLWithPath: "trace.json"))
    /// ```
    public func chromeTraceJSON() throws -> Data {
        var events: [ChromeTraceEvent] = []
        var clock = 0
        for frame in frames {
            let frameStart = clock
            for pass in frame.passes {
                let passStart = clock
                for event in pass.events {
                    let kind = event.kind == .action ? "X" : "i"
                    events.append(ChromeTraceEvent(name: event.view.isEmpty ? event.detail : "\(event.kind.rawValue) \(event.view)",
                                                   cat: event.kind.rawValue, ph: kind, ts: clock,
                                                   dur: event.kind == .action ? 1 : nil, s: kind == "i" ? "t" : nil,
                                                   args: ["detail": event.detail,
                                                          "position": event.position.map(String.init).joined(separator: ".")]))
                    clock += 1
                }
                events.append(ChromeTraceEvent(name: "pass \(pass.number)", cat: "pass", ph: "X",
                                               ts: passStart, dur: max(clock - passStart, 1), s: nil, args: [:]))
            }
            events.append(ChromeTraceEvent(name: "frame \(frame.number): \(frame.cause)", cat: "frame", ph: "X",
                                           ts: frameStart, dur: max(clock - frameStart, 1), s: nil, args: [:]))
            clock += 1
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(ChromeTrace(traceEvents: events))
    }
}

/// A file in Chrome's trace-event format.
struct ChromeTrace: Codable, Equatable {
    var traceEvents: [ChromeTraceEvent]
    var displayTimeUnit = "ms"
}

/// One event of Chrome's trace-event format.
struct ChromeTraceEvent: Codable, Equatable {
    package var name: String
    package var cat: String
    /// `X`: a complete event with a duration; `i`: an instant.
    var ph: String
    var ts: Int
    var dur: Int?
    /// The scope of an instant (`t`: its thread).
    package var s: String?
    var pid = 1
    var tid = 1
    package var args: [String: String]

    init(name: String, cat: String, ph: String, ts: Int, dur: Int?, s: String?, args: [String: String]) {
        self.name = name
        self.cat = cat
        self.ph = ph
        self.ts = ts
        self.dur = dur
        self.s = s
        self.args = args
    }
}
