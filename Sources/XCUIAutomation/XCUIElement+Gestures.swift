// The gestures an element takes besides a tap: swipes and drags (through the host's
// pointer drag), a long press, a picker wheel's and a slider's adjustment.

import Foundation
import ViewEngine

extension XCUIElement {
    /// Swipes leftward across the element: a row with swipe actions opens to show them
    /// (shorter than a full swipe, which would run the first), a row of a `ForEach` with
    /// `onDelete` shows its Delete button, a paging view turns.
    public func swipeLeft(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: -1, dy: 0, file: file, line: line) }
    /// Swipes rightward across the element.
    public func swipeRight(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 1, dy: 0, file: file, line: line) }
    /// Swipes upward across the element.
    public func swipeUp(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 0, dy: -1, file: file, line: line) }
    /// Swipes downward across the element.
    public func swipeDown(file: StaticString = #filePath, line: UInt = #line) { swipe(dx: 0, dy: 1, file: file, line: line) }

    /// Swipes leftward at `velocity`: as ``swipeLeft(file:line:)`` (the engine's drag has
    /// no speed; its distance decides what it does).
    public func swipeLeft(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipeLeft(file: file, line: line) }
    /// Swipes rightward at `velocity`.
    public func swipeRight(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipeRight(file: file, line: line) }
    /// Swipes upward at `velocity`.
    public func swipeUp(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipeUp(file: file, line: line) }
    /// Swipes downward at `velocity`.
    public func swipeDown(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipeDown(file: file, line: line) }

    /// A swipe: a drag from just inside the edge it leaves, over 35 % of the element's width
    /// (or height), which opens a row's actions without a full swipe. Where nothing moves
    /// with a drag, a swipe does nothing, as on iOS.
    private func swipe(dx: CGFloat, dy: CGFloat, file: StaticString, line: UInt) {
        let locator = locator
        MainThread.run(file: file, line: line) {
            guard let element = locator.resolved(file: file, line: line) else { return }
            let frame = element.frame
            let start = CGPoint(x: frame.midX - dx * frame.width * 0.2, y: frame.midY - dy * frame.height * 0.2)
            let end = CGPoint(x: start.x + dx * frame.width * 0.35, y: start.y + dy * frame.height * 0.35)
            locator.session.perform(file: file, line: line) { host in
                do {
                    _ = try host.dragAt(from: start, to: end)
                } catch let error as HostError where error.reason.isNothingToDrag {
                    // Nothing under the finger moves with a drag.
                }
            }
        }
    }

    /// Presses the element for `duration` seconds: a long press (its context menu opens,
    /// its long-press gesture performs).
    public func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        let locator = locator
        MainThread.run(file: file, line: line) {
            guard let element = locator.resolved(file: file, line: line) else { return }
            locator.session.perform(file: file, line: line) { host in try host.longPress(element.label) }
        }
    }

    /// Presses the element, then drags to `otherElement`'s center, as a finger does.
    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
                      file: StaticString = #filePath, line: UInt = #line) {
        let locator = locator, other = otherElement.locator
        MainThread.run(file: file, line: line) {
            guard let start = locator.resolved(file: file, line: line), let end = other.resolved(file: file, line: line) else { return }
            locator.session.perform(file: file, line: line) { host in _ = try host.dragAt(from: start.center, to: end.center) }
        }
    }

    /// Chooses `pickerWheelValue` on a picker wheel, as turning the wheel to it does.
    public func adjust(toPickerWheelValue pickerWheelValue: String, file: StaticString = #filePath, line: UInt = #line) {
        adjust(.pickerWheel, "adjust(toPickerWheelValue:)", file: file, line: line) { element, host in
            try host.select(pickerWheelValue, in: element.label)
        }
    }

    /// Moves a slider's thumb to `normalizedSliderPosition` (0 at its leading end, 1 at its
    /// trailing end) by dragging it there.
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        adjust(.slider, "adjust(toNormalizedSliderPosition:)", file: file, line: line) { element, host in
            let frame = element.frame
            let position = min(max(normalizedSliderPosition, 0), 1)
            _ = try host.dragAt(from: element.center, to: CGPoint(x: frame.minX + position * frame.width, y: frame.midY))
        }
    }

    /// Runs `action` on the element, which must be of `role` (the call, `name`, says so
    /// otherwise), then lets the app settle.
    private func adjust(_ role: AccessibilityElement.Role, _ name: String, file: StaticString, line: UInt,
                        _ action: @escaping @MainActor (AccessibilityElement, any LaunchedHost) throws -> Void) {
        let locator = locator
        MainThread.run(file: file, line: line) {
            guard let element = locator.resolved(file: file, line: line) else { return }
            guard element.role == role else {
                return XCUIFailure.record("\(name) is for a \(XCUIElement.ElementType(role).displayName), not \(element.summary)", file: file, line: line)
            }
            locator.session.perform(file: file, line: line) { host in try action(element, host) }
        }
    }

    /// A slider's position, from 0 to 1 (its value's percent).
    public var normalizedSliderPosition: CGFloat {
        guard let percent = (value as? String)?.dropLast(), let number = Double(percent) else { return 0 }
        return CGFloat(number / 100)
    }

    /// A point of the element: `normalizedOffset` (0, 0) is its top leading corner, (1, 1)
    /// its bottom trailing one.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, offset: .zero)
    }
}

extension HostError.Reason {
    /// A drag that starts where nothing moves with one.
    var isNothingToDrag: Bool {
        if case .nothingToDragAt = self { return true }
        return false
    }
}

/// How fast a gesture moves, in points per second.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
    /// Points per second.
    public let rawValue: CGFloat
    /// A velocity of `rawValue` points per second.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A velocity of `rawValue` points per second.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Slow.
    public static let slow = XCUIGestureVelocity(rawValue: 300)
    /// The default.
    public static let `default` = XCUIGestureVelocity(rawValue: 1000)
    /// Fast.
    public static let fast = XCUIGestureVelocity(rawValue: 2500)
}
