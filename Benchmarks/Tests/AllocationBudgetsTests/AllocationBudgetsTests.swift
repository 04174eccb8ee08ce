import Testing
@testable import AllocationBudgets

/// The budgets file and the check CI runs (issue 89: "a regression fails CI with the
/// numbers, and raising a budget is a reviewed one-line change with its reason").
@Suite("Allocation budgets")
struct AllocationBudgetsTests {
    static let file = """
    # a comment
    workload\tmetric\tdebug\trelease\treason
    fan-out legacy, per observer\tallocations\t11\t4\tone snapshot per observer

    fan-out legacy, per observer\tbytes\t900.5\t-\tthe snapshot's box
    """

    @Test("A file's lines become budgets; `-` leaves a configuration unchecked")
    func parsesBudgets() throws {
        let file = try BudgetFile(parsing: Self.file)
        #expect(file.budgets == [
            AllocationBudget(workload: "fan-out legacy, per observer", metric: .allocations,
                             limits: [.debug: 11, .release: 4], reason: "one snapshot per observer"),
            AllocationBudget(workload: "fan-out legacy, per observer", metric: .bytes,
                             limits: [.debug: 900.5], reason: "the snapshot's box"),
        ])
    }

    @Test("A line that is not a budget is an error naming its line and what exists")
    func badLines() {
        func error(_ text: String) -> BudgetFileError? {
            do { _ = try BudgetFile(parsing: text); return nil } catch { return error }
        }
        let header = "workload\tmetric\tdebug\trelease\treason\n"
        #expect(error("leaf\tallocations\t1\t1\tx")?.description
                == "line 1: the first line must be the header `workload<tab>metric<tab>debug<tab>release<tab>reason`, found `leaf\tallocations\t1\t1\tx`")
        #expect(error(header + "leaf\tcalls\t1\t1\tx")?.description == "line 2: no metric `calls`; the metrics are allocations, bytes")
        #expect(error(header + "leaf\tallocations\tmany\t1\tx")?.description
                == "line 2: the debug limit `many` is not a count (a number of zero or more, or `-` for none)")
        #expect(error(header + "leaf\tallocations\t1\t-3\tx")?.description
                == "line 2: the release limit `-3` is not a count (a number of zero or more, or `-` for none)")
        #expect(error(header + "leaf\tallocations\t1\t1")?.description
                == "line 2: a budget has 5 tab-separated cells (workload, metric, debug, release, reason); this line has 4")
        #expect(error(header + "leaf\tallocations\t1\t1\t ")?.description == "line 2: the budget of `leaf` (allocations) gives no reason")
        #expect(error(header + "leaf\tbytes\t1\t1\tx\nleaf\tbytes\t2\t2\ty")?.description == "line 3: a second budget for `leaf` (bytes)")
        #expect(error("# only a comment\n")?.description
                == "line 1: the file has no header line `workload<tab>metric<tab>debug<tab>release<tab>reason`")
    }

    @Test("A count over its budget fails with both numbers; at the budget it passes")
    func overBudgetFails() throws {
        let file = try BudgetFile(parsing: Self.file)
        let atBudget = BudgetCheck([AllocationMeasurement(workload: "fan-out legacy, per observer", metric: .allocations, value: 11),
                                    AllocationMeasurement(workload: "fan-out legacy, per observer", metric: .bytes, value: 900.5)],
                                   against: file, in: .debug)
        #expect(atBudget.passes)
        #expect(atBudget.report.contains("Every count is within its debug budget."))

        let over = BudgetCheck([AllocationMeasurement(workload: "fan-out legacy, per observer", metric: .allocations, value: 12.25),
                                AllocationMeasurement(workload: "fan-out legacy, per observer", metric: .bytes, value: 900.5)],
                               against: file, in: .debug)
        #expect(!over.passes)
        #expect(over.failures == ["`fan-out legacy, per observer` (allocations): 12.25 per unit, over its debug budget of 11 by 1.25. Find the allocation the change added, or raise the budget in its file with the reason."])
        #expect(over.report.contains("| fan-out legacy, per observer | allocations | 12.25 | 11 | OVER |"))
    }

    @Test("Each configuration is held to its own column")
    func configurationsHaveTheirOwnLimits() throws {
        let file = try BudgetFile(parsing: Self.file)
        let measured = [AllocationMeasurement(workload: "fan-out legacy, per observer", metric: .allocations, value: 6)]
        #expect(BudgetCheck(measured, against: file, in: .debug).rows.map(\.standing) == [.within(limit: 11, slack: 5)])
        #expect(BudgetCheck(measured, against: file, in: .release).rows.map(\.standing) == [.over(limit: 4)])
    }

    @Test("A measurement without a budget, and a budget that measured nothing, both fail")
    func everyCountHasABudget() throws {
        let file = try BudgetFile(parsing: Self.file)
        let check = BudgetCheck([AllocationMeasurement(workload: "leaf, per frame", metric: .allocations, value: 30)],
                                against: file, in: .debug)
        #expect(check.failures == [
            "`leaf, per frame` (allocations): measured 30 per unit, but the budgets file has no debug limit for it. Add a line for it.",
            "the budget for `fan-out legacy, per observer` (allocations) matched no measurement; measured: `leaf, per frame` (allocations).",
            "the budget for `fan-out legacy, per observer` (bytes) matched no measurement; measured: `leaf, per frame` (allocations).",
        ])
        // In release the bytes budget has no limit, so only the allocations' budget is unmatched.
        #expect(BudgetCheck([], against: file, in: .release).unmatched.map(\.metric) == [.allocations])
    }

    @Test("Room under a budget is reported, not failed")
    func roomToSpare() throws {
        let file = try BudgetFile(parsing: Self.file)
        let check = BudgetCheck([AllocationMeasurement(workload: "fan-out legacy, per observer", metric: .allocations, value: 9),
                                 AllocationMeasurement(workload: "fan-out legacy, per observer", metric: .bytes, value: 900.5)],
                                against: file, in: .debug)
        #expect(check.passes)
        #expect(check.report.hasSuffix("Room to spare (not a failure):\n- `fan-out legacy, per observer` (allocations) is 2 under its budget: lower it to 9."))
    }

    @Test("Counts print with at most two decimals")
    func formatting() {
        #expect([0, 4, 2.5, 2.05, 1 / 3, -0.5, -1.5].map(BudgetCheck.format) == ["0", "4", "2.50", "2.05", "0.33", "-0.50", "-1.50"])
    }
}
