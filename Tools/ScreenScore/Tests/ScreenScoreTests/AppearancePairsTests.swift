import ScreenScore
import Testing

/// A view's light and dark pairs, found by name, pass or fail together.
@Suite("AppearancePairs: a view's light and dark pairs")
struct AppearancePairsTests {
    static let passing = Verdict(levels: Level.allCases.map { LevelResult(level: $0, failure: nil, detail: "") })
    static let failing = Verdict(levels: Level.allCases.map { LevelResult(level: $0, failure: $0 == .colour ? "canvas" : nil, detail: "") })

    @Test func namesEndingInLightOrDarkPairUp() {
        let results = [
            PairResult(name: "Settings Light", verdict: Self.passing, summary: ""),
            PairResult(name: "form_light", verdict: Self.passing, summary: ""),
            PairResult(name: "darkroom", verdict: Self.passing, summary: ""),
            PairResult(name: "Settings-Dark", verdict: Self.passing, summary: ""),
            PairResult(name: "form.dark", verdict: Self.failing, summary: ""),
            PairResult(name: "alone-light", verdict: Self.passing, summary: ""),
        ]
        let pairs = AppearancePairs.find(in: results)
        #expect(pairs.map(\.view) == ["Settings", "form"])
        #expect(pairs.map(\.together) == [true, false])
    }

    /// A pair that could not be scored is not together with its other half.
    @Test func anUnscoredHalfIsNotTogether() {
        let pairs = AppearancePairs.find(in: [
            PairResult(name: "list-light", verdict: nil, summary: "no such file"),
            PairResult(name: "list-dark", verdict: Self.passing, summary: ""),
        ])
        #expect(pairs.map(\.together) == [false])
    }
}
