// A point on the screen, relative to an element, as XCUITest's coordinates are: tapped,
// pressed and dragged from through the host's pointer.

import Foundation
import ViewEngine

/// A location on the screen, relative to an element.
///
/// ```swift
/// app.coordinate(withNormalizedOffset: .zero).withOffset(CGVector(dx: 20, dy: 300)).tap()
/// ```
public final class XCUICoordinate: CustomStringConvertible {
    /// The element it is relative to.
    public let referencedElement: XCUIElement
    private let normalizedOffset: CGVector
    private let offset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, offset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.offset = offset
    }

    /// This coordinate moved by `offsetVector` points.
    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: referencedElement, normalizedOffset: normalizedOffset,
                       offset: CGVector(dx: offset.dx + offsetVector.dx, dy: offset.dy + offsetVector.dy))
    }

    /// The point in the window, in points from its top leading corner.
    public var screenPoint: CGPoint {
        let frame = referencedElement.frame
        return point(in: frame)
    }

    private func point(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + frame.width * normalizedOffset.dx + offset.dx,
                y: frame.minY + frame.height * normalizedOffset.dy + offset.dy)
    }

    /// Taps at the point: the topmost control under it is driven, as a finger's tap does.
    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        let locator = referencedElement.locator
        let (normalized, offset) = (normalizedOffset, self.offset)
        MainThread.run(file: file, line: line) {
            guard let element = locator.resolved(file: file, line: line) else { return }
            let point = CGPoint(x: element.frame.minX + element.frame.width * normalized.dx + offset.dx,
                                y: element.frame.minY + element.frame.height * normalized.dy + offset.dy)
            locator.session.perform(file: file, line: line) { host in _ = try host.click(at: point) }
        }
    }

    /// Taps twice at the point.
    public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        tap(file: file, line: line)
        tap(file: file, line: line)
    }

    /// Presses at the point, then drags to `otherCoordinate`.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
                      file: StaticString = #filePath, line: UInt = #line) {
        let start = screenPoint, end = otherCoordinate.screenPoint
        let session = referencedElement.locator.session
        MainThread.run(file: file, line: line) {
            session.perform(file: file, line: line) { host in _ = try host.dragAt(from: start, to: end) }
        }
    }

    /// The coordinate as its point.
    public var description: String { "\(screenPoint)" }
}
