/// Whether an app type-checks **whole**: every Swift file of it (tests aside), the `@main`
/// App included, compiled with no error of any kind, `import SwiftUI` standing for the
/// engine. One file blocked by an import, one error (the engine's, or one that follows from
/// app code not compiled here) or one time-out, and it does not.
public struct AppVerdict: Sendable, Codable, Equatable {
    /// The app's name.
    public var name: String
    /// Its Swift files (tests aside).
    public var files: Int
    /// Its view files (tests aside).
    public var viewFiles: Int
    /// Its projects (unit folders).
    public var projects: [String]
    /// Whether it type-checks whole.
    public var whole: Bool
    /// The modules it imports that are third-party packages not here.
    public var packages: [String]
    /// The Apple frameworks it imports that are missing here.
    public var frameworks: [String]
    /// Why it does not type-check whole (empty when it does).
    public var reasons: [String]
    /// Milliseconds its files' function bodies took to type-check.
    public var typecheckMilliseconds: Double
    /// The errors the compiler gave without a file (kept so that a verdict can be made again
    /// from a run's JSON).
    public var unplacedErrors: [CompilerDiagnostic]

    enum CodingKeys: String, CodingKey {
        case name, files, projects, whole, packages, frameworks, reasons
        case viewFiles = "view_files"
        case typecheckMilliseconds = "typecheck_ms"
        case unplacedErrors = "unplaced_errors"
    }

    /// The verdict on `name` from its files' `results` and the errors the compiler gave
    /// without a file.
    public init(name: String, projects: [String], results: [FileResult], unplaced: [CompilerDiagnostic]) {
        let checked = results.filter { $0.status != .test }
        self.name = name
        self.projects = projects
        unplacedErrors = unplaced
        files = checked.count
        viewFiles = checked.filter(\.view).count
        let missing = Set(checked.flatMap(\.blockedBy))
        packages = missing.filter { !AppleFrameworks.names.contains($0) }.sorted()
        frameworks = missing.filter { AppleFrameworks.names.contains($0) }.sorted()
        typecheckMilliseconds = checked.compactMap(\.typecheckMilliseconds).reduce(0, +)
        var reasons: [String] = []
        if checked.isEmpty { reasons.append("no Swift files outside tests") }
        let byImport = checked.filter { !$0.blockedBy.isEmpty }
        if !byImport.isEmpty {
            reasons.append("\(byImport.count) file\(byImport.count == 1 ? "" : "s") import\(byImport.count == 1 ? "s" : "") modules missing here (\(missing.sorted().joined(separator: ", ")))")
        }
        let through = checked.filter { $0.status == .blocked && $0.blockedBy.isEmpty }
        if !through.isEmpty { reasons.append("\(through.count) need\(through.count == 1 ? "s" : "") app code not compiled here") }
        let failed = checked.filter { $0.status == .failed }
        if !failed.isEmpty { reasons.append("\(failed.count) fail\(failed.count == 1 ? "s" : "")") }
        let timedOut = checked.filter { $0.status == .timeout }
        if !timedOut.isEmpty { reasons.append("\(timedOut.count) timed out") }
        if !unplaced.isEmpty { reasons.append("\(unplaced.count) error\(unplaced.count == 1 ? "" : "s") without a file: \(unplaced[0].message)") }
        self.reasons = reasons
        whole = reasons.isEmpty
    }

    /// Whether it imports a third-party package that is not here.
    public var usesPackages: Bool { !packages.isEmpty }
}
