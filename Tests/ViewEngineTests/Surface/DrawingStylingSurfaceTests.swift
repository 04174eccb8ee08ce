import Foundation
import Testing
import ViewEngine
import TestSupport

/// The drawing and styling tail (issue 26): gradients as views, shape-style modifiers, blend
/// modes, symbol variants, form, text editor and tab view styles, list item tints, container-
/// relative frames, Liquid Glass, interpolating springs. Each modifier is recorded with every
/// argument it was given; the views render as one line each.
@MainActor
@Suite("Surface: drawing and styling tail")
struct DrawingStylingSurfaceTests {
    let text = Text("a")

    func recorded<V: View, M: RecordedModifier>(_ view: ModifiedContent<V, M>) -> String { view.modifier.recorded }

    @Test func gradientsAreViewsAndShapeStyles() {
        let stops: [Gradient.Stop] = [.init(color: .blue, location: 0.3), .init(color: .red, location: 0.3)]
        let host = ViewHost(testing: ZStack {
            RadialGradient(stops: stops, center: .top, startRadius: 200, endRadius: 700)
            LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
            AngularGradient(stops: stops, center: .center)
            AngularGradient(colors: [.red, .yellow], center: .center, angle: .degrees(90))
            EllipticalGradient(colors: [.yellow, .orange])
            EllipticalGradient(stops: stops, center: .center)
        })
        #expect(host.render() == """
            ZStack
              RadialGradient(blue, red)
              LinearGradient(white, black)
              AngularGradient(blue, red)
              AngularGradient(red, yellow)
              EllipticalGradient(yellow, orange)
              EllipticalGradient(blue, red)
            """)
        #expect(recorded(text.foregroundStyle(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 9)))
                == "foregroundStyle: radialGradient(white, blue)")
        #expect(recorded(text.foregroundStyle(.radialGradient(Gradient(colors: [.red]), center: .center, startRadius: 0, endRadius: 9)))
                == "foregroundStyle: radialGradient(red)")
        #expect(recorded(text.foregroundStyle(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 9)))
                == "foregroundStyle: radialGradient(blue, red)")
        #expect(recorded(text.foregroundStyle(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom)))
                == "foregroundStyle: linearGradient(blue, red)")
        #expect(recorded(text.foregroundStyle(.angularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))))
                == "foregroundStyle: angularGradient(red)")
        #expect(recorded(text.foregroundStyle(.angularGradient(Gradient(colors: [.red]), center: .center, startAngle: .zero, endAngle: .zero)))
                == "foregroundStyle: angularGradient(red)")
        #expect(recorded(text.foregroundStyle(.conicGradient(colors: [.red, .blue], center: .center)))
                == "foregroundStyle: angularGradient(red, blue)")
        #expect(recorded(text.foregroundStyle(.conicGradient(Gradient(colors: [.red]), center: .center, angle: .degrees(45))))
                == "foregroundStyle: angularGradient(red)")
        #expect(recorded(text.foregroundStyle(.ellipticalGradient(colors: [.yellow]))) == "foregroundStyle: ellipticalGradient(yellow)")
        #expect(recorded(text.foregroundStyle(.ellipticalGradient(Gradient(colors: [.yellow])))) == "foregroundStyle: ellipticalGradient(yellow)")
        #expect(recorded(text.foregroundStyle(Gradient(colors: [.blue, .purple]))) == "foregroundStyle: gradient(blue, purple)")
        #expect(AngularGradient(stops: stops, center: .center, angle: .zero) == AngularGradient(gradient: Gradient(stops: stops), center: .center, angle: .zero))
        #expect(EllipticalGradient(gradient: Gradient(colors: [.red])) == EllipticalGradient(colors: [.red]))
    }

    @Test func anglesAddSubtractAndScale() {
        var angle = Angle.degrees(30) + .degrees(60)
        #expect(angle == .degrees(90))
        #expect(angle - .degrees(90) == .zero)
        #expect(-angle == .degrees(-90))
        #expect((angle * 2).degrees == 180 && (2 * angle).degrees == 180 && (angle / 3).degrees.rounded() == 30)
        angle += .degrees(10)
        angle -= .degrees(20)
        angle *= 2
        angle /= 4
        #expect(angle.degrees.rounded() == 40)
    }

    @Test func shapeStylesTakeOpacityBlendModeAndShadow() {
        #expect(recorded(text.foregroundStyle(.secondary.opacity(0.5))) == "foregroundStyle: secondary.opacity(0.5)")
        #expect(recorded(text.foregroundStyle(AnyShapeStyle(.red).blendMode(.multiply))) == "foregroundStyle: red.blendMode(multiply)")
        #expect(recorded(text.foregroundStyle(Material.thin.shadow(.drop(radius: 4))))
                == "foregroundStyle: thinMaterial.shadow(drop(radius: 4))")
        #expect(recorded(text.foregroundStyle(HierarchicalShapeStyle.primary.shadow(.inner(color: .red, radius: 2, x: 1, y: 3))))
                == "foregroundStyle: primary.shadow(inner(color: red, radius: 2, x: 1, y: 3))")
        #expect(ShadowStyle.drop(radius: 1) != ShadowStyle.inner(radius: 1))
        #expect(recorded(text.blendMode(.plusLighter)) == "blendMode: plusLighter")
        #expect(BlendMode.allCases.count == 21)
    }

    struct VariantReader: View {
        @Environment(\.symbolVariants) var variants
        @Environment(\.backgroundStyle) var background
        var body: some View { Text("\(variants == .circle.fill) \(background == nil)") }
    }

    @Test func symbolVariantsAndBackgroundStyleSetTheEnvironment() {
        #expect(recorded(text.symbolVariant(.circle.fill)) == "symbolVariant: circle.fill")
        #expect(recorded(text.symbolVariant(.none)) == "symbolVariant: none")
        #expect(SymbolVariants.square.slash.rectangle.contains(.slash) && !SymbolVariants.fill.contains(.circle))
        #expect(recorded(text.backgroundStyle(.thinMaterial)) == "backgroundStyle: thinMaterial")
        let host = ViewHost(testing: VStack {
            VariantReader().symbolVariant(.circle.fill).backgroundStyle(.blue)
            VariantReader()
        })
        #expect(host.render() == """
            VStack
              Text "true false"
              Text "false true"
            """)
    }

    @Test func formTextEditorAndListStyles() {
        #expect(recorded(text.formStyle(.grouped)) == "formStyle: grouped")
        #expect(recorded(text.formStyle(.columns)) == "formStyle: columns")
        #expect(recorded(text.formStyle(.automatic)) == "formStyle: automatic")
        #expect([AutomaticFormStyle() as any FormStyle, GroupedFormStyle(), ColumnsFormStyle()].count == 3)
        #expect(recorded(text.textEditorStyle(.plain)) == "textEditorStyle: plain")
        #expect(recorded(text.textEditorStyle(AutomaticTextEditorStyle())) == "textEditorStyle: automatic")
        #expect([PlainTextEditorStyle() as any TextEditorStyle].count == 1)
        #expect(recorded(text.listItemTint(.fixed(.blue))) == "listItemTint: fixed(blue)")
        #expect(recorded(text.listItemTint(ListItemTint.monochrome)) == "listItemTint: monochrome")
        #expect(recorded(text.listItemTint(Color.red)) == "listItemTint: preferred(red)")
        #expect(recorded(text.listRowInsets(.horizontal, 0)) == "listRowInsets: horizontal, 0")
        #expect(recorded(text.statusBar(hidden: true)) == "statusBar: hidden: true")
        #expect(recorded(text.navigationSubtitle("3 unread")) == "navigationSubtitle: \"3 unread\"")
        #expect(recorded(text.navigationSubtitle(String("sub"))) == "navigationSubtitle: \"sub\"")
        #expect(recorded(text.navigationSubtitle(Text("sub"))) == "navigationSubtitle: \"sub\"")
    }

    @Test func containerRelativeFramesAndShapes() {
        #expect(recorded(text.containerRelativeFrame(.horizontal)) == "containerRelativeFrame: horizontal")
        #expect(recorded(text.containerRelativeFrame([.horizontal, .vertical], alignment: .top)) == "containerRelativeFrame: horizontal, vertical, alignment: top")
        #expect(recorded(text.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8))
                == "containerRelativeFrame: horizontal, count: 3, span: 2, spacing: 8")
        #expect(recorded(text.containerRelativeFrame(.vertical) { length, _ in length * 0.8 }).hasPrefix("containerRelativeFrame: vertical, "))
        #expect(recorded(text.containerShape(RoundedRectangle(cornerRadius: 20))).hasPrefix("containerShape: RoundedRectangle"))
        #expect(recorded(text.clipShape(.containerRelative)).hasPrefix("clipShape: ContainerRelativeShape"))
        #expect(ViewHost(testing: ContainerRelativeShape().fill(.blue)).render() == "ContainerRelativeShape [fill: blue]")
    }

    @Test func liquidGlass() {
        @Namespace var namespace
        #expect(recorded(text.glassEffect()) == "glassEffect: regular")
        #expect(recorded(text.glassEffect(.regular.tint(.orange).interactive())) == "glassEffect: regular.tint(orange).interactive")
        #expect(recorded(text.glassEffect(.clear, in: Circle())) == "glassEffect: clear, in: Circle")
        #expect(recorded(text.glassEffect(Glass.identity.interactive(false), in: DefaultGlassEffectShape())) == "glassEffect: identity")
        #expect(recorded(text.glassEffectID("play", in: namespace)).hasPrefix("glassEffectID: \"play\", in: "))
        #expect(recorded(text.glassEffectUnion(id: 1, namespace: namespace)).hasPrefix("glassEffectUnion: id: 1, namespace: "))
        #expect(recorded(text.glassEffectTransition(.materialize)) == "glassEffectTransition: materialize")
        #expect([GlassEffectTransition.matchedGeometry, .identity].count == 2)
        #expect(recorded(text.buttonStyle(.glass)) == "buttonStyle: glass")
        #expect(recorded(text.buttonStyle(.glass(.clear))) == "buttonStyle: glass(clear)")
        #expect(recorded(text.buttonStyle(.glassProminent)) == "buttonStyle: glassProminent")
        #expect(recorded(text.buttonStyle(GlassButtonStyle())) == "buttonStyle: glass")
        #expect(recorded(text.buttonStyle(GlassProminentButtonStyle())) == "buttonStyle: glassProminent")
        let host = ViewHost(testing: GlassEffectContainer(spacing: 20) {
            Button("Edit") {}.glassEffect()
        })
        #expect(host.render() == """
            GlassEffectContainer
              Button "Edit"
            """)
    }

    @Test func interpolatingSprings() {
        #expect(Animation.interpolatingSpring.description == "interpolatingSpring")
        #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15).description == "interpolatingSpring(stiffness: 170, damping: 15)")
        #expect(Animation.interpolatingSpring(mass: 2, stiffness: 1, damping: 1, initialVelocity: 3).description
                == "interpolatingSpring(mass: 2, stiffness: 1, damping: 1, initialVelocity: 3)")
        #expect(Animation.interpolatingSpring(duration: 0.4, bounce: 0.3).description == "interpolatingSpring(duration: 0.4, bounce: 0.3)")
        #expect(recorded(text.animation(.interpolatingSpring(), value: 1)) == "animation: interpolatingSpring(), value: 1")
    }

    @Test func tabViewStyles() {
        #expect(recorded(text.tabViewStyle(.page)) == "tabViewStyle: page")
        #expect(recorded(text.tabViewStyle(.page(indexDisplayMode: .never))) == "tabViewStyle: page(indexDisplayMode: never)")
        #expect(recorded(text.tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))) == "tabViewStyle: page(indexDisplayMode: always)")
        #expect(recorded(text.tabViewStyle(PageTabViewStyle())) == "tabViewStyle: page")
        #expect(recorded(text.tabViewStyle(.sidebarAdaptable)) == "tabViewStyle: sidebarAdaptable")
        #expect(recorded(text.tabViewStyle(.tabBarOnly)) == "tabViewStyle: tabBarOnly")
        #expect(recorded(text.tabViewStyle(.automatic)) == "tabViewStyle: automatic")
        #expect([DefaultTabViewStyle() as any TabViewStyle, SidebarAdaptableTabViewStyle(), TabBarOnlyTabViewStyle()].count == 3)
        #expect(recorded(text.indexViewStyle(.page(backgroundDisplayMode: .always))) == "indexViewStyle: page(backgroundDisplayMode: always)")
        #expect(recorded(text.indexViewStyle(PageIndexViewStyle())) == "indexViewStyle: page")
        #expect([PageIndexViewStyle.BackgroundDisplayMode.interactive, .never].count == 2)
        #expect([PageIndexViewStyle() as any IndexViewStyle].count == 1)
        #expect(recorded(text.tabBarMinimizeBehavior(.onScrollDown)) == "tabBarMinimizeBehavior: onScrollDown")
        #expect([TabBarMinimizeBehavior.automatic, .onScrollUp, .never].count == 3)
    }

    @Test func asyncImageInitializers() async {
        let url = URL(string: "https://example.com/a.png")
        var configuration = HostConfiguration()
        configuration.asyncImageLoader = .lastPathComponent
        let host = ViewHost(testing: VStack {
            AsyncImage(url: url)
            AsyncImage(url: url, scale: 2) { $0.resizable() } placeholder: { ProgressView() }
            AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { (phase: AsyncImagePhase) in phase.image ?? Image("none") }
        }, configuration: configuration)
        await host.settle()
        #expect(host.render().components(separatedBy: #"Image "a.png""#).count == 4)
        #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.failure(URLError(.badURL)).error != nil)
        let loaders: [AsyncImageLoader] = [HostConfiguration().asyncImageLoader, .failing(URLError(.timedOut))]
        #expect(loaders.count == 2)
    }

    enum Screen: Hashable { case home, mail }

    @Test func tabInitializers() {
        let tabs: [any TabContent] = [
            Tab { Text("a") },
            Tab(value: Screen.home) { Text("a") },
            Tab(role: .search) { Text("a") },
            Tab(value: Screen.home, role: TabRole.search) { Text("a") },
            Tab { Text("a") } label: { Text("l") },
            Tab(role: .search) { Text("a") } label: { Text("l") },
            Tab(value: Screen.mail) { Text("a") } label: { Text("l") },
            Tab(value: Screen.mail, role: nil) { Text("a") } label: { Text("l") },
            Tab("Home", systemImage: "house") { Text("a") },
            Tab("Home", systemImage: "house", role: nil) { Text("a") },
            Tab("Home", image: "house.asset") { Text("a") },
            Tab("Home", image: "house.asset", role: nil) { Text("a") },
            Tab(String("Home"), systemImage: "house") { Text("a") },
            Tab(String("Home"), systemImage: "house", role: nil) { Text("a") },
            Tab(String("Home"), image: "house.asset") { Text("a") },
            Tab(String("Home"), image: "house.asset", role: nil) { Text("a") },
            Tab("Home", systemImage: "house", value: Screen.home) { Text("a") },
            Tab("Home", systemImage: "house", value: Screen.home, role: nil) { Text("a") },
            Tab("Home", image: "house.asset", value: Screen.home) { Text("a") },
            Tab("Home", image: "house.asset", value: Screen.home, role: nil) { Text("a") },
            Tab(String("Home"), systemImage: "house", value: Screen.home) { Text("a") },
            Tab(String("Home"), systemImage: "house", value: Screen.home, role: nil) { Text("a") },
            Tab(String("Home"), image: "house.asset", value: Screen.home) { Text("a") },
            Tab(String("Home"), image: "house.asset", value: Screen.home, role: nil) { Text("a") },
            TabSection { Tab { Text("a") } },
            TabSection(String("Section")) { Tab { Text("a") } },
        ]
        #expect(tabs.count == 26)
        let built = TabContentBuilder<Screen>.buildFinalResult(Text("a"))
        #expect(ViewHost(testing: built).render() == #"Text "a""#)
        let label: DefaultTabLabel? = nil
        #expect(label == nil)
    }
}
