import Foundation
import Testing
import ViewEngine
import ViewEngineSnapshotTesting

/// The strategies compare the engine's text with the references committed in
/// `__Snapshots__/SnapshottingTests/`: a screen that draws the same passes, a screen that
/// changed fails with the lines that differ. swift-snapshot-testing's `verifySnapshot`
/// returns the failure `assertSnapshot` would report (`Snapshot "window" does not match
/// reference.` with a diff whose lines start with `−` and `+`), so a test can read it.
@MainActor
@Suite("Snapshot strategies for hosts")
struct SnapshottingTests {
    struct Greeting: View {
        @State var name = "World"
        var body: some View {
            VStack {
                Text("Hello, \(name)!").font(.title)
                Button("Rename") { name = "Linux" }
                Toggle("Loud", isOn: .constant(true))
            }
        }
    }

    /// The picture of the window matches its reference, line by line.
    @Test func theSameScreenMatchesItsSVGReference() {
        let host = ViewHost(Greeting())
        assertSnapshot(of: host, as: .svg, named: "window", testName: "Greeting")
    }

    /// A screen that changed does not: the failure says so and shows the lines that
    /// differ, the reference's (`−`) and the screen's (`+`).
    @Test func aChangedScreenFailsWithTheLinesThatDiffer() throws {
        let host = ViewHost(Greeting())
        try host.tap("Rename")
        let failure = try #require(verifySnapshot(of: host, as: .svg, named: "window", record: .never, testName: "Greeting"))
        #expect(failure.contains("Snapshot \"window\" does not match reference."))
        #expect(failure.split(separator: "\n").contains { $0.hasPrefix("−") && $0.contains(">Hello, World!</text>") })
        #expect(failure.split(separator: "\n").contains { $0.hasPrefix("+") && $0.contains(">Hello, Linux!</text>") })
        // And assertSnapshot reports it as an issue at the call.
        withKnownIssue { assertSnapshot(of: host, as: .svg, named: "window", record: .never, testName: "Greeting") }
    }

    /// The rendered tree and its frames are strategies too.
    @Test func theTreeAndItsFramesMatchTheirReferences() {
        let host = ViewHost(Greeting())
        assertSnapshot(of: host, as: .render, named: "tree", testName: "Greeting")
        assertSnapshot(of: host, as: .frames, named: "frames", testName: "Greeting")
    }

    /// A view is snapshotted alone in a window of the size given (no safe area), in the
    /// color scheme given.
    @Test func aViewAtASize() {
        let badge = Text("3").font(.headline).padding(8).background(.red, in: Capsule())
        assertSnapshot(of: badge, as: .svg(size: CGSize(width: 80, height: 44)), named: "light", testName: "Badge")
        assertSnapshot(of: badge, as: .svg(size: CGSize(width: 80, height: 44), colorScheme: .dark), named: "dark", testName: "Badge")
        assertSnapshot(of: badge, as: .frames(size: CGSize(width: 80, height: 44)), named: "frames", testName: "Badge")
    }

    /// Without a reference, nothing passes by accident: with recording off the assertion
    /// fails and writes nothing.
    @Test func aMissingReferenceFails() throws {
        let host = ViewHost(Greeting())
        let failure = try #require(verifySnapshot(of: host, as: .svg, named: "no-such-reference", record: .never))
        #expect(failure.contains("No reference was found on disk."))
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/SnapshottingTests")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("aMissingReferenceFails.no-such-reference.svg").path))
    }
}
