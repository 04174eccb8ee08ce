import Testing
@testable import CompatCheck

@Suite("The report lists the slowest files and those the type checker gives up on")
struct ReportTests {
    let results = [
        Results.file("A.swift", .compiled, milliseconds: 12),
        Results.file("B.swift", .compiled, milliseconds: 900),
        Results.file("C.swift", .failed, milliseconds: 40, errors: [Results.tooComplex, Results.tooComplex]),
        Results.file("D.swift", .blocked, blockedBy: ["UIKit"]),
        Results.file("E.swift", .timeout),
    ]

    @Test("Slowest first; files that were not type-checked are not timed")
    func slowestFiles() {
        #expect(Report.slowestFiles(results, count: 2).map(\.rel) == ["B.swift", "C.swift"])
        #expect(Report.slowestFiles(results, count: 10).map(\.rel) == ["B.swift", "C.swift", "A.swift"])
    }

    @Test("Where the type checker gave up: the expressions' lines, or the time-out")
    func givingUp() {
        #expect(Report.givesUpDetail(results[2]) == "unable to type-check in reasonable time, lines 7, 7")
        #expect(Report.givesUpDetail(results[4]) == "timed out")
        let lines = Report.timeLines(results, slowest: 1)
        #expect(lines == [
            "  type-checking function bodies: 1.0 s over 3 files (-debug-time-function-bodies)",
            "         900 ms  Demo/B.swift",
            "  the type checker gives up on: 2 files",
            "    Demo/C.swift: unable to type-check in reasonable time, lines 7, 7",
            "    Demo/E.swift: timed out",
        ])
    }

    @Test("One app: whether it is whole and why not; several: how many are, and of those without packages")
    func wholeLines() {
        let blocked = AppVerdict(name: "A", projects: ["."], results: [Results.file("A.swift", .blocked, app: "A", blockedBy: ["Kingfisher"])], unplaced: [])
        let whole = AppVerdict(name: "B", projects: ["."], results: [Results.file("B.swift", .compiled, app: "B")], unplaced: [])
        let failing = AppVerdict(name: "C", projects: ["."], results: [Results.file("C.swift", .failed, app: "C")], unplaced: [])
        #expect(Report.wholeLines([blocked]) == ["  the app type-checks whole (every Swift file, the @main App included): no: 1 file imports modules missing here (Kingfisher)"])
        #expect(Report.wholeLines([blocked, whole, failing]) == ["  apps that type-check whole (every Swift file, the @main App included): 1 of 3 (1 of the 2 that import no third-party package)"])
    }

    @Test("A file's line says what it misses, the other engine errors, and the follow-on count")
    func fileLines() {
        var failed = Results.file("V.swift", .failed, errors: [
            CompilerDiagnostic(file: "V.swift", line: 1, column: 1, message: "", shape: "missing", symbol: "ShareLink"),
            CompilerDiagnostic(file: "V.swift", line: 2, column: 1, message: "", shape: "missing member", symbol: "View.scrollPosition"),
            CompilerDiagnostic(file: "V.swift", line: 3, column: 1, message: "", shape: "no matching overload", symbol: "Text"),
            CompilerDiagnostic(file: "V.swift", line: 3, column: 1, message: "", shape: "type mismatch", symbol: "", cause: .cascade),
        ])
        #expect(Report.describe(failed) == "failed    Demo/V.swift: missing ShareLink, View.scrollPosition; no matching overload: Text; 1 follow-on error")
        failed.status = .blocked
        failed.blockedBy = ["MapKit"]
        #expect(Report.describe(failed) == "blocked   Demo/V.swift: imports MapKit")
    }

    /// An error no rule knows is written with the names in it, as the JSON record has its
    /// message (issue 90, item 6: the line printed `other: '…' can only be used with the
    /// Objective-C runtime` for `#selector`).
    @Test("A file's line writes an unclassified error with its names, as the JSON has it")
    func otherErrorsKeepTheirNames() {
        let message = "'#selector' can only be used with the Objective-C runtime"
        let (shape, symbol) = ErrorShapes.classify(message)
        #expect(shape == "other" && symbol == "'…' can only be used with the Objective-C runtime")
        let failed = Results.file("V.swift", .failed, errors: [
            CompilerDiagnostic(file: "V.swift", line: 1, column: 1, message: message, shape: shape, symbol: symbol),
        ])
        #expect(Report.describe(failed) == "failed    Demo/V.swift: other: '#selector' can only be used with the Objective-C runtime")
    }
}
