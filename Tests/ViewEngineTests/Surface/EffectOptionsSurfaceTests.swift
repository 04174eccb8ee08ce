import Foundation
import Testing
import ViewEngine
import TestSupport

/// Effects and styles from the sample's long tail (Inventory/usage.tsv): each records every
/// argument it was given, and the value types show what they were made from.
@MainActor
@Suite("Surface: effect options, fill and separator styles, image paint, path transforms")
struct EffectOptionsSurfaceTests {
    let text = Text("a")

    func recorded<V: View, M: RecordedModifier>(_ view: ModifiedContent<V, M>) -> String { view.modifier.recorded }

    struct CornerRotate: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.rotationEffect(.degrees(amount)) }
    }

    @Test func eachModifierRecordsItsArguments() {
        #expect(recorded(text.drawingGroup(opaque: true, colorMode: ColorRenderingMode.extendedLinear)) == "drawingGroup: opaque: true, colorMode: extendedLinear")
        #expect(recorded(text.colorScheme(.dark)) == "colorScheme: dark")
        #expect(recorded(text.hoverEffect(HoverEffect.lift)) == "hoverEffect: lift")
        #expect(recorded(text.hoverEffect(.highlight, isEnabled: false)) == "hoverEffect: highlight, isEnabled: false")
        #expect(recorded(text.containerBackground(Color.blue, for: ContainerBackgroundPlacement.widget)) == "containerBackground: blue, for: widget")
        #expect(recorded(text.containerBackground(for: .navigation) { Color.red }).hasPrefix("containerBackground: for: navigation, content: "))
        #expect(recorded(text.flipsForRightToLeftLayoutDirection(true)) == "flipsForRightToLeftLayoutDirection")
        #expect(recorded(text.flipsForRightToLeftLayoutDirection(false)) == "flipsForRightToLeftLayoutDirection: false")
        #expect(recorded(text.foregroundStyle(SeparatorShapeStyle())) == "foregroundStyle: separator")
        #expect(recorded(text.background(FillShapeStyle())) == "background: fill")
        #expect(recorded(text.background(.separator)) == "background: separator")
        #expect(recorded(text.foregroundStyle(ImagePaint(image: Image("brick"), scale: 0.5))) == "foregroundStyle: ImagePaint(brick, scale: 0.5)")
        #expect(recorded(text.foregroundStyle(.image(Image("brick")))) == "foregroundStyle: ImagePaint(brick)")
        #expect(recorded(text.transition(.modifier(active: CornerRotate(amount: -90), identity: CornerRotate(amount: 0)))) == "transition: modifier(CornerRotate)")
        #expect(Color.blue.mix(with: .black, by: 0.1).name == "blue.mix(with: black, by: 0.1)")
        #expect(Color.blue.mix(with: .black, by: 0.5, in: .device).name == "blue.mix(with: black, by: 0.5, in: device)")
    }

    /// `colorScheme(_:)` "Sets this view's color scheme": views inside read it from the environment.
    @Test func theDeprecatedColorSchemeWritesTheEnvironment() {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text("\(scheme)") }
        }
        let host = ViewHost(testing: Reader().colorScheme(.dark))
        #expect(host.render().contains("Text \"dark\""))
    }

    /// A filled shape's outline (iOS 17): the fill and the stroke are both kept.
    @Test func aFilledShapeCanBeStroked() {
        let host = ViewHost(testing: Circle().fill(.blue).stroke(.black, lineWidth: 2))
        let shown = host.render()
        #expect(shown.contains("blue"))
        #expect(shown.contains("black"))
    }

    /// `applying(_:)`: "Returns a path constructed by applying the transform to all points of
    /// the path"; `addPath(_:transform:)` appends the transformed path.
    @Test func pathsTransformAndAppend() {
        var line = Path()
        line.move(to: CGPoint(x: 1, y: 2))
        line.addLine(to: CGPoint(x: 3, y: 4))
        let moved = line.applying(CGAffineTransform(translationX: 10, y: 0))
        var points: [Path.Element] = []
        moved.forEach { points.append($0) }
        #expect(points == [.move(to: CGPoint(x: 11, y: 2)), .line(to: CGPoint(x: 13, y: 4))])
        var both = line
        both.addPath(line, transform: CGAffineTransform(scaleX: 2, y: 2))
        var all: [Path.Element] = []
        both.forEach { all.append($0) }
        #expect(all.count == 4)
        #expect(all.last == .line(to: CGPoint(x: 6, y: 8)))
    }
}
