import Charts
import Testing
import ViewEngine

/// Selecting in a chart, driven as a person does it (`host.drag(from:to:)`): each test
/// names the sentence of Apple's documentation it encodes.
@MainActor
@Suite("Charts: selection follows the finger")
struct ChartSelectionTests {
    /// What the binding was set to, in order; a value set again in a row is kept once.
    @MainActor final class Log {
        private(set) var values: [String] = []
        func record(_ value: String) { if values.last != value { values.append(value) } }
    }

    struct Sales: View {
        let log: Log
        @State private var selected: String?
        var body: some View {
            Chart {
                BarMark(x: .value("Donut", "A"), y: .value("Sales", 10))
                BarMark(x: .value("Donut", "B"), y: .value("Sales", 20))
                BarMark(x: .value("Donut", "C"), y: .value("Sales", 40))
            }
            .chartXSelection(value: Binding(get: { selected }, set: { selected = $0; log.record($0 ?? "nil") }))
            .frame(width: 300, height: 200)
        }
    }

    /// `chartXSelection(value:)`: "a binding to the selected x value" — the category under
    /// the finger while it drags over the plot, and none once it lifts.
    @Test func theXSelectionIsTheCategoryUnderTheFinger() throws {
        let log = Log()
        let host = ViewHost(Sales(log: log))
        // the plot is 278 × 180 at (46.5, 338.5): B's band is centred at x 185.5, C's at 278.17
        try host.drag(from: CGPoint(x: 185.5, y: 428.5), to: CGPoint(x: 278.17, y: 428.5))
        #expect(log.values == ["B", "C", "nil"])
    }

    struct Donut: View {
        let log: Log
        @State private var selected: Double?
        var body: some View {
            Chart {
                SectorMark(angle: .value("Sales", 10))
                SectorMark(angle: .value("Sales", 5))
                SectorMark(angle: .value("Sales", 20))
            }
            .chartAngleSelection(value: Binding(get: { selected }, set: { selected = $0; log.record($0.map { $0.formatted() } ?? "nil") }))
            .frame(width: 200, height: 200)
        }
    }

    /// `chartAngleSelection(value:)`: the value at the finger's angle, from twelve o'clock
    /// clockwise, as a share of the total — a half turn is half of 35 (17.5, in the third
    /// sector); none once the finger lifts. The drag's first step is a quarter of the way
    /// from 3 o'clock (50 to the right of the centre) to 6 o'clock: 37.5 right, 12.5 down.
    @Test func theAngleSelectionIsTheRunningTotalAtTheFinger() throws {
        let log = Log()
        let host = ViewHost(Donut(log: log))
        // the pie is centred at (196.5, 438.5), 100 in radius
        try host.drag(from: CGPoint(x: 246.5, y: 438.5), to: CGPoint(x: 196.5, y: 488.5))
        let firstTurn = atan2(37.5, -12.5) / (2 * Double.pi)
        #expect(log.values.first == (firstTurn * 35).formatted())
        #expect(log.values.suffix(2) == ["17.5", "nil"])
    }
}
