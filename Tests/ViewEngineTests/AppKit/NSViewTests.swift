import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// AppKit's views as a macOS app wraps them in `NSViewRepresentable`: a search field and
/// its delegate, a progress indicator, laid out as a representable.
@MainActor
@Suite("AppKit: NSView, NSSearchField and NSProgressIndicator in representables")
struct NSViewTests {
    final class Coordinator: NSObject, NSSearchFieldDelegate {
        var heard: [String] = []
        func controlTextDidBeginEditing(_ obj: Notification) { heard.append("begin") }
        func controlTextDidChange(_ obj: Notification) {
            heard.append("text \((obj.object as? NSTextField)?.stringValue ?? "?")")
        }
        func controlTextDidEndEditing(_ obj: Notification) { heard.append("end") }
    }

    // controlTextDidChange(_:): "Informs the delegate that the text object has changed its
    // character content." — its notification's object is the field.
    @Test func aSearchFieldTellsItsDelegateWhatTheUserTyped() {
        let field = NSSearchField(string: "")
        let coordinator = Coordinator()
        field.delegate = coordinator
        field.placeholderString = "Search"
        field.bezelStyle = .roundedBezel
        field.type("mi")
        field.type("milk")
        field.endEditing()
        #expect(field.stringValue == "milk")
        #expect(coordinator.heard == ["begin", "text mi", "text milk", "end"])
        #expect(NSTextField(labelWithString: "Name").isEditable == false)
    }

    struct Spinner: NSViewRepresentable {
        func makeNSView(context: Context) -> NSProgressIndicator {
            let indicator = NSProgressIndicator()
            indicator.style = .spinning
            indicator.startAnimation(nil)
            return indicator
        }
        func updateNSView(_ nsView: NSProgressIndicator, context: Context) {}
    }

    final class Badge: NSView {
        override var intrinsicContentSize: NSSize { NSSize(width: 40, height: 20) }
    }

    struct BadgeView: NSViewRepresentable {
        let made: (Badge) -> Void
        func makeNSView(context: Context) -> Badge {
            let badge = Badge()
            made(badge)
            return badge
        }
        func updateNSView(_ nsView: Badge, context: Context) {}
    }

    // NSView intrinsicContentSize: "The natural size for the receiving view, considering
    // only properties of the view itself." — a representable of it takes that size, and
    // the view gets the frame the layout gave it.
    @Test func anNSViewIsSizedByItsIntrinsicSizeAndGetsItsFrame() throws {
        var badge: Badge?
        let host = TestHost(VStack { BadgeView { badge = $0 }; Spacer() })
        _ = host.render()
        let view = try #require(badge)
        #expect(view.frame.size == CGSize(width: 40, height: 20))
        #expect(view.fittingSize == NSSize(width: 40, height: 20))
        #expect(NSView().intrinsicContentSize == NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric))
    }

    // startAnimation(_:): "Starts the animation of an indeterminate progress indicator."
    @Test func aProgressIndicatorAnimatesUntilStopped() {
        let indicator = NSProgressIndicator()
        indicator.startAnimation(nil)
        #expect(indicator.isAnimating)
        indicator.stopAnimation(nil)
        #expect(!indicator.isAnimating)
        indicator.isIndeterminate = false
        indicator.increment(by: 150)
        #expect(indicator.doubleValue == 100)
        let host = TestHost(Spinner())
        #expect(host.render().contains("Spinner (NSViewRepresentable)"))
    }

    /// A scroll view that scrolls only vertically, as a Mac app's nested carousel sets it:
    /// it passes a mostly horizontal scroll to its next responder.
    final class VerticalScroller: NSScrollView {
        override func scrollWheel(with event: NSEvent) {
            if usesPredominantAxisScrolling, abs(event.deltaX) > abs(event.deltaY), !hasHorizontalScroller {
                nextResponder?.scrollWheel(with: event)
            } else {
                super.scrollWheel(with: event)
            }
        }
    }

    /// The outer view, which hears the scrolls that reach it.
    final class Outer: NSView {
        var heard: [CGFloat] = []
        override func scrollWheel(with event: NSEvent) { heard.append(event.deltaX) }
    }

    // NSResponder scrollWheel(with:): "The default implementation simply passes this message
    // to the next responder." — a view's next responder is its superview, so a scroll the
    // inner scroll view does not take reaches the view around it, and a removed view passes
    // nothing on.
    @Test func scrollsPassAlongTheResponderChain() {
        let outer = Outer()
        let inner = VerticalScroller()
        inner.hasVerticalScroller = true
        outer.addSubview(inner)
        #expect(inner.nextResponder === outer && inner.usesPredominantAxisScrolling)
        inner.scrollWheel(with: NSEvent(type: .scrollWheel, deltaX: 6, deltaY: 1))
        inner.scrollWheel(with: NSEvent(type: .scrollWheel, deltaX: 0, deltaY: -4))   // NSView's default: passed on too
        #expect(outer.heard == [6, 0])
        inner.removeFromSuperview()
        #expect(inner.nextResponder == nil)
        inner.scrollWheel(with: NSEvent(type: .scrollWheel, deltaX: 9))
        #expect(outer.heard == [6, 0])
        let document = NSView()
        inner.documentView = document
        #expect(document.superview === inner && inner.subviews.count == 1)
    }
}
