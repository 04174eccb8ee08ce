import Testing
import ViewEngine
import TestSupport

/// The platform-view bridges compile in the forms app code writes them
/// (ViewEngine.docc/Surface.md, "Platform views"): `Context`, the context's generic form,
/// a coordinator of one's own or none, the optional dismantle; each renders as one line.
@MainActor
@Suite("Surface: UIKit and AppKit representables")
struct RepresentablesSurfaceTests {
    final class Platform {}
    final class Helper { var environment: EnvironmentValues? }

    struct Map: UIViewRepresentable {
        typealias UIViewType = Platform
        func makeCoordinator() -> Helper { Helper() }
        func makeUIView(context: UIViewRepresentableContext<Map>) -> Platform { Platform() }
        func updateUIView(_ uiView: Platform, context: Context) {
            context.coordinator.environment = context.environment
            _ = context.transaction.disablesAnimations
        }
        static func dismantleUIView(_ uiView: Platform, coordinator: Helper) {}
    }

    struct Camera: UIViewControllerRepresentable {
        func makeUIViewController(context: UIViewControllerRepresentableContext<Camera>) -> Platform { Platform() }
        func updateUIViewController(_ uiViewController: Platform, context: Context) { _ = context.coordinator }
    }

    struct Web: NSViewRepresentable {
        func makeNSView(context: NSViewRepresentableContext<Web>) -> Platform { Platform() }
        func updateNSView(_ nsView: Platform, context: Context) { _ = context.environment.colorScheme }
        static func dismantleNSView(_ nsView: Platform, coordinator: ()) {}
    }

    struct Preferences: NSViewControllerRepresentable {
        func makeNSViewController(context: NSViewControllerRepresentableContext<Preferences>) -> Platform { Platform() }
        func updateNSViewController(_ nsViewController: Platform, context: Context) { _ = context.transaction.animation }
    }

    @Test func everyBridgeCompilesAndRendersAsOneLine() {
        let host = ViewHost(testing: VStack {
            Map()
            Camera()
            Web()
            Preferences()
        })
        #expect(host.render() == """
        VStack
          Map (UIViewRepresentable)
          Camera (UIViewControllerRepresentable)
          Web (NSViewRepresentable)
          Preferences (NSViewControllerRepresentable)
        """)
    }

    /// The other way round: a SwiftUI view in a UIKit controller (`UIHostingController`),
    /// as a scene delegate or an image helper makes one; its size is its root view's.
    @Test func aHostingControllerHoldsASwiftUIView() {
        let host = ViewHost(testing: Text("window"))
        let controller = UIHostingController(rootView: Color.red.frame(width: 30, height: 20))
        controller.sizingOptions = UIHostingControllerSizingOptions.intrinsicContentSize
        #expect(controller.sizeThatFits(in: CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 20))
        #expect(controller.view.intrinsicContentSize == CGSize(width: 30, height: 20))
        _ = host
    }
}
