import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// A hosting controller as apps make one: a scene delegate's root view controller, or a
/// view measured before it is drawn into an image.
@MainActor
@Suite("UIKit: UIHostingController sizes its root view through the layout")
struct UIHostingControllerTests {
    struct Badge: View {
        var body: some View {
            VStack(spacing: 8) {
                Color.red.frame(width: 120, height: 40)
                Color.blue.frame(width: 80, height: 20)
            }
        }
    }

    // sizeThatFits(in:): "Calculates and returns the most appropriate size for the current
    // view." Its return value: "The size that offers the best fit for the root view and its
    // contents."
    @Test func sizeThatFitsIsTheRootViewsLaidOutSize() {
        let host = TestHost(Text("window"))
        let fixed = UIHostingController(rootView: Badge())
        #expect(fixed.sizeThatFits(in: CGSize(width: 320, height: 640)) == CGSize(width: 120, height: 68))
        let flexible = UIHostingController(rootView: Color.green)
        #expect(flexible.sizeThatFits(in: CGSize(width: 320, height: 640)) == CGSize(width: 320, height: 640))
        // An unbounded side is unspecified: the fixed view keeps its own size on it.
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .infinity)
        #expect(fixed.sizeThatFits(in: unbounded) == CGSize(width: 120, height: 68))
        // A negative side is no proposal a layout takes: it is zero.
        #expect(flexible.sizeThatFits(in: CGSize(width: -5, height: 10)) == CGSize(width: 0, height: 10))
        _ = host
    }

    // rootView: "The root view of the SwiftUI view hierarchy managed by this view
    // controller." The controller's view measures what the root view is now.
    @Test func theViewMeasuresTheCurrentRootView() {
        let host = TestHost(Text("window"))
        let controller = UIHostingController(rootView: AnyView(Badge()))
        #expect(controller.view.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 120, height: 68))
        controller.rootView = AnyView(Color.red.frame(width: 50, height: 50))
        #expect(controller.view.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 50, height: 50))
        _ = host
    }

    // UIHostingControllerSizingOptions.intrinsicContentSize: "The hosting controller's view
    // automatically invalidate its intrinsic content size when its ideal size changes."
    // sizingOptions: "The default value is the empty set."
    @Test func sizingOptionsMakeTheIdealSizeIntrinsic() {
        let host = TestHost(Text("window"))
        let controller = UIHostingController(rootView: Badge())
        #expect(controller.sizingOptions == [])
        #expect(controller.view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        controller.sizingOptions = .intrinsicContentSize
        #expect(controller.view.intrinsicContentSize == CGSize(width: 120, height: 68))
        _ = host
    }

    struct SceneDelegateLike: View {
        let log: Log
        var body: some View {
            Button("Connect") {
                let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
                let window = UIWindow(windowScene: scene)
                window.rootViewController = UIHostingController(rootView: Text("Movies"))
                window.makeKeyAndVisible()
                let root = window.rootViewController as? UIHostingController<Text>
                log("root \(root != nil) key \(window.isKeyWindow)")
            }
        }
    }

    // A scene delegate's template: "Use a UIHostingController as window root view
    // controller." The window keeps the controller and becomes key.
    @Test func aSceneDelegateMakesItTheWindowsRoot() {
        let log = Log()
        let host = TestHost(SceneDelegateLike(log: log))
        host.tap("Connect")
        #expect(log.lines == ["root true key true"])
    }
}
