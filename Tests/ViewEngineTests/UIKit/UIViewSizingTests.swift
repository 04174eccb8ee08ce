import Foundation
import Testing
import ViewEngine
import ViewEngineTesting

/// A view sized to fit, and a text view's content size, as an autosizing text field
/// reads it.
@MainActor
@Suite("UIKit: sizeToFit takes sizeThatFits, a text view's content is its text")
struct UIViewSizingTests {
    final class Badge: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: min(size.height, 30)) }
    }

    // sizeToFit(): "You should not override this method. If you want to change the
    // default sizing information for your view, override the sizeThatFits(_:) instead.
    // That method performs any needed calculations and returns them to this method, which
    // then makes the change." sizeThatFits(_:): "The default implementation of this method
    // returns the existing size of the view."
    @Test func sizeToFitTakesWhatSizeThatFitsAnswers() {
        let plain = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
        let badge = Badge(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 44, height: 30))
    }

    // The CardTracker and ACHNBrowserUI pattern: measure the hosting controller, set the
    // bounds, then sizeToFit, which keeps the measured size.
    @Test func aHostingControllersViewSizesToItsRootView() {
        let host = TestHost(Text("window"))
        let controller = UIHostingController(rootView: Color.red.frame(width: 90, height: 40))
        controller.view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        let size = controller.sizeThatFits(in: CGSize(width: 393, height: 852))
        controller.view.bounds = CGRect(origin: .zero, size: size)
        controller.view.sizeToFit()
        #expect(controller.view.bounds.size == CGSize(width: 90, height: 40))
        _ = host
    }

    // contentSize: "The size of the content view." A text view's content is its text,
    // laid out in lines: one line, then a line more for each paragraph or wrap.
    @Test func aTextViewsContentSizeFollowsItsText() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        textView.text = "Lunch"
        let one = textView.contentSize
        #expect(one.width == 300)
        #expect(abs(one.height - (20 + 1 / 3 + 16)) < 0.001)
        textView.text = "Lunch\nwith the team"
        let two = textView.contentSize.height
        #expect(abs(two - one.height - 20.333) < 0.01)
        textView.text = String(repeating: "word ", count: 40)
        #expect(textView.contentSize.height > two)
        textView.font = UIFont.systemFont(ofSize: 34)
        #expect(textView.contentSize.height > 2 * two)
        // Set, the value does not stay: UIKit sizes a text view's content by its text.
        textView.text = ""
        textView.contentSize = CGSize(width: 1, height: 999)
        #expect(abs(textView.contentSize.height - (41 + 16)) < 1)
    }

    @Test func aScrollViewKeepsTheContentSizeSet() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentSize == .zero)
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        #expect(scrollView.contentSize == CGSize(width: 320, height: 2_000))
    }
}
