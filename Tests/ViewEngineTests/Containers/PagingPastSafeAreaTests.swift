import Foundation
import Testing
import ViewEngine
import TestSupport

/// A paging tab view is backed past the safe area by the system background (Measures §3
/// "Paging view past the safe area"). Measured on iOS 18, issue 85: netbob's detail screen
/// (320 × 568, top inset 20) — a `NavigationView` around a paging `TabView` of forms with
/// the grouped background behind it — is white from the window's top to y 64 under the
/// transparent bar and grouped gray below, where the engine drew the gray to the top.
@MainActor
@Suite("Tab views: a paging tab view is backed past the safe area by the system background")
struct PagingPastSafeAreaTests {
    /// netbob's detail screen, reduced: one page, a share button in the bar.
    struct Detail: View {
        var body: some View {
            NavigationView {
                TabView {
                    Form { Section("General") { Text("URL") } }
                }
                .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                .background(Color(uiColor: .systemGroupedBackground))
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share") {} } }
            }
        }
    }

    private func snapshot(_ view: some View, colorScheme: ColorScheme = .light) -> String {
        let host = ViewHost(testing: view.environment(\.colorScheme, colorScheme))
        host.size = CGSize(width: 320, height: 568)
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        return host.snapshot()
    }

    /// The last rectangle drawn that starts at the window's top, across its width.
    private func topmostFill(_ svg: String) -> Substring? {
        svg.split(separator: "\n").last { $0.contains("<rect") && $0.contains(#" x="0" y="0" width="320""#) }
    }

    /// Under the bar, white over the gray the form and the background style put there; the
    /// gray below the bar, where the page is.
    @Test func theBarsRegionIsTheSystemBackground() throws {
        let svg = snapshot(Detail())
        let top = try #require(topmostFill(svg))
        #expect(top.contains(#"height="64""#) && top.contains(##"fill="#FFFFFF""##), "\(top)")
        #expect(svg.contains(##"<rect x="0" y="64" width="320""##) && svg.contains(##"fill="#F2F2F7""##), "\(svg)")
    }

    /// Dark: the system background is black.
    @Test func darkIsBlack() throws {
        let top = try #require(topmostFill(snapshot(Detail(), colorScheme: .dark)))
        #expect(top.contains(#"height="64""#) && top.contains(##"fill="#000000""##), "\(top)")
    }

    /// A tab bar's tab view (not paging) keeps the style past the safe area: no white band.
    @Test func aTabBarsTabViewIsNotBacked() throws {
        let svg = snapshot(NavigationView {
            TabView { Text("Page").tabItem { Text("One") } }
                .background(Color(uiColor: .systemGroupedBackground))
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share") {} } }
        })
        let top = try #require(topmostFill(svg))
        #expect(top.contains(##"fill="#F2F2F7""##), "\(top)")
    }
}
