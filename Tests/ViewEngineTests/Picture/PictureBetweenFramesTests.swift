import Foundation
import Testing
import ViewEngine
import TestSupport

/// A picture drawn between frames on another thread than the last frame's (Rules R22,
/// "Pictures of the window"). An app's `async` `main` runs its first frames on the
/// process's main thread and, after its first suspension, goes on on the thread that
/// drains the main queue, whose stack lies elsewhere: `host.snapshot()` there must draw
/// every view the layout placed, not stop where the last frame's thread would have run out
/// of stack. `recordLastFrameOnAnotherThreadsStack()` leaves the last frame's floor above
/// every address of the test's thread, as such a frame leaves it.
@MainActor
@Suite("Pictures drawn between frames on another thread")
struct PictureBetweenFramesTests {
    static let catalog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets.xcassets")

    /// A photo clipped to a circle and ringed, as a menu's row draws its thumbnail.
    struct Thumbnail: View {
        var body: some View {
            Image("Logo")
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.gray, lineWidth: 2))
        }
    }

    /// `clipShape(_:style:)`: "By applying a clipping shape to a view, you preserve the
    /// parts of the view covered by the shape, while eliminating other parts of the view."
    /// The clip is applied where the modifier is, to what it modifies: the image (60 × 40,
    /// centred in the safe area: x 166.5, y 418.5) is drawn inside a circle of radius 20 at
    /// its centre (196.5, 438.5); the ring the `overlay` draws after it is outside the
    /// clip ("Layers the views that you specify in front of this view").
    @Test func aClipShapeClipsTheImageAndNotTheOverlayAfterIt() throws {
        var configuration = HostConfiguration()
        configuration.assetCatalogs = [Self.catalog]
        configuration.echoesDiagnosticsToStandardError = false
        let host = ViewHost(testing: Thumbnail(), configuration: configuration)
        host.recordLastFrameOnAnotherThreadsStack()
        let svg = host.snapshot()
        let clip = """
              <clipPath id="clip1">
                <circle cx="196.5" cy="438.5" r="20"/>
              </clipPath>
              <g clip-path="url(#clip1)">
                <g data-view="Image" data-title="Logo">
                  <image x="166.5" y="418.5" width="60" height="40" preserveAspectRatio="none" href="data:image/png;base64,
            """
        #expect(svg.contains(clip))
        let ring = #"""
                </g>
              </g>
              <circle data-view="Circle" cx="196.5" cy="438.5" r="20" fill="none" stroke="#8E8E93" stroke-width="2"/>
            """#
        #expect(svg.contains(ring))
    }

    /// The same between frames for a view's background: `background(_:ignoresSafeAreaEdges:)`
    /// draws the color behind the text's padded frame, clipped to the circle the
    /// `clipShape` after it gives (a 19 × 24.33 frame at x 187, y 426.33; the
    /// circle's radius half its width).
    @Test func aBackgroundAndItsClipAreDrawnBetweenFrames() {
        let host = ViewHost(testing: Text("G").font(.caption).padding(5).background(Color.red).clipShape(Circle()))
        host.recordLastFrameOnAnotherThreadsStack()
        let svg = host.snapshot()
        #expect(svg.contains(##"<rect data-view="background" x="187" y="426.33" width="19" height="24.33" fill="#FF3B30"/>"##))
        #expect(svg.contains(#"<circle cx="196.5" cy="438.5" r="9.5"/>"#))
    }

    /// `UINavigationBar.scrollEdgeAppearance`: "When a navigation controller contains a
    /// navigation bar and a scroll view, part of the scroll view’s content appears
    /// underneath the navigation bar", and the bar at the scroll edge has "a transparent
    /// background" — a grouped list's background goes up behind the bar, the title and
    /// the search field to the window's top, between frames as in a frame.
    @Test func aGroupedListsBackgroundGoesBehindTheBarBetweenFrames() {
        struct People: View {
            @State var text = ""
            var body: some View {
                NavigationStack {
                    List { Text("Ann") }
                        .navigationTitle("FaceFacts")
                        .searchable(text: $text)
                }
            }
        }
        let host = ViewHost(testing: People())
        host.recordLastFrameOnAnotherThreadsStack()
        let svg = host.snapshot()
        #expect(svg.contains(##"<rect x="0" y="0" width="393" height="201.67" fill="#F2F2F7"/>"##))
    }
}
