import Foundation
import Testing
import ViewEngine
import TestSupport

/// Hiding the navigation bar or its back button (Rules R22): `navigationBarHidden(_:)`
/// ("Hides the navigation bar for this view"), `toolbar(_:for:)` with `.hidden` for
/// `.navigationBar` ("Specifies the preferred visibility of backgrounds on a bar managed by
/// SwiftUI" — the bar itself here), and `navigationBarBackButtonHidden(_:)` ("Hides the
/// navigation bar back button for the view"): the bar draws no title and no back button,
/// the content starts at the stack's top, and a click there reaches the content.
@MainActor
@Suite("Navigation: a hidden bar, a hidden back button")
struct NavigationBarVisibilityTests {
    @Test func aHiddenBarDrawsNothingAndTakesNoRoom() throws {
        let shown = ViewHost(testing: NavigationStack { Text("Body").navigationTitle("Title") })
        let hidden = ViewHost(testing: NavigationStack { Text("Body").navigationTitle("Title").navigationBarHidden(true) })
        let toolbar = ViewHost(testing: NavigationStack { Text("Body").navigationTitle("Title").toolbar(.hidden, for: .navigationBar) })
        #expect(shown.snapshot().contains(#"data-view="NavigationTitle""#))
        for host in [hidden, toolbar] {
            #expect(!host.snapshot().contains(#"data-view="NavigationTitle""#))
            // The text is centred in the whole stack (59 to 818), not below a large title.
            #expect(abs(try host.frame(of: "Body").midY - (59 + 818) / 2) < 1)
        }
        #expect(try shown.frame(of: "Body").midY > (59 + 818) / 2 + 20)
        // Hiding another bar leaves the navigation bar.
        let tabBar = ViewHost(testing: NavigationStack { Text("Body").navigationTitle("Title").toolbar(.hidden, for: .tabBar) })
        #expect(tabBar.snapshot().contains(#"data-view="NavigationTitle""#))
    }

    struct Onboarding: View {
        @State var path = ["intro"]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: String.self) { _ in
                        Button("Skip") { path = [] }
                            .navigationTitle("Intro")
                            .navigationBarBackButtonHidden(true)
                    }
            }
        }
    }

    /// A pushed view that hides its back button has none to draw or click; its title stays.
    @Test func aHiddenBackButtonIsNotDrawnNorClicked() throws {
        let host = ViewHost(testing: Onboarding())
        let svg = host.snapshot()
        #expect(!svg.contains(#"data-view="Back""#))
        #expect(svg.contains(#"data-view="NavigationTitle""#))
        #expect(throws: HostError.self) { try host.tap(at: CGPoint(x: 30, y: 76)) }
        #expect(host.render().contains("NavigationStack (pushed: 1)"))
        try host.tap("Skip")
        #expect(host.render().contains("Text \"Root\""))
    }
}
