import Testing
@testable import CompatCheck

@Suite("An app type-checks whole only when every Swift file compiles")
struct WholeAppTests {
    @Test("Every file compiled, tests aside: whole")
    func wholeWhenEveryFileCompiles() {
        let verdict = AppVerdict(name: "Demo", projects: ["."], results: [
            Results.file("App.swift", .compiled, milliseconds: 2),
            Results.file("Model.swift", .compiled, view: false, milliseconds: 3),
            Results.file("Tests/DemoTests.swift", .test),
        ], unplaced: [])
        #expect(verdict.whole)
        #expect(verdict.reasons.isEmpty)
        #expect(verdict.files == 2 && verdict.viewFiles == 1)
        #expect(verdict.typecheckMilliseconds == 5)
    }

    @Test("A model file blocked by an import, a failure, a time-out or an error without a file: not whole, each said")
    func notWholeAndWhy() {
        let verdict = AppVerdict(name: "Demo", projects: ["."], results: [
            Results.file("App.swift", .compiled),
            Results.file("Item.swift", .blocked, view: false, blockedBy: ["SwiftData"]),
            Results.file("Row.swift", .blocked, blockedBy: ["Kingfisher"]),
            Results.file("List.swift", .failed),
            Results.file("Slow.swift", .timeout),
        ], unplaced: [CompilerDiagnostic(file: "", line: 0, column: 0, message: "emit-module command failed")])
        #expect(!verdict.whole)
        #expect(verdict.reasons == [
            "2 files import modules missing here (Kingfisher, SwiftData)",
            "1 fails",
            "1 timed out",
            "1 error without a file: emit-module command failed",
        ])
        #expect(verdict.packages == ["Kingfisher"])
        #expect(verdict.frameworks == ["SwiftData"])
        #expect(verdict.usesPackages)
    }

    @Test("A file that needs app code not compiled here keeps the app from being whole")
    func blockedThroughAppCode() {
        let verdict = AppVerdict(name: "Demo", projects: ["."], results: [Results.file("A.swift", .blocked)], unplaced: [])
        #expect(verdict.reasons == ["1 needs app code not compiled here"])
    }
}

@Suite("The tally counts self-contained and all view files")
struct TallyTests {
    @Test("The all-files rate divides by every view file, blocked ones included")
    func rates() {
        let tally = Tally([
            Results.file("A.swift", .compiled),
            Results.file("B.swift", .compiled),
            Results.file("C.swift", .failed),
            Results.file("D.swift", .blocked, blockedBy: ["UIKit"]),
            Results.file("E.swift", .blocked),
            Results.file("F.swift", .compiled, view: false),
            Results.file("G.swift", .test),
        ])
        #expect(tally.viewFiles == 5)
        #expect(tally.selfContained == 3)
        #expect(tally.compiled == 2)
        #expect(tally.compileRate == 2.0 / 3.0)
        #expect(tally.allViewRate == 2.0 / 5.0)
        #expect(tally.blockedImport == 1 && tally.blockedThroughApp == 1)
        #expect(tally.blockers == ["UIKit": 1])
        #expect(tally.tests == 1)
    }

    @Test("A file gives up on a too-complex expression or a time-out, view or not")
    func givesUp() {
        let tally = Tally([
            Results.file("Slow.swift", .failed, view: false, errors: [Results.tooComplex]),
            Results.file("Slower.swift", .timeout),
            Results.file("Fine.swift", .compiled),
        ])
        #expect(tally.givesUp == 2)
    }
}
