/// What the check reads from a compiler process's output: its errors, and the time it took
/// to type-check each function body (`-debug-time-function-bodies`).
public enum CompilerOutput {
    /// The errors in `text`, with files relative to `folder` (an absolute path elsewhere).
    /// Warnings, notes and remarks are not kept.
    public static func errors(in text: String, folder: String) -> [CompilerDiagnostic] {
        var errors: [CompilerDiagnostic] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let located = locatedDiagnostic(line) {
                if located.level == "error" {
                    errors.append(CompilerDiagnostic(file: relative(located.file, folder), line: located.line,
                                                     column: located.column, message: located.message))
                }
                continue
            }
            for prefix in ["error: ", "<unknown>:0: error: "] where line.hasPrefix(prefix) {
                errors.append(CompilerDiagnostic(file: "", line: 0, column: 0,
                                                 message: String(line.dropFirst(prefix.count)).trimmed))
            }
        }
        return errors
    }

    /// Milliseconds spent type-checking function bodies, by file (relative to `folder`): the
    /// sum of the lines `-debug-time-function-bodies` prints (`12.34ms<TAB>file:line:col<TAB>what`).
    /// A body's closures are type-checked with it; a stored property's initialiser is no body.
    public static func functionBodyTimes(in text: String, folder: String) -> [String: Double] {
        var times: [String: Double] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where line.contains("ms\t") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2)),
                  let location = splitLocation(fields[1]) else { continue }
            times[relative(location.file, folder), default: 0] += milliseconds
        }
        return times
    }

    private static func relative(_ path: String, _ folder: String) -> String {
        path.hasPrefix("/") && FolderWalk.isInside(path, folder) ? FolderWalk.relative(path, to: folder) : path
    }

    /// `file:line:column` split; `nil` unless the last two fields are numbers.
    private static func splitLocation(_ text: Substring) -> (file: String, line: Int, column: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        return (parts.dropLast(2).joined(separator: ":"), line, column)
    }

    /// `file:line:col: level: message`, at the first `: level: ` that follows a location.
    private static func locatedDiagnostic(_ line: Substring) -> (file: String, line: Int, column: Int, level: String, message: String)? {
        var best: (range: Range<Substring.Index>, level: String)?
        for level in ["error", "warning", "note", "remark"] {
            if let range = line.range(of: ": \(level): "), best.map({ range.lowerBound < $0.range.lowerBound }) ?? true {
                best = (range, level)
            }
        }
        guard let best, let location = splitLocation(line[..<best.range.lowerBound]) else { return nil }
        return (location.file, location.line, location.column, best.level, String(line[best.range.upperBound...]).trimmed)
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
