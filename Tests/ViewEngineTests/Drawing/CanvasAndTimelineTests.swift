import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `Canvas` runs its renderer into a recording `GraphicsContext`; `TimelineView` builds its
/// content with the date of its schedule's current entry and updates it at each entry on
/// the host's virtual clock.
@MainActor
@Suite("Canvas and TimelineView")
struct CanvasAndTimelineTests {
    struct Gauge: View {
        @State var level = 0.5
        var body: some View {
            VStack {
                Button("fill") { level = 1 }
                Canvas { context, size in
                    let bounds = CGRect(origin: .zero, size: size)
                    context.fill(Path(ellipseIn: bounds), with: .color(.green))
                    context.opacity = level
                    context.translateBy(x: 10, y: 0)
                    context.stroke(Path(bounds), with: .style(.red), lineWidth: 2)
                    context.drawLayer { layer in
                        layer.addFilter(.blur(radius: 4))
                        layer.rotate(by: .degrees(90))
                        layer.draw(Text("\(Int(level * 100))%"), at: CGPoint(x: size.width / 2, y: 20))
                    }
                    context.draw(context.resolve(Image(systemName: "star")), in: CGRect(x: 0, y: 0, width: 8, height: 8))
                }
            }
        }
    }

    /// Apple's documentation of `Canvas`: "Use a canvas to draw rich and dynamic 2D
    /// graphics inside a SwiftUI view. The canvas passes a GraphicsContext to the closure
    /// that you use to perform immediate mode drawing operations." The operations are
    /// recorded in order with the context's state, and drawn again when the view updates.
    @Test func aCanvasRecordsWhatItsRendererDraws() throws {
        let host = TestHost(Gauge())
        #expect(host.render() == """
            VStack
              Button "fill"
              Canvas
                fill: path(6 elements), color(green)
                translateBy: 10, 0
                stroke: path(5 elements), red, lineWidth: 2, opacity: 0.5
                layer, opacity: 0.5
                  addFilter: blur(radius: 4)
                  rotate: 90°
                  draw: Text "50%" at (196.5, 20)
                draw: Image "star" in (0, 0, 8, 8), opacity: 0.5
            """)
        host.tap("fill")
        #expect(host.render().contains("draw: Text \"100%\" at (196.5, 20)"))
        #expect(!host.render().contains("opacity: 0.5"))
    }

    struct Stopwatch: View {
        let start: Date
        let log: Log
        var body: some View {
            TimelineView(.periodic(from: start, by: 1)) { context in
                let elapsed = Int(context.date.timeIntervalSince(start))
                Text("\(elapsed) s").onChange(of: elapsed) { value in log("tick \(value)") }
            }
        }
    }

    /// Apple's documentation of `TimelineView`: "A view that updates according to a
    /// schedule that you provide"; of `PeriodicTimelineSchedule`: "A schedule for updating a
    /// timeline view at regular intervals." Each entry is a frame of its own on the host's
    /// virtual clock; the content gets the entry's date.
    @Test func aPeriodicTimelineUpdatesItsContentAtEachEntry() async {
        let log = Log()
        let start = Date(timeIntervalSince1970: 1_700_000_000)   // the host clock's date at virtual time zero
        let host = TestHost(Stopwatch(start: start, log: log))
        #expect(host.render() == "TimelineView\n  Text \"0 s\"")
        await host.advance(by: .milliseconds(2500))
        #expect(host.render() == "TimelineView\n  Text \"2 s\"")
        #expect(log.take() == ["tick 1", "tick 2"])
        await host.advance(by: .milliseconds(500))
        #expect(host.render() == "TimelineView\n  Text \"3 s\"")
    }

    struct Schedules: View {
        let start: Date
        @State var shown = true
        var body: some View {
            VStack {
                Button("hide") { shown.toggle() }
                if shown {
                    TimelineView(.explicit([start.addingTimeInterval(-5), start.addingTimeInterval(10)])) { context in
                        Text("explicit \(Int(context.date.timeIntervalSince(start)))")
                    }
                }
                TimelineView(.everyMinute) { context in
                    Text("minute \(Int(context.date.timeIntervalSince(start)))")
                }
                TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
                    Text(verbatim: "animation \(context.date.timeIntervalSince(start))")
                }
            }
        }
    }

    /// Apple's documentation of `ExplicitTimelineSchedule`: "A schedule for updating a
    /// timeline view at explicit points in time"; of `EveryMinuteTimelineSchedule`: "A
    /// schedule for updating a timeline view at the start of every minute"; of
    /// `AnimationTimelineSchedule`: "updating at a frequency no more quickly than the
    /// provided interval". The others keep their schedules when one goes.
    @Test func explicitMinuteAndAnimationSchedules() async throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)   // 22:13:20 UTC: 20 s into a minute
        let host = TestHost(Schedules(start: start))
        #expect(host.render() == """
            VStack
              Button "hide"
              TimelineView
                Text "explicit -5"
              TimelineView
                Text "minute -20"
              TimelineView
                Text "animation 0.0"
            """)
        await host.advance(by: .seconds(10))
        #expect(host.render() == """
            VStack
              Button "hide"
              TimelineView
                Text "explicit 10"
              TimelineView
                Text "minute -20"
              TimelineView
                Text "animation 10.0"
            """)
        await host.advance(by: .seconds(40))
        #expect(host.render().contains("Text \"minute 40\""))
        host.tap("hide")
        await host.advance(by: .seconds(1))
        #expect(host.render().contains("Text \"animation 51.0\""))
    }
}
