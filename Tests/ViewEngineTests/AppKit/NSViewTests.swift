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
}
