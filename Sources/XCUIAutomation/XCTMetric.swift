// The metrics XCTest measures a block with, as Xcode's launch-performance test names
// them; on Linux the block is measured by XCTest's `measure(block:)`, in wall time, which
// reports and asserts nothing.

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
    /// Measures `block` with `metrics`: here, XCTest's `measure(block:)`, ten runs in wall
    /// time, reported and never asserted.
    public func measure(metrics: [any XCTMetric], file: StaticString = #filePath, line: Int = #line, block: () -> Void) {
        measure(file: file, line: line, block: block)
    }
}
