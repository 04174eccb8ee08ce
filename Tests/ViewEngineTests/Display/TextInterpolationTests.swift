import Testing
import ViewEngine
import TestSupport

/// What a `Text` literal with interpolations shows: each value through the format
/// specifier SwiftUI gives its type.
@MainActor
@Suite("Text: interpolated values and resources")
struct TextInterpolationTests {
    struct Readout: View {
        let distance: Double
        let progress: Float
        let width: CGFloat
        let count: Int
        var body: some View {
            Text("\(distance) km, \(progress), \(width) pt, \(count) items")
            Text("\(distance, specifier: "%.1f") km")
            Text(LocalizedStringResource("\(count) items"))
        }
    }

    /// Apple, `LocalizedStringKey.StringInterpolation.appendInterpolation(_:)`: "Appends a
    /// type, convertible to a string by using a default format specifier" — `%lf` for a
    /// `Double`, six decimals; `appendInterpolation(_:specifier:)` takes another, "like `%f`
    /// for a Double".
    @Test func numbersUseTheirDefaultFormatSpecifier() {
        let host = ViewHost(testing: Readout(distance: 3.5, progress: 0.5, width: 390, count: 3))
        #expect(host.render() == """
            Text "3.500000 km, 0.500000, 390.000000 pt, 3 items"
            Text "3.5 km"
            Text "3 items"
            """)
    }
}
