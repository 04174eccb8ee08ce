import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// `containerBackground(_:for: .navigation)`: a navigation stack draws the style its top
/// view asks for behind everything in it — under the bar and the safe areas, to the
/// window's edges — and only for the view on top (Rules R22, "Pictures of the window").
@MainActor
@Suite("Pictures: a navigation stack draws its top view's container background")
struct ContainerBackgroundPictureTests {
    /// Apple's example for `containerBackground(_:for:)`: a list of links, each
    /// destination a text on its own color.
    struct Colors: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Blue") {
                        Text("Blue").containerBackground(.blue, for: .navigation)
                    }
                    NavigationLink("Red") {
                        Text("Red").containerBackground(.red, for: .navigation)
                    }
                }
            }
        }
    }

    /// The `ContainerBackground` elements of `svg`.
    private func backgrounds(in svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains(#"data-view="ContainerBackground""#) }
    }

    /// `ContainerBackgroundPlacement.navigation`: "A background placement inside a
    /// NavigationStack or NavigationSplitView." Pushed, the blue destination is drawn on
    /// blue (#007AFF) over the whole window, 393 × 852 from its top-left corner, before its
    /// text; the list it was pushed from asked for none, so none is drawn there.
    @Test func thePushedViewIsDrawnOnItsBackground() {
        let host = TestHost(Colors())
        #expect(backgrounds(in: host.host.snapshot()).isEmpty)
        host.tap("Blue")
        let svg = host.host.snapshot()
        let shown = backgrounds(in: svg)
        #expect(shown.count == 1)
        #expect(shown.first?.contains(##"<rect data-view="ContainerBackground" x="0" y="0" width="393" height="852" fill="#007AFF""##) == true)
        #expect(svg.draws(#"data-view="ContainerBackground""#, before: ">Blue</text>"))
    }

    /// Each view on top draws its own: back from blue and into red, the background is red
    /// (#FF3B30).
    @Test func eachDestinationHasItsOwn() {
        let host = TestHost(Colors())
        host.tap("Blue")
        host.back()
        host.tap("Red")
        let shown = backgrounds(in: host.host.snapshot())
        #expect(shown.count == 1)
        #expect(shown.first?.contains(##"fill="#FF3B30""##) == true)
    }

    /// `containerBackground(for:alignment:content:)`: "Sets the container background of
    /// the enclosing container using a view." A view that is a style (a `Color`) is drawn
    /// as the style is: orange (#FF9500) over the window.
    @Test func aBackgroundGivenAsAColorViewIsDrawn() {
        let host = TestHost(NavigationStack {
            Text("Hi").containerBackground(for: .navigation) { Color.orange }
        })
        let shown = backgrounds(in: host.host.snapshot())
        #expect(shown.count == 1)
        #expect(shown.first?.contains(##"width="393" height="852" fill="#FF9500""##) == true)
    }

    /// A sheet is presented in a window of its own: a background its content asks for is
    /// not the presenting stack's.
    @Test func aSheetsBackgroundIsNotThePresentersStacks() {
        let host = TestHost(NavigationStack {
            Text("Home").sheet(isPresented: .constant(true)) { Text("Sheet").containerBackground(.red, for: .navigation) }
        })
        #expect(backgrounds(in: host.host.snapshot()).isEmpty)
    }

    /// A background for another placement is not the stack's: `.tabView` is watchOS's
    /// ("A background placement inside a TabView", available on watchOS only), a widget's
    /// is its canvas's.
    @Test func otherPlacementsAreNotTheStacks() {
        let host = TestHost(NavigationStack {
            Text("Hi").containerBackground(.green, for: .tabView).containerBackground(.red, for: .widget)
        })
        #expect(backgrounds(in: host.host.snapshot()).isEmpty)
    }
}
