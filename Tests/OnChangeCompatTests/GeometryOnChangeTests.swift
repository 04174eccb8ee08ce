import Foundation
import Testing
import ViewEngine
import OnChangeCompat
import TestSupport

/// Rules R22 with the modern `onChange(of:initial:_:)`: geometry observed by `onChange`
/// is what the layout computed.
@MainActor
@Suite("R22 Geometry with onChange(of:initial:)")
struct GeometryOnChangeTests {
    /// Issue 32's own example, "tried as a new user would": a `GeometryReader` in a
    /// 200 × 100 frame reports its width with `initial: true`. SwiftUI gives 200 — the
    /// reader's content is built with the size its layout gave it, so the first value is
    /// already 200 and the action runs once, at appearance, with (200, 200).
    struct Half: View {
        let log: Log
        @State var width: CGFloat = 0
        var body: some View {
            GeometryReader { proxy in
                Color.blue.onChange(of: proxy.size.width, initial: true) { old, w in
                    log("\(old) → \(w)")
                    width = w
                }
            }
            .frame(width: 200, height: 100)
            .overlay { Text("width \(Int(width))") }
        }
    }

    @Test func halfReportsTheWidthOfItsFrame() throws {
        let log = Log()
        let host = ViewHost(testing: Half(log: log))
        #expect(log.lines == ["200.0 → 200.0"])
        #expect(host.render() == """
            GeometryReader
              Color blue
              overlay
                Text "width 200"
            """)
    }

    /// Rotating the window does not change a fixed frame's size: no further run.
    @Test func aRotationKeepsAFixedFramesWidth() throws {
        let log = Log()
        let host = ViewHost(testing: Half(log: log))
        host.size = CGSize(width: 852, height: 393)
        #expect(log.lines == ["200.0 → 200.0"])
        #expect(try host.frame(of: "width 200").midX == 852 / 2)
    }
}
