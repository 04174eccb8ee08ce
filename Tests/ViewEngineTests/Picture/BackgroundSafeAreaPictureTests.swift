import Foundation
import Testing
import ViewEngine
import TestSupport

/// A background style reaches past the safe area (Rules R22, "Pictures of the window"):
/// Apple's `background(_:ignoresSafeAreaEdges:)` — "ignoresSafeAreaEdges: The set of edges
/// for which to ignore safe area insets when adding the background. The default value is
/// all." Where the view reaches the safe area's edge, its background reaches the window's:
/// under the status bar and the home indicator. A background in a shape does not.
@MainActor
@Suite("Picture: a background ignores the safe area's edges")
struct BackgroundSafeAreaPictureTests {
    static func background(_ svg: String) -> String {
        svg.components(separatedBy: "\n").first { $0.contains(#"data-view="background""#) } ?? ""
    }

    static let screen = Text("Hands off").frame(maxWidth: .infinity, maxHeight: .infinity)

    @Test func aFullScreenBackgroundFillsTheWindow() {
        let svg = ViewHost(testing: Self.screen.background(.blue)).snapshot()
        #expect(Self.background(svg).contains(#"x="0" y="0" width="393" height="852""#))
    }

    @Test func onlyTheEdgesItIgnores() {
        let none = ViewHost(testing: Self.screen.background(.blue, ignoresSafeAreaEdges: [])).snapshot()
        #expect(Self.background(none).contains(#"x="0" y="59" width="393" height="759""#))
        let top = ViewHost(testing: Self.screen.background(.blue, ignoresSafeAreaEdges: .top)).snapshot()
        #expect(Self.background(top).contains(#"x="0" y="0" width="393" height="818""#))
    }

    /// Under bars: a navigation bar and a tab bar are part of the safe area of the views
    /// they overlay, so a screen's background reaches under them — to the window's top
    /// past the navigation bar, to the window's bottom past the tab bar (HabitMinder's
    /// gray screen stopped at the bar).
    @Test func aScreensBackgroundReachesUnderItsBars() {
        let screen = VStack { Spacer(); Text("Intro"); Spacer() }.frame(maxWidth: .infinity).background(.gray)
        let stacked = ViewHost(testing: NavigationStack { screen.navigationTitle("Intro") }).snapshot()
        #expect(Self.background(stacked).contains(#"x="0" y="0" width="393" height="852""#))
        let tabbed = ViewHost(testing: TabView { screen.tabItem { Text("Home") } }).snapshot()
        #expect(Self.background(tabbed).contains(#"x="0" y="0" width="393" height="852""#))
        let hidden = ViewHost(testing: NavigationStack { screen.navigationTitle("Intro").navigationBarHidden(true) }).snapshot()
        #expect(Self.background(hidden).contains(#"x="0" y="0" width="393" height="852""#))
    }

    /// A view that does not reach the safe area's edge keeps its background at its frame;
    /// a background in a shape stays in the view's frame.
    @Test func aViewInsideTheSafeAreaOrAShapeKeepsItsFrame() throws {
        let host = ViewHost(testing: Text("Middle").background(.blue))
        let frame = try host.frame(of: "Middle")
        let drawn = Self.background(host.snapshot())
        #expect(drawn.contains("width=\"\(Int(frame.width))") || drawn.contains("width=\"\(frame.width)"))
        #expect(!drawn.contains(#"y="0""#) && !drawn.contains(#"width="393""#))
        let shaped = ViewHost(testing: Self.screen.background(.blue, in: Rectangle())).snapshot()
        #expect(Self.background(shaped).contains(#"x="0" y="59" width="393" height="759""#))
    }

    /// A prominent button's label is white unless a foreground style says otherwise:
    /// `.tint(.white).foregroundStyle(.blue)` is blue on white.
    @Test func aProminentLabelTakesTheForegroundStyle() {
        let svg = ViewHost(testing: Button("Need help?") {}.buttonStyle(.borderedProminent).tint(.white).foregroundStyle(.blue)).snapshot()
        let button = svg.components(separatedBy: #"data-view="Button""#).last ?? ""
        #expect(button.contains(#"data-view="Bezel""#) && button.contains(##"fill="#FFFFFF""##))
        #expect(button.contains(#"<text data-view="Text""#) && button.contains(##"fill="#007AFF""##))
        let plain = ViewHost(testing: Button("Go") {}.buttonStyle(.borderedProminent)).snapshot()
        let label = plain.components(separatedBy: "\n").first { $0.contains(#"<text data-view="Text""#) } ?? ""
        #expect(label.contains(##"fill="#FFFFFF""##))
    }
}
