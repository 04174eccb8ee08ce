// Waiting for expectations on the app's virtual clock. XCTest waits in real time: its
// waiter turns the run loop until the expectations are fulfilled or the timeout has passed,
// and a predicate expectation polls every 10 ms. A launched app here runs on virtual time,
// which passes only when something advances it. So XCTestCase's waits and
// `XCTWaiter.wait(for:timeout:)`, declared again here (where this module is imported they
// shadow XCTest's of the same signature), first advance the app's clock in 0.1 s steps
// until every expectation is met — a predicate expectation's predicate holds for its
// object (and its handler agrees), an expectation is fulfilled — or the timeout has passed
// on it; then XCTest's own waiter settles the outcome at once, with XCTest's messages,
// its failures at the test's line. With no app running they wait as XCTest does.
// (Swift prefers, of two methods a call can mean, the one that leaves fewer defaulted
// parameters to fill: these leave out `enforceOrder:` and take a handler that is not
// optional, so a call that passes neither reaches them; one that passes `enforceOrder:`
// or `handler: nil` reaches XCTest's, which waits in real time.)

import Foundation
@_spi(Predicates) import ViewEngine
import XCTest

extension XCTestCase {
    /// Waits for the expectations this test made with `expectation(…)` and has not waited
    /// for, at most `timeout` seconds of the app's virtual clock.
    public func waitForExpectations(timeout: TimeInterval, file: StaticString = #file, line: Int = #line) {
        waitForUnwaitedExpectations(timeout: timeout, file: file, line: line)
    }

    /// Waits as ``waitForExpectations(timeout:file:line:)`` does, then calls `handler`, with
    /// an error when the wait timed out.
    public func waitForExpectations(timeout: TimeInterval, file: StaticString = #file, line: Int = #line,
                                    handler: @escaping XCWaitCompletionHandler) {
        waitForUnwaitedExpectations(timeout: timeout, file: file, line: line, handler: handler)
    }

    private func waitForUnwaitedExpectations(timeout: TimeInterval, file: StaticString, line: Int,
                                             handler: XCWaitCompletionHandler? = nil) {
        let expectations = XCTestInternals.expectations(of: self).filter { !XCTestInternals.hasBeenWaitedOn($0) }
        guard !expectations.isEmpty else {
            return recordFailure(withDescription: "API violation - call made to wait without any expectations having been set.",
                                 inFile: "\(file)", atLine: line, expected: false)
        }
        let result = VirtualTimeWait.wait(for: expectations, timeout: timeout, enforceOrder: false,
                                          reporter: self, file: file, line: line)
        handler?(result == .completed ? nil : XCTestError(.timeoutWhileWaiting))
    }

    /// Waits for `expectations`, at most `timeout` seconds of the app's virtual clock.
    public func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, file: StaticString = #file, line: Int = #line) {
        VirtualTimeWait.wait(for: expectations, timeout: timeout, enforceOrder: false, reporter: self, file: file, line: line)
    }
}

extension XCTWaiter {
    /// Waits for `expectations`, at most `timeout` seconds of the app's virtual clock, and
    /// says how the wait ended; a timeout is not a failure.
    @discardableResult
    public class func wait(for expectations: [XCTestExpectation], timeout: TimeInterval,
                           file: StaticString = #file, line: Int = #line) -> XCTWaiter.Result {
        VirtualTimeWait.wait(for: expectations, timeout: timeout, enforceOrder: false, reporter: nil, file: file, line: line)
    }
}

/// A wait: the app's virtual clock advanced until the expectations are met, then XCTest's
/// waiter, which finds them met (or not) at once.
enum VirtualTimeWait {
    @discardableResult
    static func wait(for expectations: [XCTestExpectation], timeout: TimeInterval, enforceOrder: Bool,
                     reporter: XCTestCase?, file: StaticString, line: Int) -> XCTWaiter.Result {
        let advanced = MainThread.run(false) { () -> Bool in
            guard let session = AppSession.latest, session.isRunning else { return false }
            _ = session.wait(upTo: timeout) { metOrRefuted(expectations) }
            return true
        }
        guard advanced else {
            // No app: XCTest's wait, in real time.
            return XCTWaiter(delegate: reporter).wait(for: expectations, timeout: timeout, enforceOrder: enforceOrder,
                                                      file: file, line: line)
        }
        let wording = reporter.map { TimeoutWording(test: $0, timeout: timeout, file: file, line: line) }
        return XCTWaiter(delegate: wording).wait(for: expectations, timeout: 0, enforceOrder: enforceOrder, file: file, line: line)
    }

    /// Whether the wait is decided now: every expectation met (its predicate holds now:
    /// then it is fulfilled), or an inverted one fulfilled. An inverted expectation is met
    /// only when the timeout has passed.
    @MainActor static func metOrRefuted(_ expectations: [XCTestExpectation]) -> Bool {
        var allMet = true
        for expectation in expectations {
            if expectation.isInverted {
                if XCTestInternals.isFulfilled(expectation) { return true }
                allMet = false
            } else if !XCTestInternals.isFulfilled(expectation) {
                if let predicate = expectation as? XCTNSPredicateExpectation, holds(predicate) {
                    predicate.fulfill()
                } else {
                    allMet = false
                }
            }
        }
        return allMet
    }

    /// Whether a predicate expectation's predicate holds for its object now, and its
    /// handler agrees.
    @MainActor private static func holds(_ expectation: XCTNSPredicateExpectation) -> Bool {
        let holds = (try? PredicateErrors.collecting { expectation.predicate.evaluate(with: expectation.object) }) ?? false
        return holds && (expectation.handler?() ?? true)
    }
}

/// What XCTest keeps to itself and a wait on virtual time reads: whether an expectation is
/// fulfilled or has been waited for, and the expectations a test made (XCTest's waiter
/// reads them). Read through reflection, as they are, and never written.
enum XCTestInternals {
    static func isFulfilled(_ expectation: XCTestExpectation) -> Bool {
        stored("isFulfilled", of: expectation) ?? false
    }

    static func hasBeenWaitedOn(_ expectation: XCTestExpectation) -> Bool {
        stored("_hasBeenWaitedOn", of: expectation) ?? false
    }

    static func expectations(of test: XCTestCase) -> [XCTestExpectation] {
        stored("_allExpectations", of: test) ?? []
    }

    private static func stored<Value>(_ name: String, of object: AnyObject) -> Value? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let value = current.children.first(where: { $0.label == name })?.value as? Value { return value }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// A timed-out wait's failure in XCTest's words, with the timeout the test gave (XCTest's
/// waiter is asked to decide at once, so its own message would say 0 seconds); the
/// waiter's other messages are the test case's.
private final class TimeoutWording: XCTWaiterDelegate {
    let test: XCTestCase
    let timeout: TimeInterval
    let file: StaticString
    let line: Int

    init(test: XCTestCase, timeout: TimeInterval, file: StaticString, line: Int) {
        self.test = test
        self.timeout = timeout
        self.file = file
        self.line = line
    }

    func waiter(_ waiter: XCTWaiter, didTimeoutWithUnfulfilledExpectations unfulfilledExpectations: [XCTestExpectation]) {
        let names = unfulfilledExpectations.map(VirtualTimeWait.describe).joined(separator: ", ")
        test.recordFailure(withDescription: "Asynchronous wait failed - Exceeded timeout of \(timeout) seconds, with unfulfilled expectations: \(names)",
                           inFile: "\(file)", atLine: line, expected: true)
    }

    func waiter(_ waiter: XCTWaiter, fulfillmentDidViolateOrderingConstraintsFor expectation: XCTestExpectation,
                requiredExpectation: XCTestExpectation) {
        test.waiter(waiter, fulfillmentDidViolateOrderingConstraintsFor: expectation, requiredExpectation: requiredExpectation)
    }

    func waiter(_ waiter: XCTWaiter, didFulfillInvertedExpectation expectation: XCTestExpectation) {
        test.waiter(waiter, didFulfillInvertedExpectation: expectation)
    }

    func nestedWaiter(_ waiter: XCTWaiter, wasInterruptedByTimedOutWaiter outerWaiter: XCTWaiter) {
        test.nestedWaiter(waiter, wasInterruptedByTimedOutWaiter: outerWaiter)
    }
}

extension VirtualTimeWait {
    /// An expectation as a failure names it: a predicate expectation by its format string,
    /// as Apple's XCTest does.
    static func describe(_ expectation: XCTestExpectation) -> String {
        guard let predicate = expectation as? XCTNSPredicateExpectation, let format = predicate.predicate.formatString else {
            return expectation.expectationDescription
        }
        return "Expect predicate `\(format)`" + (predicate.object.map { " for object \($0)" } ?? "")
    }
}
