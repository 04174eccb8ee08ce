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

    @Test func textStyling() {
        expectRecorded(text.font(.system(size: 17, weight: .semibold)), "font: system(size: 17, weight: semibold)")
        expectRecorded(text.font(nil), "font: nil")
        expectRecorded(text.font(Font.custom("Avenir", size: 14, relativeTo: .caption).leading(.tight)), "font: custom(\"Avenir\", size: 14, relativeTo: caption).leading(tight)")
        expectRecorded(text.fontWeight(.bold), "fontWeight: bold")
        expectRecorded(text.fontDesign(.rounded), "fontDesign: rounded")
        expectRecorded(text.fontWidth(.condensed), "fontWidth: condensed")
        expectRecorded(Label("a", systemImage: "b").bold(), "bold")
        expectRecorded(Label("a", systemImage: "b").bold(false), "bold: false")
        expectRecorded(Label("a", systemImage: "b").italic(), "italic")
        expectRecorded(Label("a", systemImage: "b").underline(), "underline")
        expectRecorded(Label("a", systemImage: "b").underline(true, pattern: .dash, color: .red), "underline: pattern: dash, color: red")
        expectRecorded(Label("a", systemImage: "b").strikethrough(false, pattern: .dot), "strikethrough: false, pattern: dot")
        expectRecorded(text.textCase(.uppercase), "textCase: uppercase")
        expectRecorded(Label("a", systemImage: "b").monospaced(), "monospaced")
        expectRecorded(Label("a", systemImage: "b").monospacedDigit(), "monospacedDigit")
        expectRecorded(Label("a", systemImage: "b").kerning(2), "kerning: 2")
        expectRecorded(Label("a", systemImage: "b").tracking(1.5), "tracking: 1.5")
        expectRecorded(Label("a", systemImage: "b").baselineOffset(-3), "baselineOffset: -3")
        expectRecorded(text.lineLimit(2), "lineLimit: 2")
        expectRecorded(text.lineLimit(3, reservesSpace: true), "lineLimit: 3, reservesSpace: true")
        expectRecorded(text.lineLimit(3...6), "lineLimit: 3...6")
        expectRecorded(text.lineLimit(2...), "lineLimit: 2...")
        expectRecorded(text.lineLimit(...4), "lineLimit: ...4")
        expectRecorded(text.lineSpacing(4), "lineSpacing: 4")
        expectRecorded(text.multilineTextAlignment(TextAlignment.center), "multilineTextAlignment: center")
        expectRecorded(text.truncationMode(.middle), "truncationMode: middle")
        expectRecorded(text.minimumScaleFactor(0.5), "minimumScaleFactor: 0.5")
        expectRecorded(text.allowsTightening(true), "allowsTightening")
        expectRecorded(text.textSelection(.enabled), "textSelection: EnabledTextSelectability")
        func selectable<S: TextSelectability>(_: S) -> Bool { S.allowsSelection }
        #expect(selectable(EnabledTextSelectability.enabled))
        expectRecorded(text.textSelection(.disabled), "textSelection: DisabledTextSelectability")
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
        expectRecorded(text.dynamicTypeSize(DynamicTypeSize.large), "dynamicTypeSize: large")
        expectRecorded(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge), "dynamicTypeSize: ...xxxLarge")
        expectRecorded(text.dynamicTypeSize(.small ... .accessibility1), "dynamicTypeSize: small...accessibility1")
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
                     Text(Date(timeIntervalSince1970: 43_200), style: .date), Text(3.5, format: .number), Text(Image(systemName: "star")),
                     Text(AttributedString("attributed")), Text(NSNumber(value: 3), formatter: NumberFormatter()),
                     Text("a") + Text("b")]
        // Noon of the first day of 1970 in UTC: the same date in every time zone.
        #expect(texts.map(\.content) == ["v", "Hello 3", "s", "t", "January 1, 1970", "3.5", "<star>", "attributed", "3", "ab"])
    }

    @Test func layout() {
        expectRecorded(text.frame(width: 44, height: 44), "frame: width: 44, height: 44, alignment: center")
        expectRecorded(text.frame(minWidth: 1, idealWidth: 2, maxWidth: .infinity, minHeight: 3, idealHeight: 4, maxHeight: 5, alignment: .topLeading),
              "frame: minWidth: 1, idealWidth: 2, maxWidth: infinity, minHeight: 3, idealHeight: 4, maxHeight: 5, alignment: topLeading")
        expectRecorded(text.padding(), "padding: all")
        expectRecorded(text.padding(.horizontal, 12), "padding: horizontal, 12")
        expectRecorded(text.padding(8), "padding: 8")
        expectRecorded(text.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), "padding: top: 1, leading: 2, bottom: 3, trailing: 4")
        expectRecorded(text.offset(CGSize(width: 2, height: 3)), "offset: (2, 3)")
        expectRecorded(text.offset(y: -10), "offset: x: 0, y: -10")
        expectRecorded(text.position(CGPoint(x: 5, y: 6)), "position: (5, 6)")
        expectRecorded(text.position(x: 5, y: 6), "position: x: 5, y: 6")
        expectRecorded(text.fixedSize(), "fixedSize")
        expectRecorded(text.fixedSize(horizontal: false, vertical: true), "fixedSize: horizontal: false, vertical: true")
        expectRecorded(text.layoutPriority(1), "layoutPriority: 1")
        expectRecorded(text.zIndex(2), "zIndex: 2")
        expectRecorded(text.edgesIgnoringSafeArea(.all), "edgesIgnoringSafeArea: all")
        expectRecorded(text.ignoresSafeArea(.container, edges: .top), "ignoresSafeArea: container, edges: [top]")
        expectRecorded(text.ignoresSafeArea(SafeAreaRegions.keyboard, edges: .vertical), "ignoresSafeArea: keyboard, edges: vertical")
        expectRecorded(text.aspectRatio(1.5, contentMode: .fit), "aspectRatio: 1.5, contentMode: fit")
        expectRecorded(text.aspectRatio(CGSize(width: 16, height: 9), contentMode: ContentMode.fill), "aspectRatio: (16, 9), contentMode: fill")
        expectRecorded(text.scaledToFit(), "scaledToFit")
        expectRecorded(text.scaledToFill(), "scaledToFill")
        expectRecorded(text.safeAreaPadding(.horizontal, 16), "safeAreaPadding: horizontal, 16")
        expectRecorded(text.coordinateSpace(name: "scroll"), "coordinateSpace: name: \"scroll\"")
        expectRecorded(text.coordinateSpace(.named("map")), "coordinateSpace: name: \"map\"")
        let spaces: [any CoordinateSpaceProtocol] = [GlobalCoordinateSpace(), LocalCoordinateSpace(), NamedCoordinateSpace.scrollView]
        #expect(spaces.map(\.coordinateSpace) == [.global, .local, NamedCoordinateSpace.scrollView.coordinateSpace])
        #expect(Text("a").transformEnvironment(\.lineLimit) { $0 = 2 } is ModifiedContent<Text, _EnvironmentTransformModifier<Int?>>)
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
    }

    @Test func colourAndEffects() {
        expectRecorded(text.foregroundColor(.red), "foregroundColor: red")
        expectRecorded(text.foregroundStyle(.tint), "foregroundStyle: tint")
        expectRecorded(text.foregroundStyle(.gray, .yellow), "foregroundStyle: gray, yellow")
        expectRecorded(text.foregroundStyle(.red, .green, HierarchicalShapeStyle.tertiary), "foregroundStyle: red, green, tertiary")
        expectRecorded(text.background(Color.gray), "background: gray")
        expectRecorded(text.background(.thinMaterial, ignoresSafeAreaEdges: .top), "background: thinMaterial, ignoresSafeAreaEdges: [top]")
        expectRecorded(text.background(.blue, in: Capsule()), "background: blue, in: Capsule")
        expectRecorded(text.background(in: RoundedRectangle(cornerRadius: 8), fillStyle: FillStyle(eoFill: true)),
              "background: background, in: RoundedRectangle, fillStyle: FillStyle(isEOFilled: true, isAntialiased: true)")
        expectRecorded(text.overlay(Color.black.opacity(0.3)), "overlay: black.opacity(0.3)")
        expectRecorded(text.overlay(.white, in: Circle()), "overlay: white, in: Circle")
        expectRecorded(text.tint(Color.orange), "tint: orange")
        expectRecorded(text.tint(Material.bar as Material?), "tint: bar")
        expectRecorded(text.accentColor(.purple), "accentColor: purple")
        expectRecorded(text.opacity(0.5), "opacity: 0.5")
        expectRecorded(text.hidden(), "hidden")
        expectRecorded(text.cornerRadius(12), "cornerRadius: 12, antialiased: true")
        expectRecorded(text.clipShape(Circle()), "clipShape: Circle, style: FillStyle(isEOFilled: false, isAntialiased: true)")
        expectRecorded(text.clipped(), "clipped: antialiased: false")
        expectRecorded(text.contentShape(Rectangle(), eoFill: true), "contentShape: Rectangle, eoFill: true")
        expectRecorded(text.border(Color.gray, width: 2), "border: gray, width: 2")
        expectRecorded(text.shadow(color: .black, radius: 8, x: 0, y: 4), "shadow: color: black, radius: 8, x: 0, y: 4")
        expectRecorded(text.blur(radius: 20, opaque: true), "blur: radius: 20, opaque: true")
        expectRecorded(text.brightness(0.2), "brightness: 0.2")
        expectRecorded(text.contrast(1.5), "contrast: 1.5")
        expectRecorded(text.saturation(0), "saturation: 0")
        expectRecorded(text.grayscale(1), "grayscale: 1")
        expectRecorded(text.colorMultiply(.blue), "colorMultiply: blue")
        expectRecorded(text.colorInvert(), "colorInvert")
        expectRecorded(text.hueRotation(.degrees(90)), "hueRotation: 90°")
        expectRecorded(text.scaleEffect(1.2, anchor: .top), "scaleEffect: 1.2, anchor: (0.5, 0)")
        expectRecorded(text.scaleEffect(CGSize(width: 2, height: 1)), "scaleEffect: (2, 1), anchor: (0.5, 0.5)")
        expectRecorded(text.scaleEffect(x: -1), "scaleEffect: x: -1, y: 1, anchor: (0.5, 0.5)")
        expectRecorded(text.rotationEffect(.degrees(45), anchor: .bottomTrailing), "rotationEffect: 45°, anchor: (1, 1)")
        expectRecorded(text.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.5),
              "rotation3DEffect: 180°, axis: [0, 1, 0], anchor: (0.5, 0.5), anchorZ: 0, perspective: 0.5")
        expectRecorded(text.drawingGroup(opaque: true), "drawingGroup: opaque: true")
        expectRecorded(text.compositingGroup(), "compositingGroup")
        expectRecorded(text.allowsHitTesting(false), "allowsHitTesting: false")
        expectRecorded(text.redacted(reason: RedactionReasons.placeholder), "redacted: reason: placeholder")
        expectRecorded(text.redacted(reason: [.privacy, .invalidated]), "redacted: reason: privacy, invalidated")
        expectRecorded(text.unredacted(), "unredacted")
        expectRecorded(text.mask(Circle()), "mask: Circle")
        expectRecorded(text.mask(alignment: .top) { Rectangle() }, "mask: alignment: top, Rectangle")
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
        // What a view shows for each: the fill `foregroundStyle` records.
        #expect(styles.map { text.foregroundStyle($0).modifier.recorded } == [
            "foregroundStyle: #FF8000", "foregroundStyle: #E6E6E6", "foregroundStyle: #2E77E6",
            "foregroundStyle: #336699.opacity(0.5)", "foregroundStyle: blue.gradient", "foregroundStyle: quinary",
            "foregroundStyle: foreground", "foregroundStyle: background", "foregroundStyle: tint",
            "foregroundStyle: ultraThinMaterial", "foregroundStyle: red", "foregroundStyle: linearGradient(red, blue)",
            "foregroundStyle: linearGradient(red)", "foregroundStyle: radialGradient(white, blue)",
            "foregroundStyle: angularGradient()", "foregroundStyle: blue.gradient", "foregroundStyle: systemGroupedBackground",
            "foregroundStyle: secondarySystemBackground", "foregroundStyle: Brand",
        ])
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
        expectRecorded(text.imageScale(.large), "imageScale: large")
        expectRecorded(text.symbolRenderingMode(SymbolRenderingMode.hierarchical), "symbolRenderingMode: hierarchical")
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
    }

    @Test func listsAndBars() {
        expectRecorded(text.listRowBackground(Color.blue), "listRowBackground: blue")
        expectRecorded(text.listRowBackground(Circle()), "listRowBackground: Circle")
        expectRecorded(text.listRowBackground(nil as Circle?), "listRowBackground: nil")
        expectRecorded(text.listRowInsets(EdgeInsets()), "listRowInsets: top: 0, leading: 0, bottom: 0, trailing: 0")
        expectRecorded(text.listRowSeparator(.hidden, edges: .bottom), "listRowSeparator: hidden, edges: bottom")
        expectRecorded(text.listRowSeparatorTint(.blue), "listRowSeparatorTint: blue, edges: all")
        expectRecorded(text.listSectionSeparator(.visible, edges: .top), "listSectionSeparator: visible, edges: top")
        expectRecorded(text.listRowSpacing(8), "listRowSpacing: 8")
        expectRecorded(text.scrollContentBackground(.hidden), "scrollContentBackground: hidden")
        expectRecorded(text.scrollIndicators(.never, axes: .vertical), "scrollIndicators: never, axes: vertical")
        expectRecorded(text.scrollIndicators(ScrollIndicatorVisibility.automatic), "scrollIndicators: automatic, axes: horizontal, vertical")
        expectRecorded(text.scrollDisabled(true), "scrollDisabled")
        expectRecorded(text.headerProminence(Prominence.increased), "headerProminence: increased")
        expectRecorded(text.badge(3), "badge: 3")
        expectRecorded(text.badge(Text("New")), "badge: \"New\"")
        expectRecorded(text.badge("New"), "badge: \"New\"")
        expectRecorded(text.navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline), "navigationBarTitleDisplayMode: inline")
        expectRecorded(text.navigationBarHidden(true), "navigationBarHidden")
        expectRecorded(text.navigationBarBackButtonHidden(), "navigationBarBackButtonHidden")
        expectRecorded(text.statusBarHidden(false), "statusBarHidden: false")
        expectRecorded(text.persistentSystemOverlays(.hidden), "persistentSystemOverlays: hidden")
    }

    @Test func accessibility() {
        expectRecorded(text.accessibilityLabel(Text("Close")), "accessibilityLabel: \"Close\"")
        expectRecorded(text.accessibilityLabel("Close"), "accessibilityLabel: \"Close\"")
        expectRecorded(text.accessibilityHint(Text("Sends")), "accessibilityHint: \"Sends\"")
        expectRecorded(text.accessibilityHint("Sends"), "accessibilityHint: \"Sends\"")
        expectRecorded(text.accessibilityValue(Text("40%")), "accessibilityValue: \"40%\"")
        expectRecorded(text.accessibilityValue("40%"), "accessibilityValue: \"40%\"")
        expectRecorded(text.accessibilityIdentifier("field"), "accessibilityIdentifier: \"field\"")
        expectRecorded(text.accessibilityHidden(true), "accessibilityHidden")
        expectRecorded(text.accessibilityAddTraits([.isHeader, .isButton]), "accessibilityAddTraits: isButton, isHeader")
        expectRecorded(text.accessibilityRemoveTraits(AccessibilityTraits.isImage), "accessibilityRemoveTraits: isImage")
        expectRecorded(text.accessibilityElement(children: AccessibilityChildBehavior.combine), "accessibilityElement: children: combine")
        expectRecorded(text.accessibilitySortPriority(1), "accessibilitySortPriority: 1")
        // Drawn as itself; its element the representation's (AccessibilityTreeTests).
        let represented = ViewHost(text.accessibilityRepresentation { Slider(value: .constant(0.5)) })
        #expect(represented.accessibilityTree.description.contains("slider \"\" value=\"50%\""))
    }

    @Test func textInput() {
        expectRecorded(text.keyboardType(UIKeyboardType.numberPad), "keyboardType: numberPad")
        expectRecorded(text.textContentType(UITextContentType.emailAddress), "textContentType: emailAddress")
        expectRecorded(text.autocorrectionDisabled(), "autocorrectionDisabled")
        expectRecorded(text.disableAutocorrection(nil), "disableAutocorrection: nil")
        expectRecorded(text.textInputAutocapitalization(TextInputAutocapitalization.never), "textInputAutocapitalization: never")
        expectRecorded(text.autocapitalization(UITextAutocapitalizationType.words), "autocapitalization: words")
        expectRecorded(text.submitLabel(SubmitLabel.send), "submitLabel: send")
        expectRecorded(text.scrollDismissesKeyboard(ScrollDismissesKeyboardMode.interactively), "scrollDismissesKeyboard: interactively")
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

    struct CardGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: GroupBoxStyleConfiguration) -> some View {
            VStack { configuration.label; configuration.content }
        }
    }

    struct RowLabeledContentStyle: LabeledContentStyle {
        func makeBody(configuration: LabeledContentStyleConfiguration) -> some View {
            HStack { configuration.label; LabeledContent(configuration) }
        }
    }

    /// Custom group box and labeled content styles: SwiftUI's `makeBody(configuration:)`
    /// compiles, the style is recorded by its type's name, a built-in one by its shorthand.
    @Test func customStylesOfGroupBoxesAndLabeledContents() {
        expectRecorded(text.groupBoxStyle(CardGroupBoxStyle()), "groupBoxStyle: CardGroupBoxStyle")
        expectRecorded(text.groupBoxStyle(.automatic), "groupBoxStyle: automatic")
        expectRecorded(text.groupBoxStyle(DefaultGroupBoxStyle()), "groupBoxStyle: automatic")
        expectRecorded(text.labeledContentStyle(RowLabeledContentStyle()), "labeledContentStyle: RowLabeledContentStyle")
        expectRecorded(text.labeledContentStyle(.automatic), "labeledContentStyle: automatic")
        expectRecorded(text.labeledContentStyle(AutomaticLabeledContentStyle()), "labeledContentStyle: automatic")
    }

    /// Custom label, progress and gauge styles: SwiftUI's `makeBody(configuration:)` with
    /// the `Configuration` typealias compiles, and the style is recorded by its type's name.
    @Test func customStylesOfLabelsProgressViewsAndGauges() {
        expectRecorded(text.labelStyle(TrailingIconLabelStyle()), "labelStyle: TrailingIconLabelStyle")
        expectRecorded(text.labelStyle(.iconOnly), "labelStyle: iconOnly")
        expectRecorded(text.progressViewStyle(ThemedProgressStyle(theme: .orange)), "progressViewStyle: ThemedProgressStyle")
        expectRecorded(text.progressViewStyle(.circular), "progressViewStyle: circular")
        expectRecorded(text.gaugeStyle(SegmentedGaugeStyle()), "gaugeStyle: SegmentedGaugeStyle")
        expectRecorded(text.gaugeStyle(.accessoryLinear), "gaugeStyle: accessoryLinear")
    }

    @Test func controlStyles() {
        expectRecorded(text.buttonStyle(.plain), "buttonStyle: plain")
        expectRecorded(text.buttonStyle(.automatic), "buttonStyle: automatic")
        expectRecorded(text.buttonStyle(.borderless), "buttonStyle: borderless")
        expectRecorded(text.buttonStyle(.bordered), "buttonStyle: bordered")
        expectRecorded(text.buttonStyle(BorderedProminentButtonStyle()), "buttonStyle: borderedProminent")
        expectRecorded(text.buttonStyle(PillStyle(color: .blue)), "buttonStyle: PillStyle")
        expectRecorded(text.buttonStyle(TapStyle()), "buttonStyle: TapStyle")
        expectRecorded(text.buttonBorderShape(ButtonBorderShape.capsule), "buttonBorderShape: capsule")
        expectRecorded(text.buttonBorderShape(.roundedRectangle(radius: 6)), "buttonBorderShape: roundedRectangle(radius: 6)")
        expectRecorded(text.controlSize(ControlSize.large), "controlSize: large")
        expectRecorded(text.toggleStyle(.switch), "toggleStyle: switch")
        expectRecorded(text.toggleStyle(SwitchToggleStyle(tint: .orange)), "toggleStyle: switch(tint: orange)")
        expectRecorded(text.toggleStyle(.button), "toggleStyle: button")
        expectRecorded(text.toggleStyle(DefaultToggleStyle()), "toggleStyle: automatic")
        expectRecorded(text.toggleStyle(CheckboxStyle()), "toggleStyle: CheckboxStyle")
        expectRecorded(text.textFieldStyle(.roundedBorder), "textFieldStyle: roundedBorder")
        expectRecorded(text.textFieldStyle(PlainTextFieldStyle()), "textFieldStyle: plain")
        expectRecorded(text.textFieldStyle(DefaultTextFieldStyle.automatic), "textFieldStyle: automatic")
        expectRecorded(text.listStyle(.insetGrouped), "listStyle: insetGrouped")
        expectRecorded(text.listStyle(PlainListStyle()), "listStyle: plain")
        expectRecorded(text.listStyle(.grouped), "listStyle: grouped")
        expectRecorded(text.listStyle(InsetListStyle.inset), "listStyle: inset")
        expectRecorded(text.listStyle(SidebarListStyle()), "listStyle: sidebar")
        expectRecorded(text.listStyle(DefaultListStyle.automatic), "listStyle: automatic")
        expectRecorded(text.labelStyle(.iconOnly), "labelStyle: iconOnly")
        expectRecorded(text.labelStyle(TitleOnlyLabelStyle()), "labelStyle: titleOnly")
        expectRecorded(text.labelStyle(.titleAndIcon), "labelStyle: titleAndIcon")
        expectRecorded(text.labelStyle(DefaultLabelStyle.automatic), "labelStyle: automatic")
        expectRecorded(text.progressViewStyle(CircularProgressViewStyle(tint: .white)), "progressViewStyle: circular(tint: white)")
        expectRecorded(text.progressViewStyle(.circular), "progressViewStyle: circular")
        expectRecorded(text.progressViewStyle(LinearProgressViewStyle(tint: .green)), "progressViewStyle: linear(tint: green)")
        expectRecorded(text.progressViewStyle(.linear), "progressViewStyle: linear")
        expectRecorded(text.progressViewStyle(DefaultProgressViewStyle.automatic), "progressViewStyle: automatic")
        expectRecorded(text.navigationViewStyle(.stack), "navigationViewStyle: stack")
        expectRecorded(text.navigationViewStyle(ColumnNavigationViewStyle()), "navigationViewStyle: columns")
        expectRecorded(text.navigationViewStyle(DefaultNavigationViewStyle.automatic), "navigationViewStyle: automatic")
        expectRecorded(text.pickerStyle(.segmented), "pickerStyle: segmented")
        expectRecorded(text.pickerStyle(.menu), "pickerStyle: menu")
        expectRecorded(text.pickerStyle(InlinePickerStyle()), "pickerStyle: inline")
        expectRecorded(text.pickerStyle(.wheel), "pickerStyle: wheel")
        expectRecorded(text.pickerStyle(NavigationLinkPickerStyle.navigationLink), "pickerStyle: navigationLink")
        expectRecorded(text.pickerStyle(.palette), "pickerStyle: palette")
        expectRecorded(text.pickerStyle(DefaultPickerStyle.automatic), "pickerStyle: automatic")
        expectRecorded(text.pickerStyle(MenuPickerStyle()), "pickerStyle: menu")
        expectRecorded(text.pickerStyle(SegmentedPickerStyle()), "pickerStyle: segmented")
        expectRecorded(text.pickerStyle(WheelPickerStyle()), "pickerStyle: wheel")
        expectRecorded(text.pickerStyle(PalettePickerStyle()), "pickerStyle: palette")
        expectRecorded(text.labelsHidden(), "labelsHidden")
        expectRecorded(text.labelsVisibility(.hidden), "labelsVisibility: hidden")
        let styles: [Any] = [PlainButtonStyle(), BorderlessButtonStyle(), BorderedButtonStyle(), DefaultButtonStyle(), ButtonToggleStyle(),
                             RoundedBorderTextFieldStyle(), GroupedListStyle(), InsetGroupedListStyle(), IconOnlyLabelStyle(),
                             TitleAndIconLabelStyle(), StackNavigationViewStyle()]
        #expect(styles.count == 11)
        // The style protocols take the built-in styles, as SwiftUI's generic modifiers do.
        func accepts<T: TextFieldStyle, L: ListStyle, B: LabelStyle, P: ProgressViewStyle, N: NavigationViewStyle, K: PickerStyle>(
            _: T, _: L, _: B, _: P, _: N, _: K) -> Bool { true }
        #expect(accepts(PlainTextFieldStyle(), PlainListStyle(), IconOnlyLabelStyle(), LinearProgressViewStyle(), StackNavigationViewStyle(), WheelPickerStyle()))
    }

    @Test func animation() {
        expectRecorded(text.animation(.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 1), value: 3),
              "animation: spring(response: 0.3, dampingFraction: 0.6, blendDuration: 1), value: 3")
        expectRecorded(text.animation(.easeIn), "animation: easeIn")
        expectRecorded(text.transition(.move(edge: .top).combined(with: .opacity)), "transition: move(edge: top).combined(with: opacity)")
        expectRecorded(text.contentTransition(.numericText(countsDown: true)), "contentTransition: numericText(countsDown: true)")
        expectRecorded(text.transaction { $0.animation = nil }, "transaction: (inout Transaction) -> ()")
        let namespace = Namespace().wrappedValue
        expectRecorded(text.matchedGeometryEffect(id: "dot", in: namespace, properties: .position, anchor: .top, isSource: false),
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
    }

    struct Previews: PreviewProvider {
        static var previews: some View {
            Text("a").previewDisplayName("Empty").previewLayout(PreviewLayout.sizeThatFits).previewDevice(PreviewDevice(rawValue: "iPad"))
        }
    }

    @Test func previews() {
        expectRecorded(text.previewDisplayName("Empty"), "previewDisplayName: \"Empty\"")
        expectRecorded(text.previewLayout(.fixed(width: 200, height: 100)), "previewLayout: fixed(width: 200, height: 100)")
        expectRecorded(text.previewDevice("iPhone 15"), "previewDevice: \"iPhone 15\"")
        _ = Previews.previews
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
                Button(role: .close) { } as Button<DefaultButtonLabel>
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
        expectRecorded(text.navigationSplitViewStyle(.balanced), "navigationSplitViewStyle: balanced")
        expectRecorded(text.navigationSplitViewStyle(AutomaticNavigationSplitViewStyle()), "navigationSplitViewStyle: automatic")
        expectRecorded(text.navigationSplitViewColumnWidth(240), "navigationSplitViewColumnWidth: 240")
        expectRecorded(text.navigationSplitViewColumnWidth(min: 100, ideal: 200), "navigationSplitViewColumnWidth: min: 100, ideal: 200")
    }

    @Test func navigationAndPresentation() throws {
        let host = ViewHost(testing: NavigationView { Navigation() }.navigationViewStyle(.stack))
        #expect(host.diagnostics.isEmpty)
        try host.tap("Detail")
        #expect(host.render().contains("Text \"number 1\""))
    }
}
