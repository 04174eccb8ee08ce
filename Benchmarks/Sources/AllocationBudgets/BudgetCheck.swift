/// Measurements held against the budgets of one build configuration.
public struct BudgetCheck: Sendable {
    /// How one measurement stands against its budget.
    public enum Standing: Equatable, Sendable {
        /// At or under the limit; `slack` is how far under.
        case within(limit: Double, slack: Double)
        /// Over the limit: a regression.
        case over(limit: Double)
        /// The file has no limit for this workload and metric in this configuration.
        case unbudgeted
    }

    /// One row of the report.
    public struct Row: Equatable, Sendable {
        /// What was measured.
        public var measurement: AllocationMeasurement
        /// How it stands.
        public var standing: Standing
        /// The budget's reason, when there is a budget.
        public var reason: String?
    }

    /// One row per measurement, in the order measured.
    public let rows: [Row]
    /// Budgets of this configuration that no measurement matched (a renamed workload, a
    /// typo): each fails the check, naming what was measured.
    public let unmatched: [AllocationBudget]
    /// The configuration checked.
    public let configuration: BuildConfiguration

    /// Holds `measurements` against `file`'s limits for `configuration`.
    public init(_ measurements: [AllocationMeasurement], against file: BudgetFile, in configuration: BuildConfiguration) {
        self.configuration = configuration
        rows = measurements.map { measurement in
            guard let budget = file.budgets.first(where: { $0.workload == measurement.workload && $0.metric == measurement.metric }),
                  let limit = budget.limits[configuration] else {
                return Row(measurement: measurement, standing: .unbudgeted, reason: nil)
            }
            // Counts per unit are differences divided by a size: allow for the last digit.
            let standing: Standing = measurement.value > limit + 1e-9
                ? .over(limit: limit) : .within(limit: limit, slack: limit - measurement.value)
            return Row(measurement: measurement, standing: standing, reason: budget.reason)
        }
        unmatched = file.budgets.filter { budget in
            budget.limits[configuration] != nil
                && !measurements.contains { $0.workload == budget.workload && $0.metric == budget.metric }
        }
    }

    /// Whether every measurement is within its budget, every measurement has one, and every
    /// budget was measured.
    public var passes: Bool { failures.isEmpty }

    /// What fails the check, a sentence each: a count over its budget (with both numbers),
    /// a measurement with no budget, a budget that measured nothing.
    public var failures: [String] {
        var lines: [String] = []
        for row in rows {
            let name = "`\(row.measurement.workload)` (\(row.measurement.metric.rawValue))"
            switch row.standing {
            case .over(let limit):
                lines.append("\(name): \(Self.format(row.measurement.value)) per unit, over its \(configuration.rawValue) budget of \(Self.format(limit)) by \(Self.format(row.measurement.value - limit)). Find the allocation the change added, or raise the budget in its file with the reason.")
            case .unbudgeted:
                lines.append("\(name): measured \(Self.format(row.measurement.value)) per unit, but the budgets file has no \(configuration.rawValue) limit for it. Add a line for it.")
            case .within: break
            }
        }
        let measured = Set(rows.map { "`\($0.measurement.workload)` (\($0.measurement.metric.rawValue))" }).sorted()
        for budget in unmatched {
            lines.append("the budget for `\(budget.workload)` (\(budget.metric.rawValue)) matched no measurement; measured: \(measured.joined(separator: ", ")).")
        }
        return lines
    }

    /// The report as a Markdown table, then the failures (or a line saying all passed), and
    /// for each budget with room to spare the number it could be lowered to.
    public var report: String {
        var lines = ["| workload | metric | per unit | \(configuration.rawValue) budget | |", "| --- | --- | --- | --- | --- |"]
        for row in rows {
            let (budget, verdict): (String, String) = switch row.standing {
            case .within(let limit, _): (Self.format(limit), "ok")
            case .over(let limit): (Self.format(limit), "OVER")
            case .unbudgeted: ("-", "no budget")
            }
            lines.append("| \(row.measurement.workload) | \(row.measurement.metric.rawValue) | \(Self.format(row.measurement.value)) | \(budget) | \(verdict) |")
        }
        lines.append("")
        let failures = failures
        if failures.isEmpty {
            lines.append("Every count is within its \(configuration.rawValue) budget.")
        } else {
            lines.append("\(failures.count) failed:")
            lines += failures.map { "- " + $0 }
        }
        let lowerable = rows.compactMap { row -> String? in
            guard case .within(_, let slack) = row.standing, slack >= 0.5 else { return nil }
            return "- `\(row.measurement.workload)` (\(row.measurement.metric.rawValue)) is \(Self.format(slack)) under its budget: lower it to \(Self.format(row.measurement.value))."
        }
        if !lowerable.isEmpty {
            lines.append("")
            lines.append("Room to spare (not a failure):")
            lines += lowerable
        }
        return lines.joined(separator: "\n")
    }

    /// A count with at most two decimals, and none when it is whole.
    public static func format(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        let whole = Int(hundredths / 100), fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        return "\(sign)\(whole)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    }
}
