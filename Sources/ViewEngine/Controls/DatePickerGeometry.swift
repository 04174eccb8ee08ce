// Where a date picker's parts are (Rules R22; Measures §5 "Compact date picker",
// "Graphical date picker"): the compact style's capsules, the graphical style's month
// grid, and the words they show. Dates are shown in UTC in U.S. English ("Jan 15, 2027",
// "8:00 AM"), as the engine writes every date the same on every machine; weeks start on
// Sunday. The layout, the picture and the click regions all come from here.

import ViewEngineCore
import Foundation

/// How a date picker shows itself, from the nearest `datePickerStyle`.
enum DatePickerLook: Equatable {
    case compact
    case graphical
    case wheel

    @MainActor static func of(_ node: Node) -> DatePickerLook {
        switch RecordedStyles.name(.datePickerStyle, around: node) {
        case "graphical"?: .graphical
        case "wheel"?: .wheel
        default: .compact
        }
    }
}

/// The words and measures of date pickers.
enum DatePickerGeometry {
    /// A compact capsule: its text's padding and corner radius; the gap between the date's
    /// and the time's capsules (Measures §5 "Compact date picker").
    static let capsulePadding = CGSize(width: 11, height: 7)
    static let capsuleRadius: CGFloat = 6
    static let capsuleGap: CGFloat = 6
    /// The graphical style: its ideal width, its header, weekday row and day rows, the
    /// selected day's circle (Measures §5 "Graphical date picker").
    static let calendarWidth: CGFloat = 320
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let dayHeight: CGFloat = 44
    static let weeks = 6
    static let dayCircle: CGFloat = 40
    static let timeRowHeight: CGFloat = 44
    /// The wheel style's height (a UIDatePicker wheel's).
    static let wheelHeight: CGFloat = 216

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 1
        return calendar
    }()

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    /// "Jan 15, 2027".
    static func dateText(_ date: Date) -> String { formatter("MMM d, yyyy").string(from: date) }
    /// "8:00 AM".
    static func timeText(_ date: Date) -> String { formatter("h:mm a").string(from: date) }
    /// "January 2027".
    static func monthText(_ date: Date) -> String { formatter("MMMM yyyy").string(from: date) }
    /// "SUN" ... "SAT".
    static let weekdaySymbols = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    /// The texts of the compact style's capsules for `components`: the date's, the time's.
    static func capsuleTexts(_ date: Date, components: DatePickerComponents) -> [String] {
        (components.contains(.date) ? [dateText(date)] : []) + (components.contains(.hourAndMinute) ? [timeText(date)] : [])
    }

    /// The size of one capsule around `text` in `font`.
    static func capsule(_ text: String, font: ResolvedFont) -> CGSize {
        CGSize(width: TextLayout.pixelCeil(font.width(of: text)) + 2 * capsulePadding.width,
               height: TextLayout.pixelCeil(font.lineHeight) + 2 * capsulePadding.height)
    }

    /// The size of the compact style's capsules side by side.
    static func capsules(_ texts: [String], font: ResolvedFont) -> CGSize {
        let sizes = texts.map { capsule($0, font: font) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + capsuleGap * CGFloat(max(0, sizes.count - 1)),
                      height: sizes.map(\.height).max() ?? 0)
    }

    /// The capsules' frames at the trailing edge of `frame`, vertically centred.
    static func capsuleFrames(_ texts: [String], font: ResolvedFont, in frame: CGRect) -> [CGRect] {
        let total = capsules(texts, font: font)
        var x = frame.maxX - total.width
        return texts.map { text in
            let size = capsule(text, font: font)
            defer { x += size.width + capsuleGap }
            return CGRect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// The graphical style's height: the month grid, and the time row when it shows time.
    static func calendarHeight(components: DatePickerComponents) -> CGFloat {
        headerHeight + weekdayHeight + CGFloat(weeks) * dayHeight + (components.contains(.hourAndMinute) ? timeRowHeight : 0)
    }

    /// The month grid of `date`'s month in `frame`: each day of the month with its cell.
    static func days(around date: Date, in frame: CGRect) -> [(date: Date, day: Int, cell: CGRect)] {
        guard let month = calendar.dateInterval(of: .month, for: date),
              let count = calendar.range(of: .day, in: .month, for: date)?.count else { return [] }
        let leading = calendar.component(.weekday, from: month.start) - calendar.firstWeekday
        let width = frame.width / 7
        let top = frame.minY + headerHeight + weekdayHeight
        let time = date.timeIntervalSince(calendar.startOfDay(for: date))
        return (0..<count).map { offset in
            let position = leading + offset
            let cell = CGRect(x: frame.minX + CGFloat(position % 7) * width, y: top + CGFloat(position / 7) * dayHeight, width: width, height: dayHeight)
            let day = calendar.date(byAdding: .day, value: offset, to: month.start)!.addingTimeInterval(time)
            return (day, offset + 1, cell)
        }
    }

    /// The day of the month of `date`.
    static func day(of date: Date) -> Int { calendar.component(.day, from: date) }
}
