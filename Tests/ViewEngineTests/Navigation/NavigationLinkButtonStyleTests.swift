import Foundation
import Testing
import ViewEngine
import TestSupport

/// A navigation link is styled by the button style set above it — `buttonStyle(_:)`: "Sets
/// the style for buttons within this view to a button style with a custom appearance and
/// standard interaction behavior", and a `NavigationLink` is such a button. Found on
/// home-assistant's onboarding screen (issue 85): its "Connect" link with the app's
/// `.buttonStyle(.primaryButton)` is a filled rounded rectangle on iOS 17/18, where the
/// engine drew the bare label in the tint.
@MainActor
@Suite("Navigation: a NavigationLink takes the custom button style set above it")
struct NavigationLinkButtonStyleTests {
    struct Filled: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(14)
                .background(Color.blue)
        }
    }

    struct Onboarding: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Connect") { Text("Servers") }
                        .buttonStyle(Filled())
                }
            }
        }
    }

    /// The style's body is drawn (the blue fill, the label in white, as wide as offered
    /// and padded), the link keeps its title, and a tap still pushes its destination.
    @Test func theStylesBodyIsDrawnAndATapStillPushes() throws {
        let host = ViewHost(testing: Onboarding())
        let svg = host.snapshot()
        // Centred in the safe area: the root has nothing for a bar, which is not shown.
        #expect(svg.contains(##"<rect data-view="background" x="0" y="414.33" width="393" height="48.33" fill="#007AFF"/>"##), "\(svg)")
        #expect(svg.contains(##"font-size="17" fill="#FFFFFF""##), "\(svg)")
        // The link is the style's body: the label's line (20.33) padded by 14 above and below.
        let link = try host.frame(of: "Connect")
        #expect(link.width == 393 && abs(link.height - 48.33) < 0.01, "\(link)")
        #expect(host.render().contains("NavigationLink \"Connect\""))
        try host.tap("Connect")
        #expect(host.render().contains("Text \"Servers\""))
    }

    /// Without a custom style the link is as before: its label alone in the tint.
    @Test func withoutACustomStyleTheLabelIsInTheTint() {
        let svg = ViewHost(testing: NavigationStack { NavigationLink("Connect") { Text("Servers") } }).snapshot()
        #expect(svg.contains(##"fill="#007AFF""##))
        #expect(!svg.contains(#"data-view="background""#))
    }
}
