import Charts
import Testing
import ViewEngine

/// An axis' content as Charts builds it: `AxisMarks` is `AxisContent`, an
/// `@AxisContentBuilder` property of `some AxisContent` builds, an array of marks is
/// content, and the axes take labels of their own (issue 90, item 7: each was missing).
@MainActor
@Suite("Charts: axis content and axis labels")
struct ChartAxisContentTests {
    struct Sale {
        let donut: String
        let count: Int
    }

    static let sales = [Sale(donut: "A", count: 10), Sale(donut: "B", count: 30)]

    /// "AxisContent: A type that represents the elements you use to build a chart's axes";
    /// "AxisContentBuilder: A result builder that constructs axis content." — a property
    /// built by it, of `some AxisContent`, is the y axis' marks.
    struct Sales: View {
        @AxisContentBuilder var yAxis: some AxisContent {
            AxisMarks(values: [0, 15, 30]) { value in
                AxisGridLine()
                AxisValueLabel("\(value.as(Int.self) ?? 0) pcs")
            }
        }

        var body: some View {
            Chart(ChartAxisContentTests.sales, id: \.donut) { BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)) }
                .chartYAxis { yAxis }
                .frame(width: 300, height: 200)
        }
    }

    @Test func aBuiltPropertyOfSomeAxisContentIsTheAxis() {
        let tree = ViewHost(Sales()).render()
        #expect(tree.contains(#"Text "0 pcs""#) && tree.contains(#"Text "15 pcs""#) && tree.contains(#"Text "30 pcs""#))
    }

    /// "AxisMarks" conforms to "AxisContent": one set of marks, or an array of them, is
    /// what `chartYAxis(content:)` takes; each set marks its own values.
    @Test func anArrayOfAxisMarksIsAxisContent() {
        let marks: [AxisMarks] = [
            AxisMarks(values: [0]) { _ in AxisValueLabel("none") },
            AxisMarks(values: [30]) { _ in AxisValueLabel("many") },
        ]
        let content: some AxisContent = marks
        #expect(content._axisMarks.count == 2)
        let tree = ViewHost(Chart(Self.sales, id: \.donut) { BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)) }
            .chartYAxis { marks }
            .frame(width: 300, height: 200)).render()
        #expect(tree.contains(#"Text "none""#) && tree.contains(#"Text "many""#))
    }

    /// `chartXAxisLabel(_:position:alignment:spacing:)`: "Adds x axis label for charts in
    /// the view."; `chartYAxisLabel(position:alignment:spacing:content:)`: "Adds y axis
    /// label for charts in the view." — the x axis' label is drawn below its values, the y
    /// axis' above the plot; the plot gives each a 20-point line.
    @Test func theAxesLabelsAreDrawnAndTakeTheirLine() throws {
        func chart(_ view: some View) -> ViewHost<some View> { ViewHost(view.frame(width: 300, height: 200)) }
        let bars = Chart(Self.sales, id: \.donut) { BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)) }
        let plain = chart(bars)
        let labelled = ViewHost(VStack(spacing: 0) {
            Text("above")
            bars.chartXAxisLabel("Donut").chartYAxisLabel { Text("Sales (pcs)") }.frame(width: 300, height: 200)
        })
        let tree = labelled.render()
        #expect(tree.contains(#"Text "Donut""#) && tree.contains(#"Text "Sales (pcs)""#))
        #expect(!plain.render().contains(#"Text "Donut""#))
        let donut = try labelled.frame(of: "Donut"), sales = try labelled.frame(of: "Sales (pcs)")
        let a = try labelled.frame(of: "A"), plainA = try plain.frame(of: "A"), chartTop = try labelled.frame(of: "above").maxY
        #expect(donut.minY > a.maxY, "the x axis' label is below its values")
        #expect(abs(sales.midY - chartTop - 10) < 0.01, "the y axis' label is centred on the chart's first 20 points: \(sales)")
        let plainTop = plainA.midY - 190   // the x axis' values are centred 10 points above the chart's bottom
        #expect(abs((a.midY - chartTop) - (plainA.midY - plainTop - 20)) < 0.01, "the x axis' values 20 points higher: the plot 40 points shorter, from 20 points lower")
    }
}
