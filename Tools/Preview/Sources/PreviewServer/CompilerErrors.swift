// The errors in a build's output: `file:line:column: error: message`, each once (the
// compiler repeats an error for each batch of files), with the file relative to the
// package when it is inside it.

/// An error the compiler or SwiftPM reported.
struct CompilerError: Codable, Equatable, Sendable {
    /// The file, relative to the package if it is inside it; empty when the error names none.
    let file: String
    /// Its line and column (0 when not given).
    let line: Int, column: Int
    /// The compiler's message.
    let message: String
}

/// Reads errors from build output.
enum CompilerErrors {
    /// The errors in `output`, in order, each once; paths under `packagePath` made relative.
    static func parse(_ output: String, packagePath: String) -> [CompilerError] {
        var errors: [CompilerError] = []
        var seen: Set<String> = []
        let prefix = packagePath.hasSuffix("/") ? packagePath : packagePath + "/"
        for rawLine in output.split(separator: "\n") {
            let line = rawLine.trimmingPrefix(while: { $0 == " " })
            guard let error = parseLine(String(line), prefix: prefix), seen.insert("\(error.file):\(error.line):\(error.column):\(error.message)").inserted else {
                continue
            }
            errors.append(error)
        }
        return errors
    }

    /// `path:line:column: error: message`, or `error: message`.
    private static func parseLine(_ line: String, prefix: String) -> CompilerError? {
        if line.hasPrefix("error: ") {
            return CompilerError(file: "", line: 0, column: 0, message: String(line.dropFirst("error: ".count)))
        }
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
            return nil
        }
        var file = location.dropLast(2).joined(separator: ":")
        if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
        return CompilerError(file: file, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
    }
}

extension Substring {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[(firstIndex { !predicate($0) } ?? endIndex)...]
    }
}
