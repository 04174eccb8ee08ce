import Testing
@testable import CompatCheck

@Suite("The compiler's output is read into errors and type-check times")
struct CompilerOutputTests {
    let output = """
    /apps/Demo/Views/A.swift:3:9: error: cannot find 'ShareLink' in scope
    /apps/Demo/Views/A.swift:3:9: note: did you mean 'Link'?
    /apps/Demo/Views/B.swift:10:2: warning: unused variable
    <unknown>:0: error: unable to load standard library
    error: emit-module command failed
    12.50ms\t/apps/Demo/Views/A.swift:4:23\tgetter Demo.(file).A.body.getter@/apps/Demo/Views/A.swift:4:23
    0.25ms\t/apps/Demo/Views/A.swift:9:8\tinstance method Demo.(file).A.f()@/apps/Demo/Views/A.swift:9:8
    100.00ms\t/apps/Demo/Views/B.swift:2:8\tgetter Demo.(file).B.body.getter@/apps/Demo/Views/B.swift:2:8
    0.01ms\t<invalid loc>\timplicit
    """

    @Test("Errors keep their place relative to the app; warnings and notes are not errors")
    func errors() {
        let errors = CompilerOutput.errors(in: output, folder: "/apps/Demo")
        #expect(errors == [
            CompilerDiagnostic(file: "Views/A.swift", line: 3, column: 9, message: "cannot find 'ShareLink' in scope"),
            CompilerDiagnostic(file: "", line: 0, column: 0, message: "unable to load standard library"),
            CompilerDiagnostic(file: "", line: 0, column: 0, message: "emit-module command failed"),
        ])
    }

    @Test("-debug-time-function-bodies lines are summed per file")
    func functionBodyTimes() {
        let times = CompilerOutput.functionBodyTimes(in: output, folder: "/apps/Demo")
        #expect(times == ["Views/A.swift": 12.75, "Views/B.swift": 100])
    }
}
