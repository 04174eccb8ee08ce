import Charts
import Testing
import ViewEngine

/// Charts laid out and drawn: each test names the sentence of Apple's documentation
/// (Charts: "BarMark", "foregroundStyle(by:)", "chartForegroundStyleScale(_:)",
/// "SectorMark", "LineMark", "RuleMark", "chartYScale(domain:type:)", "AxisMarks") it
/// encodes, and checks the picture's geometry: a 300 × 200 chart at (46.5, 338.5) in the
/// window, its plot leaving the y axis' labels room on the trailing side (7 points a
/// character, and 8) and the x axis' 20 points below.
@MainActor
@Suite("Charts: marks, scales, axes and legends, laid out and drawn")
struct ChartsTests {
    struct Sale: Identifiable {
        let id = UUID()
        let donut: String
        let count: Int
        var shop = "North"
    }

    func chart(_ view: some View) -> ViewHost<some View> { ViewHost(view.frame(width: 300, height: 200)) }

    func lines(_ host: ViewHost<some View>, containing text: String) -> [String] {
        host.snapshot().split(separator: "\n").map(String.init).filter { $0.contains(text) }
    }

    /// "BarMark: Chart content that represents data using bars" — a bar a category, from
    /// zero to its value, on a scale rounded to whole steps (0 to 40 by 10 for 10, 20 and
    /// 40); the categories in the order they come, under their bands.
    @Test func barsRiseFromZeroOnARoundedScale() {
        let sales = [Sale(donut: "A", count: 10), Sale(donut: "B", count: 20), Sale(donut: "C", count: 40)]
        let host = chart(Chart(sales) { BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)) })
        let tree = host.render(frames: true)
        #expect(["0", "10", "20", "30", "40", "A", "B", "C"].allSatisfy { tree.contains(#"Text "\#($0)""#) })
        // The plot is 278 × 180 (22 points for the labels "40"...): bands of 92.67, bars of
        // 80 % of a band; C (40) is the whole height, A (10) a quarter of it.
        let bars = lines(host, containing: ##"fill="#007AFF""##).filter { $0.contains("data-view=\"Path\"") }
        #expect(bars.count == 3)
        #expect(bars[0].contains(#"d="M55.77 473.5 L129.9 473.5 L129.9 518.5 L55.77 518.5 Z""#))
        #expect(bars[2].contains(#"d="M241.1 338.5 L315.23 338.5 L315.23 518.5 L241.1 518.5 Z""#))
    }

    /// "foregroundStyle(by:): Represents data using a foreground style" — each category of
    /// the value takes the next of the chart's colours and a legend entry; bars of one
    /// band stack, the second on top of the first.
    @Test func foregroundStyleByColoursStacksAndAddsALegend() {
        let sales = [Sale(donut: "A", count: 10), Sale(donut: "A", count: 5, shop: "South"), Sale(donut: "B", count: 20)]
        let host = chart(Chart(sales) {
            BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)).foregroundStyle(by: .value("Shop", $0.shop))
        })
        let tree = host.render(frames: true)
        #expect(tree.contains("Circle [fill: blue]") && tree.contains(#"Text "North""#))
        #expect(tree.contains("Circle [fill: green]") && tree.contains(#"Text "South""#))
        // The legend takes 24 points: the plot is 156 high, 0 to 20 by 5; A's 10 is half of
        let north = lines(host, containing: ##"fill="#007AFF""##).filter { $0.contains("data-view=\"Path\"") }
        let south = lines(host, containing: ##"fill="#34C759""##).filter { $0.contains("data-view=\"Path\"") }
        // it, the 5 of South a quarter on top; two bands of 139, bars of 111.2
        #expect(north.first?.contains(#"d="M60.4 416.5 L171.6 416.5 L171.6 494.5 L60.4 494.5 Z""#) == true)
        #expect(south.first?.contains(#"d="M60.4 377.5 L171.6 377.5 L171.6 416.5 L60.4 416.5 Z""#) == true)
    }

    /// "chartForegroundStyleScale(_:): Configures the foreground style scale for charts" —
    /// the categories take the styles the mapping gives, in the marks and in the legend.
    @Test func aStyleScaleGivesEachCategoryItsStyle() {
        let sales = [Sale(donut: "A", count: 10), Sale(donut: "B", count: 5, shop: "South")]
        let host = chart(Chart(sales) {
            BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)).foregroundStyle(by: .value("Shop", $0.shop))
        }.chartForegroundStyleScale(["North": Color.orange, "South": Color.purple]))
        let tree = host.render(frames: true)
        #expect(tree.contains("Path [fill: orange]") && tree.contains("Path [fill: purple]"))
        #expect(tree.contains("Circle [fill: orange]") && tree.contains("Circle [fill: purple]"))
        let hidden = chart(Chart(sales) {
            BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)).foregroundStyle(by: .value("Shop", $0.shop))
        }.chartLegend(.hidden))
        #expect(!hidden.render().contains("Circle"))
    }

    /// "SectorMark: A sector of a pie or donut chart, which shows how individual categories
    /// make up a meaningful total" — each angle is the value's share of the total, from
    /// twelve o'clock clockwise; `innerRadius: .ratio(0.5)` makes a donut.
    @Test func sectorsShareTheCircleByTheirValues() {
        let sales = [Sale(donut: "A", count: 10), Sale(donut: "B", count: 5, shop: "South"), Sale(donut: "C", count: 20)]
        let host = ViewHost(Chart(sales) {
            SectorMark(angle: .value("Sales", $0.count), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Shop", $0.shop))
        }.chartLegend(.hidden).frame(width: 200, height: 200))
        let sectors = lines(host, containing: #"data-view="Path""#)
        #expect(sectors.count == 3)
        // 10 of 35 is 102.86°: the first sector ends at -90° + 102.86° = 12.86° on the
        // radius of 100 around (196.5, 438.5), and its inner edge on the radius of 50.
        #expect(sectors[0].contains(#"d="M196.5 338.5 "#) && sectors[0].contains("293.99 460.75 L245.25 449.63"))
        #expect(sectors[1].contains(#"d="M293.99 460.75"#))
    }

    /// "LineMark: Chart content that represents data using a sequence of connected line
    /// segments" — the points of a series joined in the order of x, whatever the data's
    /// order; `symbol(by:)` marks each point.
    @Test func aLineJoinsItsPointsInTheOrderOfX() {
        struct Reading: Identifiable {
            let id: Int
            let day: Double
            let value: Double
        }
        let readings = [Reading(id: 1, day: 2, value: 20), Reading(id: 2, day: 0, value: 0), Reading(id: 3, day: 1, value: 10)]
        let host = chart(Chart(readings) {
            LineMark(x: .value("Day", $0.day), y: .value("Value", $0.value)).symbol(by: .value("Series", "one"))
        })
        let line = lines(host, containing: #"stroke-width="2""#).first { $0.contains("data-view=\"Path\"") }
        // x from 0 to 2 over the plot's 278 points, y from 0 to 20 over its 180
        #expect(line?.contains(#"d="M46.5 518.5 L185.5 428.5 L324.5 338.5""#) == true)
        // a symbol at each of the three points
        #expect(lines(host, containing: #"data-view="Path""#).filter { $0.contains(" C") && !$0.contains("stroke") }.count == 3)
    }

    /// "RuleMark: Chart content that represents data using a single horizontal or vertical
    /// rule" across the plot, and `chartYScale(domain:)`: "Configures the y scale" — 50 on
    /// a scale of 0...100 is the plot's middle.
    @Test func aRuleCrossesThePlotAtItsValueOnTheGivenDomain() {
        let host = chart(Chart { RuleMark(y: .value("Goal", 50)) }.chartYScale(domain: 0...100))
        let rule = lines(host, containing: #"stroke-width="1""#).first { $0.contains("data-view=\"Path\"") }
        // labels up to "100": 29 points for them, a plot of 271 × 180
        #expect(rule?.contains(#"d="M46.5 428.5 L317.5 428.5""#) == true)
    }

    /// "AxisMarks: ... configure the axis marks" — the values given, each labelled by the
    /// format; `chartXAxis(.hidden)` leaves the x axis out.
    @Test func axisMarksLabelTheirValuesByTheFormat() {
        let sales = [Sale(donut: "A", count: 10), Sale(donut: "B", count: 30)]
        let host = chart(Chart(sales) { BarMark(x: .value("Donut", $0.donut), y: .value("Sales", $0.count)) }
            .chartYAxis {
                AxisMarks(values: [0, 15, 30]) { value in
                    AxisGridLine()
                    AxisValueLabel("\(value.as(Int.self) ?? 0) pcs")
                }
            }
            .chartXAxis(.hidden))
        let tree = host.render()
        #expect(tree.contains(#"Text "0 pcs""#) && tree.contains(#"Text "15 pcs""#) && tree.contains(#"Text "30 pcs""#))
        #expect(!tree.contains(#"Text "A""#))
        #expect(lines(host, containing: #"stroke-width="0.5""#).count == 3)
    }
}
