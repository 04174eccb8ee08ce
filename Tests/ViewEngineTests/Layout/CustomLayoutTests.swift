import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A custom `Layout` is used as SwiftUI code uses it — `MyLayout { ... }`, `AnyLayout`,
/// the stack layouts — and its content is shown as its children in order; the engine
/// lays the content out with it (Rules R22, `R22LayoutContainersTests`), and tests also
/// call a layout's methods directly on subviews of known sizes.
@MainActor
@Suite("Custom layouts")
struct CustomLayoutTests {
    /// A flow layout as apps write one, with a cache, that logs every call it gets.
    struct FlowLayout: Layout {
        nonisolated(unsafe) static var calls: [String] = []
        var spacing: CGFloat = 8

        struct Cache { var sizes: [CGSize] }

        func makeCache(subviews: Subviews) -> Cache {
            Self.calls.append("makeCache")
            return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            Self.calls.append("sizeThatFits")
            return proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            Self.calls.append("placeSubviews")
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * spacing, y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    struct Tags: View {
        let log: Log
        @State var tags = ["swift", "ui"]
        var body: some View {
            FlowLayout(spacing: 4) {
                ForEach(tags, id: \.self) { tag in
                    Button(tag) { log("tapped \(tag)") }
                }
                Button("add") { tags.append("new") }
            }
        }
    }

    /// Apple's documentation of `Layout`: "Use your layout the same way you use a built-in
    /// layout container, by providing a ViewBuilder with the list of subviews to
    /// arrange." The subviews are shown in order under the layout's name and can be
    /// driven; the engine makes the layout's cache once and calls its methods.
    @Test func aCustomLayoutShowsItsSubviewsInOrder() throws {
        let log = Log()
        FlowLayout.calls = []
        let host = TestHost(Tags(log: log))
        host.tap("ui")
        host.tap("add")
        #expect(host.render() == """
            FlowLayout
              Button "swift"
              Button "ui"
              Button "new"
              Button "add"
            """)
        #expect(log.take() == ["tapped ui"])
        // Once at the first layout, and again when "add" adds a subview: the default
        // `updateCache(_:subviews:)` makes the cache anew.
        #expect(FlowLayout.calls.first == "makeCache")
        #expect(FlowLayout.calls.filter { $0 == "makeCache" }.count == 2)
        #expect(FlowLayout.calls.contains("sizeThatFits") && FlowLayout.calls.contains("placeSubviews"))
    }

    struct Counter: View {
        @State var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    struct Adaptive: View {
        @State var isWide = false
        var body: some View {
            let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(spacing: 4))
            VStack {
                Button("switch") { isWide.toggle() }
                layout {
                    Counter()
                    Text("label")
                }
            }
        }
    }

    /// Apple's documentation of `AnyLayout`: "Use an AnyLayout instance to enable
    /// dynamically changing the type of a layout container without destroying the state
    /// of the subviews."
    @Test func switchingAnAnyLayoutKeepsTheSubviewsState() throws {
        let host = TestHost(Adaptive())
        host.tap("count 0")
        host.tap("count 1")
        #expect(host.render() == """
            VStack
              Button "switch"
              VStackLayout
                Button "count 2"
                Text "label"
            """)
        host.tap("switch")
        #expect(host.render() == """
            VStack
              Button "switch"
              HStackLayout
                Button "count 2"
                Text "label"
            """)
    }

    /// Apple's documentation of `replacingUnspecifiedDimensions(by:)`: "Creates a new
    /// proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size" — 10 by default.
    @Test func aProposalReplacesItsUnspecifiedDimensions() {
        #expect(ProposedViewSize(width: 100, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 100, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4)) == CGSize(width: 3, height: 4))
        #expect(ProposedViewSize.zero == ProposedViewSize(CGSize.zero))
        #expect(ProposedViewSize.infinity.width == .infinity && ProposedViewSize.unspecified.height == nil)
    }

    /// Apple's documentation of `HStackLayout`: "A horizontal container that you can use
    /// in conditional layouts"; its methods, called with subviews of known sizes, line
    /// them up with the given spacing, or the default 8 points, centered across the axis
    /// as a stack's default alignment is.
    @Test func theStackLayoutsMeasureAndPlaceSubviewsOfKnownSizes() {
        let subviews = LayoutSubviews.testing([CGSize(width: 10, height: 20), CGSize(width: 30, height: 5)])
        var cache: Void = ()
        #expect(HStackLayout(spacing: 2).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 42, height: 20))
        #expect(HStackLayout().sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 48, height: 20))
        #expect(VStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 30, height: 25))
        #expect(ZStackLayout().sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 30, height: 20))
        VStackLayout(spacing: 1).placeSubviews(in: CGRect(x: 5, y: 5, width: 30, height: 26), proposal: .unspecified,
                                               subviews: subviews, cache: &cache)
        #expect(subviews.map { $0.testingPlacement.position } == [CGPoint(x: 15, y: 5), CGPoint(x: 5, y: 26)])
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    /// Apple's documentation of `AnyLayout.init(_:)`: "Creates a type-erased value that
    /// wraps the specified layout." It calls the wrapped layout's methods with the wrapped
    /// layout's own cache, made once and kept.
    @Test func anAnyLayoutForwardsToTheWrappedLayoutWithItsCache() {
        FlowLayout.calls = []
        let layout = AnyLayout(FlowLayout())
        let subviews = LayoutSubviews.testing([CGSize(width: 1, height: 1), CGSize(width: 1, height: 1)])
        var cache = layout.makeCache(subviews: subviews)
        #expect(layout.sizeThatFits(proposal: ProposedViewSize(width: 50, height: nil), subviews: subviews, cache: &cache)
                == CGSize(width: 50, height: 10))
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 50, height: 10), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(FlowLayout.calls == ["makeCache", "sizeThatFits", "placeSubviews"])
        #expect(subviews.map { $0.testingPlacement.position } == [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0)])
        #expect(layout.explicitAlignment(of: HorizontalAlignment.leading, in: .zero, proposal: .unspecified, subviews: subviews, cache: &cache) == nil)
        #expect(layout.spacing(subviews: subviews, cache: &cache) == ViewSpacing())
    }

    /// Apple's documentation of `ViewSpacing.distance(to:along:)`: "Gets the preferred
    /// spacing distance along the specified axis to the view that returns a specified
    /// spacing preference"; of `ViewSpacing`: it "can also record different values for
    /// different kinds of adjacent views" — two views that state nothing for each other
    /// are the default 8 apart, a view beside one that states 0 for any neighbour (a
    /// spacer's) 0; of `ViewDimensions`' guides, the default guides of a view.
    @Test func spacingAndDimensions() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing().union(.zero, edges: .leading).distance(to: ViewSpacing(), along: .vertical) == 8)
        let subviews = LayoutSubviews.testing([CGSize(width: 40, height: 10)], priorities: [2])
        let dimensions = subviews[0].dimensions(in: .unspecified)
        #expect(dimensions[HorizontalAlignment.center] == 20 && dimensions[HorizontalAlignment.trailing] == 40)
        #expect(dimensions[VerticalAlignment.bottom] == 10 && dimensions[VerticalAlignment.firstTextBaseline] == 10)
        #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
        #expect(subviews[0].priority == 2)
        #expect(subviews[0..<1] == subviews && subviews[[0]].count == 1)
    }
}
