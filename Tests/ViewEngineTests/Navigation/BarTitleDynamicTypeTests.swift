import Foundation
import Testing
import ViewEngine
import TestSupport

/// The bar's titles follow Dynamic Type as iOS's do (Measures §3 "Bar titles",
/// "Large-title extension"). Apple's `DynamicTypeSize` documentation: "A Dynamic Type
/// size, which specifies how large scalable content should be"; a large title is written in
/// the large title text style at that size, bold, and the bar grows with it; an inline
/// title and the back button follow it between the large and extra extra large sizes. The window is
/// 393 × 852, its safe area from y 59, the bar from y 53.67, an inline bar ending at 97.67.
@MainActor
@Suite("Navigation: the bar's titles follow Dynamic Type")
struct BarTitleDynamicTypeTests {
    struct Titled: View {
        var title = "Inbox"
        var inline = false
        var body: some View {
            NavigationStack {
                Text("Row")
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .navigationTitle(title)
                    .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
            }
        }
    }

    private func host(_ view: some View, _ size: DynamicTypeSize) -> ViewHost<some View> {
        ViewHost(testing: view.environment(\.dynamicTypeSize, size))
    }

    private func title(_ svg: String) -> Substring? {
        svg.split(separator: "\n").first { $0.contains(#"data-view="NavigationTitle""#) }
    }

    /// The large title style is 33 points at the medium size, 34 at large, 56 at
    /// accessibility 4; the content starts below the larger title, 0.8 points lower per
    /// point above 34.
    @Test(arguments: [(DynamicTypeSize.medium, 33.0, 149.67), (.large, 34, 149.67), (.accessibility4, 56, 167.27)])
    func aLargeTitleIsTheLargeTitleStyleAtTheViewsSize(size: DynamicTypeSize, points: Double, contentTop: Double) throws {
        let host = host(Titled(), size)
        let line = try #require(title(host.snapshot()))
        #expect(line.contains(#"font-size="\#(Int(points))" font-weight="700""#))
        let row = try host.frame(of: "Row")
        #expect(abs(Double(row.minY) - contentTop) < 0.01)
    }

    /// An inline title is the headline style at the view's size, none smaller than large
    /// (17 points) and none larger than extra extra large (21 points).
    @Test(arguments: [(DynamicTypeSize.medium, 17), (.large, 17), (.xLarge, 19), (.xxLarge, 21), (.accessibility4, 21)])
    func anInlineTitleFollowsTheSizeFromLargeToExtraExtraLarge(size: DynamicTypeSize, points: Int) throws {
        let line = try #require(title(host(Titled(inline: true), size).snapshot()))
        #expect(line.contains(#"font-size="\#(points)" font-weight="600""#))
        let row = try host(Titled(inline: true), size).frame(of: "Row")
        #expect(abs(row.minY - 97.67) < 0.01)
    }

    /// A large title wider than the bar, less its 16-point margins, is cut short at its end.
    @Test func aLargeTitleTooWideForTheBarEndsInAnEllipsis() throws {
        let big = try #require(title(host(Titled(title: "Trending Movies"), .accessibility4).snapshot()))
        #expect(big.hasSuffix("…</text>"))
        #expect(big.contains(">Trending"))
        let length = try #require(big.split(separator: " ").first { $0.hasPrefix("textLength=") })
        let width = try #require(Double(length.dropFirst("textLength=\"".count).dropLast()))
        #expect(width <= 393 - 32)
        let fits = try #require(title(host(Titled(title: "Trending Movies"), .large).snapshot()))
        #expect(fits.contains(">Trending Movies</text>"))
    }

    /// The back button's title follows the size by the same rule.
    @Test func theBackButtonFollowsTheSizeByTheSameRule() throws {
        struct Pushed: View {
            @State var path = ["Detail"]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationTitle("Mail")
                        .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
                }
            }
        }
        let svg = host(Pushed(), .accessibility4).snapshot()
        let back = try #require(svg.split(separator: "\n").first { $0.contains(">Mail</text>") })
        #expect(back.contains(#"font-size="21""#))
    }
}
