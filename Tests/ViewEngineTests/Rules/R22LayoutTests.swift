import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R22: after each frame's updates a layout pass runs — a parent proposes a size,
/// the child chooses, the parent places it — incrementally; text is measured by the stated
/// model of the system font; geometry is observable after the pass.
///
/// The window is 393 × 852 points with a safe area from y 59 to 818 (Measures §1 "Safe
/// rectangle, portrait"): the root's views are proposed 393 × 759 and centered in it. Text
/// widths come from the model's measured advances and the size's tracking (Measures §4
/// "Measured advances", "Tracking") and one line of 17-point text is 20.33 points high
/// (1.193359375 × 17 rounded up to the pixel, Measures §4 "Line height", "Pixel
/// rounding"): "Hello" is 38.67 wide, "World" 45.33, "Hi" 15.67, "Megan" 51.67, "Hi
/// there" 60.
@MainActor
@Suite("R22 Layout")
struct R22LayoutTests {
    /// One line of body text (Measures §4 "Line height", rounded up to the 1/3-point pixel,
    /// Measures §1 "Display scale").
    static let line: CGFloat = 61.0 / 3
    /// The distance from a line of body text to a view below it that is not a text: the
    /// line and a tenth of it (rounded up to a pixel) less the cap height (Measures §2
    /// "Spacing next to text").
    static let belowText: CGFloat = 17 * 2444 / 2048 + 7.0 / 3 - 17 * 1443 / 2048
    /// The distance between two stacked body texts: the body's line gap, 244/2048 of 17
    /// points, in whole pixels (Measures §2 "Spacing next to text", §4 "Line gap").
    static let lines: CGFloat = 7.0 / 3

    // MARK: Stacks

    /// "Building layouts with stack views": "HStack positions views in a horizontal line,
    /// VStack positions them in a vertical line, and ZStack overlays views on top of one
    /// another." Side by side, neighbours are 8 points apart (Measures §2 "Stack default
    /// spacing"); one text above another keeps the font's line gap, as a paragraph's lines
    /// ("Spacing next to text"); a stack is centered in the safe area.
    @Test func stacksLineTheirViewsUpAndOverlayThem() throws {
        let vertical = TestHost(VStack { Text("Hello"); Text("World") })
        let pair = 2 * Self.line + Self.lines
        expect(vertical.frame(of: "Hello"), (393 - 116.0 / 3) / 2, 59 + (759 - pair) / 2, 116.0 / 3, Self.line)
        expect(vertical.frame(of: "World"), (393 - 136.0 / 3) / 2, 59 + (759 - pair) / 2 + Self.line + Self.lines, 136.0 / 3, Self.line)

        let horizontal = TestHost(HStack { Text("Hello"); Text("World") })
        let both = 116.0 / 3 + 8 + 136.0 / 3
        expect(horizontal.frame(of: "Hello"), (393 - both) / 2, 59 + (759 - Self.line) / 2, 116.0 / 3, Self.line)
        expect(horizontal.frame(of: "World"), (393 - both) / 2 + 116.0 / 3 + 8, 59 + (759 - Self.line) / 2, 136.0 / 3, Self.line)

        let overlaid = TestHost(ZStack { Color.red.frame(width: 100, height: 50).accessibilityIdentifier("card"); Text("Hello") })
        expect(overlaid.frame(of: "card"), 146.5, 59 + (759 - 50) / 2, 100, 50)
        expect(overlaid.frame(of: "Hello"), 146.5 + (100 - 116.0 / 3) / 2, 59 + (759 - 50) / 2 + (50 - Self.line) / 2, 116.0 / 3, Self.line)
    }

    /// `Spacer`: "SwiftUI sizes a stack that doesn't contain a spacer up to the combined
    /// ideal widths of the content of the stack's child views", and "when placed within an
    /// HStack, a spacer expands horizontally as much as the stack allows, moving sibling
    /// views out of the way". A symbol is as large as the ink of its glyph (Measures §9
    /// "Symbol frame": a check mark in body text is 18 wide, its ink and a margin on each side); no spacing beside a spacer (Measures §2 "Spacing beside a
    /// spacer").
    @Test func aSpacerPushesItsSiblingsToTheStacksEdge() throws {
        let row = TestHost(HStack { Image(systemName: "checkmark"); Text("Megan") }.accessibilityIdentifier("row"))
        expect(row.frame(of: "row"), (393 - (18 + 8 + 155.0 / 3)) / 2, 59 + (759 - Self.line) / 2, 18 + 8 + 155.0 / 3, Self.line)

        let pushed = TestHost(HStack { Spacer(); Image(systemName: "checkmark"); Text("Megan") }.accessibilityIdentifier("row"))
        expect(pushed.frame(of: "row"), 0, 59 + (759 - Self.line) / 2, 393, Self.line)
        expect(pushed.frame(of: "Megan"), 393 - 155.0 / 3, 59 + (759 - Self.line) / 2, 155.0 / 3, Self.line)
    }

    struct MessageRow: View {
        let framed: Bool
        var body: some View {
            HStack {
                ZStack {
                    Circle().fill(Color.yellow).accessibilityIdentifier("avatar")
                    Text("MB")
                }
                .frame(width: framed ? 40 : nil, height: framed ? 40 : nil)
                Text("Hi there")
            }
        }
    }

    /// "Laying out a simple view": in a `MessageRow`, "Note the large size of the circle,
    /// which fills the space available to it"; with `frame(width: 40, height: 40)` on the
    /// `ZStack` the circle takes the frame's size. The text, less flexible, is offered its
    /// share first and keeps its one line.
    @Test func aShapeFillsTheSpaceAvailableUntilAFrameLimitsIt() throws {
        let open = TestHost(MessageRow(framed: false))
        expect(open.frame(of: "avatar"), 0, 59, 393 - 8 - 60, 759)
        expect(open.frame(of: "Hi there"), 393 - 60, 59 + (759 - Self.line) / 2, 60, Self.line)

        let framed = TestHost(MessageRow(framed: true))
        let width: CGFloat = 40 + 8 + 60
        expect(framed.frame(of: "avatar"), (393 - width) / 2, 59 + (759 - 40) / 2, 40, 40)
    }

    // MARK: Frames, padding, fixed sizes

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`:
    /// "If both constraints are specified in a dimension, the frame unconditionally adopts
    /// the size proposed for it, clamped to the constraints"; "If no minimum or maximum
    /// constraint is specified in a given dimension, the frame adopts the sizing behavior
    /// of its child in that dimension"; "ideal dimensions specified replacing any
    /// corresponding unspecified dimensions in the proposal". `maxWidth: .infinity` fills.
    @Test func flexibleFramesClampTheirProposalOrAdoptTheirChild() throws {
        let filled = TestHost(Text("Hi").frame(maxWidth: .infinity).accessibilityIdentifier("wide"))
        expect(filled.frame(of: "wide"), 0, 59 + (759 - Self.line) / 2, 393, Self.line)
        expect(filled.frame(of: "Hi"), (393 - 47.0 / 3) / 2, 59 + (759 - Self.line) / 2, 47.0 / 3, Self.line)

        let clamped = TestHost(Color.red.frame(minWidth: 100, maxWidth: 200).accessibilityIdentifier("clamped"))
        expect(clamped.frame(of: "clamped"), 96.5, 59, 200, 759)

        let raised = TestHost(Text("Hi").frame(minWidth: 100).accessibilityIdentifier("raised"))
        #expect(raised.frame(of: "raised").width == 100)

        let ideal = TestHost(Color.red.frame(idealWidth: 120, idealHeight: 80).fixedSize().accessibilityIdentifier("ideal"))
        expect(ideal.frame(of: "ideal"), (393 - 120) / 2, 59 + (759 - 80) / 2, 120, 80)
    }

    /// The worked example of objc.io's "HStacks child ordering" (Measures §10 "Stack
    /// worked example"): `HStack(spacing: 0) { red.frame(maxWidth: 100); green.frame(minWidth:
    /// 100) }` offered 150 gives red 75 and green 100, and the stack overflows to 175.
    @Test func theLeastFlexibleSubviewIsOfferedItsShareFirst() throws {
        let host = TestHost(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("red")
            Color.green.frame(minWidth: 100).accessibilityIdentifier("green")
        }.frame(width: 150))
        let red = host.frame(of: "red"), green = host.frame(of: "green")
        #expect(red.width == 75)
        #expect(green.width == 100)
        #expect(red.maxX == green.minX)
        #expect(green.maxX - red.minX == 175)
        let centred: CGFloat = (393 - 150) / 2 - 12.5
        #expect(red.minX == centred)
    }

    /// `padding(_:_:)` with no length: "the platform-specific default amount" — 16 points on
    /// iOS (Measures §2 "Default padding"); the content sits inside
    /// the insets.
    @Test func paddingAddsTheDefaultInsetsAroundItsContent() throws {
        let host = TestHost(Text("Hello").padding().accessibilityIdentifier("padded"))
        let padded = host.frame(of: "padded"), text = host.frame(of: "Hello")
        #expect(padded.size == CGSize(width: 116.0 / 3 + 32, height: Self.line + 32))
        #expect(text.origin == CGPoint(x: padded.minX + 16, y: padded.minY + 16))
        let edges = TestHost(Text("Hello").padding(.horizontal, 10).accessibilityIdentifier("padded"))
        #expect(edges.frame(of: "padded").size == CGSize(width: 116.0 / 3 + 20, height: Self.line))
    }

    /// `fixedSize()`: "Fixes this view at its ideal size", the documentation's example: a
    /// text too long for a 200 × 200 frame wraps in it at word boundaries; fixed, it keeps
    /// its one line of 322.33 points and overflows the frame (Measures §10 "Text sizing").
    @Test func aFixedSizeTextKeepsItsIdealSize() throws {
        let sentence = "A single line of text, too long to fit in a box."
        let wrapped = TestHost(Text(sentence).frame(width: 200, height: 200))
        // two lines the body style's leading apart (Measures §4 "Text style leading"):
        // 22 + 20.29, 127/3 in pixels; as wide as its first line with the space it broke at,
        // 177.68 + 4.4 (Measures §10 "Wrapped text width")
        expect(wrapped.frame(of: sentence), 96.5 + (200 - 547.0 / 3) / 2, 59 + (759 - 200) / 2 + (200 - 127.0 / 3) / 2, 547.0 / 3, 127.0 / 3)
        let fixed = TestHost(Text(sentence).fixedSize().frame(width: 200, height: 200))
        expect(fixed.frame(of: sentence), 96.5 + (200 - 967.0 / 3) / 2, 59 + (759 - Self.line) / 2, 967.0 / 3, Self.line)
    }

    /// `aspectRatio(_:contentMode:)`: "If this view is resizable, the resulting size might
    /// be the view's size, scaled to fit or fill the proposal" — a ratio of 2 fits the
    /// 393-point width, or fills the 759-point height (Measures §10 "Aspect ratio").
    @Test func anAspectRatioFitsOrFillsTheProposal() throws {
        let fit = TestHost(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("ratio"))
        expect(fit.frame(of: "ratio"), 0, 59 + (759 - 196.5) / 2, 393, 196.5)
        let fill = TestHost(Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("ratio"))
        expect(fill.frame(of: "ratio"), (393 - 1518) / 2, 59, 1518, 759)
    }

    /// `offset(x:y:)`: "The original dimensions of the view aren't changed by offsetting
    /// the contents" — the text moves, its neighbours keep their places; `position(x:y:)`:
    /// "Positions the center of this view at the specified point in its parent's coordinate
    /// space".
    @Test func anOffsetMovesTheContentAndAPositionCentersIt() throws {
        let host = TestHost(VStack { Text("A"); Text("Hi").offset(x: 10, y: 20); Text("B") })
        let top = 59 + (759 - 3 * Self.line - 2 * Self.lines) / 2
        let left = (393 - 47.0 / 3) / 2
        expect(host.frame(of: "Hi"), left + 10, top + Self.line + Self.lines + 20, 47.0 / 3, Self.line)
        expect(host.frame(of: "B"), (393 - 11) / 2, top + 2 * (Self.line + Self.lines), 11, Self.line)

        let positioned = TestHost(Text("Hi").position(x: 50, y: 60))
        expect(positioned.frame(of: "Hi"), 50 - 47.0 / 6, 59 + 60 - Self.line / 2, 47.0 / 3, Self.line)
    }

    /// `layoutPriority(_:)`: "A parent layout offers the child views with the highest layout
    /// priority all the space offered to the parent minus the minimum space required for all
    /// its lower-priority children." Without it the two texts share 142 points and the
    /// second wraps; with it, it keeps its line and the other wraps instead.
    @Test func aHigherPriorityIsOfferedTheSpaceFirst() throws {
        let shared = TestHost(HStack { Text("one two three"); Text("Hello, World!") }.frame(width: 150))
        let twoLines: CGFloat = 127.0 / 3   // the body's leading 22 + a line of 20.29, in whole pixels (Measures §4 "Text style leading")
        #expect(shared.frame(of: "Hello, World!").height == twoLines)
        let prioritized = TestHost(HStack { Text("one two three"); Text("Hello, World!").layoutPriority(1) }.frame(width: 150))
        #expect(prioritized.frame(of: "Hello, World!").size == CGSize(width: 98, height: Self.line))
        // 3 lines, 2 × 22 + 20.29 (Measures §4 "Text style leading"), as wide as "three"
        // (wider than "one " and "two ", Measures §10 "Wrapped text width")
        #expect(prioritized.frame(of: "one two three").size == CGSize(width: 40, height: 193.0 / 3))
    }

    // MARK: Text

    /// The text model (<doc:LayoutModel>): `lineLimit(1)` shows one line, and a line too wide
    /// for its proposal ends in "…" (Measures §10 "Text sizing": tail by default); a larger
    /// Dynamic Type size measures with its point size (Measures §4 "Point sizes": body 28
    /// at accessibility1).
    @Test func textTruncatesToItsLineLimitAndFollowsDynamicType() throws {
        let limited = TestHost(Text("one two three").lineLimit(1).frame(width: 60))
        // "one t…": "one tw…" would be 61.64 (the ellipsis 0.671 em, Measures §4 "Ellipsis").
        #expect(limited.frame(of: "one two three").size == CGSize(width: 149.0 / 3, height: Self.line))
        // Unlimited, it wraps at each space: "one two" is 60.22 points, wider than 60.
        let wrapped = TestHost(Text("one two three").frame(width: 60))
        // 3 lines, 2 × 22 + 20.29 (Measures §4 "Text style leading", §10 "Wrapped text width")
        #expect(wrapped.frame(of: "one two three").size == CGSize(width: 40, height: 193.0 / 3))

        let host = TestHost(Text("Hello"))
        host.setEnvironment(\.dynamicTypeSize, .accessibility1)
        let accessibilityLine: CGFloat = 101.0 / 3
        #expect(host.frame(of: "Hello").height == accessibilityLine)
    }

    // MARK: Geometry that code observes

    /// `GeometryReader`: "This view returns a flexible preferred size to its parent
    /// layout." Under a text it takes the rest of the safe area, 393 × (759 − 20.33 −
    /// 10.64, the distance below a line of text), and builds its content with that size;
    /// its content sits at its top leading corner.
    @Test func aGeometryReaderTakesTheSpaceItIsOfferedAndReportsIt() throws {
        struct Reader: View {
            var body: some View {
                VStack {
                    Text("Top")
                    GeometryReader { proxy in
                        Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minY)), \(Int(proxy.frame(in: .named("stack")).minY))")
                    }
                }
                .coordinateSpace(name: "stack")
            }
        }
        let host = TestHost(Reader())
        let text = "393 × \(Int(759 - Self.line - Self.belowText)) at \(Int(59 + Self.line + Self.belowText)), \(Int(Self.line + Self.belowText))"
        let origin = host.frame(of: text).origin
        #expect(origin.x == 0 && abs(origin.y - (59 + Self.line + Self.belowText)) < 0.001)
    }

    struct SizeLog: View {
        let log: Log
        var body: some View {
            GeometryReader { proxy in
                Color.clear.onChange(of: proxy.size) { [old = proxy.size] new in
                    log("\(Int(old.width))×\(Int(old.height)) → \(Int(new.width))×\(Int(new.height))")
                }
            }
        }
    }

    /// A rotation (``ViewHost/size`` set to 852 × 393) lays the views out again in a frame
    /// of its own: the landscape safe area (leading and trailing 59, bottom 21:
    /// Measures §1 "Safe area, landscape") is 734 × 372, and the reader's
    /// `onChange(of: proxy.size)` runs once, with the old and the new size.
    @Test func settingTheWindowSizeFiresAGeometryOnChangeOnceWithOldAndNew() throws {
        let log = Log()
        let host = TestHost(SizeLog(log: log))
        #expect(log.lines == [])
        host.size = CGSize(width: 852, height: 393)
        #expect(log.lines == ["393×759 → 734×372"])
        #expect(host.size == CGSize(width: 852, height: 393))
        host.size = CGSize(width: 852, height: 393)
        #expect(log.lines == ["393×759 → 734×372"])
        host.size = CGSize(width: 393, height: 852)
        #expect(log.lines == ["393×759 → 734×372", "734×372 → 393×759"])
    }

    struct Greeting: View {
        let log: Log
        @State var long = false
        var body: some View {
            VStack {
                Text(long ? "Hello" : "Hi")
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                        log("\(old) → \(new)")
                    }
                Button("grow") { long = true }
            }
        }
    }

    /// `onGeometryChange(for:of:action:)`: "Adds an action to be performed when a value,
    /// created from a geometry proxy, changes." The first value comes after the first
    /// layout; a text that grows delivers its old and new width once.
    @Test func onGeometryChangeRunsAfterTheLayoutOncePerChange() throws {
        let log = Log()
        let host = TestHost(Greeting(log: log))
        let first: Double = 47.0 / 3
        #expect(log.lines == ["\(first) → \(first)"])
        host.tap("grow")
        #expect(log.lines == ["\(first) → \(first)", "\(first) → \(116.0 / 3)"])
        host.tap("grow")
        #expect(log.lines.count == 2)
    }

    // MARK: Incremental

    struct Rows: View {
        @State var taps = 0
        @State var label = "Row 0"
        var body: some View {
            VStack {
                Button("tap") { taps += 1 }
                Button("rename") { label = "Row zero" }
                Text(label)
                ForEach(1..<50) { Text("Row \($0)") }
            }
        }
    }

    /// The layout is incremental: a tap that changes state but nothing a view shows lays
    /// nothing out; a text that changes is measured again with the views around it, not
    /// the whole tree's other texts at their placements.
    @Test func onlyWhatChangedIsMeasuredAgain() throws {
        let host = ViewHost(testing: Rows())
        let before = host.layoutCounts
        try host.tap("tap")
        #expect(host.layoutCounts.rounds == before.rounds)
        #expect(host.layoutCounts.measured == before.measured)
        try host.tap("rename")
        let after = host.layoutCounts
        #expect(after.rounds == before.rounds + 1)
        #expect(try host.frame(of: "Row zero").width > host.frame(of: "Row 1").width)
        // The stack and the renamed text were placed again; the 51 texts and buttons whose
        // place and proposal did not change were not.
        #expect(after.placed - before.placed < 10)
    }

    struct Reordered: View {
        @State var names = ["Hello", "World"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { Text($0) }
                Button("reverse") { names.reverse() }
            }
        }
    }

    /// Rows a `ForEach` moves (`ForEach`: "the identity of each element" keeps its row)
    /// take each other's places.
    @Test func movedRowsTakeEachOthersPlaces() throws {
        let host = TestHost(Reordered())
        let hello = host.frame(of: "Hello").minY, world = host.frame(of: "World").minY
        host.tap("reverse")
        #expect(host.frame(of: "Hello").minY == world)
        #expect(host.frame(of: "World").minY == hello)
    }

    // MARK: The host

    /// ``ViewHost/render(frames:)`` writes each view's frame in the window after its line;
    /// ``ViewHost/frame(of:)`` finds a view as the drivers do and names what exists when it
    /// cannot.
    @Test func renderWithFramesAndFramesOfViews() throws {
        let host = ViewHost(testing: VStack { Text("Hello"); Button("Save") {} })
        #expect(host.render(frames: true) == """
            VStack @ (177.17, 417) 38.67 × 43
              Text "Hello" @ (177.17, 417) 38.67 × 20.33
              Button "Save" @ (178, 439.67) 37 × 20.33
            """)
        #expect(host.render() == "VStack\n  Text \"Hello\"\n  Button \"Save\"")
        let error = #expect(throws: HostError.self) { try host.frame(of: "Sav") }
        #expect(error?.description == #"HostError: no view titled "Sav". Did you mean "Save"? views on screen: "Hello", "Save"."#)
        let twice = ViewHost(testing: VStack { Text("Same"); Text("Same") })
        #expect(throws: HostError(control: "view", title: "Same", reason: .ambiguous(count: 2), availableTitles: ["Same"])) {
            try twice.frame(of: "Same")
        }
    }

    /// Measures §2 "Root views": several views at the window's root stack vertically,
    /// centred, with nothing between them — a text over a button, each 20.33 high, the
    /// button's top at the text's bottom, the pair centred in the safe area (as the stack
    /// in ``renderWithFramesAndFramesOfViews()``) — while two
    /// views in a frame (one view expected: a view whose body is the two) are spaced by
    /// the implicit stack, which keeps the text and the button's text a line gap apart
    /// ("Spacing next to text"), and two colors 8 points apart.
    @Test func rootViewsStackWithNoSpaceBetweenThem() throws {
        let host = ViewHost(testing: Group { Text("Hello"); Button("Save") {} })
        let text = try host.frame(of: "Hello"), button = try host.frame(of: "Save")
        #expect(text.height == Self.line && button.height == Self.line)
        #expect(button.minY == text.maxY)
        #expect(abs((text.minY + button.maxY) / 2 - 438.5) < 0.01)   // the safe area's middle (the VStack above)
        let framed = ViewHost(testing: TextOverButton().frame(width: 100))
        #expect(try abs(framed.frame(of: "Save").minY - framed.frame(of: "Hello").maxY - Self.lines) < 0.001)
        let colors = ViewHost(testing: TwoColors().frame(width: 100))
        #expect(try colors.frame(of: "b").minY - colors.frame(of: "a").maxY == 8)
        let rootColors = ViewHost(testing: Group { Color.red.frame(height: 10).accessibilityIdentifier("a"); Color.blue.frame(height: 10).accessibilityIdentifier("b") })
        #expect(try rootColors.frame(of: "b").minY == rootColors.frame(of: "a").maxY)
    }

    /// Two colors, for the implicit stack's default spacing.
    struct TwoColors: View {
        var body: some View {
            Color.red.frame(height: 10).accessibilityIdentifier("a")
            Color.blue.frame(height: 10).accessibilityIdentifier("b")
        }
    }

    /// Measures §2 "Root views": a sheet's content is the root of its own hosting
    /// controller, so several views there stack with nothing between them too — and a
    /// full-screen cover's.
    @Test func aPresentationsRootViewsStackWithNoSpaceBetweenThem() throws {
        let sheet = ViewHost(testing: Color.clear.sheet(isPresented: .constant(true)) { Text("Hello"); Button("Save") {} })
        #expect(try sheet.frame(of: "Save").minY == sheet.frame(of: "Hello").maxY)
        let cover = ViewHost(testing: Color.clear.fullScreenCover(isPresented: .constant(true)) { TextOverButton() })
        #expect(try cover.frame(of: "Save").minY == cover.frame(of: "Hello").maxY)
    }

    /// Setting the window's size during a frame changes nothing and is diagnosed (Rules
    /// R18); without layout no view has a frame and a reader reports the window.
    @Test func theWindowIsADriverAndLayoutCanBeTurnedOff() throws {
        struct Rotator: View {
            let rotate: () -> Void
            var body: some View { Button("rotate") { rotate() } }
        }
        var host: ViewHost<Rotator>!
        host = ViewHost(testing: Rotator { host.size = .zero })
        try host.tap("rotate")
        #expect(host.size == CGSize(width: 393, height: 852))
        #expect(host.diagnostics.map(\.kind) == [.nestedDriverCall])

        var configuration = HostConfiguration()
        configuration.performsLayout = false
        let unlaid = TestHost(GeometryReader { proxy in Text("\(Int(proxy.size.width))") }, configuration: configuration)
        #expect(unlaid.render(frames: true) == "GeometryReader @ not laid out\n  Text \"393\" @ not laid out")
    }

    // MARK: Bad input

    /// `Invalid frame dimension (negative or non-finite).` — SwiftUI's words, once per
    /// modifier; the length counts as not given (the frame adopts its content's width).
    @Test func anInvalidFrameDimensionIsReportedOnceAndIgnored() throws {
        struct Bad: View {
            @State var taps = 0
            var body: some View {
                Button("tap \(taps)") { taps += 1 }.frame(width: -10)
            }
        }
        let host = TestHost(Bad(), exhaustive: false)
        host.tap("tap 0")
        #expect(host.diagnostics.map(\.message) == ["Invalid frame dimension (negative or non-finite)."])
        #expect(host.frame(of: "tap 1").width > 0)
        let infinite = TestHost(Text("Hi").frame(height: .infinity).offset(x: .nan), exhaustive: false)
        #expect(infinite.diagnostics.map(\.kind) == [.invalidGeometry, .invalidGeometry])
        #expect(infinite.frame(of: "Hi").size == CGSize(width: 47.0 / 3, height: Self.line))
    }

    // MARK: Helpers

    private func expect(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = CGRect(x: x, y: y, width: width, height: height)
        let close = abs(frame.minX - x) < 0.001 && abs(frame.minY - y) < 0.001
            && abs(frame.width - width) < 0.001 && abs(frame.height - height) < 0.001
        #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }
}

/// A view whose body is two views: a text over a button.
private struct TextOverButton: View {
    var body: some View {
        Text("Hello")
        Button("Save") {}
    }
}
