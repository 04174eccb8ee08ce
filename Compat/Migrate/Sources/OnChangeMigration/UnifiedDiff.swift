/// A unified diff of two texts, line by line, as `diff -u` prints it (three lines of
/// context), from the shortest edit script (Myers).
public enum UnifiedDiff {
    /// The diff of `old` and `new` under `--- a/path` / `+++ b/path`; empty when equal.
    public static func make(old: String, new: String, path: String) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        let shown = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var output = "--- a/\(shown)\n+++ b/\(shown)\n"
        for hunk in hunks(script, context: 3) {
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .keep: output += " \(a[step.oldIndex])\n"
                case .delete: output += "-\(a[step.oldIndex])\n"
                case .insert: output += "+\(b[step.newIndex])\n"
                }
            }
        }
        return output
    }

    private struct Step {
        enum Kind { case keep, delete, insert }
        let kind: Kind
        /// Index in the old lines (for insert: where it goes).
        let oldIndex: Int
        /// Index in the new lines (for delete: where it was).
        let newIndex: Int
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// Myers' greedy shortest edit script, then walked back into steps.
    private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
        let n = a.count, m = b.count, max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? v[max + k + 1] : v[max + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n, y >= m { trace.append(v); break search }
            }
        }
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .keep, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    steps.append(Step(kind: .insert, oldIndex: x, newIndex: previousY))
                } else {
                    steps.append(Step(kind: .delete, oldIndex: previousX, newIndex: y))
                }
            }
            x = previousX; y = previousY
        }
        return steps.reversed()
    }

    /// Groups the changes with `context` kept lines around them; changes closer than
    /// twice that share a hunk.
    private static func hunks(_ steps: [Step], context: Int) -> [[Step]] {
        var groups: [(first: Int, last: Int)] = []
        for index in steps.indices where steps[index].kind != .keep {
            if let open = groups.last, index - open.last <= 2 * context + 1 {
                groups[groups.count - 1].last = index
            } else {
                groups.append((index, index))
            }
        }
        return groups.map { Array(steps[max(0, $0.first - context)...min(steps.count - 1, $0.last + context)]) }
    }
}
