import Foundation
import Testing
import ViewEngine
import TestSupport

/// `labelsVisibility(_:)` and `EnvironmentValues.labelsVisibility` (iOS 18).
@MainActor
@Suite("Labels visibility: the environment reads what labelsVisibility(_:) sets, and a toggle follows it")
struct LabelsVisibilityTests {
    struct Reader: View {
        let name: String
        @Environment(\.labelsVisibility) private var labelsVisibility
        var body: some View { Text(verbatim: "\(name): \(labelsVisibility)") }
    }

    /// `EnvironmentValues.labelsVisibility`: "The labels visibility set by
    /// `labelsVisibility(_:)`" — `automatic` where nothing sets it, the nearest modifier's
    /// value below it; `labelsHidden()` hides them too.
    @Test func theEnvironmentReadsTheNearestModifiersVisibility() {
        let host = ViewHost(testing: VStack {
            Reader(name: "default")
            VStack {
                Reader(name: "hidden")
                Reader(name: "visible").labelsVisibility(.visible)
            }
            .labelsVisibility(.hidden)
            Reader(name: "labelsHidden").labelsHidden()
        })
        #expect(host.render().contains("""
              Text "default: automatic"
              VStack
                Text "hidden: hidden"
                Text "visible: visible"
              Text "labelsHidden: hidden"
            """), "\(host.render())")
    }

    /// `labelsVisibility(_:)`: "the first Toggle in the following example hides its
    /// label" — the toggle is its switch alone (49 points wide, as under `labelsHidden()`),
    /// while the second keeps its label and its row; it is still found by its title.
    @Test func aToggleWithHiddenLabelsIsItsSwitchAlone() throws {
        let host = ViewHost(testing: VStack {
            Toggle(isOn: .constant(true)) { Text("Toggle 1") }
                .labelsVisibility(.hidden)
            Toggle(isOn: .constant(false)) { Text("Toggle 2") }
        }.padding())
        let hidden = try host.frame(of: "Toggle 1")
        let shown = try host.frame(of: "Toggle 2")
        #expect(hidden.width == 49 && hidden.height == 31, "\(hidden)")
        #expect(shown.width > 49, "\(shown)")
        let svg = host.snapshot()
        #expect(!svg.contains(">Toggle 1</text>") && svg.contains(">Toggle 2</text>"))
    }
}
