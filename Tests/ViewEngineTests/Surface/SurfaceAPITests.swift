import Foundation
import Observation
import Testing
import ViewEngine
import TestSupport

/// Every public SwiftUI name of `ViewEngine`, called at least once: a declaration whose
/// signature stops compiling as SwiftUI code calls it fails the build here
/// (ViewEngine.docc/Surface.md). `SurfaceTableTests` checks that every type, free function
/// and `View` modifier the module declares is named in this file.
///
/// The recorded modifiers (``_AttributeModifier``) are checked with every argument they were
/// given, as `recorded` writes them (the description render() writes when one is shown):
/// an argument a modifier drops fails here.
@MainActor
@Suite("Surface: every public SwiftUI API is called, and records what it is given")
struct SurfaceAPITests {
    let text = Text("a")

    /// The recordings that differ from what a test expects, with their lines. One `#expect`
    /// per test reports them all: a macro per modifier would cost the build many seconds.
    final class Mismatches {
        var list: [String] = []
    }

    let mismatches = Mismatches()

    /// Checks what the modifier recorded: its name and every argument.
    func check<V: View>(_ view: ModifiedContent<V, _AttributeModifier>, _ expected: String, line: Int = #line) {
        let recorded = view.modifier.recorded
        if recorded != expected { mismatches.list.append("line \(line): \(recorded)") }
    }

    @Test func textStyling() {
        check(text.font(.system(size: 17, weight: .semibold)), "font: system(size: 17, weight: semibold)")
        check(text.font(nil), "font: nil")
        check(text.font(Font.custom("Avenir", size: 14, relativeTo: .caption).leading(.tight)), "font: custom(\"Avenir\", size: 14, relativeTo: caption).leading(tight)")
        check(text.fontWeight(.bold), "fontWeight: bold")
        check(text.fontDesign(.rounded), "fontDesign: rounded")
        check(text.fontWidth(.condensed), "fontWidth: condensed")
        check(Label("a", systemImage: "b").bold(), "bold")
        check(Label("a", systemImage: "b").bold(false), "bold: false")
        check(Label("a", systemImage: "b").italic(), "italic")
        check(Label("a", systemImage: "b").underline(), "underline")
        check(Label("a", systemImage: "b").underline(true, pattern: .dash, color: .red), "underline: pattern: dash, color: red")
        check(Label("a", systemImage: "b").strikethrough(false, pattern: .dot), "strikethrough: false, pattern: dot")
        check(text.textCase(.uppercase), "textCase: uppercase")
        check(Label("a", systemImage: "b").monospaced(), "monospaced")
        check(Label("a", systemImage: "b").monospacedDigit(), "monospacedDigit")
        check(Label("a", systemImage: "b").kerning(2), "kerning: 2")
        check(Label("a", systemImage: "b").tracking(1.5), "tracking: 1.5")
        check(Label("a", systemImage: "b").baselineOffset(-3), "baselineOffset: -3")
        check(text.lineLimit(2), "lineLimit: 2")
        check(text.lineLimit(3, reservesSpace: true), "lineLimit: 3, reservesSpace: true")
        check(text.lineLimit(3...6), "lineLimit: 3...6")
        check(text.lineLimit(2...), "lineLimit: 2...")
        check(text.lineLimit(...4), "lineLimit: ...4")
        check(text.lineSpacing(4), "lineSpacing: 4")
        check(text.multilineTextAlignment(TextAlignment.center), "multilineTextAlignment: center")
        check(text.truncationMode(.middle), "truncationMode: middle")
        check(text.minimumScaleFactor(0.5), "minimumScaleFactor: 0.5")
        check(text.allowsTightening(true), "allowsTightening")
        check(text.textSelection(.enabled), "textSelection: EnabledTextSelectability")
        func selectable<S: TextSelectability>(_: S) -> Bool { S.allowsSelection }
        #expect(selectable(EnabledTextSelectability.enabled))
        check(text.textSelection(.disabled), "textSelection: DisabledTextSelectability")
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
        check(text.dynamicTypeSize(DynamicTypeSize.large), "dynamicTypeSize: large")
        check(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge), "dynamicTypeSize: ...xxxLarge")
        check(text.dynamicTypeSize(.small ... .accessibility1), "dynamicTypeSize: small...accessibility1")
        #expect(mismatches.list == [])
    }

    @Test func textsOwnStyles() {
        let styled = Text("a").font(.title).fontWeight(.heavy).fontDesign(.serif).fontWidth(.expanded).bold().bold(false)
            .italic().italic(true).underline(pattern: .dash).strikethrough(color: .gray).foregroundColor(.red)
            .foregroundStyle(.secondary).kerning(1).tracking(2).baselineOffset(3).monospacedDigit().monospaced()
        #expect(styled.recordedAttributes == [
            "font: title", "fontWeight: heavy", "fontDesign: serif", "fontWidth: expanded", "bold", "bold: false",
            "italic", "italic", "underline: pattern: dash", "strikethrough: color: gray", "foregroundColor: red",
            "foregroundStyle: secondary", "kerning: 1", "tracking: 2", "baselineOffset: 3", "monospacedDigit", "monospaced",
        ])
        let key: LocalizedStringKey = "Hello \(3)"
        let texts = [Text(verbatim: "v"), Text(key), Text("s" as Substring), Text("t", tableName: nil, bundle: nil, comment: nil),
                     Text(Date(timeIntervalSince1970: 0), style: .date), Text(3.5, format: .number), Text(Image(systemName: "star")),
                     Text(AttributedString("attributed")), Text(NSNumber(value: 3), formatter: NumberFormatter()),
                     Text("a") + Text("b")]
        #expect(texts.count == 10)
    }

    @Test func layout() {
        check(text.frame(width: 44, height: 44), "frame: width: 44, height: 44, alignment: center")
        check(text.frame(minWidth: 1, idealWidth: 2, maxWidth: .infinity, minHeight: 3, idealHeight: 4, maxHeight: 5, alignment: .topLeading),
              "frame: minWidth: 1, idealWidth: 2, maxWidth: infinity, minHeight: 3, idealHeight: 4, maxHeight: 5, alignment: topLeading")
        check(text.padding(), "padding: all")
        check(text.padding(.horizontal, 12), "padding: horizontal, 12")
        check(text.padding(8), "padding: 8")
        check(text.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), "padding: top: 1, leading: 2, bottom: 3, trailing: 4")
        check(text.offset(CGSize(width: 2, height: 3)), "offset: (2, 3)")
        check(text.offset(y: -10), "offset: x: 0, y: -10")
        check(text.position(CGPoint(x: 5, y: 6)), "position: (5, 6)")
        check(text.position(x: 5, y: 6), "position: x: 5, y: 6")
        check(text.fixedSize(), "fixedSize")
        check(text.fixedSize(horizontal: false, vertical: true), "fixedSize: horizontal: false, vertical: true")
        check(text.layoutPriority(1), "layoutPriority: 1")
        check(text.zIndex(2), "zIndex: 2")
        check(text.edgesIgnoringSafeArea(.all), "edgesIgnoringSafeArea: all")
        check(text.ignoresSafeArea(.container, edges: .top), "ignoresSafeArea: container, edges: [top]")
        check(text.ignoresSafeArea(SafeAreaRegions.keyboard, edges: .vertical), "ignoresSafeArea: keyboard, edges: vertical")
        check(text.aspectRatio(1.5, contentMode: .fit), "aspectRatio: 1.5, contentMode: fit")
        check(text.aspectRatio(CGSize(width: 16, height: 9), contentMode: ContentMode.fill), "aspectRatio: (16, 9), contentMode: fill")
        check(text.scaledToFit(), "scaledToFit")
        check(text.scaledToFill(), "scaledToFill")
        check(text.safeAreaPadding(.horizontal, 16), "safeAreaPadding: horizontal, 16")
        check(text.coordinateSpace(name: "scroll"), "coordinateSpace: name: \"scroll\"")
        // onGeometryChange, both forms: the new value, and the old and the new.
        _ = text.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { (_: CGFloat) in }
        _ = text.onGeometryChange(for: CGSize.self) { $0.size } action: { (_: CGSize, _: CGSize) in }
        _ = ProposedViewSize(width: 10, height: nil).replacingUnspecifiedDimensions()
        _ = ViewThatFits(in: .horizontal) { text; Text("b") }
        _ = ScrollView { text }.onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { (_: CGFloat, _: CGFloat) in }
        _ = ScrollView { text }.scrollPosition(id: Binding<Int?>.constant(nil), anchor: .top)
        let geometry = ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero)
        _ = (geometry.bounds, geometry.visibleRect)
        let alignments: [Any] = [Alignment(horizontal: .leading, vertical: .bottom), HorizontalAlignment.trailing, VerticalAlignment.firstTextBaseline,
                                 Edge.leading, Edge.Set(.top), VerticalEdge.bottom, VerticalEdge.Set.all, Axis.vertical, Axis.Set.horizontal,
                                 UnitPoint(x: 0.5, y: 1), Angle(degrees: 90), Angle.radians(.pi), CoordinateSpace.named("scroll")]
        #expect(alignments.count == 13)
        #expect(Alignment(horizontal: .leading, vertical: .bottom).description == "bottomLeading")
        #expect(mismatches.list == [])
    }

    @Test func colourAndEffects() {
        check(text.foregroundColor(.red), "foregroundColor: red")
        check(text.foregroundStyle(.tint), "foregroundStyle: tint")
        check(text.foregroundStyle(.gray, .yellow), "foregroundStyle: gray, yellow")
        check(text.foregroundStyle(.red, .green, HierarchicalShapeStyle.tertiary), "foregroundStyle: red, green, tertiary")
        check(text.background(Color.gray), "background: gray")
        check(text.background(.thinMaterial, ignoresSafeAreaEdges: .top), "background: thinMaterial, ignoresSafeAreaEdges: [top]")
        check(text.background(.blue, in: Capsule()), "background: blue, in: Capsule")
        check(text.background(in: RoundedRectangle(cornerRadius: 8), fillStyle: FillStyle(eoFill: true)),
              "background: background, in: RoundedRectangle, fillStyle: FillStyle(isEOFilled: true, isAntialiased: true)")
        check(text.overlay(Color.black.opacity(0.3)), "overlay: black.opacity(0.3)")
        check(text.overlay(.white, in: Circle()), "overlay: white, in: Circle")
        check(text.tint(Color.orange), "tint: orange")
        check(text.tint(Material.bar as Material?), "tint: bar")
        check(text.accentColor(.purple), "accentColor: purple")
        check(text.opacity(0.5), "opacity: 0.5")
        check(text.hidden(), "hidden")
        check(text.cornerRadius(12), "cornerRadius: 12, antialiased: true")
        check(text.clipShape(Circle()), "clipShape: Circle, style: FillStyle(isEOFilled: false, isAntialiased: true)")
        check(text.clipped(), "clipped: antialiased: false")
        check(text.contentShape(Rectangle(), eoFill: true), "contentShape: Rectangle, eoFill: true")
        check(text.border(Color.gray, width: 2), "border: gray, width: 2")
        check(text.shadow(color: .black, radius: 8, x: 0, y: 4), "shadow: color: black, radius: 8, x: 0, y: 4")
        check(text.blur(radius: 20, opaque: true), "blur: radius: 20, opaque: true")
        check(text.brightness(0.2), "brightness: 0.2")
        check(text.contrast(1.5), "contrast: 1.5")
        check(text.saturation(0), "saturation: 0")
        check(text.grayscale(1), "grayscale: 1")
        check(text.colorMultiply(.blue), "colorMultiply: blue")
        check(text.colorInvert(), "colorInvert")
        check(text.hueRotation(.degrees(90)), "hueRotation: 90°")
        check(text.scaleEffect(1.2, anchor: .top), "scaleEffect: 1.2, anchor: (0.5, 0)")
        check(text.scaleEffect(CGSize(width: 2, height: 1)), "scaleEffect: (2, 1), anchor: (0.5, 0.5)")
        check(text.scaleEffect(x: -1), "scaleEffect: x: -1, y: 1, anchor: (0.5, 0.5)")
        check(text.rotationEffect(.degrees(45), anchor: .bottomTrailing), "rotationEffect: 45°, anchor: (1, 1)")
        check(text.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.5),
              "rotation3DEffect: 180°, axis: [0, 1, 0], anchor: (0.5, 0.5), anchorZ: 0, perspective: 0.5")
        check(text.drawingGroup(opaque: true), "drawingGroup: opaque: true")
        check(text.compositingGroup(), "compositingGroup")
        check(text.allowsHitTesting(false), "allowsHitTesting: false")
        check(text.redacted(reason: RedactionReasons.placeholder), "redacted: reason: placeholder")
        check(text.redacted(reason: [.privacy, .invalidated]), "redacted: reason: privacy, invalidated")
        check(text.unredacted(), "unredacted")
        check(text.mask(Circle()), "mask: Circle")
        check(text.mask(alignment: .top) { Rectangle() }, "mask: alignment: top, Rectangle")
        #expect(mismatches.list == [])
    }

    @Test func shapeStylesAndColours() {
        let styles: [any ShapeStyle] = [
            Color(red: 1, green: 0.5, blue: 0), Color(white: 0.9), Color(hue: 0.6, saturation: 0.8, brightness: 0.9),
            Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5), Color.blue.gradient, HierarchicalShapeStyle.quinary,
            ForegroundStyle(), BackgroundStyle(), TintShapeStyle(), Material.ultraThin, AnyShapeStyle(Color.red),
            LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom),
            LinearGradient(stops: [Gradient.Stop(color: .red, location: 0)], startPoint: .leading, endPoint: .trailing),
            RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50),
            AngularGradient(gradient: Gradient(stops: []), center: .center, startAngle: .zero, endAngle: .degrees(360)),
            Color.blue.gradient as AnyGradient, Color(uiColor: .systemGroupedBackground), Color(.secondarySystemBackground), Color(ColorResource(name: "Brand", bundle: .main)),
        ]
        #expect(styles.count == 19)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).name == "#FF0000")
        #expect(UIColor(white: 1, alpha: 1) == UIColor.init(named: "#FFFFFF"))
        // Gradients keep their geometry: two that differ only in it are not the same fill.
        let down = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let across = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(down != across)
        #expect(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1)
                != RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 2))
    }

    @Test func shapesAndImages() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLines([CGPoint(x: rect.minX, y: rect.maxY)])
                    path.closeSubpath()
                }
            }
        }
        let views: [AnyView] = [
            AnyView(Triangle().fill(.orange)), AnyView(Circle().fill()), AnyView(Ellipse().stroke(.purple, lineWidth: 2)),
            AnyView(Capsule(style: .circular).stroke(.red, style: StrokeStyle(lineWidth: 8, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel))),
            AnyView(Rectangle().stroke(lineWidth: 2)), AnyView(Rectangle().stroke(style: StrokeStyle(dash: [4]))),
            AnyView(Circle().strokeBorder(.blue, lineWidth: 4)), AnyView(Circle().strokeBorder(lineWidth: 2)),
            AnyView(RoundedRectangle(cornerRadius: 8, style: RoundedCornerStyle.continuous).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1))),
            AnyView(RoundedRectangle(cornerSize: CGSize(width: 8, height: 4)).trim(from: 0, to: 0.5).rotation(.degrees(45)).offset(x: 1, y: 2).scale(0.5)),
            AnyView(AnyShape(Circle())), AnyView(Path(CGRect(x: 0, y: 0, width: 1, height: 1))),
            AnyView(Image(systemName: "star").resizable(capInsets: EdgeInsets(top: 1), resizingMode: .tile).renderingMode(.template)
                .interpolation(.none).antialiased(false).symbolRenderingMode(.palette)),
            AnyView(Image(systemName: "wifi", variableValue: 0.5)), AnyView(Image("logo", bundle: nil)), AnyView(Image("logo", label: Text("Logo"))),
            AnyView(Image(decorative: "bg")), AnyView(Image(ImageResource(name: "Logo", bundle: .main))),
            AnyView(Image(systemName: "a").clipShape(.rect)), AnyView(Image(systemName: "a").clipShape(.rect(cornerRadius: 4))),
            AnyView(Image(systemName: "a").clipShape(.circle)), AnyView(Image(systemName: "a").clipShape(.capsule)),
            AnyView(Image(systemName: "a").clipShape(.ellipse)),
            AnyView(Text("list").safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Button("Add") { } }),
        ]
        let host = ViewHost(testing: VStack { ForEach(0..<views.count, id: \.self) { views[$0] } })
        #expect(host.render().contains("Capsule [stroke: red, lineWidth: 8]"))
        #expect(host.render().contains("RoundedRectangle [trim: 0...0.5]"))
        #expect(host.render().contains("Text \"list\"\n    safeAreaInset\n      Button \"Add\""))
        check(text.imageScale(.large), "imageScale: large")
        check(text.symbolRenderingMode(SymbolRenderingMode.hierarchical), "symbolRenderingMode: hierarchical")
        var path = Path(roundedRect: .zero, cornerRadius: 2)
        path.addQuadCurve(to: .zero, control: .zero)
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addRect(.zero)
        path.addRoundedRect(in: .zero, cornerSize: .zero)
        path.addEllipse(in: .zero)
        #expect(path != Path(ellipseIn: .zero))
        #expect(Path(roundedRect: .zero, cornerSize: .zero) == Path(roundedRect: .zero, cornerSize: .zero))
        var pair = AnimatablePair(CGFloat(1), Double(2))
        pair.scale(by: 2)
        #expect(pair.first == 2 && EmptyAnimatableData.zero == EmptyAnimatableData())
        func isVector<V: VectorArithmetic>(_: V) -> Bool { true }
        #expect(isVector(CGFloat(1)) && isVector(Float(1)))
        #expect(Triangle().animatableData == EmptyAnimatableData())
        func isInsettable<S: InsettableShape>(_: S) -> Bool { true }
        #expect(isInsettable(Capsule().inset(by: 1)))
        func isAnimatable<A: Animatable>(_: A) -> Bool { true }
        #expect(isAnimatable(Circle()))
        #expect(mismatches.list == [])
    }

    @Test func listsAndBars() {
        check(text.listRowBackground(Color.blue), "listRowBackground: blue")
        check(text.listRowBackground(Circle()), "listRowBackground: Circle")
        check(text.listRowBackground(nil as Circle?), "listRowBackground: nil")
        check(text.listRowInsets(EdgeInsets()), "listRowInsets: top: 0, leading: 0, bottom: 0, trailing: 0")
        check(text.listRowSeparator(.hidden, edges: .bottom), "listRowSeparator: hidden, edges: bottom")
        check(text.listRowSeparatorTint(.blue), "listRowSeparatorTint: blue, edges: all")
        check(text.listSectionSeparator(.visible, edges: .top), "listSectionSeparator: visible, edges: top")
        check(text.listRowSpacing(8), "listRowSpacing: 8")
        check(text.scrollContentBackground(.hidden), "scrollContentBackground: hidden")
        check(text.scrollIndicators(.never, axes: .vertical), "scrollIndicators: never, axes: vertical")
        check(text.scrollIndicators(ScrollIndicatorVisibility.automatic), "scrollIndicators: automatic, axes: horizontal, vertical")
        check(text.scrollDisabled(true), "scrollDisabled")
        check(text.headerProminence(Prominence.increased), "headerProminence: increased")
        check(text.badge(3), "badge: 3")
        check(text.badge(Text("New")), "badge: \"New\"")
        check(text.badge("New"), "badge: \"New\"")
        check(text.navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline), "navigationBarTitleDisplayMode: inline")
        check(text.navigationBarHidden(true), "navigationBarHidden")
        check(text.navigationBarBackButtonHidden(), "navigationBarBackButtonHidden")
        check(text.statusBarHidden(false), "statusBarHidden: false")
        check(text.persistentSystemOverlays(.hidden), "persistentSystemOverlays: hidden")
        #expect(mismatches.list == [])
    }

    @Test func accessibility() {
        check(text.accessibilityLabel(Text("Close")), "accessibilityLabel: \"Close\"")
        check(text.accessibilityLabel("Close"), "accessibilityLabel: \"Close\"")
        check(text.accessibilityHint(Text("Sends")), "accessibilityHint: \"Sends\"")
        check(text.accessibilityHint("Sends"), "accessibilityHint: \"Sends\"")
        check(text.accessibilityValue(Text("40%")), "accessibilityValue: \"40%\"")
        check(text.accessibilityValue("40%"), "accessibilityValue: \"40%\"")
        check(text.accessibilityIdentifier("field"), "accessibilityIdentifier: \"field\"")
        check(text.accessibilityHidden(true), "accessibilityHidden")
        check(text.accessibilityAddTraits([.isHeader, .isButton]), "accessibilityAddTraits: isButton, isHeader")
        check(text.accessibilityRemoveTraits(AccessibilityTraits.isImage), "accessibilityRemoveTraits: isImage")
        check(text.accessibilityElement(children: AccessibilityChildBehavior.combine), "accessibilityElement: children: combine")
        check(text.accessibilitySortPriority(1), "accessibilitySortPriority: 1")
        #expect(mismatches.list == [])
    }

    @Test func textInput() {
        check(text.keyboardType(UIKeyboardType.numberPad), "keyboardType: numberPad")
        check(text.textContentType(UITextContentType.emailAddress), "textContentType: emailAddress")
        check(text.autocorrectionDisabled(), "autocorrectionDisabled")
        check(text.disableAutocorrection(nil), "disableAutocorrection: nil")
        check(text.textInputAutocapitalization(TextInputAutocapitalization.never), "textInputAutocapitalization: never")
        check(text.autocapitalization(UITextAutocapitalizationType.words), "autocapitalization: words")
        check(text.submitLabel(SubmitLabel.send), "submitLabel: send")
        check(text.scrollDismissesKeyboard(ScrollDismissesKeyboardMode.interactively), "scrollDismissesKeyboard: interactively")
        #expect(mismatches.list == [])
    }

    struct PillStyle: ButtonStyle {
        let color: Color
        func makeBody(configuration: ButtonStyleConfiguration) -> some View {
            configuration.label.foregroundColor(configuration.isPressed ? .gray : color)
        }
    }

    struct TapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
            configuration.label.onTapGesture { configuration.trigger() }
        }
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: ToggleStyleConfiguration) -> some View {
            Button { configuration.isOn.toggle() } label: { configuration.label }
        }
    }

    struct TrailingIconLabelStyle: LabelStyle {
        func makeBody(configuration: LabelStyleConfiguration) -> some View {
            HStack { configuration.title; configuration.icon }
        }
    }

    struct ThemedProgressStyle: ProgressViewStyle {
        let theme: Color
        func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
            ZStack { configuration.label; Text("\(Int((configuration.fractionCompleted ?? 0) * 100))") }.foregroundColor(theme)
        }
    }

    struct SegmentedGaugeStyle: GaugeStyle {
        func makeBody(configuration: GaugeStyleConfiguration) -> some View {
            HStack { configuration.label; Text("\(Int(configuration.value * 10))"); configuration.currentValueLabel }
        }
    }

    /// Custom label, progress and gauge styles: SwiftUI's `makeBody(configuration:)` with
    /// the `Configuration` typealias compiles, and the style is recorded by its type's name.
    @Test func customStylesOfLabelsProgressViewsAndGauges() {
        check(text.labelStyle(TrailingIconLabelStyle()), "labelStyle: TrailingIconLabelStyle")
        check(text.labelStyle(.iconOnly), "labelStyle: iconOnly")
        check(text.progressViewStyle(ThemedProgressStyle(theme: .orange)), "progressViewStyle: ThemedProgressStyle")
        check(text.progressViewStyle(.circular), "progressViewStyle: circular")
        check(text.gaugeStyle(SegmentedGaugeStyle()), "gaugeStyle: SegmentedGaugeStyle")
        check(text.gaugeStyle(.accessoryLinear), "gaugeStyle: accessoryLinear")
        #expect(mismatches.list == [])
    }

    @Test func controlStyles() {
        check(text.buttonStyle(.plain), "buttonStyle: plain")
        check(text.buttonStyle(.automatic), "buttonStyle: automatic")
        check(text.buttonStyle(.borderless), "buttonStyle: borderless")
        check(text.buttonStyle(.bordered), "buttonStyle: bordered")
        check(text.buttonStyle(BorderedProminentButtonStyle()), "buttonStyle: borderedProminent")
        check(text.buttonStyle(PillStyle(color: .blue)), "buttonStyle: PillStyle")
        check(text.buttonStyle(TapStyle()), "buttonStyle: TapStyle")
        check(text.buttonBorderShape(ButtonBorderShape.capsule), "buttonBorderShape: capsule")
        check(text.buttonBorderShape(.roundedRectangle(radius: 6)), "buttonBorderShape: roundedRectangle(radius: 6)")
        check(text.controlSize(ControlSize.large), "controlSize: large")
        check(text.toggleStyle(.switch), "toggleStyle: switch")
        check(text.toggleStyle(SwitchToggleStyle(tint: .orange)), "toggleStyle: switch(tint: orange)")
        check(text.toggleStyle(.button), "toggleStyle: button")
        check(text.toggleStyle(DefaultToggleStyle()), "toggleStyle: automatic")
        check(text.toggleStyle(CheckboxStyle()), "toggleStyle: CheckboxStyle")
        check(text.textFieldStyle(.roundedBorder), "textFieldStyle: roundedBorder")
        check(text.textFieldStyle(PlainTextFieldStyle()), "textFieldStyle: plain")
        check(text.textFieldStyle(DefaultTextFieldStyle.automatic), "textFieldStyle: automatic")
        check(text.listStyle(.insetGrouped), "listStyle: insetGrouped")
        check(text.listStyle(PlainListStyle()), "listStyle: plain")
        check(text.listStyle(.grouped), "listStyle: grouped")
        check(text.listStyle(InsetListStyle.inset), "listStyle: inset")
        check(text.listStyle(SidebarListStyle()), "listStyle: sidebar")
        check(text.listStyle(DefaultListStyle.automatic), "listStyle: automatic")
        check(text.labelStyle(.iconOnly), "labelStyle: iconOnly")
        check(text.labelStyle(TitleOnlyLabelStyle()), "labelStyle: titleOnly")
        check(text.labelStyle(.titleAndIcon), "labelStyle: titleAndIcon")
        check(text.labelStyle(DefaultLabelStyle.automatic), "labelStyle: automatic")
        check(text.progressViewStyle(CircularProgressViewStyle(tint: .white)), "progressViewStyle: circular(tint: white)")
        check(text.progressViewStyle(.circular), "progressViewStyle: circular")
        check(text.progressViewStyle(LinearProgressViewStyle(tint: .green)), "progressViewStyle: linear(tint: green)")
        check(text.progressViewStyle(.linear), "progressViewStyle: linear")
        check(text.progressViewStyle(DefaultProgressViewStyle.automatic), "progressViewStyle: automatic")
        check(text.navigationViewStyle(.stack), "navigationViewStyle: stack")
        check(text.navigationViewStyle(ColumnNavigationViewStyle()), "navigationViewStyle: columns")
        check(text.navigationViewStyle(DefaultNavigationViewStyle.automatic), "navigationViewStyle: automatic")
        check(text.pickerStyle(.segmented), "pickerStyle: segmented")
        check(text.pickerStyle(.menu), "pickerStyle: menu")
        check(text.pickerStyle(InlinePickerStyle()), "pickerStyle: inline")
        check(text.pickerStyle(.wheel), "pickerStyle: wheel")
        check(text.pickerStyle(NavigationLinkPickerStyle.navigationLink), "pickerStyle: navigationLink")
        check(text.pickerStyle(.palette), "pickerStyle: palette")
        check(text.pickerStyle(DefaultPickerStyle.automatic), "pickerStyle: automatic")
        check(text.pickerStyle(MenuPickerStyle()), "pickerStyle: menu")
        check(text.pickerStyle(SegmentedPickerStyle()), "pickerStyle: segmented")
        check(text.pickerStyle(WheelPickerStyle()), "pickerStyle: wheel")
        check(text.pickerStyle(PalettePickerStyle()), "pickerStyle: palette")
        check(text.labelsHidden(), "labelsHidden")
        let styles: [Any] = [PlainButtonStyle(), BorderlessButtonStyle(), BorderedButtonStyle(), DefaultButtonStyle(), ButtonToggleStyle(),
                             RoundedBorderTextFieldStyle(), GroupedListStyle(), InsetGroupedListStyle(), IconOnlyLabelStyle(),
                             TitleAndIconLabelStyle(), StackNavigationViewStyle()]
        #expect(styles.count == 11)
        // The style protocols take the built-in styles, as SwiftUI's generic modifiers do.
        func accepts<T: TextFieldStyle, L: ListStyle, B: LabelStyle, P: ProgressViewStyle, N: NavigationViewStyle, K: PickerStyle>(
            _: T, _: L, _: B, _: P, _: N, _: K) -> Bool { true }
        #expect(accepts(PlainTextFieldStyle(), PlainListStyle(), IconOnlyLabelStyle(), LinearProgressViewStyle(), StackNavigationViewStyle(), WheelPickerStyle()))
        #expect(mismatches.list == [])
    }

    @Test func animation() {
        check(text.animation(.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 1), value: 3),
              "animation: spring(response: 0.3, dampingFraction: 0.6, blendDuration: 1), value: 3")
        check(text.animation(.easeIn), "animation: easeIn")
        check(text.transition(.move(edge: .top).combined(with: .opacity)), "transition: move(edge: top).combined(with: opacity)")
        check(text.contentTransition(.numericText(countsDown: true)), "contentTransition: numericText(countsDown: true)")
        check(text.transaction { $0.animation = nil }, "transaction: (inout Transaction) -> ()")
        let namespace = Namespace().wrappedValue
        check(text.matchedGeometryEffect(id: "dot", in: namespace, properties: .position, anchor: .top, isSource: false),
              "matchedGeometryEffect: id: \"dot\", in: namespace, properties: position, anchor: (0.5, 0), isSource: false")
        let animations: [Animation] = [
            .default, .linear, .easeOut, .easeInOut, .bouncy, .smooth, .snappy, .spring, .interactiveSpring,
            .linear(duration: 1), .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut(duration: 0.3).delay(1).speed(2),
            .spring(duration: 0.4, bounce: 0.3), .interactiveSpring(response: 0.3, dampingFraction: 0.5),
            .bouncy(duration: 0.4, extraBounce: 0.1), .smooth(duration: 0.4), .snappy(extraBounce: 0.2),
            .easeIn.repeatCount(3, autoreverses: false), .linear.repeatForever(autoreverses: false),
        ]
        #expect(animations.map(\.description) == [
            "default", "linear", "easeOut", "easeInOut", "bouncy", "smooth", "snappy", "spring", "interactiveSpring",
            "linear(duration: 1)", "easeIn(duration: 1)", "easeOut(duration: 1)", "easeInOut(duration: 0.3).delay(1).speed(2)",
            "spring(duration: 0.4, bounce: 0.3)", "interactiveSpring(response: 0.3, dampingFraction: 0.5)",
            "bouncy(duration: 0.4, extraBounce: 0.1)", "smooth(duration: 0.4)", "snappy(duration: 0.5, extraBounce: 0.2)",
            "easeIn.repeatCount(3, autoreverses: false)", "linear.repeatForever(autoreverses: false)",
        ])
        let transitions: [AnyTransition] = [.slide, .scale, .identity, .scale(scale: 0.8, anchor: .top), .push(from: .trailing),
                                            .offset(x: 0, y: 50), .offset(CGSize(width: 1, height: 2)),
                                            .asymmetric(insertion: .slide, removal: .opacity), .opacity.animation(.easeIn)]
        #expect(transitions.map(\.description) == [
            "slide", "scale", "identity", "scale(0.8, anchor: (0.5, 0))", "push(from: trailing)", "offset(x: 0, y: 50)",
            "offset(x: 1, y: 2)", "asymmetric(insertion: slide, removal: opacity)", "opacity.animation(easeIn)",
        ])
        #expect([ContentTransition.identity, .opacity, .interpolate, .numericText(), .numericText(value: 3)].count == 5)
        var transaction = Transaction(animation: .easeIn)
        transaction.disablesAnimations = true
        var ran: [String] = []
        withTransaction(transaction) { ran.append("transaction") }
        withAnimation(.spring()) { ran.append("animation") }
        withAnimation(.easeOut, completionCriteria: AnimationCompletionCriteria.removed) { ran.append("body") } completion: { ran.append("completion") }
        #expect(ran == ["transaction", "animation", "body", "completion"])
        #expect(Transaction().animation == nil && MatchedGeometryProperties.frame == [.position, .size])
        #expect(mismatches.list == [])
    }

    struct Previews: PreviewProvider {
        static var previews: some View {
            Text("a").previewDisplayName("Empty").previewLayout(PreviewLayout.sizeThatFits).previewDevice(PreviewDevice(rawValue: "iPad"))
        }
    }

    @Test func previews() {
        check(text.previewDisplayName("Empty"), "previewDisplayName: \"Empty\"")
        check(text.previewLayout(.fixed(width: 200, height: 100)), "previewLayout: fixed(width: 200, height: 100)")
        check(text.previewDevice("iPhone 15"), "previewDevice: \"iPhone 15\"")
        _ = Previews.previews
        #expect(mismatches.list == [])
    }

    // MARK: The views, data flow, controls, navigation and presentation (compiled and mounted)

    final class Model: ObservableObject {
        @Published var count = 0
    }

    @Observable final class Settings {
        var name = "a"
    }

    struct NameKey: EnvironmentKey {
        static let defaultValue = "none"
    }

    struct Highlight: ViewModifier {
        func body(content: Content) -> some View { content.bold() }
    }

    struct Clock: DynamicProperty {
        @State var ticks = 0
    }

    struct Item: Identifiable, Hashable {
        let id: Int
    }

    struct DataFlow: View {
        @State var count = 0
        @StateObject var model = Model()
        @ObservedObject var observed = Model()
        @EnvironmentObject var shared: Model
        @Environment(\.scenePhase) var scenePhase
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.dismiss) var dismiss: DismissAction
        @Environment(\.presentationMode) var presentationMode: Binding<PresentationMode>
        @Environment(Settings.self) var settings
        @Bindable var bindable = Settings()
        @AppStorage("volume") var volume = 5
        @FocusState var isFocused: Bool
        @FocusState var field: Int?
        @Namespace var namespace
        let clock = Clock()

        var body: some View {
            VStack {
                TextField("Name", text: $bindable.name).focused($isFocused)
                TextField("Other", text: Binding(get: { "\(count)" }, set: { _ in })).focused($field, equals: 1)
                Toggle("On", isOn: .constant(true))
                Text("\(scenePhase == ScenePhase.active) \(colorScheme == ColorScheme.light) \(volume) \(settings.name)")
                    .modifier(Highlight())
                    .id(count)
                    .tag(1)
                Text("equatable").equatable()
                Text("e").onAppear { }.onDisappear { }.onChange(of: count) { _ in }.task { }.task(id: count) { }
                    .onReceive(Just(1)) { _ in }.onReceive(model.$count) { _ in }
                Button("dismiss") { dismiss(); presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    @Test func viewsAndDataFlow() {
        let root = DataFlow()
            .environmentObject(Model())
            .environment(Settings())
            .environment(\.colorScheme, .dark)
        let host = ViewHost(testing: root)
        #expect(host.diagnostics.isEmpty)
        #expect(host.render().contains("Text \"true false 5 a\" [bold]"))
        let views: [AnyView] = [
            AnyView(EmptyView()), AnyView(EquatableView(content: Text("a"))), AnyView(TupleView((Text("a"), Text("b")))),
            AnyView(ModifiedContent(content: Text("a"), modifier: Highlight())), AnyView(Group { Text("a") }),
        ]
        #expect(views.count == 5 && NameKey.defaultValue == "none" && Clock().ticks == 0)
        var values = EnvironmentValues()
        values[NameKey.self] = "set"
        #expect(values[NameKey.self] == "set")
    }

    struct Containers: View {
        @ViewBuilder func header(_ title: String) -> some View { Text(title) }

        @State var selection: Int? = 1
        @State var tab = 0
        let items = [Item(id: 1), Item(id: 2)]
        var body: some View {
            TabView(selection: $tab) {
                ScrollViewReader { (proxy: ScrollViewProxy) in
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyVStack(alignment: .leading, spacing: 2, pinnedViews: PinnedScrollableViews.sectionHeaders) { Text("a") }
                        LazyHStack { Text("b") }
                        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40), spacing: 2, alignment: .top), GridItem(.adaptive(minimum: 80))]) { Text("c") }
                        LazyHGrid(rows: [GridItem()]) { Text("d") }
                        Grid { GridRow { Text("e") } }
                        ZStack(alignment: .top) { Text("f") }
                        HStack(alignment: .center, spacing: 1) { Spacer(); Divider() }
                        Button("scroll") { proxy.scrollTo(2, anchor: .bottom) }
                    }
                }
                .tabItem { Label("One", systemImage: "1.circle") }
                .tag(0)
                GeometryReader { (geometry: GeometryProxy) in Text("\(geometry.size.width) \(geometry.frame(in: .global).width)") }
                    .tabItem { Label(title: { Text("Two") }, icon: { Image(systemName: "2.circle") }) }
                    .tag(1)
                List(selection: $selection) {
                    Section { ForEach(items) { Text("\($0.id)") } } header: { header("Header") }
                    Section { Text("x") } header: { Text("h") } footer: { Text("f") }
                }
                .tabItem { Label("Three", image: "3") }
                .tag(2)
                Form {
                    List(items, id: \.id) { Text("\($0.id)") }
                    LabeledContent("Total", value: "$24.00")
                    LabeledContent("Count", value: 3, format: .number)
                    LabeledContent { Text("v") } label: { Text("l") }
                    ProgressView("Uploading", value: 0.4)
                    ProgressView(value: 3, total: 10) { Text("label") } currentValueLabel: { Text("3") }
                    ProgressView()
                }
                .tabItem { Label("Four", systemImage: "4.circle") }
                .tag(3)
            }
        }
    }

    @Test func containersAndDisplay() throws {
        let host = ViewHost(testing: Containers())
        #expect(host.diagnostics.isEmpty)
        try host.select(tab: "Four")
        #expect(host.render().contains("LabeledContent \"Total\" = \"$24.00\""))
    }

    struct Controls: View {
        @State var text = ""
        @State var number = 0.0
        @State var date = Date(timeIntervalSince1970: 0)
        @State var choice = 0
        @State var isOn = false
        @State var amount = 0
        var body: some View {
            Form {
                Button("Delete", role: ButtonRole.destructive) { }
                Button { } label: { Text("Label") }
                Toggle("Bold", isOn: $isOn)
                TextField("Name", text: $text, prompt: Text("Prompt"))
                TextField("Notes", text: $text, axis: .vertical)
                TextField("Amount", value: $amount, format: .number)
                TextField("Number", value: $number, formatter: NumberFormatter())
                SecureField("Password", text: $text)
                Slider(value: $number, in: 0...10, step: 1)
                Stepper("Count", value: $amount, in: 0...5)
                Picker("Choice", selection: $choice) { Text("A").tag(0); Text("B").tag(1) }
                DatePicker("Date", selection: $date, displayedComponents: DatePickerComponents.date)
                Menu("More") { Button("Share") { } }
                Text("tap").onTapGesture(count: 2) { }.onLongPressGesture(minimumDuration: 1) { }
                TextField("Search", text: $text).onSubmit(of: SubmitTriggers.search) { }.submitScope()
                Button("Off") { }.disabled(true)
            }
        }
    }

    @Test func controls() throws {
        let host = ViewHost(testing: Controls())
        #expect(host.diagnostics.isEmpty)
        try host.toggle("Bold")
        #expect(host.render().contains("Toggle \"Bold\" on"))
    }

    struct EditingTools: ToolbarContent {
        @ToolbarContentBuilder var body: some ToolbarContent {
            ToolbarItem(placement: .confirmationAction) { Button("Save") { } }
            ToolbarItem(id: "cancel", placement: .cancellationAction) { Button("Cancel") { } }
        }
    }

    /// Built in steps of a few modifiers: one long chain of `some View` modifiers takes the
    /// type checker tens of seconds.
    struct Navigation: View {
        @State var path = NavigationPath()
        @State var isShown = false
        @State var item: Item?
        @State var query = ""

        var links: some View {
            List {
                NavigationLink("Detail", value: 1)
                NavigationLink("Static") { Text("destination") }
            }
            .navigationDestination(for: Int.self) { Text("number \($0)") }
            .navigationDestination(isPresented: $isShown) { Text("presented") }
        }

        var titled: some View {
            links
                .navigationTitle("Title")
                .navigationTitle(Text("Text title"))
                .navigationTitle(LocalizedStringKey("Key title"))
                .navigationBarTitle("Bar")
                .navigationBarTitle(Text("Bar text"))
                .navigationBarTitle("Bar", displayMode: .inline)
        }

        var tooled: some View {
            let toolbars = titled
                .toolbar {
                    ToolbarItem(placement: ToolbarItemPlacement.primaryAction) { Button("Add") { } }
                    ToolbarItemGroup(placement: .bottomBar) { Button("Edit") { } }
                }
                .toolbar { Button("Plain") { } }
                .toolbar { EditingTools() }
            return toolbars
                .searchable(text: $query, placement: SearchFieldPlacement.automatic, prompt: "Find")
                .searchable(text: $query, prompt: Text("Find"))
                .refreshable { }
        }

        var sheets: some View {
            tooled
                .sheet(isPresented: $isShown, onDismiss: { }) { Text("sheet") }
                .sheet(item: $item) { Text("item \($0.id)") }
                .fullScreenCover(isPresented: $isShown) { Text("cover") }
                .fullScreenCover(item: $item) { _ in Text("cover item") }
                .popover(isPresented: $isShown) { Text("popover") }
                .popover(item: $item) { _ in Text("popover item") }
        }

        var alerts: some View {
            sheets
                .alert("Alert", isPresented: $isShown) { Button("OK") { } }
                .alert("Alert", isPresented: $isShown) { Button("OK") { } } message: { Text("message") }
                .alert(Text("Alert"), isPresented: $isShown) { Button("OK") { } }
                .alert(Text("Alert"), isPresented: $isShown) { Button("OK") { } } message: { Text("message") }
                .alert("Alert", isPresented: $isShown, presenting: item) { _ in Button("OK") { } }
                .alert("Alert", isPresented: $isShown, presenting: item) { _ in Button("OK") { } } message: { _ in Text("m") }
        }

        var dialogs: some View {
            alerts
                .confirmationDialog("Dialog", isPresented: $isShown, titleVisibility: Visibility.visible) { Button("OK") { } }
                .confirmationDialog("Dialog", isPresented: $isShown) { Button("OK") { } } message: { Text("m") }
                .confirmationDialog("Dialog", isPresented: $isShown, presenting: item) { _ in Button("OK") { } }
                .confirmationDialog("Dialog", isPresented: $isShown, presenting: item) { _ in Button("OK") { } } message: { _ in Text("m") }
        }

        var body: some View {
            NavigationStack(path: $path) { dialogs }
        }
    }

    // MARK: The gesture, list-editing and split-view names the families' own surface test
    // (ListsGesturesLinksSurfaceTests) does not spell

    struct Swipe: Gesture {
        var body: some Gesture { DragGesture(minimumDistance: 10) }
    }

    struct Gestured: View {
        @GestureState var isPressed = false
        @State var names = ["a", "b"]

        func rows<Rows: DynamicViewContent>(_ rows: Rows) -> Rows.Data { rows.data }

        var body: some View {
            let pressing: GestureStateGesture<LongPressGesture, Bool> = LongPressGesture().updating($isPressed) { value, state, _ in state = value }
            let both: SimultaneousGesture<DragGesture, MagnifyGesture> = DragGesture().simultaneously(with: MagnifyGesture())
            let then: SequenceGesture<LongPressGesture, RotationGesture> = LongPressGesture().sequenced(before: RotationGesture())
            let either: ExclusiveGesture<TapGesture, Swipe> = TapGesture(count: 2).exclusively(before: Swipe())
            let editable: EditableCollectionContent<Text, [String]>? = nil
            return List {
                ForEach($names, id: \.self, editActions: EditActions.delete) { $name in Text(name) }
                Text("\(rows(ForEach(names, id: \.self) { Text($0) }).count) \(editable == nil)")
                    .gesture(pressing).gesture(both).gesture(then).gesture(either)
            }
            .navigationSplitViewStyle(BalancedNavigationSplitViewStyle())
            .navigationSplitViewStyle(ProminentDetailNavigationSplitViewStyle.prominentDetail)
        }
    }

    @Test func gesturesListEditingAndSplitViewStyles() {
        let host = ViewHost(testing: Gestured())
        #expect(host.diagnostics.isEmpty)
        #expect(host.render().contains("Text \"2 true\""))
        func accepts<S: NavigationSplitViewStyle>(_: S) -> Bool { true }
        #expect(accepts(AutomaticNavigationSplitViewStyle.automatic))
        check(text.navigationSplitViewStyle(.balanced), "navigationSplitViewStyle: balanced")
        check(text.navigationSplitViewStyle(AutomaticNavigationSplitViewStyle()), "navigationSplitViewStyle: automatic")
        check(text.navigationSplitViewColumnWidth(240), "navigationSplitViewColumnWidth: 240")
        check(text.navigationSplitViewColumnWidth(min: 100, ideal: 200), "navigationSplitViewColumnWidth: min: 100, ideal: 200")
        #expect(mismatches.list == [])
    }

    @Test func navigationAndPresentation() throws {
        let host = ViewHost(testing: NavigationView { Navigation() }.navigationViewStyle(.stack))
        #expect(host.diagnostics.isEmpty)
        try host.tap("Detail")
        #expect(host.render().contains("Text \"number 1\""))
    }
}
