import Foundation

/// A scale from plotted values to points along one side of the plot: bands for categories,
/// linear for quantities and dates.
struct ChartScale {
    enum Kind { case band([PlotValue]), linear(low: Double, high: Double), none }
    let kind: Kind
    /// The plot's length along the scale.
    let length: CGFloat
    /// Whether larger values are drawn further from the origin downwards (a y scale grows up).
    let flipped: Bool
    /// Whether the scale is of dates (its linear values are seconds since 1970).
    var dates = false

    /// A scale over `values` (every value the marks plot along it), spanning `domain`.
    init(values: [PlotValue], domain: DomainSpec?, includesZeroByDefault: Bool, length: CGFloat, flipped: Bool) {
        self.length = length
        self.flipped = flipped
        if case .values(let listed)? = domain?.kind, listed.contains(where: { $0.linear == nil }) {
            kind = .band(listed)
            return
        }
        if values.contains(where: { $0.linear == nil }) {
            var seen: [PlotValue] = []
            for value in values where !seen.contains(value) { seen.append(value) }
            kind = .band(seen)
            return
        }
        let isDates = values.contains { if case .date = $0 { true } else { false } }
        dates = isDates
        let numbers = values.compactMap(\.linear)
        var low: Double
        var high: Double
        switch domain?.kind {
        case .range(let from, let to)?:
            (low, high) = (from, to)
        default:
            guard let min = numbers.min(), let max = numbers.max() else {
                kind = .none
                return
            }
            (low, high) = (min, max)
            var includesZero = includesZeroByDefault
            if case .automatic(let zero?)? = domain?.kind { includesZero = zero }
            if includesZero && !isDates { (low, high) = (Swift.min(low, 0), Swift.max(high, 0)) }
            if !isDates { (low, high) = Self.nice(low, high) }
        }
        if low == high { high = low + 1 }
        kind = .linear(low: low, high: high)
    }

    /// The domain widened to whole steps of a round size (1, 2 or 5 times a power of ten).
    static func nice(_ low: Double, _ high: Double) -> (Double, Double) {
        let step = niceStep((high - low) / 5)
        guard step > 0 else { return (low, high) }
        return ((low / step).rounded(.down) * step, (high / step).rounded(.up) * step)
    }

    /// A round step near `raw`: 1, 2 or 5 times a power of ten.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 0 }
        let power = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / power
        return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power
    }

    /// The width of one band (the whole length for a linear scale's marks).
    var band: CGFloat {
        if case .band(let values) = kind, !values.isEmpty { return length / CGFloat(values.count) }
        return length
    }

    /// Where `value` is drawn: a band's center, or the linear position.
    func position(_ value: PlotValue) -> CGFloat? {
        switch kind {
        case .band(let values):
            guard let index = values.firstIndex(of: value) else { return nil }
            let along = (CGFloat(index) + 0.5) * band
            return flipped ? length - along : along
        case .linear(let low, let high):
            guard let number = value.linear else { return nil }
            let along = CGFloat((number - low) / (high - low)) * length
            return flipped ? length - along : along
        case .none:
            return nil
        }
    }

    /// The position of a linear value (zero's, for a baseline).
    func position(number: Double) -> CGFloat? {
        guard case .linear(let low, let high) = kind else { return nil }
        let along = CGFloat((number - low) / (high - low)) * length
        return flipped ? length - along : along
    }

    /// The value at `position`: the band's category, or the linear value.
    func value(at position: CGFloat) -> PlotValue {
        let along = flipped ? length - position : position
        switch kind {
        case .band(let values):
            guard !values.isEmpty else { return .number(0) }
            return values[max(0, min(values.count - 1, Int(along / band)))]
        case .linear(let low, let high):
            let value = low + Double(along / max(length, 1)) * (high - low)
            return dates ? .date(Date(timeIntervalSince1970: value)) : .number(value)
        case .none:
            return .number(0)
        }
    }

    /// The values the axis marks by default: every category, or round steps (about five).
    func ticks(desired: Int = 5, dates: Bool) -> [PlotValue] {
        switch kind {
        case .band(let values): return values
        case .linear(let low, let high):
            if dates {
                let count = max(desired - 1, 1)
                return (0...count).map { .date(Date(timeIntervalSince1970: low + (high - low) * Double($0) / Double(count))) }
            }
            let step = Self.niceStep((high - low) / Double(desired))
            guard step > 0 else { return [] }
            var ticks: [PlotValue] = []
            var value = (low / step).rounded(.up) * step
            while value <= high + step / 1e6 {
                ticks.append(.number(abs(value) < step / 1e6 ? 0 : value))
                value += step
            }
            return ticks
        case .none: return []
        }
    }
}
