import Charts
import Testing
import ViewEngine

/// The ways apps write charts compile and draw: a chart inside a `VStack` with annotated,
/// rounded, gradient-filled bars and custom axes; a donut with an inset; a line per series
/// nested in `ForEach`es, with dates on x.
@MainActor
@Suite("Charts: the shapes apps write")
struct ChartShapesTests {
    struct Flavor: Identifiable {
        let id: String
        let sold: Int
    }

    struct TopFlavors: View {
        let flavors: [Flavor]
        var body: some View {
            VStack(alignment: .leading) {
                Text("Top flavors")
                Chart {
                    ForEach(flavors) { flavor in
                        BarMark(x: .value("Flavor", flavor.id), y: .value("Sold", flavor.sold))
                            .cornerRadius(6, style: .continuous)
                            .foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .bottom, endPoint: .top))
                            .annotation(position: .top) {
                                Text(flavor.sold.formatted()).font(.caption)
                            }
                    }
                }
                .chartYAxis {
                    AxisMarks { _ in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel(format: IntegerFormatStyle<Int>())
                    }
                }
                .chartXAxis {
                    AxisMarks { value in
                        AxisValueLabel {
                            Text((value.as(String.self) ?? "").uppercased())
                        }
                    }
                }
                .frame(height: 240)
            }
        }
    }

    /// An annotation is drawn above its bar; a custom label's view stands for the value.
    @Test func annotatedBarsWithCustomAxesDraw() {
        let host = ViewHost(TopFlavors(flavors: [Flavor(id: "mint", sold: 12), Flavor(id: "plum", sold: 30)]))
        let tree = host.render()
        #expect(tree.contains(#"Text "12""#) && tree.contains(#"Text "30""#))
        #expect(tree.contains(#"Text "MINT""#) && tree.contains(#"Text "PLUM""#))
        #expect(host.snapshot().contains("linearGradient"))
    }

    struct Spending: View {
        struct Share: Identifiable {
            let id = UUID()
            let category: String
            let amount: Double
        }
        let shares: [Share]
        var body: some View {
            Chart {
                ForEach(shares) { share in
                    SectorMark(angle: .value("Amount", share.amount), innerRadius: .ratio(0.618), angularInset: 1.5)
                        .cornerRadius(5)
                        .foregroundStyle(by: .value("Category", share.category))
                }
            }
            .chartForegroundStyleScale(mapping: { (category: String) in category == "Food" ? Color.green : Color.gray })
            .frame(width: 200, height: 240)
        }
    }

    /// A donut with `chartForegroundStyleScale(mapping:)`: each category's colour from the
    /// mapping, in the sectors and the legend.
    @Test func aDonutTakesItsColoursFromTheMapping() {
        let host = ViewHost(Spending(shares: [.init(category: "Food", amount: 3), .init(category: "Rent", amount: 9)]))
        let tree = host.render()
        #expect(tree.contains("Path [fill: green]") && tree.contains("Path [fill: gray]"))
        #expect(tree.contains(#"Text "Food""#) && tree.contains(#"Text "Rent""#))
    }

    struct History: View {
        struct City: Identifiable {
            let id: String
            let days: [Day]
        }
        struct Day: Identifiable {
            var id: Date { date }
            let date: Date
            let sales: Int
        }
        let cities: [City]
        var body: some View {
            Chart {
                ForEach(cities) { city in
                    ForEach(city.days) { day in
                        LineMark(x: .value("Day", day.date), y: .value("Sales", day.sales))
                            .foregroundStyle(by: .value("City", city.id))
                            .interpolationMethod(.cardinal)
                            .symbol(by: .value("City", city.id))
                    }
                    .lineStyle(StrokeStyle(lineWidth: 2))
                }
            }
            .chartLegend(position: .top)
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis {
                AxisMarks(values: .automatic(roundLowerBound: false, roundUpperBound: false)) { value in
                    if value.index < value.count - 1 {
                        AxisValueLabel()
                    }
                    AxisTick()
                    AxisGridLine()
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    /// A line per series (`foregroundStyle(by:)`), dates along x: two strokes, in the
    /// palette's first two colours, and the legend above.
    @Test func aLinePerSeriesOverDates() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let days = { (base: Int) in (0..<3).map { History.Day(date: start.addingTimeInterval(Double($0) * 86_400), sales: base + $0 * 5) } }
        let host = ViewHost(History(cities: [.init(id: "Cupertino", days: days(20)), .init(id: "Paris", days: days(40))]))
        let tree = host.render()
        #expect(tree.contains("Path [stroke: blue, lineWidth: 2]") && tree.contains("Path [stroke: green, lineWidth: 2]"))
        #expect(tree.contains(#"Text "Cupertino""#) && tree.contains(#"Text "Paris""#))
    }
}
