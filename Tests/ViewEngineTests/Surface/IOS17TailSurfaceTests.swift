import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// The iOS 17–26 names real apps' files use beside the rest of SwiftUI: scroll targets
/// and transitions' phases, symbol effects, scene padding, grid cell anchors, trimmed
/// paths, non-deselectable list selection, toolbar spacers, SwiftUI's attributed-string
/// attributes, and the other platforms' styles an iPhone draws as its own.
@MainActor
@Suite("Surface: the iOS 17 tail — scroll targets, symbol effects, grid anchors, trims")
struct IOS17TailSurfaceTests {
    // scrollTargetBehavior(_:): "Sets the scroll behavior of views scrollable in the
    // provided axes." — recorded: the host has no scrolling gesture to come to rest.
    @Test func scrollTargetsAndClippingAreRecorded() {
        #expect(Text("a").scrollTargetBehavior(.viewAligned).modifier.recorded == "scrollTargetBehavior: viewAligned")
        #expect(Text("a").scrollTargetBehavior(.viewAligned(limitBehavior: .always)).modifier.recorded
                == "scrollTargetBehavior: viewAligned(limitBehavior: always)")
        #expect(Text("a").scrollTargetBehavior(.paging).modifier.recorded == "scrollTargetBehavior: paging")
        #expect(Text("a").scrollTargetLayout().modifier.recorded == "scrollTargetLayout: isEnabled: true")
        #expect(Text("a").scrollClipDisabled().modifier.recorded == "scrollClipDisabled")
    }

    // ScrollTransitionPhase value: "A phase-derived value that you can use to scale or
    // otherwise modify visual effects." — -1 before the region, 0 in it, 1 past it.
    @Test func scrollTransitionPhasesHaveValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }

    // symbolEffect(_:options:value:): "Returns a new view with a symbol effect added to
    // it." — recorded by the effect's name as written.
    @Test func symbolEffectsAreRecordedByName() {
        #expect(Image(systemName: "heart").symbolEffect(.bounce.up, value: 1).modifier.recorded
                == "symbolEffect: bounce.up, options: default, value: 1")
        #expect(Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: false).modifier.recorded
                == "symbolEffect: variableColor.iterative.reversing, options: repeating, isActive: false")
        #expect(Image(systemName: "star").contentTransition(.symbolEffect(.replace.downUp)).modifier.recorded
                == "contentTransition: symbolEffect(replace.downUp)")
        #expect(Image(systemName: "star").symbolEffectsRemoved().modifier.recorded == "symbolEffectsRemoved")
        #expect(SymbolEffectOptions.repeat(2).speed(1.5) != .default)
    }

    // Each effect is of the kinds Apple declares it: "BounceSymbolEffect: DiscreteSymbolEffect,
    // IndefiniteSymbolEffect", a replacement a content transition, appearing a transition.
    @Test func effectsAndBehaviorsHaveApplesKinds() {
        let bounce: BounceSymbolEffect = .bounce, pulse: PulseSymbolEffect = .pulse
        let variable: VariableColorSymbolEffect = .variableColor, scale: ScaleSymbolEffect = .scale
        let appear: AppearSymbolEffect = .appear, disappear: DisappearSymbolEffect = .disappear
        let replace: ReplaceSymbolEffect = .replace, automatic: AutomaticSymbolEffect = .automatic
        let effects: [any SymbolEffect] = [bounce, pulse, variable, scale, appear, disappear, replace, automatic]
        #expect(effects.map { $0 is any DiscreteSymbolEffect } == [true, true, true, false, false, false, false, false])
        #expect(effects.map { $0 is any IndefiniteSymbolEffect } == [true, true, true, true, true, true, false, false])
        #expect(effects.map { $0 is any TransitionSymbolEffect } == [false, false, false, false, true, true, false, false])
        #expect(effects.map { $0 is any ContentTransitionSymbolEffect } == [false, false, false, false, false, false, true, true])
        let aligned: any ScrollTargetBehavior = ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)
        let paging: any ScrollTargetBehavior = PagingScrollTargetBehavior()
        #expect(aligned is ViewAlignedScrollTargetBehavior && paging is PagingScrollTargetBehavior)
        #expect(ScenePadding.navigationBar != ScenePadding.minimum)
        #expect(SpacerSizing.fixed != SpacerSizing.flexible)
        #expect(Text("a").tabViewStyle(CarouselTabViewStyle()).modifier.recorded == "tabViewStyle: carousel")
        #expect(Text("a").buttonStyle(CardButtonStyle()).modifier.recorded == "buttonStyle: card")
    }

    // scenePadding(_:edges:): "Adds the configured padding to the specified edges of
    // this view." — on an iPhone the minimum is the default padding, 16 points.
    @Test func scenePaddingLaysOutAsTheDefaultPadding() {
        let padded = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("Scene").scenePadding(.minimum, edges: .horizontal)
            Text("Plain, longer").padding(.horizontal)
        }.fixedSize())
        let scene = padded.frame(of: "Scene"), plain = padded.frame(of: "Plain, longer")
        #expect(scene.minX == plain.minX)
        #expect(Text("a").scenePadding().modifier.recorded == "scenePadding: minimum, edges: all")
        #expect(Text("a").scenePadding(.horizontal).modifier.recorded == "scenePadding: minimum, edges: horizontal")
    }

    // gridCellAnchor(_:): "Specifies a custom alignment anchor for a view that acts as a
    // grid cell." — the cell sits at that point of its cell, not at the grid's alignment.
    @Test func aGridCellAnchorPlacesTheCell() {
        let host = TestHost(Grid {
            GridRow { Text("A much wider title") }
            GridRow { Text("Left").gridCellAnchor(.leading) }
            GridRow { Text("Right").gridCellAnchor(.trailing) }
            GridRow { Text("Mid") }
        }.fixedSize())
        let wide = host.frame(of: "A much wider title")
        #expect(host.frame(of: "Left").minX == wide.minX)
        #expect(host.frame(of: "Right").maxX == wide.maxX)
        #expect(abs(host.frame(of: "Mid").midX - wide.midX) < 0.01)
    }

    // trimmedPath(from:to:): "Returns a partial copy of the path." — the part between
    // two fractions of its length.
    @Test func aTrimmedPathIsThePartBetweenTheFractions() {
        var elements: [Path.Element] = []
        Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)); $0.addLine(to: CGPoint(x: 100, y: 100)) }
            .trimmedPath(from: 0.25, to: 0.75)
            .forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.5, to: 0.25).isEmpty)
        var curve: [Path.Element] = []
        Path { $0.move(to: .zero); $0.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 50)) }
            .trimmedPath(from: 0, to: 1).forEach { curve.append($0) }
        #expect(curve.count == 17)
        #expect(curve.last == .line(to: CGPoint(x: 100, y: 0)))
    }

    struct Sidebar: View {
        let log: Log
        @State private var page = "General"
        var body: some View {
            List(["General", "Advanced"], id: \.self, selection: $page) { Text($0) }
                .onChange(of: page) { newValue in log("page \(newValue)") }
        }
    }

    // List init(_:id:selection:rowContent:) with a non-optional binding: the selection is
    // always a row — choosing another moves it, and it is never cleared.
    @Test func aNonOptionalListSelectionIsNeverCleared() {
        let log = Log()
        let host = TestHost(Sidebar(log: log))
        host.tap("Advanced")
        host.tap("Advanced")
        #expect(log.take() == ["page Advanced"])
        #expect(host.render().contains("[selection: \"Advanced\"]"))
    }

    struct Composer: View {
        let log: Log
        var body: some View {
            NavigationStack {
                Text("Draft")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Photo") { log("photo") } }
                        ToolbarSpacer(placement: .bottomBar)
                        ToolbarSpacer(.fixed, placement: .bottomBar)
                        ToolbarItem(placement: .bottomBar) { Button("Mention") { log("mention") } }
                    }
            }
        }
    }

    // ToolbarSpacer: "A standard space item in toolbars." — the items beside it stay
    // in their bar and can be tapped.
    @Test func toolbarSpacersSeparateItems() {
        let log = Log()
        let host = TestHost(Composer(log: log))
        host.tap("Photo")
        host.tap("Mention")
        #expect(log.take() == ["photo", "mention"])
        #expect(host.frame(of: "Mention").minX > host.frame(of: "Photo").maxX + 8)
    }

    // ToolbarTitleMenu: "The title menu of a toolbar." — its actions stay out of the bar
    // and are driven once the menu opens.
    @Test func aToolbarTitleMenusActionsAreDrivenOnceItOpens() {
        struct Draft: View {
            let log: Log
            var body: some View {
                NavigationStack {
                    Text("Body").navigationTitle("Draft")
                        .toolbar { ToolbarTitleMenu { Button("Duplicate") { log("duplicate") } } }
                }
            }
        }
        let log = Log()
        let host = TestHost(Draft(log: log))
        #expect(!host.host.snapshot().contains(">Duplicate</text>"))
        host.openMenu("Title Menu")
        host.tap("Duplicate")
        #expect(log.take() == ["duplicate"])
    }

    // CGImage: an ImageRenderer's Core Graphics image is the view's size in pixels.
    @Test func anImageRenderersCGImageIsTheViewInPixels() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 5))
        renderer.scale = 3
        let image: CGImage? = renderer.cgImage
        #expect(image?.width == 30 && image?.height == 15)
    }

    // AttributeScopes.SwiftUIAttributes: "A property for accessing the attribute scopes
    // defined by SwiftUI." — the attributes are kept in the string's runs.
    @Test func swiftUIAttributesAreKeptInTheRuns() {
        var title = AttributedString("Due today")
        title.foregroundColor = .red
        title.font = .headline
        #expect(title.runs.first?.foregroundColor == .red)
        #expect(title.runs.first?.font == .headline)
        #expect(TestHost(Text(title)).render().contains("Text \"Due today\""))
    }

    // The other platforms' styles and iOS 16–17 conveniences: each compiles and is
    // recorded by its name; an iPhone draws its own style in its place.
    @Test func otherPlatformsStylesAreRecorded() {
        #expect(Text("a").tabViewStyle(.carousel).modifier.recorded == "tabViewStyle: carousel")
        #expect(Text("a").buttonStyle(.card).modifier.recorded == "buttonStyle: card")
        #expect(AnyTransition.scale(0.5).combined(with: .opacity).description == "scale(0.5).combined(with: opacity)")
        #expect(Text("a").foregroundStyle(.shadow(.drop(radius: 2))).modifier.recorded.hasPrefix("foregroundStyle: "))
    }
}
