import Foundation
import Testing
import ViewEngine
import TestSupport

/// The tab bar's background (Measures §3 "Tab bar background"): UIKit's scroll-edge
/// appearance, "the standardAppearance … modified to use a transparent background", while
/// nothing is scrolled under the bar. Measured on iOS 17, issue 85: SpeakList's plan
/// screen, a short inset-grouped list in a `TabView`, has no bar material or hairline;
/// the engine drew both.
@MainActor
@Suite("Tab bar: transparent at the scroll edge, the material over scrolled content")
struct TabBarBackgroundTests {
    private func hasMaterial(_ svg: String) -> Bool {
        svg.contains(##"<rect x="0" y="769" width="393" height="83" fill="#FFFFFF" fill-opacity="0.8"/>"##)
    }

    @Test func aShortListLeavesTheBarTransparent() {
        let short = ViewHost(testing: TabView {
            List { Section("Plan") { Text("Milk"); Text("Eggs") } }.tabItem { Label("Plan", systemImage: "list.bullet") }
        }).snapshot()
        #expect(!hasMaterial(short) && short.contains(#"data-title="Plan""#), "\(short)")
        // The list's grouped background goes on under the transparent bar to the window's
        // bottom, as iOS shows it there.
        #expect(short.contains(##"<rect x="0" y="0" width="393" height="852" fill="#F2F2F7"/>"##), "\(short)")
    }

    @Test func contentGoingOnUnderTheBarGivesItItsMaterial() {
        let list = ViewHost(testing: TabView {
            List { ForEach(0..<30, id: \.self) { Text("Item \($0)") } }.tabItem { Label("Plan", systemImage: "list.bullet") }
        }).snapshot()
        #expect(hasMaterial(list))
        let scroll = ViewHost(testing: TabView {
            ScrollView { VStack { ForEach(0..<60, id: \.self) { Text("Line \($0)") } } }.tabItem { Label("Read", systemImage: "book") }
        }).snapshot()
        #expect(hasMaterial(scroll))
    }
}
