@testable import CompatCheck

/// Results as the check makes them, for the tally, verdict and report tests.
enum Results {
    static func file(_ rel: String, _ status: FileResult.Status, view: Bool = true, app: String = "Demo",
                     blockedBy: [String] = [], milliseconds: Double? = nil, errors: [CompilerDiagnostic] = []) -> FileResult {
        var result = FileResult(app: app, rel: rel, view: view, status: status)
        result.blockedBy = blockedBy
        result.typecheckMilliseconds = milliseconds
        result.errors = errors
        return result
    }

    static let tooComplex = CompilerDiagnostic(file: "Slow.swift", line: 7, column: 3,
                                               message: "the compiler is unable to type-check this expression in reasonable time",
                                               shape: ErrorShapes.tooComplex)
}
