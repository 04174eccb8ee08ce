import Foundation

/// What `compat-check` prints: one line per file, a tally, whether the apps type-check
/// whole, the slowest files to type-check and those the type checker gives up on.
public enum Report {
    static let selfContainedDefinition = "self-contained: a view file (it imports SwiftUI) that imports no module missing here, "
        + "and none of whose errors names app code that is not compiled here "
        + "(a blocked file's declarations, another target's, an inactive #if branch's)"

    /// The errors of a result in short: what is missing, the other engine errors, the follow-on count.
    public static func summary(of result: FileResult, limit: Int = 6) -> String {
        var parts: [String] = []
        let missing = result.errors.filter { $0.cause == .engine && ["missing", "missing member"].contains($0.shape) }.map(\.symbol)
        if !missing.isEmpty {
            let ranked = ranked(missing)
            parts.append("missing " + ranked.prefix(limit).joined(separator: ", ") + (ranked.count > limit ? " …" : ""))
        }
        // An error no rule knows is written with its names (`other: '#selector' can only be
        // used…`), as the JSON has it; its symbol elides them only to group alike messages.
        let other = result.errors.filter { $0.cause == .engine && !["missing", "missing member"].contains($0.shape) }
            .map { $0.shape == "other" && !$0.message.isEmpty ? "other: " + String($0.message.prefix(120))
                : $0.symbol.isEmpty ? $0.shape : "\($0.shape): \($0.symbol)" }
        if !other.isEmpty {
            let ranked = ranked(other)
            parts.append(ranked.prefix(3).joined(separator: "; ") + (ranked.count > 3 ? " …" : ""))
        }
        let cascades = result.errors.filter { $0.cause == .cascade }.count
        if cascades > 0 { parts.append("\(cascades) follow-on error\(cascades > 1 ? "s" : "")") }
        return parts.joined(separator: "; ")
    }

    /// Distinct values by how often they occur, ties in order of first occurrence.
    static func ranked(_ values: [String]) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for value in values {
            if counts[value] == nil { order.append(value) }
            counts[value, default: 0] += 1
        }
        return order.enumerated().sorted { (counts[$0.element]!, -$0.offset) > (counts[$1.element]!, -$1.offset) }.map(\.element)
    }

    /// `; 1 playground skipped (not app code): Sketch.playground`, or nothing for an app
    /// folder without playgrounds.
    public static func playgroundNote(_ app: App) -> String {
        guard !app.playgrounds.isEmpty else { return "" }
        let count = app.playgrounds.count
        return "; \(count) playground\(count == 1 ? "" : "s") skipped (not app code): "
            + app.playgrounds.prefix(5).joined(separator: ", ") + (count > 5 ? "…" : "")
    }

    /// One line for a file: `compiled  App/File.swift`, `failed    App/File.swift: missing ...`.
    public static func describe(_ result: FileResult) -> String {
        let place = "\(result.app)/\(result.rel)"
        switch result.status {
        case .compiled, .pending: return "compiled  \(place)"
        case .failed: return "failed    \(place): \(summary(of: result))"
        case .timeout: return "timeout   \(place)"
        case .test: return "test      \(place) (not checked)"
        case .blocked:
            if !result.blockedBy.isEmpty { return "blocked   \(place): imports \(result.blockedBy.joined(separator: ", "))" }
            let extra = summary(of: result)
            return "blocked   \(place): needs app code not compiled here: \(result.through.prefix(5).joined(separator: ", "))"
                + (extra.isEmpty ? "" : " (and \(extra))")
        }
    }

    /// The per-file lines (view files, or all with `allFiles`).
    public static func fileLines(_ run: CheckRun, allFiles: Bool = false) -> [String] {
        run.results.filter { $0.view || allFiles }.map(describe)
    }

    /// With `--launch`, a line per whole app: `launched FaceFacts: after tap: Button "Add"
    /// (picture: PATH)` or `did not launch FaceFacts: <reason>`, after a count; nothing
    /// without `--launch`.
    public static func launchLines(_ launches: [LaunchResult]?) -> [String] {
        guard let launches else { return [] }
        return ["", "Apps launched (type-check whole, built, first screen drawn, one tap): \(launches.filter(\.launched).count) of \(launches.count)"]
            + launches.map { launch in
                launch.launched ? "  launched \(launch.app): after tap: \(launch.tap) (picture: \(launch.picture))"
                    : "  did not launch \(launch.app): \(launch.reason)"
            }
    }

    /// The tally and the whole-app, time and give-up sections.
    public static func tallyLines(_ run: CheckRun, slowest: Int = 10) -> [String] {
        let tally = Tally(run.results)
        var lines = [
            "",
            "Checked \(run.apps.count) app folder(s): \(run.results.count) Swift files, \(tally.viewFiles) view files (import SwiftUI), "
                + "\(tally.tests) test files not checked; \(Int(run.seconds.rounded()))s with \(run.toolchain)",
        ]
        let blockers = tally.rankedBlockers
        let apple = blockers.filter { AppleFrameworks.names.contains($0.module) }
        let other = blockers.filter { !AppleFrameworks.names.contains($0.module) }
        lines.append("  blocked by an import:   \(pad(tally.blockedImport, 5))   Apple frameworks: "
                     + (apple.isEmpty ? "none" : apple.prefix(12).map { "\($0.module) \($0.files)" }.joined(separator: ", ")))
        if !other.isEmpty {
            lines.append("                                  packages not here: " + other.prefix(10).map { "\($0.module) \($0.files)" }.joined(separator: ", ")
                         + (other.count > 10 ? " …" : ""))
        }
        lines.append("  blocked through app code: \(pad(tally.blockedThroughApp, 3))   (they use declarations of blocked files, other targets or inactive #if branches)")
        lines.append("  self-contained:         \(pad(tally.selfContained, 5))")
        lines.append("    compiled:             \(pad(tally.compiled, 5))   \(String(format: "%.1f", 100 * tally.compileRate)) % of the self-contained")
        lines.append("    failed:               \(pad(tally.failed, 5))" + (tally.timeout > 0 ? "   timeout: \(tally.timeout)" : ""))
        lines.append("  (\(selfContainedDefinition))")
        lines.append("  compiled, of all view files: \(tally.compiled) of \(tally.viewFiles) (\(percent(tally.compiled, tally.viewFiles)))")
        lines += wholeLines(run.verdicts)
        lines += timeLines(run.results, slowest: slowest)
        return lines
    }

    /// Whether the apps type-check whole.
    static func wholeLines(_ verdicts: [AppVerdict]) -> [String] {
        if verdicts.count == 1, let verdict = verdicts.first {
            return ["  the app type-checks whole (every Swift file, the @main App included): "
                    + (verdict.whole ? "yes" : "no: " + verdict.reasons.joined(separator: "; "))]
        }
        let whole = verdicts.filter(\.whole).count
        let plain = verdicts.filter { !$0.usesPackages }
        return ["  apps that type-check whole (every Swift file, the @main App included): \(whole) of \(verdicts.count)"
                + " (\(plain.filter(\.whole).count) of the \(plain.count) that import no third-party package)"]
    }

    /// The time the type checker took, the slowest files, and those it gives up on.
    static func timeLines(_ results: [FileResult], slowest: Int) -> [String] {
        let timed = results.filter { $0.typecheckMilliseconds != nil }
        let total = timed.compactMap(\.typecheckMilliseconds).reduce(0, +)
        var lines = ["  type-checking function bodies: " + String(format: "%.1f s", total / 1000) + " over \(timed.count) files (-debug-time-function-bodies)"]
        if slowest > 0 {
            for result in slowestFiles(results, count: slowest) {
                lines.append("    " + String(format: "%8.0f ms", result.typecheckMilliseconds ?? 0) + "  \(result.app)/\(result.rel)")
            }
        }
        let givingUp = results.filter(\.givesUp)
        lines.append("  the type checker gives up on: \(givingUp.count) file\(givingUp.count == 1 ? "" : "s")")
        for result in givingUp { lines.append("    \(result.app)/\(result.rel): \(givesUpDetail(result))") }
        return lines
    }

    /// The slowest files to type-check, slowest first.
    public static func slowestFiles(_ results: [FileResult], count: Int) -> [FileResult] {
        Array(results.filter { $0.typecheckMilliseconds != nil }
            .sorted { ($0.typecheckMilliseconds!, $1.app, $1.rel) > ($1.typecheckMilliseconds!, $0.app, $0.rel) }
            .prefix(count))
    }

    /// Where the type checker gave up in a file: the lines of its too-complex expressions,
    /// or that its bodies timed out.
    public static func givesUpDetail(_ result: FileResult) -> String {
        if result.status == .timeout { return "timed out" }
        let lines = result.errors.filter(\.givesUp).map { String($0.line) }
        return "unable to type-check in reasonable time, line\(lines.count == 1 ? "" : "s") " + lines.joined(separator: ", ")
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
