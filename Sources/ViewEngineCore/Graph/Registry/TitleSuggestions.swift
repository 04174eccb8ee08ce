/// The titles a mistyped driver title was probably meant to be: the same title in
/// another case first, then titles within a small edit distance.
///
/// ```swift
/// TitleSuggestions.nearest(to: "Plus", in: ["plus", "minus", "reset"])   // ["plus"]
/// TitleSuggestions.nearest(to: "rset", in: ["plus", "minus", "reset"])   // ["reset"]
/// ```
///
/// The edit distance counts insertions, deletions, substitutions and swaps of two
/// neighbouring characters, case-insensitively; a title of `n` characters accepts a
/// distance of up to `n / 3`, at most 2 (so a one- or two-character title gets only
/// case slips).
package enum TitleSuggestions {
    /// The most titles suggested.
    static package let limit = 3

    /// Up to ``limit`` of `candidates` nearest to `title`, nearest first; candidates at
    /// the same distance are ordered by `order` (the host passes the tree position).
    static package func nearest(
        to title: String, in candidates: some Sequence<String>,
        tiesOrderedBy order: (String) -> [Int] = { _ in [] }
    ) -> [String] {
        let target = folded(title)
        let bound = min(target.count / 3, 2)
        var found: [(distance: Int, title: String)] = []
        for candidate in candidates where candidate != title {
            // Reject on length first, before folding (which changes a length by a scalar
            // or two at most, hence the slack).
            guard abs(candidate.unicodeScalars.count - target.count) <= bound + 2,
                  let distance = distance(target, folded(candidate), atMost: bound) else { continue }
            found.append((distance, candidate))
        }
        typealias Ranked = (distance: Int, order: [Int], title: String)
        let ranked: [Ranked] = found.map { (distance: $0.distance, order: order($0.title), title: $0.title) }
        let sorted = ranked.sorted { (a: Ranked, b: Ranked) -> Bool in
            a.distance != b.distance ? a.distance < b.distance : a.order.lexicographicallyPrecedes(b.order)
        }
        return sorted.prefix(limit).map(\.title)
    }

    /// The title's Unicode scalars, lowercased, as numbers (cheap to compare).
    static func folded(_ title: String) -> [UInt32] {
        title.lowercased().unicodeScalars.map(\.value)
    }

    /// The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
    /// substitutions, adjacent swaps), or `nil` when it is more than `bound`. Only the
    /// band of cells within `bound` of the diagonal is computed, and the computation stops
    /// as soon as a whole row exceeds the bound.
    static package func distance(_ a: [UInt32], _ b: [UInt32], atMost bound: Int) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a == b { return 0 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        let outside = bound + 1   // any value above the bound
        // Three rows of the table, reused in turn: i - 2, i - 1 and i.
        var table = [Int](repeating: outside, count: 3 * width)
        let result = table.withUnsafeMutableBufferPointer { rows -> Int in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    for j in 0...min(b.count, bound) { rows[width + j] = j }   // row 0
                    for i in 1...a.count {
                        let current = (i + 1) % 3 * width, previous = i % 3 * width, twoUp = (i + 2) % 3 * width
                        for j in 0...b.count { rows[current + j] = outside }
                        if i <= bound { rows[current] = i }
                        var rowMinimum = rows[current]
                        for j in max(1, i - bound)...min(b.count, i + bound) {
                            let cost = a[i - 1] == b[j - 1] ? 0 : 1
                            var cell = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                                cell = min(cell, rows[twoUp + j - 2] + 1)
                            }
                            rows[current + j] = min(cell, outside)
                            rowMinimum = min(rowMinimum, cell)
                        }
                        if rowMinimum > bound { return outside }
                    }
                    return rows[(a.count + 1) % 3 * width + b.count]
                }
            }
        }
        return result <= bound ? result : nil
    }
}
