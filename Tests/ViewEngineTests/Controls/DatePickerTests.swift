import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `DatePicker`: `host.select(_:in:)` with a `Date` writes the selection within the
/// picker's range; a date outside it is refused.
@MainActor
@Suite("Controls: DatePicker")
struct DatePickerTests {
    nonisolated static let start = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14T22:13:20Z

    struct Due: View {
        let log: Log
        @State var due = DatePickerTests.start
        var body: some View {
            DatePicker("Due", selection: $due, in: DatePickerTests.start..., displayedComponents: .date)
                .onChange(of: due) { newValue in log("due \(newValue.timeIntervalSince1970)") }
        }
    }

    @Test func selectingADateWritesTheSelection() throws {
        let log = Log()
        let host = TestHost(Due(log: log))
        #expect(host.render() == #"DatePicker "Due" = 2023-11-14T22:13:20Z"#)
        host.select(Self.start.addingTimeInterval(86_400), in: "Due")
        #expect(log.take() == ["due 1700086400.0"])
        #expect(host.render() == #"DatePicker "Due" = 2023-11-15T22:13:20Z"#)
    }

    @Test func aDateBeforeTheRangeIsRefused() throws {
        let log = Log()
        let host = TestHost(Due(log: log))
        let error = try #require(throws: HostError.self) { try host.host.select(Self.start.addingTimeInterval(-1), in: "Due") }
        #expect("\(error)" == #"HostError: the DatePicker titled "Due" cannot take 2023-11-14T22:13:19Z: its range is 2023-11-14T22:13:20Z..., so nothing was done."#)
        #expect(log.take() == [])
        #expect(throws: HostError(control: "DatePicker", title: "Start", reason: .notFound, availableTitles: ["Due"])) {
            try host.host.select(Self.start, in: "Start")
        }
    }
}
