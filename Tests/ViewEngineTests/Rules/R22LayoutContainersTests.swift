import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R22 for containers: custom layouts, scroll views, anchors, grids, lists,
/// `ViewThatFits`, alignment guides, the safe area and container-relative frames. The
/// window is 393 × 852 with its safe area from y 59 to 818 (Measures §1 "Safe rectangle, portrait");
/// widths of text come from the model (<doc:LayoutModel>): "OK" 26.33, "Cancel" 53.67, "Hello"
/// 41, "World" 47; a line of body text is 20.33 high.
@MainActor
@Suite("R22 Layout: containers, scrolling, anchors")
struct R22LayoutContainersTests {
    static let line: CGFloat = 61.0 / 3

    // MARK: Custom layouts

    /// A layout that gives each subview the width of the widest, side by side, and logs
    /// the calls the engine makes.
    struct EqualWidths: Layout {
        nonisolated(unsafe) static var calls: [String] = []
        struct Cache { var count: Int }

        func makeCache(subviews: Subviews) -> Cache {
            Self.calls.append("makeCache \(subviews.count)")
            return Cache(count: subviews.count)
        }

        func updateCache(_ cache: inout Cache, subviews: Subviews) {
            Self.calls.append("updateCache \(subviews.count)")
            cache.count = subviews.count
        }

        private func widest(_ subviews: Subviews) -> CGSize {
            subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let cell = widest(subviews)
            return CGSize(width: cell.width * CGFloat(cache.count) + 8 * CGFloat(max(0, cache.count - 1)), height: cell.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            let cell = widest(subviews)
            for (index, subview) in subviews.enumerated() {
                let center = CGPoint(x: bounds.minX + cell.width / 2 + CGFloat(index) * (cell.width + 8), y: bounds.midY)
                subview.place(at: center, anchor: .center, proposal: ProposedViewSize(cell))
            }
        }
    }

    struct Dialog: View {
        @State var extra = false
        var body: some View {
            EqualWidths {
                Button("OK") {}
                Button("Cancel") {}
                if extra { Text("More") }
                Button("more") { extra = true }
            }
        }
    }

    /// Apple's documentation of `Layout`: the container "calls sizeThatFits ... then
    /// placeSubviews", and of `updateCache(_:subviews:)`: "SwiftUI calls this method when
    /// the layout container's subviews or inputs change". The layout's numbers are what
    /// the frames show: each button centered in a slot as wide as the widest ("Cancel").
    @Test func aCustomLayoutSizesAndPlacesItsSubviews() throws {
        EqualWidths.calls = []
        let host = TestHost(Dialog())
        #expect(EqualWidths.calls == ["makeCache 3"])
        let ok = host.frame(of: "OK"), cancel = host.frame(of: "Cancel")
        #expect(abs(ok.width - 71.0 / 3) < 0.001)
        #expect(abs((cancel.midX - ok.midX) - (157.0 / 3 + 8)) < 0.001)
        #expect(ok.midY == cancel.midY)
        host.tap("more")
        #expect(EqualWidths.calls == ["makeCache 3", "updateCache 4"])
        #expect(host.frame(of: "More").width > 0)
    }

    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// A layout that lines its subviews up by rank, from left to right.
    struct Ranked: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(.zero) { size, subview in
                let each = subview.sizeThatFits(.unspecified)
                return CGSize(width: size.width + each.width, height: max(size.height, each.height))
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += size.width
            }
        }
    }

    /// `LayoutValueKey`: "A key for accessing a layout value of a layout container's
    /// subviews" — the layout reads each subview's rank and orders them by it.
    @Test func aLayoutReadsItsSubviewsValues() throws {
        let host = TestHost(Ranked {
            Text("Hello").layoutValue(key: Rank.self, value: 2)
            Text("World").layoutValue(key: Rank.self, value: 1)
        })
        #expect(host.frame(of: "World").maxX == host.frame(of: "Hello").minX)
    }

    /// A layout that places its first subview twice and never its second.
    struct Careless: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 200, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
            subviews[0].place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY), proposal: .unspecified)
        }
    }

    /// A layout that places a subview twice and another never is reported once, in the
    /// engine's words (SwiftUI has none): the last place counts, the unplaced subview is
    /// centered at its ideal size; nothing traps.
    @Test func aLayoutThatMisplacesItsSubviewsIsReportedOnce() throws {
        struct Form: View {
            @State var taps = 0
            var body: some View {
                Careless { Text("Hello"); Text("World") }.overlay { Button("tap \(taps)") { taps += 1 } }
            }
        }
        let host = TestHost(Form(), exhaustive: false)
        host.tap("tap 0")
        #expect(host.diagnostics.map(\.message) == [
            "Careless.placeSubviews(in:proposal:subviews:cache:) placed 1 subview more than once (the last place counts) and did not place 1 subview (centered in its bounds, at its ideal size): call place(at:anchor:proposal:) once for each subview.",
        ])
        #expect(host.frame(of: "Hello").minX == CGFloat(393 - 200) / 2 + 10)
        #expect(host.frame(of: "World").midX == CGFloat(393) / 2)
    }

    /// `AnyLayout`: "Use an AnyLayout instance to enable dynamically changing the type of a
    /// layout container without destroying the state of the subviews" — and the frames
    /// follow the new layout.
    @Test func anAnyLayoutChangesTheFramesNotTheState() throws {
        struct Adaptive: View {
            @State var wide = false
            @State var count = 0
            var body: some View {
                let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
                layout {
                    Button("count \(count)") { count += 1 }
                    Button("switch") { wide.toggle() }
                }
            }
        }
        let host = TestHost(Adaptive())
        host.tap("count 0")
        #expect(abs(host.frame(of: "count 1").maxY + 7.0 / 3 - host.frame(of: "switch").minY) < 0.001)   // two labels' lines, a line gap apart
        host.tap("switch")
        #expect(host.frame(of: "count 1").maxX + 8 == host.frame(of: "switch").minX)
    }

    // MARK: Scroll views

    struct Rows: View {
        let log: Log
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { index in
                            Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 40)
                        }
                    }
                }
                .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { old, new in log("\(old) → \(new)") }
                .overlay(alignment: .top) { Button("last") { proxy.scrollTo(29, anchor: .bottom) } }
            }
        }
    }

    /// `ScrollView`: its content is laid out at its ideal height (1 200 points for 30 rows
    /// of 40) and moves under the viewport, which is as tall as it is offered (759): a
    /// scroll moves the rows, no further than the content's end (441), and
    /// `onScrollGeometryChange` gets the old and the new offset; `scrollTo(_:anchor:)`
    /// "Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier id, and then scrolls to that view", here to the bottom.
    @Test func aScrollViewMovesItsContent() throws {
        let log = Log()
        let host = ViewHost(testing: Rows(log: log))
        // Each text is centered in its 40-point row.
        let inset = (40 - Self.line) / 2
        #expect(close(try host.frame(of: "Row 0").minY, 59 + inset))
        try host.scroll("Row 0", by: CGSize(width: 0, height: 100))
        #expect(close(try host.frame(of: "Row 5").minY, 59 + 200 - 100 + inset))
        #expect(log.lines == ["0.0 → 100.0"])
        try host.scroll("Row 5", by: CGSize(width: 0, height: 1000))
        #expect(log.lines == ["0.0 → 100.0", "100.0 → 441.0"])
        try host.scroll("Row 5", by: CGSize(width: 0, height: -1000))
        try host.tap("last")
        #expect(close(try host.frame(of: "Row 29").maxY, 59 + 759 - inset))
        #expect(log.lines.last == "0.0 → 441.0")
        #expect(throws: HostError.self) { try host.scroll("Nowhere", by: .zero) }
    }

    struct OffsetKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    struct Tracked: View {
        let log: Log
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in Text("Item \(index)").frame(height: 40) }
                }
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(OffsetKey.self) { log("offset \($0)") }
        }
    }

    /// The scroll-offset pattern SwiftUI code writes: a `GeometryReader` in the content's
    /// background reports its frame in the scroll view's named coordinate space through a
    /// preference; a scroll changes it once.
    @Test func scrollOffsetTrackingThroughAPreferenceAndANamedSpace() throws {
        let log = Log()
        let host = TestHost(Tracked(log: log))
        #expect(log.lines == ["offset 0.0"])
        host.scroll("Item 3", by: CGSize(width: 0, height: 120))
        #expect(log.lines == ["offset 0.0", "offset -120.0"])
    }

    struct ScrollSpaceKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }

    struct Parallax: View {
        let log: Log
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in Text("Item \(index)").frame(height: 40) }
                }
                .background(GeometryReader { proxy in
                    let bounds = proxy.bounds(of: .scrollView)
                    let across = proxy.bounds(of: .scrollView(axis: .horizontal)) == nil ? "no horizontal scroll view" : "?"
                    Color.clear.preference(key: ScrollSpaceKey.self,
                                           value: "at \(proxy.frame(in: .scrollView).minY), scroll view \(bounds?.minY ?? -1) to \(bounds?.maxY ?? -1), \(across)")
                })
            }
            .onPreferenceChange(ScrollSpaceKey.self) { log($0) }
        }
    }

    /// GeometryProxy `frame(in:)` and `bounds(of:)` with `.scrollView`: "The named
    /// coordinate space that is added by the system for the innermost containing scroll
    /// view" — the content's frame in it moves as it scrolls, and the scroll view's bounds
    /// are "converted to the local coordinate space"; `.scrollView(axis:)` finds only a
    /// scroll view along that axis.
    @Test func theSystemsScrollViewSpaceNeedsNoName() throws {
        let log = Log()
        let host = TestHost(Parallax(log: log))
        host.scroll("Item 3", by: CGSize(width: 0, height: 120))
        #expect(log.lines == ["at 0.0, scroll view 0.0 to 759.0, no horizontal scroll view",
                              "at -120.0, scroll view 120.0 to 879.0, no horizontal scroll view"])
    }

    // MARK: Anchors

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct Anchored: View {
        @State var anchor: Anchor<CGRect>?
        var body: some View {
            GeometryReader { proxy in
                VStack {
                    Text("Tab").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    if let anchor { Text("at \(Int(proxy[anchor].minY)), \(Int(proxy[anchor].height))") }
                }
                .padding(.top, 30)
                .onPreferenceChange(BoundsKey.self) { anchor = $0 }
            }
        }
    }

    /// `anchorPreference(key:value:transform:)`: "the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert
    /// the geometry to their local coordinates" — the text's bounds, 30 points below the
    /// reader's top, one line high.
    @Test func anAnchorResolvesToTheViewsRealBounds() throws {
        let host = TestHost(Anchored())
        #expect(host.frame(of: "at 30, 20").minY > 59 + 30)
    }

    // MARK: Grids, lists, ViewThatFits

    /// `LazyVGrid` with an adaptive column (objc.io's "Grid layout", Measures §10 "Lazy
    /// grid"; 8-point spacing, Measures §2 "Lazy grid spacing"): as many columns of at least
    /// 80 points as fit in 393 with 8 between them — 4 of 92.25 — and rows 8 apart.
    @Test func anAdaptiveGridFitsAsManyColumnsAsItCan() throws {
        let host = TestHost(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<6) { index in Color.red.frame(height: 50).accessibilityIdentifier("cell \(index)") }
        })
        let top: CGFloat = 59 + (759 - 108) / 2
        for index in 0..<6 {
            let frame = host.frame(of: "cell \(index)")
            let x = CGFloat(index % 4) * 100.25
            let y = top + CGFloat(index / 4) * 58
            #expect(frame == CGRect(x: x, y: y, width: 92.25, height: 50))
        }
        let mixed = TestHost(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) {
            Color.red.frame(height: 10).accessibilityIdentifier("fixed")
            Color.red.frame(height: 10).accessibilityIdentifier("flexible")
        })
        #expect(mixed.frame(of: "fixed").width == 100)
        #expect(mixed.frame(of: "flexible").width == CGFloat(393 - 100 - 8))
    }

    /// `Grid`: "A container view that arranges other views in a two dimensional layout" —
    /// the documentation's example: each column as wide as its widest cell ("Hello" 38.67,
    /// "World" 45.33), the `Divider` between the rows spanning both, 8 points between columns
    /// and rows (Measures §2 "Grid spacing": the value is not published; 8, as the
    /// stacks').
    @Test func aGridSharesItsColumnsAmongItsRows() throws {
        let host = TestHost(Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe").accessibilityIdentifier("globe")
            }
            Divider().accessibilityIdentifier("divider")
            GridRow {
                Image(systemName: "hand.wave").accessibilityIdentifier("wave")
                Text("World")
            }
        })
        let hello = host.frame(of: "Hello"), world = host.frame(of: "World")
        #expect(close(world.minX - hello.minX, 116.0 / 3 + 8))
        #expect(close(host.frame(of: "globe").midX, hello.minX + 116.0 / 3 + 8 + 136.0 / 6))
        #expect(close(host.frame(of: "wave").midX, hello.midX))
        let divider = host.frame(of: "divider")
        #expect(close(divider.width, 116.0 / 3 + 8 + 136.0 / 3) && close(divider.minX, hello.minX))
        #expect(close(world.minY - hello.minY, Self.line + 8 + 1.0 / 3 + 8))
    }

    /// A `List`'s rows (Measures §6 "Row minimum height": 44-point rows; "Inset-grouped
    /// margins": the card 20 points in; "Row content insets": the text 20 points inside the
    /// card; "First section top": the card 35 points below the list's top, rows in a section
    /// or not): the list takes the safe area, each row is 44 high with its text 40 points
    /// in and vertically centered.
    @Test func aListStacksRowsOfAtLeast44Points() throws {
        let host = TestHost(List { Text("Hello"); Text("World") })
        #expect(close(host.frame(of: "Hello").origin, CGPoint(x: 40, y: 59 + 35 + (44 - Self.line) / 2)))
        #expect(close(host.frame(of: "World").origin, CGPoint(x: 40, y: 59 + 35 + 44 + (44 - Self.line) / 2)))
    }

    /// A `List` is greedy, with rows or without (issue 91): in a `VStack` with a footer it
    /// takes all the stack leaves it, as iOS's list does (on iOS, `VStack { List {};
    /// Text("footer") }` has its footer at the bottom of the screen: issue 91; SwiftUI's
    /// layout takes a view's size for a proposal from the view, and a list's is the
    /// proposal), so the footer's text ("footer", 46 wide in the text
    /// model, a line high) sits at the bottom of the safe area, not mid-screen where an
    /// empty-sized list left it (at (173.5, 431.55) before the fix). The default window's
    /// safe area ends at y 818; an iPhone 13's (390 × 844, top 47, bottom 34) at y 810.
    @Test func anEmptyListFillsItsProposalAndPushesItsFooterDown() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    List {}
                    Text("footer")
                }
            }
        }
        let host = ViewHost(testing: Screen())
        let footer = try host.frame(of: "footer")
        #expect(close(footer.origin, CGPoint(x: (393 - 46) / 2, y: 818 - Self.line)), "\(footer)")
        #expect(close(footer.size.width, 46) && close(footer.size.height, Self.line), "\(footer)")

        host.size = CGSize(width: 390, height: 844)
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let onIPhone13 = try host.frame(of: "footer")
        #expect(close(onIPhone13.origin, CGPoint(x: (390 - 46) / 2, y: 810 - Self.line)), "\(onIPhone13)")
    }

    /// The same with rows: the list takes the same space and its footer is in the same
    /// place, whether the list has rows or not.
    @Test func aListWithRowsFillsItsProposalToo() throws {
        let host = ViewHost(testing: VStack {
            List { Text("Hello"); Text("World") }
            Text("footer")
        })
        let footer = try host.frame(of: "footer")
        #expect(close(footer.origin, CGPoint(x: (393 - 46) / 2, y: 818 - Self.line)), "\(footer)")
    }

    /// `ViewThatFits`: "It selects the first child whose ideal size on the constrained
    /// axes fits within the proposed size" — in 120 points the long label does not fit,
    /// the short one does.
    @Test func viewThatFitsShowsTheFirstChildThatFits() throws {
        let host = ViewHost(testing: ViewThatFits(in: .horizontal) {
            Text("Delete all the selected items")
            Text("Delete all")
        }.frame(width: 120))
        #expect(try host.frame(of: "Delete all").width < 120)
        #expect(throws: HostError.self) { try host.frame(of: "Delete all the selected items") }
    }

    // MARK: Alignment, safe area, container-relative frames

    /// `alignmentGuide(_:computeValue:)`: a text whose leading guide is its trailing edge
    /// ends where the other one starts in a leading-aligned stack.
    @Test func anAlignmentGuideMovesAViewInItsStack() throws {
        let host = TestHost(VStack(alignment: .leading) {
            Text("Hello")
            Text("World").alignmentGuide(.leading) { $0[.trailing] }
        })
        let hello = host.frame(of: "Hello"), world = host.frame(of: "World")
        #expect(world.maxX == hello.minX)
        #expect(world.minX == 154.5)
    }

    /// `ignoresSafeArea(_:edges:)`: a color that reaches the safe area's edges extends to
    /// the window's: 393 × 852 instead of the safe area's 393 × 759.
    @Test func aViewCanIgnoreTheSafeArea() throws {
        let inside = TestHost(Color.blue.accessibilityIdentifier("sky"))
        #expect(inside.frame(of: "sky") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let outside = TestHost(Color.blue.accessibilityIdentifier("sky").ignoresSafeArea())
        #expect(outside.frame(of: "sky") == CGRect(x: 0, y: 0, width: 393, height: 852))
        let top = TestHost(Color.blue.accessibilityIdentifier("sky").ignoresSafeArea(edges: .top))
        #expect(top.frame(of: "sky") == CGRect(x: 0, y: 0, width: 393, height: 818))
    }

    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: in a horizontal scroll view
    /// two cards share its 393-point width less 10 of spacing: 191.5 each.
    @Test func containerRelativeFramesDivideTheirContainer() throws {
        let host = TestHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10).accessibilityIdentifier("card \(index)")
                }
            }
        })
        #expect(host.frame(of: "card 0").width == 191.5)
        #expect(host.frame(of: "card 1").minX == 201.5)
    }

    /// `containerRelativeFrame(_:alignment:_:)`: the closure gets the container's length
    /// along the axis and returns the view's — 80 % of the scroll view's 393 points, the
    /// card centred in its frame.
    @Test func aContainerRelativeFrameCanComputeItsLength() throws {
        let host = TestHost(ScrollView(.horizontal) {
            Color.red.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }.accessibilityIdentifier("card")
        })
        #expect(host.frame(of: "card") == CGRect(x: 0, y: 59, width: 393 * 0.8, height: 759))
    }

    // MARK: Helpers

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

    // MARK: Loops

    struct Grower: View {
        @State var width: CGFloat = 10
        var body: some View {
            Color.red.frame(width: width, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 + 1 }
        }
    }

    struct Writer: View {
        @State var layouts = 0
        var body: some View {
            GeometryReader { proxy in
                let _ = { layouts += Int(proxy.size.width) }()
                Text("layouts \(layouts)")
            }
        }
    }

    /// A `GeometryReader` whose content writes state each time it is built — at each
    /// layout — is SwiftUI's "Modifying state during view update": diagnosed, and the frame
    /// ends (the engine never loops on it); the host stays usable.
    @Test func aGeometryReaderThatWritesStateEveryLayoutDoesNotHang() throws {
        let host = TestHost(Writer(), exhaustive: false)
        #expect(host.diagnostics.contains { $0.kind == .stateModifiedDuringUpdate })
        host.size = CGSize(width: 300, height: 300)
        #expect(host.render().hasPrefix("GeometryReader"))
    }

    /// A geometry that keeps changing because of what its observer writes is cut off as an
    /// `onChange` loop is (Rules R7): after the frame's limit, with the diagnostic and the
    /// chain of firings; the host stays usable.
    @Test func aGeometryLoopIsCutOffWithItsCauseChain() throws {
        let host = TestHost(Grower(), exhaustive: false)
        let cutOffs = host.diagnostics.filter { $0.kind == .onChangeCycle }
        #expect(cutOffs.map(\.message) == ["onGeometryChange(for: CGFloat) action tried to update multiple times per frame."])
        #expect(cutOffs.first?.explanation?.description.contains("onGeometryChange(for: CGFloat)") == true)
        #expect(host.render() == "Color red")
    }
}
