import Testing
import ViewEngine
import TestSupport

/// `@ScaledMetric` follows the Dynamic Type size of where the view is.
@MainActor
@Suite("ScaledMetric: values scaled with the Dynamic Type size")
struct ScaledMetricTests {
    struct Avatar: View {
        let log: Log
        @ScaledMetric var size = 34.0
        @ScaledMetric(relativeTo: .largeTitle) var title: CGFloat = 34
        @ScaledMetric(relativeTo: .caption2) var caption: Float = 11
        var body: some View {
            let _ = log("body")
            Text("\(Int(size.rounded())) \(Int(title)) \(Int(caption))")
        }
    }

    /// Apple, `ScaledMetric`: "A dynamic property that scales a numeric value." At the
    /// default size it is the value itself; elsewhere it grows as its text style does in
    /// the Dynamic Type table (`body` 17 → 23 at xxxLarge, `largeTitle` 34 → 60 at
    /// accessibility5, `caption2` 11 → 40).
    @Test func aMetricScalesAsItsTextStyleAndFollowsTheSize() {
        let log = Log()
        let host = ViewHost(testing: Avatar(log: log))
        #expect(host.render() == #"Text "34 34 11""#)
        host.setEnvironment(\.dynamicTypeSize, .xxxLarge)
        #expect(host.render() == #"Text "46 40 17""#)
        host.setEnvironment(\.dynamicTypeSize, .accessibility5)
        #expect(host.render() == #"Text "106 60 40""#)
        #expect(log.take() == ["body", "body", "body"])
        let small = ViewHost(testing: Avatar(log: log).dynamicTypeSize(.xSmall))
        #expect(small.render() == #"Text "28 31 11""#)
    }
}
