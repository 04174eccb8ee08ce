import Foundation
import Testing
import ViewEngine
import ViewEngineTesting

/// A spinner as an app's `UIViewRepresentable` makes it: started, stopped, hidden while
/// stopped, sized by its style.
@MainActor
@Suite("UIKit: UIActivityIndicatorView animates until stopped and hides when stopped")
struct UIActivityIndicatorViewTests {
    // hidesWhenStopped: "If the value of this property is true (the default), the receiver
    // sets its isHidden property (UIView) to true when receiver is not animating."
    // stopAnimating(): "When animating is stopped, the indicator is hidden, unless
    // hidesWhenStopped is false."
    @Test func startingShowsAndStoppingHides() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.hidesWhenStopped && !spinner.isAnimating && spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    // color: "If you set a color for an activity indicator, it overrides the color
    // provided by the style property." The style sizes it.
    @Test func theStyleSizesItAndTheColorIsKept() {
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(large.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 37, height: 37))
        large.color = .systemOrange
        #expect(large.color == .systemOrange)
        #expect(UIActivityIndicatorView().style == .medium)
    }

    struct Spinner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityIndicatorView {
            let view = UIActivityIndicatorView(style: .large)
            view.startAnimating()
            return view
        }
        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
    }

    // A representable spinner takes its style's size in the layout.
    @Test func aRepresentedSpinnerIsItsStylesSize() throws {
        let host = TestHost(Spinner().accessibilityIdentifier("spinner"))
        #expect(host.frame(of: "spinner").size == CGSize(width: 37, height: 37))
    }
}
