/// Counts colours and names the commonest (ties go to the smaller `0xRRGGBB`, so the
/// answer does not depend on a dictionary's order).
struct ColourTally {
    private(set) var counts: [RGB: Int] = [:]
    private(set) var total = 0

    mutating func add(_ colour: RGB) {
        counts[colour, default: 0] += 1
        total += 1
    }

    /// The commonest colour and its count, nil when nothing was counted.
    var commonest: (colour: RGB, count: Int)? {
        counts.max { a, b in
            a.value != b.value ? a.value < b.value : packed(a.key) > packed(b.key)
        }.map { ($0.key, $0.value) }
    }

    private func packed(_ colour: RGB) -> Int { Int(colour.red) << 16 | Int(colour.green) << 8 | Int(colour.blue) }
}
