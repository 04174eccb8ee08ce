import ViewEngine
import LabSeedBackport

extension Scenarios {
    static let seedBackport = Scenario(
        "SeedBackport", article: "onchange-initial-and-compat.ja.txt",
        summary: "The article's own OnChangeModifier backport, over the legacy onChange"
    ) { lab in
        let host = lab.host(SeedBackportCounter())
        try lab.tap("+", in: host)
        try lab.tap("+", in: host)
    }
}
