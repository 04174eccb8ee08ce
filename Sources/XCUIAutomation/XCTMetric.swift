// The metrics XCTest measures a block with, as Xcode's launch-performance test names
// them. The block runs five times (XCTMeasureOptions' default iteration count) in wall
// time, and the times are reported, never asserted: Linux's XCTest `measure(block:)` fails
// a test whose ten runs vary by more than 10 %, and a launch's wall time varies more than
// that on a busy machine (seen: one launch of ten taking seconds beside a build). A speed is
// a benchmark here, not a verdict.

import Foundation
import XCTest

/// A metric a performance test measures.
public protocol XCTMetric {}

/// The time an app takes to launch.
public struct XCTApplicationLaunchMetric: XCTMetric, Sendable {
    /// The launch until the first frame.
    public init() {}
    /// The launch until the app is responsive (the same here: a launch settles).
    public init(waitUntilResponsive: Bool) {}
}

/// Elapsed time.
public struct XCTClockMetric: XCTMetric, Sendable {
    /// Elapsed time.
    public init() {}
}

extension XCTestCase {
    /// Measures `block` with `metrics`: five runs in wall time, reported as XCTest reports
    /// a measurement, and never asserted.
    public func measure(metrics: [any XCTMetric], file: StaticString = #filePath, line: Int = #line, block: () -> Void) {
        let clock = ContinuousClock()
        let seconds = (0..<5).map { _ in
            let duration = clock.measure(block)
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        let average = seconds.reduce(0, +) / Double(seconds.count)
        let values = seconds.map { String(format: "%.3f", $0) }.joined(separator: ", ")
        print("\(file):\(line): Test Case '\(name)' measured [Time, seconds] average: \(String(format: "%.3f", average)), "
              + "values: [\(values)] (reported, not asserted)")
    }
}
