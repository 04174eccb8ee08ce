import ViewEngine
import LabSeedBackport

extension Scenarios {
    static let seedBackport = Scenario(
        "SeedBackport", article: "iOS 17 の新しい onChange(of:initial:_:) とその互換実装",
        summary: "The article's own OnChangeModifier backport, over the legacy onChange"
    ) { lab in
        let host = lab.host(SeedBackportCounter())
        try lab.tap("+", in: host)
        try lab.tap("+", in: host)
    }
}
