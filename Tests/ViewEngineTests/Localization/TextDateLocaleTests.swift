import Foundation
import Testing
import ViewEngine
import TestSupport

/// A date in a text is written in the environment's locale (Rules R22): SwiftUI's
/// `locale` is "the current locale that views should use", and `Text(_:style:)` "displays
/// localized dates and times". The environment's locale is en_US unless set, as a
/// simulator's region is, whatever the machine running the engine is set to. Measured on
/// iOS 17, issue 85: TCA SyncUps' detail screen writes its past meeting
/// `Text(date, style: .date)` as "February 20, 2024"; the engine wrote the machine's
/// locale ("20 February 2024" where it is en_001), and the line was too long.
@MainActor
@Suite("Localization: a text's date is written in the environment's locale")
struct TextDateLocaleTests {
    /// Noon UTC, 14 November 2023: the same day in every time zone within eleven hours.
    let date = Date(timeIntervalSince1970: 1_699_963_200)

    @Test func theDefaultLocaleWritesTheMonthFirst() {
        let svg = ViewHost(testing: Text(date, style: .date)).snapshot()
        #expect(svg.contains(">November 14, 2023</text>"), "\(svg)")
    }

    @Test func anEnvironmentsLocaleWritesItsOwnWay() {
        let svg = ViewHost(testing: Text(date, style: .date).environment(\.locale, Locale(identifier: "de_DE"))).snapshot()
        #expect(svg.contains(">14. November 2023</text>"), "\(svg)")
    }

    @Test func anInterpolatedDateUsesTheDefaultLocale() {
        let svg = ViewHost(testing: Text("Due \(date, style: .date)")).snapshot()
        #expect(svg.contains(">Due November 14, 2023</text>"), "\(svg)")
    }
}
