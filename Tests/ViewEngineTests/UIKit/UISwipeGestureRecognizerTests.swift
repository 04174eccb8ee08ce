import Foundation
import Testing
import ViewEngine

/// A swipe recognizer as a representable's view sets it up: its directions keep UIKit's
/// raw values, and the view keeps the recognizers added to it.
@MainActor
@Suite("UIKit: swipe gesture recognizers keep UIKit's directions and their view")
struct UISwipeGestureRecognizerTests {
    final class Coordinator {}

    // UISwipeGestureRecognizer.Direction: right (1 << 0), left (1 << 1), up (1 << 2),
    // down (1 << 3); "The default direction is right."
    @Test func theDirectionsKeepUIKitsRawValues() {
        typealias Direction = UISwipeGestureRecognizer.Direction
        #expect([Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        #expect(Direction([.left, .right]).rawValue == 3)
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1 && swipe.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended && UIGestureRecognizer.State.failed.rawValue == 5)
    }

    // addGestureRecognizer(_:): "Attaches a gesture recognizer to the view."; a recognizer
    // belongs to one view: adding it to another moves it.
    @Test func aViewKeepsTheRecognizersAddedToIt() {
        let coordinator = Coordinator()
        let swipe = UISwipeGestureRecognizer(target: coordinator, action: Selector("swiped:"))
        swipe.direction = [.up, .down]
        let first = UIView(), second = UIView()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(swipe)
        #expect(swipe.view === first && first.gestureRecognizers?.count == 1)
        #expect(swipe.targets.count == 1 && swipe.targets[0].target === coordinator && swipe.targets[0].action == Selector("swiped:"))
        second.addGestureRecognizer(swipe)
        #expect(swipe.view === second && first.gestureRecognizers == nil && second.gestureRecognizers?.count == 1)
        second.removeGestureRecognizer(swipe)
        #expect(swipe.view == nil && second.gestureRecognizers == nil)
        swipe.removeTarget(coordinator, action: nil)
        #expect(swipe.targets.isEmpty)
    }
}
