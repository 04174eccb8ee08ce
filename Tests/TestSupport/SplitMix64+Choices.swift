extension SplitMix64 {
    /// A uniformly chosen integer in `range`.
    ///
    /// ```swift
    /// var generator = SplitMix64(seed: 7)
    /// let depth = generator.int(in: 1...4)
    /// ```
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A uniformly chosen integer in `range` (which must not be empty).
    public mutating func int(in range: Range<Int>) -> Int { Int.random(in: range, using: &self) }

    /// `true` with probability `percent` / 100.
    ///
    /// ```swift
    /// if generator.chance(percent: 25) { ... }
    /// ```
    public mutating func chance(percent: Int) -> Bool { int(in: 0..<100) < percent }

    /// A uniformly chosen element of `elements`, or `nil` when it is empty.
    public mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element? where C.Index == Int {
        elements.isEmpty ? nil : elements[elements.startIndex + int(in: 0..<elements.count)]
    }

    /// One of `choices`, each chosen in proportion to its weight (weights ≥ 0, not all 0).
    ///
    /// ```swift
    /// let kind = generator.weighted([("text", 3), ("stack", 1)])
    /// ```
    public mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
        let total = choices.reduce(0) { $0 + $1.1 }
        precondition(total > 0, "weighted(_:) needs a positive weight")
        var roll = int(in: 0..<total)
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }
}
