import Foundation
import Testing
import ViewEngine
import TestSupport

/// A picture writes every opacity to three places (Pictures.md, "numbers"): a level of 255
/// is 0.004, and two places left a colour up to 1.3 levels off — a gradient's stops at
/// 0.075 and 0.225 came out as 0.08 and 0.22 (issue 85, criticalmaps' support card).
@MainActor
@Suite("Picture: opacities to three places")
struct OpacityPrecisionTests {
    /// A fill, a view's opacity and a gradient's stop keep their third place.
    @Test func fillsGroupsAndStopsKeepTheirThirdPlace() {
        let svg = ViewHost(testing: VStack {
            Color.red.opacity(0.075).frame(width: 40, height: 40)
            Color.blue.frame(width: 40, height: 40).opacity(0.225)
            LinearGradient(colors: [.white.opacity(0.125), .white], startPoint: .top, endPoint: .bottom).frame(width: 40, height: 40)
        }).snapshot()
        #expect(svg.contains(#"fill-opacity="0.075""#), "\(svg)")
        #expect(svg.contains(#"opacity="0.225""#), "\(svg)")
        #expect(svg.contains(#"stop-opacity="0.125""#), "\(svg)")
    }
}
