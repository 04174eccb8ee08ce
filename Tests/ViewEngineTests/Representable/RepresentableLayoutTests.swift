import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A representable is laid out as one view (Rules R22): by its `sizeThatFits(_:uiView:context:)`
/// when it answers, else by the engine's model of the system's sizing (Measures §10,
/// "Platform views"); the view it shows gets the frame the layout gives it, and the
/// picture shows a panel there with the representable's name.
///
/// The window is 393 × 852 with the safe area from y 59 to 818; one line of body text is
/// 61/3 points high (R22LayoutTests).
@MainActor
@Suite("Representables: sized as one view")
struct RepresentableLayoutTests {
    static let line: CGFloat = 61.0 / 3

    /// A stand-in class that is not a view: nothing sizes its content.
    final class StandIn {}

    struct Panel: UIViewRepresentable {
        func makeUIView(context: Context) -> StandIn { StandIn() }
        func updateUIView(_ uiView: StandIn, context: Context) {}
    }

    /// The proposals `sizeThatFits` saw, in order.
    final class Proposals { var seen: [ProposedViewSize] = [] }

    struct Badge: UIViewRepresentable {
        let proposals: Proposals
        func makeUIView(context: Context) -> StandIn { StandIn() }
        func updateUIView(_ uiView: StandIn, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: StandIn, context: Context) -> CGSize? {
            proposals.seen.append(proposal)
            return CGSize(width: 120, height: min(proposal.height ?? 44, 44))
        }
    }

    /// A view whose content sizes its height only, as a one-line field does.
    final class Bar: UIView {
        var height: CGFloat = 44
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
    }

    /// Keeps the view the representable made, for the test to read and change.
    final class Made { var bar: Bar? }

    struct BarView: UIViewRepresentable {
        let made: Made
        func makeUIView(context: Context) -> Bar {
            let bar = Bar()
            made.bar = bar
            return bar
        }
        func updateUIView(_ uiView: Bar, context: Context) {}
    }

    /// With no `sizeThatFits` and nothing sizing its content, a representable takes what it
    /// is offered: below a line of text in a stack, the rest of the safe area.
    @Test func aRepresentableWithNoSizeOfItsOwnTakesWhatItIsOffered() throws {
        let host = TestHost(VStack(spacing: 0) { Text("Top"); Panel().accessibilityIdentifier("panel") })
        let frame = host.frame(of: "panel")
        #expect(frame == CGRect(x: 0, y: 59 + Self.line, width: 393, height: 759 - Self.line))
    }

    /// `sizeThatFits(_:uiView:context:)`: "Given a proposed size, returns the preferred size
    /// of the composite view", and "one of the values returned from this function will
    /// always be used as the actual size of the composite view".
    @Test func sizeThatFitsDecidesTheSize() throws {
        let proposals = Proposals()
        let host = TestHost(Badge(proposals: proposals).accessibilityIdentifier("badge"))
        #expect(host.frame(of: "badge") == CGRect(x: 136.5, y: 59 + 357.5, width: 120, height: 44))
        #expect(proposals.seen.contains(ProposedViewSize(width: 393, height: 759)))
    }

    /// `intrinsicContentSize`: "the natural size for the receiving view, considering only
    /// properties of the view itself"; `invalidateIntrinsicContentSize()`: "Invalidates the
    /// view's intrinsic content size" — the representable is measured again. The view's
    /// frame is the one the layout gave the representable.
    @Test func aViewsIntrinsicHeightSizesItAndItsFrameFollows() throws {
        let made = Made()
        let host = TestHost(VStack(spacing: 0) {
            BarView(made: made).accessibilityIdentifier("bar")
            Button("Grow") { made.bar?.height = 88; made.bar?.invalidateIntrinsicContentSize() }
        })
        let first = host.frame(of: "bar")
        #expect(first.size == CGSize(width: 393, height: 44))
        #expect(made.bar?.frame == first)

        host.tap("Grow")
        let grown = host.frame(of: "bar")
        #expect(grown.size == CGSize(width: 393, height: 88))
        #expect(grown.minY == first.minY - 22)
        #expect(made.bar?.frame == grown)
    }

    /// In a vertical scroll view the content is offered no height: a view with no
    /// intrinsic height has none to offer and is 0 high (the engine's model, Measures §10
    /// "Platform views"), until a frame gives it one.
    @Test func inAScrollViewAViewWithNoIntrinsicHeightNeedsAFrame() throws {
        let host = TestHost(ScrollView {
            VStack(spacing: 0) {
                Panel().accessibilityIdentifier("bare")
                Panel().frame(height: 200).accessibilityIdentifier("framed")
            }
        })
        #expect(host.frame(of: "bare").height == 0)
        #expect(host.frame(of: "framed").size == CGSize(width: 393, height: 200))
    }

    /// A `sizeThatFits` answer the layout cannot use — negative, not a number, infinite —
    /// loses nothing and traps nothing: a side below 0 or not a number is 0, an infinite
    /// one the proposal's.
    @Test func anUnusableSizeIsMadeUsable() {
        struct Wild: UIViewRepresentable {
            func makeUIView(context: Context) -> StandIn { StandIn() }
            func updateUIView(_ uiView: StandIn, context: Context) {}
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: StandIn, context: Context) -> CGSize? {
                CGSize(width: .infinity, height: -.nan)
            }
        }
        let host = TestHost(Wild().accessibilityIdentifier("wild"))
        #expect(host.frame(of: "wild") == CGRect(x: 0, y: 59 + 379.5, width: 393, height: 0))
    }

    /// The picture shows where the platform view is and which one: a panel of its frame
    /// with its type's name.
    @Test func thePictureShowsAPanelWithTheRepresentablesName() throws {
        let host = ViewHost(testing: Panel().frame(width: 200, height: 100))
        let svg = host.snapshot()
        #expect(svg.contains(#"<g data-view="UIViewRepresentable" data-title="Panel">"#))
        #expect(svg.contains(#"x="96.5" y="388.5" width="200" height="100" rx="8""#))
        #expect(svg.contains(#">Panel</text>"#))
    }

    /// A view that says what it shows, as a framework's web view does.
    final class Page: UIView, _PicturePlaceholder {
        var _placeholder: _RepresentedPlaceholder {
            _RepresentedPlaceholder(name: "Page", lines: ["Welcome", "https://example.com/"],
                                    bar: .init(text: "example.com", button: "Done"))
        }
    }

    /// A container view holding a page, as an app wraps a web view.
    struct Wrapped: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let container = UIView()
            container.addSubview(Page())
            return container
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    /// A controller whose view holds a page.
    struct Controlled: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
            let controller = UIViewController()
            controller.view.addSubview(Page())
            return controller
        }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }

    /// An object that says what it shows — found in a view's subviews or a controller's
    /// view — is drawn as that page instead of the panel: its lines, its bar's text and
    /// button, on the system background.
    @Test func aPlatformViewThatSaysWhatItShowsIsDrawnAsThatPage() throws {
        for svg in [ViewHost(testing: Wrapped().frame(width: 300, height: 200)).snapshot(),
                    ViewHost(testing: Controlled().frame(width: 300, height: 200)).snapshot()] {
            #expect(svg.contains(#"data-title="Page">"#))
            #expect(svg.contains(#">Welcome</text>"#))
            #expect(svg.contains(#">https://example.com/</text>"#))
            #expect(svg.contains(#"data-view="Bar" data-title="example.com""#))
            #expect(svg.contains(#"data-view="Button" data-title="Done""#))
            #expect(!svg.contains(#">Wrapped</text>"#) && !svg.contains(#">Controlled</text>"#))
        }
        // On a page 30 points high neither the bar nor two lines fit: the first line is drawn.
        struct Short: UIViewRepresentable {
            func makeUIView(context: Context) -> Page { Page() }
            func updateUIView(_ uiView: Page, context: Context) {}
        }
        let short = ViewHost(testing: Short().frame(width: 300, height: 30)).snapshot()
        #expect(short.contains(#">Welcome</text>"#) && !short.contains("example.com"))
    }

    /// A framework's driver finds the objects the mounted representables made, in view-tree
    /// order, those of presented content after its presenter's, and no longer those of
    /// representables that left the tree.
    @Test func theHostListsTheObjectsMountedRepresentablesMade() throws {
        struct Screen: View {
            @State var showsSheet = false
            @State var showsPage = true
            var body: some View {
                VStack {
                    Button("Show") { showsSheet = true }
                    Button("Hide") { showsPage = false }
                    if showsPage { Short() }
                    Panel()
                }
                .sheet(isPresented: $showsSheet) { Controlled() }
            }
        }
        struct Short: UIViewRepresentable {
            func makeUIView(context: Context) -> Page { Page() }
            func updateUIView(_ uiView: Page, context: Context) {}
        }
        let host = ViewHost(testing: Screen())
        #expect(host._representedObjects.map { "\(type(of: $0))" } == ["Page", "StandIn"])
        try host.tap("Hide")
        #expect(host._representedObjects.map { "\(type(of: $0))" } == ["StandIn"])
        try host.tap("Show")
        #expect(host._representedObjects.map { "\(type(of: $0))" } == ["StandIn", "UIViewController"])
    }
}
