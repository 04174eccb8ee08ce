import Foundation
import Testing
import ViewEngine
import TestSupport

/// `Canvas`, `GraphicsContext` and `TimelineView` compile in the forms SwiftUI code writes
/// them (their behaviour is `CanvasAndTimelineTests`').
@MainActor
@Suite("Surface: canvas and timelines")
struct CanvasTimelineSurfaceTests {
    /// A particle view in the shape apps write one: a timeline driving a canvas, every
    /// shading, filter and option the context takes.
    /// A schedule of the app's own: every entry a second apart from the start.
    struct Seconds: TimelineSchedule {
        func entries(from startDate: Date, mode: TimelineScheduleMode) -> StrideTo<Date> {
            stride(from: startDate, to: .distantFuture, by: 1)
        }
    }

    struct Particles: View {
        var body: some View {
            TimelineView(.animation) { timeline in
                Canvas(opaque: true, colorMode: ColorRenderingMode.linear, rendersAsynchronously: false) { context, size in
                    let phase = timeline.date.timeIntervalSinceReferenceDate
                    var copy = context
                    copy.blendMode = GraphicsContext.BlendMode.plusLighter
                    copy.opacity = 0.25
                    copy.scaleBy(x: 2, y: 2)
                    copy.concatenate(CGAffineTransform(translationX: 1, y: 1))
                    copy.clip(to: Path(CGRect(origin: .zero, size: size)), options: .inverse)
                    copy.addFilter(.shadow(color: .black, radius: 2, x: 1, y: 1), options: .linearColor)
                    for filter: GraphicsContext.Filter in [.colorMultiply(.red), .hueRotation(.degrees(10)), .saturation(0.5),
                                                           .brightness(0.1), .contrast(2), .grayscale(1), .colorInvert(),
                                                           .alphaThreshold(min: 0.5)] {
                        copy.addFilter(filter)
                    }
                    let gradient = Gradient(colors: [.red, .blue])
                    let shadings: [GraphicsContext.Shading] = [
                        .foreground, .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 1, y: 1), options: .repeat),
                        .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: 9, options: .mirror),
                        .conicGradient(gradient, center: .zero, angle: .degrees(Double(phase)), options: .linearColor),
                    ]
                    for shading in shadings { copy.fill(Path(ellipseIn: copy.clipBoundingRect), with: shading, style: FillStyle()) }
                    copy.stroke(Path(), with: .color(.white), style: StrokeStyle(lineWidth: 3))
                    var resolved = copy.resolve(Text("t"))
                    resolved.shading = .color(.red)
                    copy.draw(resolved, in: CGRect(x: 0, y: 0, width: 4, height: 4))
                    _ = resolved.measure(in: size)
                    var image = copy.resolve(Image("dot"))
                    image.shading = nil
                    copy.draw(image, at: .zero, anchor: .topLeading)
                    copy.draw(Image("dot"), at: .zero)
                    copy.draw(Image("dot"), in: .zero)
                    copy.draw(Text("x"), in: .zero)
                    _ = (image.size, image.baseline, copy.environment.colorScheme, copy.transform)
                    context.drawLayer { layer in layer.addFilter(.blur(radius: 1, options: .opaque)) }
                    _ = GraphicsContext.ShadowOptions.shadowOnly.union(.shadowAbove).union(.invertsAlpha).union(.disablesGroup)
                    _ = GraphicsContext.BlurOptions.dithersResult
                }
            }
        }
    }

    /// Every schedule and the context compile as apps write them; a canvas in a timeline
    /// view draws with the timeline's date.
    @Test func canvasesAndSchedules() {
        let host = ViewHost(testing: Particles())
        #expect(host.render().hasPrefix("TimelineView\n  Canvas\n    scaleBy: 2, 2\n    concatenate\n    clip: path(5 elements), inverse\n"))
        let start = Date(timeIntervalSince1970: 0)
        let periodic: PeriodicTimelineSchedule = .periodic(from: start, by: 10)
        #expect(Array(periodic.entries(from: start.addingTimeInterval(25), mode: TimelineScheduleMode.lowFrequency).prefix(2))
                == [start.addingTimeInterval(20), start.addingTimeInterval(30)])
        let minute: EveryMinuteTimelineSchedule = .everyMinute
        #expect(minute.entries(from: start.addingTimeInterval(90), mode: .normal).first(where: { _ in true }) == start.addingTimeInterval(60))
        let paused: AnimationTimelineSchedule = .animation(minimumInterval: nil, paused: true)
        #expect(Array(paused.entries(from: start, mode: .normal)) == [start])
        let explicit: ExplicitTimelineSchedule<[Date]> = .explicit([start])
        #expect(explicit.entries(from: .distantFuture, mode: .normal) == [start])
        #expect(Array(Seconds().entries(from: start, mode: .normal).prefix(2)) == [start, start.addingTimeInterval(1)])
        let view = TimelineView(.everyMinute) { (context: TimelineViewDefaultContext) in
            Text("\(context.cadence == TimelineViewDefaultContext.Cadence.live)")
        }
        #expect(ViewHost(testing: view).render() == "TimelineView\n  Text \"true\"")
    }

    /// `ImageRenderer` in the form an app writes it: a thumbnail at the display's scale.
    @Test func anImageRendererIsWrittenAsAppsWriteIt() {
        let renderer = ImageRenderer(content: Text("Donut").padding())
        renderer.proposedSize = ProposedViewSize(width: 120, height: 120)
        renderer.scale = 3
        renderer.isOpaque = false
        renderer.colorMode = .nonLinear
        renderer.label = Text("A donut")
        renderer.content = Text("Another donut").padding()
        #expect(renderer.uiImage.map { Image(uiImage: $0) } != nil)
    }
}
