import Foundation

/// The counts the check reports over a set of results.
public struct Tally: Sendable, Codable, Equatable {
    /// View files (tests aside).
    public var viewFiles = 0
    /// Test files, not checked.
    public var tests = 0
    /// View files blocked by an import of a module missing here.
    public var blockedImport = 0
    /// View files blocked through app code not compiled here.
    public var blockedThroughApp = 0
    /// View files blocked by each missing module.
    public var blockers: [String: Int] = [:]
    /// Self-contained view files.
    public var selfContained = 0
    /// Self-contained view files that compile.
    public var compiled = 0
    /// Self-contained view files that fail.
    public var failed = 0
    /// Self-contained view files that timed out.
    public var timeout = 0
    /// Compiled / self-contained.
    public var compileRate = 0.0
    /// Compiled / all view files (blocked ones included).
    public var allViewRate = 0.0
    /// Files (views or not) where the type checker gave up on an expression or timed out.
    public var givesUp = 0

    enum CodingKeys: String, CodingKey {
        case tests, blockers, compiled, failed, timeout
        case viewFiles = "view_files"
        case blockedImport = "blocked_import"
        case blockedThroughApp = "blocked_through_app"
        case selfContained = "self_contained"
        case compileRate = "compile_rate"
        case allViewRate = "all_view_rate"
        case givesUp = "gives_up"
    }

    /// The tally of `results`.
    public init(_ results: [FileResult]) {
        let views = results.filter { $0.view && $0.status != .test }
        viewFiles = views.count
        tests = results.filter { $0.status == .test }.count
        let direct = views.filter { $0.status == .blocked && !$0.blockedBy.isEmpty }
        blockedImport = direct.count
        blockedThroughApp = views.filter { $0.status == .blocked && $0.blockedBy.isEmpty }.count
        for result in direct { for module in result.blockedBy { blockers[module, default: 0] += 1 } }
        let contained = views.filter(\.selfContained)
        selfContained = contained.count
        compiled = contained.filter { $0.status == .compiled }.count
        failed = views.filter { $0.status == .failed }.count
        timeout = views.filter { $0.status == .timeout }.count
        compileRate = selfContained == 0 ? 0 : Double(compiled) / Double(selfContained)
        allViewRate = viewFiles == 0 ? 0 : Double(compiled) / Double(viewFiles)
        givesUp = results.filter(\.givesUp).count
    }

    /// The blockers by count, then name.
    public var rankedBlockers: [(module: String, files: Int)] {
        blockers.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }
}

/// `12.3 %`, or `n/a` for nothing out of nothing.
public func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "n/a" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
}
