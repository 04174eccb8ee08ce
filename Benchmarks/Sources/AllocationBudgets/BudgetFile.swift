/// The committed budgets, read from their tab-separated file:
///
/// ```
/// # comments start with a hash
/// workload	metric	debug	release	reason
/// fan-out legacy, per observer	allocations	11	4	a frame's observers share one snapshot
/// ```
///
/// A limit is a count per unit, or `-` for a configuration that is not checked. Raising a
/// budget is a one-line change whose reason says why.
public struct BudgetFile: Equatable, Sendable {
    /// The columns of the header line, in order.
    public static let columns = ["workload", "metric", "debug", "release", "reason"]

    /// The budgets, in the file's order.
    public var budgets: [AllocationBudget]

    /// Creates a file of `budgets`.
    public init(budgets: [AllocationBudget]) { self.budgets = budgets }

    /// Reads the file's text; a line that is not a budget is an error naming the line.
    public init(parsing text: String) throws(BudgetFileError) {
        var budgets: [AllocationBudget] = []
        var sawHeader = false
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if !sawHeader {
                guard cells == Self.columns else {
                    throw BudgetFileError(line: number, message: "the first line must be the header `\(Self.columns.joined(separator: "<tab>"))`, found `\(line)`")
                }
                sawHeader = true
                continue
            }
            guard cells.count == Self.columns.count else {
                throw BudgetFileError(line: number, message: "a budget has \(Self.columns.count) tab-separated cells (\(Self.columns.joined(separator: ", "))); this line has \(cells.count)")
            }
            let workload = cells[0].trimmingSpaces
            guard !workload.isEmpty else { throw BudgetFileError(line: number, message: "the workload is empty") }
            guard let metric = AllocationMetric(rawValue: cells[1].trimmingSpaces) else {
                let known = AllocationMetric.allCases.map(\.rawValue).joined(separator: ", ")
                throw BudgetFileError(line: number, message: "no metric `\(cells[1])`; the metrics are \(known)")
            }
            var limits: [BuildConfiguration: Double] = [:]
            for (configuration, cell) in zip([BuildConfiguration.debug, .release], [cells[2], cells[3]]) {
                let text = cell.trimmingSpaces
                if text == "-" { continue }
                guard let limit = Double(text), limit >= 0, limit.isFinite else {
                    throw BudgetFileError(line: number, message: "the \(configuration.rawValue) limit `\(cell)` is not a count (a number of zero or more, or `-` for none)")
                }
                limits[configuration] = limit
            }
            let reason = cells[4].trimmingSpaces
            guard !reason.isEmpty else {
                throw BudgetFileError(line: number, message: "the budget of `\(workload)` (\(metric.rawValue)) gives no reason")
            }
            if budgets.contains(where: { $0.workload == workload && $0.metric == metric }) {
                throw BudgetFileError(line: number, message: "a second budget for `\(workload)` (\(metric.rawValue))")
            }
            budgets.append(AllocationBudget(workload: workload, metric: metric, limits: limits, reason: reason))
        }
        guard sawHeader else { throw BudgetFileError(line: 1, message: "the file has no header line `\(Self.columns.joined(separator: "<tab>"))`") }
        self.budgets = budgets
    }
}

/// A budgets file that cannot be read: the line and what is wrong with it.
public struct BudgetFileError: Error, Equatable, CustomStringConvertible {
    /// The line, counted from 1.
    public var line: Int
    /// What is wrong.
    public var message: String
    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}

extension StringProtocol {
    /// The text without its leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
