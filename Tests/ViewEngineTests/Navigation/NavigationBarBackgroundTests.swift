import Foundation
import Testing
import ViewEngine
import TestSupport

/// What a navigation bar draws behind its title and items (Rules R22). UIKit's rule, which
/// SwiftUI's bars follow — `UINavigationBar.scrollEdgeAppearance`: "If the edge of the
/// scrolled content reaches that bar, UIKit applies the appearance settings in this
/// property. If the value of this property is nil, UIKit uses the settings found in the
/// standardAppearance property, modified to use a transparent background." — and
/// SwiftUI's `toolbarBackground(_:for:)`: "To ensure that the background is displayed,
/// use toolbarBackground(.visible, for:)".
///
/// The appearance proxy is the process's, as UIKit's: a test that sets it is synchronous
/// (no other test runs on the main actor meanwhile) and puts it back before it returns.
@MainActor
@Suite("Navigation: the bar's background at rest and scrolled")
struct NavigationBarBackgroundTests {
    struct Languages: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)").frame(height: 44) } }
            }
            .navigationTitle("Language")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Close") {} } }
        }
    }

    /// The lines from the bar's background to its item, as drawn after the content.
    private func barLines(_ svg: String) -> [String] {
        let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: ##"<g data-view="NavigationBar">"##),
              let end = lines[start...].firstIndex(of: ##"<g data-view="Button" data-title="Close">"##) else { return [] }
        return Array(lines[start...end])
    }

    /// `ignoresSafeArea(_:edges:)`: "the view extends outside the safe area" — under a
    /// navigation bar too, whose height is part of the content's safe area; and at rest an
    /// empty bar is transparent, so the color shows behind it and the status bar
    /// (issue 90's third defect: the window's white showed there).
    @Test func whatIgnoresTheSafeAreaShowsBehindABarAtRest() {
        let host = ViewHost(testing: NavigationStack { Color.blue.ignoresSafeArea() })
        let svg = host.snapshot()
        #expect(svg.contains(##"<rect data-view="Color" data-title="blue" x="0" y="0" width="393" height="852" fill="#007AFF"/>"##))
        #expect(!svg.contains(#"data-view="NavigationBar""#))
        // Only the top edge ignored: from the window's top to the safe area's bottom (818).
        let top = ViewHost(testing: NavigationStack { Color.blue.ignoresSafeArea(edges: .top) }).snapshot()
        #expect(top.contains(##"<rect data-view="Color" data-title="blue" x="0" y="0" width="393" height="818" fill="#007AFF"/>"##))
    }

    /// At rest the bar over a scroll view draws nothing behind its title; scrolled, the
    /// standard appearance's default background: the bar material from the window's top
    /// to the bar's bottom (97.67), and its shadow line, the pixel below it (Measures §3
    /// "Bar shadow line": black at 30 %, white at 15 % in dark mode) — under the bar's
    /// items, which are drawn after it.
    @Test func aScrolledBarShowsItsMaterialAndShadowLine() throws {
        let host = ViewHost(testing: NavigationStack { Languages() })
        #expect(!host.snapshot().contains(#"data-view="NavigationBar""#))
        try host.scroll("Row 3", by: CGSize(width: 0, height: 100))
        #expect(barLines(host.snapshot()) == [
            ##"<g data-view="NavigationBar">"##,
            ##"<rect x="0" y="0" width="393" height="97.67" fill="#FFFFFF" fill-opacity="0.8"/>"##,
            ##"<rect x="0" y="97.67" width="393" height="0.33" fill="#000000" fill-opacity="0.3"/>"##,
            "</g>",
            ##"<g data-view="Button" data-title="Close">"##,
        ])
        try host.scroll("Row 3", by: CGSize(width: 0, height: -100))
        #expect(!host.snapshot().contains(#"data-view="NavigationBar""#))
        var configuration = HostConfiguration()
        configuration.colorScheme = .dark
        let dark = ViewHost(NavigationStack { Languages() }, configuration: configuration)
        try dark.scroll("Row 3", by: CGSize(width: 0, height: 100))
        #expect(dark.snapshot().contains(##"<rect x="0" y="97.67" width="393" height="0.33" fill="#FFFFFF" fill-opacity="0.15"/>"##))
    }

    /// An app's appearance proxy, set as apps set it before their first view
    /// (`UINavigationBar.appearance().scrollEdgeAppearance = appearance`): its background
    /// color over the default material, and its shadow line, at rest; its title's
    /// `foregroundColor` for the inline title.
    @Test func theProxysScrollEdgeAppearanceIsTheBarAtRest() {
        let bar = UINavigationBar.appearance()
        defer {
            bar.scrollEdgeAppearance = nil
            bar.standardAppearance = UINavigationBarAppearance()
        }
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.scrollEdgeAppearance = appearance
        bar.standardAppearance = appearance
        let svg = ViewHost(testing: NavigationStack { Languages() }).snapshot()
        #expect(barLines(svg) == [
            ##"<g data-view="NavigationBar">"##,
            ##"<rect x="0" y="0" width="393" height="97.67" fill="#FFFFFF" fill-opacity="0.8"/>"##,
            ##"<rect x="0" y="0" width="393" height="97.67" fill="#FF3B30"/>"##,
            ##"<rect x="0" y="97.67" width="393" height="0.33" fill="#000000" fill-opacity="0.3"/>"##,
            "</g>",
            ##"<g data-view="Button" data-title="Close">"##,
        ])
        #expect(svg.contains(##"<text data-view="NavigationTitle" x="196.5" y="81.71" font-size="17" font-weight="600" fill="#FFFFFF""##))
        // Opaque and transparent configurations: the color alone, or nothing, no line.
        appearance.configureWithOpaqueBackground()
        appearance.shadowColor = nil
        #expect(barLines(ViewHost(testing: NavigationStack { Languages() }).snapshot()) == [
            ##"<g data-view="NavigationBar">"##,
            ##"<rect x="0" y="0" width="393" height="97.67" fill="#FFFFFF"/>"##,
            "</g>",
            ##"<g data-view="Button" data-title="Close">"##,
        ])
        appearance.configureWithTransparentBackground()
        #expect(!ViewHost(testing: NavigationStack { Languages() }).snapshot().contains(#"data-view="NavigationBar""#))
    }

    /// The proxy's own large-title attributes (`largeTitleTextAttributes`, as apps set
    /// them without an appearance object) color the large title.
    @Test func theProxysLargeTitleAttributesColorTheLargeTitle() {
        let bar = UINavigationBar.appearance()
        defer { bar.largeTitleTextAttributes = nil }
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        let svg = ViewHost(testing: NavigationStack { Text("Body").navigationTitle("Inbox") }).snapshot()
        #expect(svg.contains(##"<text data-view="NavigationTitle" x="16" y="133.67" font-size="34" font-weight="700" fill="#5856D6""##))
    }

    /// `toolbarBackground(_:for:)` on the top view: `.visible` shows the standard
    /// background at rest, a style is the background whenever it shows, and `.hidden`
    /// shows none even scrolled.
    @Test func toolbarBackgroundShowsHidesAndStylesTheBar() throws {
        let visible = ViewHost(testing: NavigationStack { Languages().toolbarBackground(.visible, for: .navigationBar) })
        #expect(barLines(visible.snapshot()) == [
            ##"<g data-view="NavigationBar">"##,
            ##"<rect x="0" y="0" width="393" height="97.67" fill="#FFFFFF" fill-opacity="0.8"/>"##,
            ##"<rect x="0" y="97.67" width="393" height="0.33" fill="#000000" fill-opacity="0.3"/>"##,
            "</g>",
            ##"<g data-view="Button" data-title="Close">"##,
        ])
        let styled = ViewHost(testing: NavigationStack {
            Languages().toolbarBackground(Color.mint, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        })
        #expect(barLines(styled.snapshot()) == [
            ##"<g data-view="NavigationBar">"##,
            ##"<rect x="0" y="0" width="393" height="97.67" fill="#00C7BE"/>"##,
            ##"<rect x="0" y="97.67" width="393" height="0.33" fill="#000000" fill-opacity="0.3"/>"##,
            "</g>",
            ##"<g data-view="Button" data-title="Close">"##,
        ])
        // A style alone waits for the content to scroll under the bar.
        let waiting = ViewHost(testing: NavigationStack { Languages().toolbarBackground(Color.mint, for: .navigationBar) })
        #expect(!waiting.snapshot().contains(#"data-view="NavigationBar""#))
        try waiting.scroll("Row 3", by: CGSize(width: 0, height: 100))
        #expect(waiting.snapshot().contains(##"<rect x="0" y="0" width="393" height="97.67" fill="#00C7BE"/>"##))
        let hidden = ViewHost(testing: NavigationStack { Languages().toolbarBackground(.hidden, for: .navigationBar) })
        try hidden.scroll("Row 3", by: CGSize(width: 0, height: 100))
        #expect(!hidden.snapshot().contains(#"data-view="NavigationBar""#))
        // Another bar's background leaves the navigation bar's alone.
        let tabBar = ViewHost(testing: NavigationStack { Languages().toolbarBackground(.visible, for: .tabBar) })
        #expect(!tabBar.snapshot().contains(#"data-view="NavigationBar""#))
    }

    /// The search field is in the bar ("The field appears below any navigation bar title"):
    /// drawn over the bar's background, as its items are.
    @Test func theSearchFieldIsOverTheBarsBackground() {
        struct Codes: View {
            @State var text = ""
            var body: some View {
                List { Text("One") }
                    .navigationTitle("Codes")
                    .searchable(text: $text, placement: .navigationBarDrawer(displayMode: .always))
                    .toolbarBackground(.visible, for: .navigationBar)
            }
        }
        let lines = ViewHost(testing: NavigationStack { Codes() }).snapshot().split(separator: "\n")
        let bar = lines.firstIndex { $0.contains(#"<g data-view="NavigationBar">"#) }
        let field = lines.firstIndex { $0.contains(#"<g data-view="SearchField""#) }
        #expect(bar != nil && field != nil)
        if let bar, let field { #expect(bar < field) }
    }
}
